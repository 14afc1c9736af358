import { at, Box, C, Frame, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// Each word becomes a vector of numbers (two of its hundreds of dimensions shown) and lands as a
// point in a map: words with related meanings land near each other and form clusters.

const GROUPS = [
  { name: 'חיות', colour: C.brand, light: C.brandLight, cx: 80, cy: 100, labelY: 172 },
  { name: 'פירות', colour: C.amber, light: C.amberLight, cx: 210, cy: 110, labelY: 182 },
  { name: 'כלי תחבורה', colour: C.accent, light: C.accentLight, cx: 150, cy: 265, labelY: 327 },
] as const;

// [x, y] of each word in the 2-D map (0-1), which is also the vector shown for it.
const WORDS = [
  { word: 'כלב', group: 0, v: [0.2, 0.22] },
  { word: 'תפוח', group: 1, v: [0.72, 0.26] },
  { word: 'רכבת', group: 2, v: [0.44, 0.82] },
  { word: 'חתול', group: 0, v: [0.32, 0.15] },
  { word: 'בננה', group: 1, v: [0.83, 0.35] },
  { word: 'אוטובוס', group: 2, v: [0.58, 0.74] },
  { word: 'סוס', group: 0, v: [0.16, 0.36] },
  { word: 'ענבים', group: 1, v: [0.66, 0.4] },
  { word: 'מכונית', group: 2, v: [0.4, 0.66] },
] as const;

const MAP = { x: 14, y: 34, w: 260, h: 300 };
const pointOf = (v: readonly [number, number]) => [MAP.x + v[0] * MAP.w, MAP.y + v[1] * MAP.h] as const;
const rowY = (index: number) => 52 + index * 28;

export default function Embeddings({ playing }: VisualizationProps) {
  // 0-8: one more word turned into a vector and placed; 9: the clusters of meaning.
  const step = useStep(playing, WORDS.length + 1, 1000);
  const placed = step + 1;
  const active = step < WORDS.length ? step : 3;
  const activeWord = WORDS[active]!;
  return (
    <Frame
      playing={playing}
      label="תשע מילים הפכו לנקודות במפה: חיות, פירות וכלי תחבורה יושבים כל אחד באשכול משלו, כי מילים קרובות במשמעות מקבלות וקטורים קרובים"
    >
      <T x={350} y={20} s={14} b fill={C.soft}>
        מילה ← וקטור
      </T>
      <T x={MAP.x + MAP.w / 2} y={20} s={14} b fill={C.soft}>
        מרחב ההטמעות
      </T>
      <Box x={MAP.x} y={MAP.y} w={MAP.w} h={MAP.h} fill={C.faint} />
      {GROUPS.map((group) => (
        <g key={group.name} className="vz-t" style={{ opacity: step === WORDS.length ? 1 : 0 }}>
          <ellipse
            cx={group.cx}
            cy={group.cy}
            rx={group.name === 'כלי תחבורה' ? 78 : 56}
            ry={group.name === 'כלי תחבורה' ? 50 : 58}
            fill={group.light}
            stroke={group.colour}
            strokeDasharray="5 4"
          />
          <T x={group.cx} y={group.labelY} s={14} b fill={group.colour}>
            {group.name}
          </T>
        </g>
      ))}
      {WORDS.map((entry, index) => {
        const group = GROUPS[entry.group];
        const [px, py] = pointOf(entry.v);
        const visible = index < placed;
        return (
          <g key={entry.word}>
            <g>
              <Box
                x={300}
                y={rowY(index) - 12}
                w={110}
                h={24}
                r={6}
                fill={index === active ? group.light : C.white}
                stroke={index === active ? group.colour : C.line}
              />
              <T x={402} y={rowY(index)} s={15} textAnchor="start">
                {entry.word}
              </T>
            </g>
            <g
              className="vz-t"
              style={{ ...(visible ? at(px, py) : at(330, rowY(index))), opacity: visible ? 1 : 0 }}
            >
              <circle r={7} fill={group.colour} stroke={C.white} strokeWidth={2} />
              <T x={0} y={-16} s={14} b>
                {entry.word}
              </T>
            </g>
          </g>
        );
      })}
      <Box x={290} y={296} w={124} h={52} fill={GROUPS[activeWord.group].light} stroke={colourOf(active)} />
      <T x={352} y={311} s={14} b>
        {activeWord.word}
      </T>
      <T x={352} y={333} s={14} ltr fill={C.ink}>
        [{activeWord.v[0].toFixed(2)}, {activeWord.v[1].toFixed(2)}]
      </T>
      <T x={MAP.x + MAP.w / 2} y={350} s={14} fill={C.muted}>
        שני ממדים מתוך מאות, לשם ההמחשה
      </T>
    </Frame>
  );
}

function colourOf(index: number): string {
  return GROUPS[WORDS[index]!.group].colour;
}
