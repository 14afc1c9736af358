import { ArrowHead, at, Box, C, Frame, L, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// A deployment pipeline, read right to left: code → build → tests → deploy. The new version travels
// through the stages, then replaces the old one server by server (a rolling update) while health
// checks keep watching.

const STAGES = [
  { name: 'קוד', latin: 'commit', done: 'נשמר' },
  { name: 'בנייה', latin: 'build', done: 'נבנה' },
  { name: 'בדיקות', latin: 'test', done: '42/42 עברו' },
  { name: 'פריסה', latin: 'deploy', done: 'הופץ' },
];
const stageX = (index: number) => 362 - index * 102;
const SERVERS = [0, 1, 2];
const serverX = (index: number) => 350 - index * 120;

export default function Deployment({ playing }: VisualizationProps) {
  // 0-3: the version reaches each stage; 3-5: servers update one by one; 6: all healthy on v1.4.
  const step = useStep(playing, 7, 1100);
  const at_stage = Math.min(step, 3);
  const healthy = SERVERS.filter((server) => step !== 3 + server).length;
  return (
    <Frame
      playing={playing}
      label="צינור פריסה: הגרסה החדשה v1.4 עברה בנייה, 42 בדיקות ופריסה, ושלושת השרתים מריצים אותה ותקינים"
    >
      <ArrowHead id="dep-arrow" />
      {STAGES.slice(1).map((stage, index) => (
        <line
          key={stage.name}
          x1={stageX(index) - 42}
          y1={80}
          x2={stageX(index + 1) + 46}
          y2={80}
          stroke={C.muted}
          strokeWidth={2}
          markerEnd="url(#dep-arrow)"
        />
      ))}
      {STAGES.map((stage, index) => {
        const done = index < at_stage || step === 6;
        const current = index === at_stage && step < 6;
        return (
          <g key={stage.name}>
            <Box
              x={stageX(index) - 40}
              y={56}
              w={80}
              h={48}
              fill={done ? C.greenLight : current ? C.brandLight : C.white}
              stroke={done ? C.green : current ? C.brand : C.line}
              strokeWidth={current ? 2.5 : 1.5}
              className="vz-t"
            />
            <T x={stageX(index)} y={73} s={15} b>
              {stage.name}
            </T>
            <T x={stageX(index)} y={92} s={14} fill={C.soft} ltr>
              {stage.latin}
            </T>
            <T
              x={stageX(index)}
              y={122}
              s={14}
              b
              fill={C.green}
              className="vz-t"
              style={{ opacity: done ? 1 : 0 }}
            >
              {`✓ ${stage.done}`}
            </T>
          </g>
        );
      })}
      <g className="vz-t" style={at(stageX(at_stage), 0)}>
        <Box x={-26} y={16} w={52} h={26} r={6} fill={C.amberLight} stroke={C.amber} />
        <T x={0} y={29} s={14} b ltr>
          v1.4
        </T>
      </g>
      <line x1={stageX(3)} y1={134} x2={stageX(3)} y2={160} stroke={C.muted} strokeWidth={2} />
      <line x1={stageX(3)} y1={160} x2={serverX(0)} y2={160} stroke={C.muted} strokeWidth={2} />
      {SERVERS.map((server) => {
        const updating = step === 3 + server;
        const updated = step > 3 + server;
        return (
          <g key={server}>
            <line
              x1={serverX(server)}
              y1={160}
              x2={serverX(server)}
              y2={178}
              stroke={C.muted}
              strokeWidth={2}
              markerEnd="url(#dep-arrow)"
            />
            <Box
              x={serverX(server) - 50}
              y={182}
              w={100}
              h={92}
              fill={updating ? C.amberLight : C.faint}
              stroke={updating ? C.amber : C.line}
              className="vz-t"
            />
            <T x={serverX(server)} y={200} s={14} b>
              {`שרת ${server + 1}`}
            </T>
            <T x={serverX(server)} y={224} s={17} b ltr fill={updated ? C.green : C.ink}>
              {updated ? 'v1.4' : 'v1.3'}
            </T>
            <circle
              cx={serverX(server) + 26}
              cy={252}
              r={6}
              fill={updating ? C.amber : C.green}
              className={updating ? 'vz-pulse vz-c' : undefined}
            />
            <T
              x={serverX(server) + 14}
              y={252}
              s={14}
              textAnchor="start"
              fill={updating ? C.amber : C.green}
              b
            >
              {updating ? 'מתעדכן' : 'תקין'}
            </T>
          </g>
        );
      })}
      <Box
        x={20}
        y={296}
        w={380}
        h={40}
        fill={healthy === 3 ? C.greenLight : C.amberLight}
        stroke={healthy === 3 ? C.green : C.amber}
        className="vz-t"
      />
      <polyline
        points="34,316 52,316 58,304 66,328 72,316 88,316"
        fill="none"
        stroke={C.green}
        strokeWidth={2}
        strokeDasharray="4 4"
        className="vz-flow"
      />
      <T x={384} y={316} s={14} b textAnchor="start">
        בדיקות בריאות: <L>{`${healthy}/3`}</L> שרתים תקינים
      </T>
    </Frame>
  );
}
