import { Box, C, Frame, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// Self-attention: one word (the query) looks at every word of the sentence and gives each a weight;
// the line to each word is as thick as its weight. "הוא" looks mostly at "החתול": that is whom it means.

const WORDS = ['החתול', 'ישב', 'על', 'השטיח', 'כי', 'הוא', 'היה', 'עייף'];

// Weights each query word gives to the eight words (each row sums to 1).
const QUERIES = [
  { query: 5, weights: [0.52, 0.08, 0.01, 0.03, 0.04, 0.14, 0.06, 0.12] },
  { query: 7, weights: [0.3, 0.04, 0.01, 0.02, 0.05, 0.34, 0.18, 0.06] },
  { query: 1, weights: [0.4, 0.1, 0.22, 0.2, 0.02, 0.02, 0.02, 0.02] },
] as const;

const rowY = (index: number) => 62 + index * 37;

export default function Attention({ playing }: VisualizationProps) {
  const step = useStep(playing, QUERIES.length, 2400, 0);
  const { query, weights } = QUERIES[step]!;
  return (
    <Frame
      playing={playing}
      label="מנגנון קשב: המילה 'הוא' מחוברת לכל מילות המשפט בקווים בעובי שונה; הקו העבה ביותר, 52 אחוז, מוביל אל 'החתול'"
    >
      <T x={368} y={22} s={14} b fill={C.soft}>
        המילה ששואלת
      </T>
      <T x={100} y={22} s={14} b fill={C.soft}>
        המילים שהיא מסתכלת עליהן
      </T>
      {WORDS.map((_, index) => (
        <line
          key={index}
          className="vz-t"
          x1={326}
          y1={rowY(query)}
          x2={146}
          y2={rowY(index)}
          stroke={C.brand}
          strokeOpacity={0.25 + weights[index]! * 1.4}
          strokeWidth={1 + weights[index]! * 22}
          strokeLinecap="round"
        />
      ))}
      {WORDS.map((word, index) => (
        <g key={word}>
          <Box
            x={330}
            y={rowY(index) - 15}
            w={78}
            h={30}
            r={8}
            fill={index === query ? C.brandLight : C.white}
            stroke={index === query ? C.brand : C.line}
            strokeWidth={index === query ? 2.5 : 1}
          />
          <T x={369} y={rowY(index)} s={15} b={index === query}>
            {word}
          </T>
          <Box x={66} y={rowY(index) - 15} w={78} h={30} r={8} fill={C.faint} stroke={C.line} />
          <T x={105} y={rowY(index)} s={15} b={weights[index]! >= 0.2}>
            {word}
          </T>
          <T
            x={34}
            y={rowY(index)}
            s={14}
            ltr
            fill={weights[index]! >= 0.2 ? C.brandDark : C.muted}
            b={weights[index]! >= 0.2}
          >
            {Math.round(weights[index]! * 100)}%
          </T>
        </g>
      ))}
      <T x={210} y={352} s={14} fill={C.muted}>
        עובי הקו = משקל הקשב
      </T>
    </Frame>
  );
}
