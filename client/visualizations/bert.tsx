import { ArrowHead, Box, C, Frame, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// BERT fills a masked word by reading the context on both sides at once: the words before it (to its
// right, in Hebrew) and the words after it (to its left) all point at the mask.

const WORDS = ['הילד', '[MASK]', 'את', 'הכדור', 'לשער'];
const MASK = 1;
const CANDIDATES = [
  { word: 'בעט', p: 0.71 },
  { word: 'זרק', p: 0.18 },
  { word: 'העביר', p: 0.06 },
];

const chipWidth = (word: string) => Math.max(44, word.length * 10 + 20);
function chipXs(): number[] {
  const total = WORDS.reduce((sum, word) => sum + chipWidth(word), 0) + 12 * (WORDS.length - 1);
  let right = 210 + total / 2;
  return WORDS.map((word) => {
    right -= chipWidth(word);
    const x = right;
    right -= 12;
    return x;
  });
}
const XS = chipXs();
const centre = (index: number) => XS[index]! + chipWidth(WORDS[index]!) / 2;
const barY = (index: number) => 222 + index * 28;

export default function Bert({ playing }: VisualizationProps) {
  // 0: the masked sentence; 1: context before the mask; 2: context after it; 3: candidates; 4: filled.
  const step = useStep(playing, 5, 1400);
  const filled = step === 4;
  return (
    <Frame
      playing={playing}
      label="BERT משלים מילה חסרה: במשפט 'הילד [MASK] את הכדור לשער' המילים משני הצדדים מצביעות על המילה החסרה, והמודל בוחר 'בעט' ב־71 אחוז"
    >
      <ArrowHead id="bert-before" color={C.brand} />
      <ArrowHead id="bert-after" color={C.accent} />
      {WORDS.map((word, index) => {
        if (index === MASK) return null;
        const before = index < MASK;
        const visible = before ? step >= 1 : step >= 2;
        const x = centre(index);
        const m = centre(MASK);
        const lift = 26 + Math.abs(index - MASK) * 16;
        return (
          <path
            key={word}
            d={`M${x} 92 C${x} ${92 - lift} ${m} ${92 - lift} ${m + (before ? 6 : -6)} 94`}
            fill="none"
            stroke={before ? C.brand : C.accent}
            strokeWidth={2.5}
            markerEnd={`url(#bert-${before ? 'before' : 'after'})`}
            className="vz-t"
            style={{ opacity: visible ? 1 : 0 }}
          />
        );
      })}
      <T
        x={404}
        y={20}
        s={14}
        b
        fill={C.brand}
        textAnchor="start"
        className="vz-t"
        style={{ opacity: step >= 1 ? 1 : 0 }}
      >
        הקשר לפני המילה
      </T>
      <T
        x={16}
        y={20}
        s={14}
        b
        fill={C.accent}
        textAnchor="end"
        className="vz-t"
        style={{ opacity: step >= 2 ? 1 : 0 }}
      >
        הקשר אחרי המילה
      </T>
      {WORDS.map((word, index) => {
        const mask = index === MASK;
        return (
          <g key={word}>
            <Box
              x={XS[index]!}
              y={96}
              w={chipWidth(word)}
              h={38}
              r={8}
              fill={mask ? (filled ? C.greenLight : C.amberLight) : C.faint}
              stroke={mask ? (filled ? C.green : C.amber) : C.line}
              strokeWidth={mask ? 2.5 : 1}
              className="vz-t"
            />
            <T x={centre(index)} y={115} s={mask ? 14 : 16} b={mask} ltr={mask}>
              {word}
            </T>
          </g>
        );
      })}
      <Box x={95} y={152} w={230} h={40} fill={C.brandLight} stroke={C.brand} />
      <T x={210} y={172} s={15} b fill={C.brandDark}>
        BERT: קורא את שני הצדדים יחד
      </T>
      {CANDIDATES.map((candidate, index) => {
        const length = candidate.p * 220;
        const shown = step >= 3;
        return (
          <g key={candidate.word} className="vz-t" style={{ opacity: shown ? 1 : 0 }}>
            <T x={330} y={barY(index) + 10} s={15} b={index === 0} textAnchor="start">
              {candidate.word}
            </T>
            <rect
              x={280 - length}
              y={barY(index)}
              width={length}
              height={20}
              rx={4}
              fill={index === 0 ? C.green : C.brandMid}
            />
            <T x={272 - length} y={barY(index) + 10} s={14} ltr textAnchor="end" fill={C.soft}>
              {`${Math.round(candidate.p * 100)}%`}
            </T>
          </g>
        );
      })}
      <T
        x={210}
        y={320}
        s={15}
        b={filled}
        className="vz-t"
        style={{ opacity: filled ? 1 : 0 }}
        fill={C.green}
      >
        הילד בעט את הכדור לשער
      </T>
      <T x={210} y={344} s={14} fill={C.soft}>
        כך BERT לומד: מסתירים מילים ומנחשים אותן מההקשר
      </T>
    </Frame>
  );
}
