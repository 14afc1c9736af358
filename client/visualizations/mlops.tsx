import { ArrowHead, at, Box, C, Frame, L, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// MLOps as a loop that never ends: data → training → evaluation → deployment → monitoring; when
// monitoring sees the world drift away from the training data, the loop starts again with new data.

const STAGES = [
  { name: 'נתונים', latin: 'data' },
  { name: 'אימון', latin: 'train' },
  { name: 'הערכה', latin: 'evaluate' },
  { name: 'פריסה', latin: 'deploy' },
  { name: 'ניטור', latin: 'monitor' },
];
const CX = 210;
const CY = 176;
const R = 128;
// Counter-clockwise from the top: the loop reads right to left along its top edge.
const position = (index: number) => {
  const angle = -Math.PI / 2 - (index * 2 * Math.PI) / STAGES.length;
  return [CX + R * Math.cos(angle) * 1.25, CY + R * Math.sin(angle)] as const;
};

export default function Mlops({ playing }: VisualizationProps) {
  // 0-4: the work is at one stage; 5: monitoring detects drift and sends the loop back to new data.
  const step = useStep(playing, 6, 1200);
  const drift = step === 5;
  const here = drift ? 4 : step;
  const [dotX, dotY] = position(here);
  const version = step >= 3 ? 'v4' : 'v3';
  return (
    <Frame
      playing={playing}
      label="מחזור MLOps: נתונים, אימון, הערכה, פריסה וניטור; הניטור מזהה סחיפה, הדיוק יורד ל־84 אחוז, והמחזור מתחיל שוב עם נתונים חדשים"
    >
      <ArrowHead id="ml-arrow" />
      <ArrowHead id="ml-alert" color={C.red} />
      {STAGES.map((stage, index) => {
        const [x1, y1] = position(index);
        const [x2, y2] = position((index + 1) % STAGES.length);
        const back = index === STAGES.length - 1;
        const mx = (x1 + x2) / 2 + ((x1 + x2) / 2 - CX) * 0.28;
        const my = (y1 + y2) / 2 + ((y1 + y2) / 2 - CY) * 0.28;
        return (
          <path
            key={stage.name}
            d={`M${x1 + (x2 - x1) * 0.3} ${y1 + (y2 - y1) * 0.3} Q${mx} ${my} ${x1 + (x2 - x1) * 0.72} ${y1 + (y2 - y1) * 0.72}`}
            fill="none"
            stroke={back && drift ? C.red : C.muted}
            strokeWidth={back && drift ? 3 : 2}
            strokeDasharray={back && drift ? '6 4' : undefined}
            className={back && drift ? 'vz-flow' : undefined}
            markerEnd={`url(#ml-${back && drift ? 'alert' : 'arrow'})`}
          />
        );
      })}
      <g className="vz-t" style={at(dotX, dotY)}>
        <circle
          r={52}
          fill="none"
          stroke={drift ? C.red : C.brand}
          strokeWidth={3}
          strokeDasharray="4 5"
          className="vz-flow"
        />
      </g>
      {STAGES.map((stage, index) => {
        const [x, y] = position(index);
        const active = index === here;
        const alert = drift && index === 4;
        return (
          <g key={stage.name}>
            <Box
              x={x - 46}
              y={y - 24}
              w={92}
              h={48}
              fill={alert ? C.redLight : active ? C.brandLight : C.white}
              stroke={alert ? C.red : active ? C.brand : C.line}
              strokeWidth={active ? 2.5 : 1.5}
              className="vz-t"
            />
            <T x={x} y={y - 7} s={15} b>
              {stage.name}
            </T>
            <T x={x} y={y + 12} s={14} ltr fill={C.soft}>
              {stage.latin}
            </T>
          </g>
        );
      })}
      <T x={CX} y={CY - 28} s={14} fill={C.soft}>
        מודל בייצור
      </T>
      <T x={CX} y={CY - 4} s={24} b ltr fill={C.brandDark}>
        {version}
      </T>
      <T x={CX} y={CY + 24} s={14} b fill={drift ? C.red : C.green}>
        דיוק: <L>{drift ? '84% ↓' : '91%'}</L>
      </T>
      <g className="vz-t" style={{ opacity: drift ? 1 : 0 }}>
        <Box x={110} y={322} w={200} h={30} fill={C.redLight} stroke={C.red} />
        <T x={210} y={337} s={14} b fill={C.red}>
          סחיפה בנתונים: מאמנים מחדש
        </T>
      </g>
    </Frame>
  );
}
