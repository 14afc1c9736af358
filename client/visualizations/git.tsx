import { ArrowHead, at, Box, C, Frame, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// A git history drawn right to left (time runs the way Hebrew reads): commits on main, a feature
// branch that splits off, work on both in parallel, and a merge commit with two parents.

const MAIN_Y = 100;
const FEATURE_Y = 210;
const COMMITS = [
  { id: 'a1f3', x: 380, y: MAIN_Y, from: 0 },
  { id: 'b72c', x: 316, y: MAIN_Y, from: 1 },
  { id: 'e9d0', x: 252, y: FEATURE_Y, from: 3 },
  { id: 'c4a8', x: 188, y: MAIN_Y, from: 4 },
  { id: 'f015', x: 124, y: FEATURE_Y, from: 5 },
  { id: '9d3e', x: 56, y: MAIN_Y, from: 6 },
] as const;

const EDGES = [
  { d: 'M380 100 H316', from: 1 },
  { d: 'M316 100 C286 100 282 210 252 210', from: 3, feature: true },
  { d: 'M316 100 H188', from: 4 },
  { d: 'M252 210 H124', from: 5, feature: true },
  { d: 'M188 100 H56', from: 6 },
  { d: 'M124 210 C90 210 86 100 56 100', from: 6, feature: true },
];

const NOTES = [
  'קומיט ראשון ב־main: תמונת מצב של הקוד',
  'קומיט נוסף: כל קומיט מצביע על הקודם לו',
  'ענף חדש: feature מתפצל מ־main',
  'עבודה על תכונה חדשה בתוך הענף',
  'בינתיים main ממשיך להתקדם במקביל',
  'עוד קומיט בענף feature',
  'מיזוג: קומיט עם שני הורים מאחד את הענפים',
];

const MAIN_TIP = [0, 1, 1, 1, 3, 3, 5];
const FEATURE_TIP = [-1, -1, 1, 2, 2, 4, 4];

export default function Git({ playing }: VisualizationProps) {
  const step = useStep(playing, NOTES.length, 1500);
  const mainTip = COMMITS[MAIN_TIP[step]!]!;
  const featureTip = COMMITS[FEATURE_TIP[step]!];
  return (
    <Frame
      playing={playing}
      label="היסטוריית git: קומיטים על main, ענף feature שמתפצל, קומיטים בשני הענפים, וקומיט מיזוג שמאחד אותם"
    >
      <ArrowHead id="git-time" />
      <line x1={300} y1={24} x2={150} y2={24} stroke={C.muted} strokeWidth={1.5} markerEnd="url(#git-time)" />
      <T x={318} y={24} s={14} fill={C.muted} textAnchor="end">
        זמן
      </T>
      {EDGES.map((edge) => (
        <path
          key={edge.d}
          d={edge.d}
          fill="none"
          stroke={edge.feature ? C.accent : C.brand}
          strokeWidth={4}
          className="vz-t"
          style={{ opacity: step >= edge.from ? 1 : 0 }}
        />
      ))}
      {COMMITS.map((commit, index) => {
        const merge = index === COMMITS.length - 1;
        const onFeature = commit.y === FEATURE_Y;
        return (
          <g key={commit.id} className="vz-t" style={{ opacity: step >= commit.from ? 1 : 0 }}>
            <circle
              cx={commit.x}
              cy={commit.y}
              r={merge ? 15 : 12}
              fill={merge ? C.brandLight : onFeature ? C.accentLight : C.white}
              stroke={onFeature ? C.accent : C.brand}
              strokeWidth={merge ? 5 : 3.5}
            />
            <T x={commit.x} y={commit.y + (onFeature ? 30 : 30)} s={14} ltr fill={C.soft}>
              {commit.id}
            </T>
          </g>
        );
      })}
      <g className="vz-t" style={at(mainTip.x, 0)}>
        <Box x={-26} y={44} w={52} h={24} r={6} fill={C.brandLight} stroke={C.brand} />
        <T x={0} y={56} s={14} b ltr fill={C.brandDark}>
          main
        </T>
      </g>
      <g
        className="vz-t"
        style={{
          ...at(featureTip?.x ?? COMMITS[1].x, featureTip?.y === FEATURE_Y ? 0 : -96),
          opacity: featureTip ? 1 : 0,
        }}
      >
        <Box x={-32} y={250} w={64} h={24} r={6} fill={C.accentLight} stroke={C.accent} />
        <T x={0} y={262} s={14} b ltr fill={C.ink}>
          feature
        </T>
      </g>
      <Box x={14} y={294} w={392} h={44} fill={C.faint} />
      <T x={210} y={316} s={15} b>
        {NOTES[step]}
      </T>
    </Frame>
  );
}
