import { ArrowHead, at, Box, C, Frame, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// A Hebrew sentence with an English word splits into sub-word tokens, each with its vocabulary id.
// A word may become several tokens (ה+מודל, Chat+G+PT, ב+עברית), as real tokenizers do.

type Token = { text: string; id: number; word: number; ltr?: boolean };

const TOKENS: Token[] = [
  { text: 'ה', id: 314, word: 0 },
  { text: 'מודל', id: 8712, word: 0 },
  { text: 'קורא', id: 24519, word: 1 },
  { text: 'Chat', id: 16047, word: 2, ltr: true },
  { text: 'G', id: 38, word: 2, ltr: true },
  { text: 'PT', id: 2898, word: 2, ltr: true },
  { text: 'ב', id: 5391, word: 3 },
  { text: 'עברית', id: 40913, word: 3 },
];

const WORD_COLOURS = [
  [C.brandLight, C.brand],
  [C.accentLight, C.accent],
  [C.amberLight, C.amber],
  [C.greenLight, C.green],
] as const;

const widthOf = (token: Token) => Math.max(36, token.text.length * 9 + 14);

/**
 * Visual positions in a right-to-left line: tokens run from the right edge leftwards, except that the
 * English word is one left-to-right run inside it (Chat, G, PT read from left to right).
 */
function layout(): number[] {
  const xs: number[] = [];
  let right = 408;
  let index = 0;
  while (index < TOKENS.length) {
    const token = TOKENS[index]!;
    const previous = TOKENS[index - 1];
    if (previous) right -= previous.word === token.word ? 4 : 10;
    if (token.ltr) {
      const run = TOKENS.slice(index).filter((t, i, all) => t.ltr && all.slice(0, i).every((u) => u.ltr));
      const runWidth = run.reduce((sum, t) => sum + widthOf(t), 0) + 4 * (run.length - 1);
      let left = right - runWidth;
      for (const t of run) {
        xs.push(left);
        left += widthOf(t) + 4;
      }
      right -= runWidth;
      index += run.length;
    } else {
      right -= widthOf(token);
      xs.push(right);
      index += 1;
    }
  }
  return xs;
}

const XS = layout();

export default function Tokenization({ playing }: VisualizationProps) {
  // 0: the sentence whole; 1-8: one more token cut off; 9: the id sequence the model reads.
  const step = useStep(playing, TOKENS.length + 2, 900);
  return (
    <Frame
      playing={playing}
      label="המשפט 'המודל קורא ChatGPT בעברית' מפורק לשמונה טוקנים, ולכל טוקן מזהה מספרי"
    >
      <ArrowHead id="tok-arrow" />
      <T x={210} y={22} s={14} fill={C.muted}>
        טקסט
      </T>
      <Box x={40} y={38} w={340} h={46} fill={C.faint} />
      <T x={210} y={61} s={21} b>
        המודל קורא ChatGPT בעברית
      </T>
      <line x1={210} y1={92} x2={210} y2={128} stroke={C.muted} strokeWidth={2} markerEnd="url(#tok-arrow)" />
      <T x={222} y={110} s={14} fill={C.muted} textAnchor="end">
        טוקנייזר
      </T>
      {TOKENS.map((token, index) => {
        const visible = step > index;
        const [fill, stroke] = WORD_COLOURS[token.word]!;
        const w = widthOf(token);
        const x = XS[index]!;
        return (
          <g
            key={token.text}
            className="vz-t"
            style={{ ...at(0, visible ? 0 : -70), opacity: visible ? 1 : 0 }}
          >
            <Box
              x={x}
              y={150}
              w={w}
              h={40}
              r={8}
              fill={fill}
              stroke={stroke}
              strokeWidth={step === index + 1 ? 3 : 1.5}
            />
            <T x={x + w / 2} y={170} s={17} b ltr={token.ltr}>
              {token.text}
            </T>
            <T x={x + w / 2} y={208} s={14} fill={C.soft} ltr>
              {token.id}
            </T>
          </g>
        );
      })}
      <T x={408} y={236} s={14} fill={C.muted} textAnchor="start">
        טוקן ← מזהה במילון של המודל
      </T>
      <g className="vz-t" style={{ opacity: step === TOKENS.length + 1 ? 1 : 0 }}>
        <T x={210} y={276} s={14} fill={C.soft}>
          המודל מקבל רצף מספרים:
        </T>
        <Box x={14} y={294} w={392} h={38} fill={C.brandLight} stroke={C.brand} />
        <T x={210} y={313} s={14} b ltr fill={C.brandDark}>
          [{TOKENS.map((token) => token.id).join(', ')}]
        </T>
      </g>
    </Frame>
  );
}
