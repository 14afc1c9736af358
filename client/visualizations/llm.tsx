import { ArrowHead, Box, C, Frame, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// A large language model end to end: text in, through a stack of layers, out comes a probability for
// every possible next word; the likeliest one is written, and the text grows.

const LAYERS = ['שכבה 1', 'שכבה 2', 'שכבה 3', 'שכבה 96'];
const NEXT = [
  { word: 'כחולים', p: 0.62 },
  { word: 'אפורים', p: 0.18 },
  { word: 'יפים', p: 0.11 },
  { word: 'גבוהים', p: 0.05 },
];
const layerY = (index: number) => 84 + index * 24;
const barY = (index: number) => 196 + index * 26;

const CSS = `.vz-on .llm-layer{animation:llm-glow 1.5s ease-in-out infinite}
@keyframes llm-glow{0%,100%{fill:#ede9fe}40%{fill:#c4b5fd}}`;

export default function Llm({ playing }: VisualizationProps) {
  // 0: the input text; 1: the layers process it; 2: the distribution over next words; 3: the pick.
  const step = useStep(playing, 4, 1500);
  return (
    <Frame
      playing={playing}
      css={CSS}
      label="מודל שפה גדול: הקלט 'השמיים הם' עובר דרך שכבות, יוצאת התפלגות הסתברויות למילה הבאה, כחולים 62 אחוז, והפלט הוא 'השמיים הם כחולים'"
    >
      <ArrowHead id="llm-arrow" />
      <Box x={110} y={10} w={200} h={40} fill={C.faint} />
      <T x={300} y={30} s={14} fill={C.soft} textAnchor="start">
        קלט:
      </T>
      <T x={200} y={30} s={17} b>
        השמיים הם…
      </T>
      <line x1={210} y1={52} x2={210} y2={70} stroke={C.muted} strokeWidth={2} markerEnd="url(#llm-arrow)" />
      {LAYERS.map((layer, index) => (
        <g key={layer}>
          <Box
            x={90}
            y={layerY(index) - 9}
            w={230}
            h={18}
            r={5}
            fill={step === 1 ? '#c4b5fd' : C.brandLight}
            stroke={C.brand}
            className={step === 1 ? 'vz-t' : 'vz-t llm-layer'}
            style={{ animationDelay: `${index * 0.15}s` }}
          />
          <T x={205} y={layerY(index)} s={14} b fill={C.brandDark}>
            {index === 3 ? `⋮  ${layer}` : layer}
          </T>
        </g>
      ))}
      <T x={328} y={layerY(1) + 12} s={14} fill={C.soft} textAnchor="end">
        רשת נוירונים
      </T>
      <line
        x1={210}
        y1={162}
        x2={210}
        y2={178}
        stroke={C.muted}
        strokeWidth={2}
        markerEnd="url(#llm-arrow)"
      />
      <T x={404} y={184} s={14} fill={C.soft} textAnchor="start">
        ההסתברות למילה הבאה:
      </T>
      {NEXT.map((next, index) => {
        const shown = step >= 2;
        const chosen = index === 0 && step === 3;
        const length = next.p * 300;
        return (
          <g key={next.word}>
            <T x={404} y={barY(index) + 10} s={14} b={chosen} textAnchor="start">
              {next.word}
            </T>
            <rect
              x={340 - length}
              y={barY(index)}
              width={length}
              height={20}
              rx={4}
              fill={index === 0 ? C.brand : C.brandMid}
              className="vz-c vz-t"
              style={{ transformOrigin: 'right', transform: `scaleX(${shown ? 1 : 0})` }}
            />
            <T
              x={332 - length}
              y={barY(index) + 10}
              s={14}
              ltr
              textAnchor="end"
              fill={C.soft}
              className="vz-t"
              style={{ opacity: shown ? 1 : 0 }}
            >
              {`${Math.round(next.p * 100)}%`}
            </T>
          </g>
        );
      })}
      <Box
        x={70}
        y={306}
        w={280}
        h={42}
        fill={step === 3 ? C.greenLight : C.faint}
        stroke={step === 3 ? C.green : C.line}
        className="vz-t"
      />
      <T x={340} y={327} s={14} fill={C.soft} textAnchor="start">
        פלט:
      </T>
      <T x={200} y={327} s={17} b>
        השמיים הם{' '}
        <tspan fill={C.green} className="vz-t" style={{ opacity: step === 3 ? 1 : 0 }}>
          כחולים
        </tspan>
      </T>
    </Frame>
  );
}
