import { Box, C, Frame, L, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// LoRA: the big weight matrix W stays frozen; training changes only two thin matrices, B (6×2) and
// A (2×6). Their product B·A is a full-size but low-rank update ΔW, added to W. B starts at zero, so
// at first ΔW is zero and the model is unchanged. Every number here is computed, not drawn.

const N = 6;
const CELL = 16;
const STEPS = 5;

// Fixed pseudo-random values in [-1, 1].
const noise = (i: number) => {
  const x = Math.sin(i * 12.9898 + 78.233) * 43758.5453;
  return (x - Math.floor(x)) * 2 - 1;
};
const W = Array.from({ length: N * N }, (_, i) => noise(i) * 0.8);
const A = Array.from({ length: 2 * N }, (_, i) => noise(i + 100));
const B_FINAL = Array.from({ length: N * 2 }, (_, i) => noise(i + 200) * 0.9);

function mix(from: string, to: string, t: number): string {
  const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  const out = [1, 3, 5].map((at) =>
    Math.round(channel(from, at) + (channel(to, at) - channel(from, at)) * t),
  );
  return `rgb(${out.join(',')})`;
}
/** Diverging colour: negative teal, zero white, positive violet. */
const colour = (value: number) =>
  value >= 0 ? mix('#ffffff', '#6d28d9', Math.min(1, value)) : mix('#ffffff', '#0e7490', Math.min(1, -value));

function Grid({
  x,
  y,
  rows,
  cols,
  values,
}: {
  x: number;
  y: number;
  rows: number;
  cols: number;
  values: number[];
}) {
  return (
    <g>
      {values.map((value, i) => (
        <rect
          key={i}
          x={x + (i % cols) * CELL}
          y={y + Math.floor(i / cols) * CELL}
          width={CELL}
          height={CELL}
          fill={colour(value)}
          stroke={C.line}
          strokeWidth={0.8}
          className="vz-t"
        />
      ))}
      <rect
        x={x}
        y={y}
        width={cols * CELL}
        height={rows * CELL}
        fill="none"
        stroke={C.soft}
        strokeWidth={1.5}
      />
    </g>
  );
}

export default function Lora({ playing }: VisualizationProps) {
  // Training steps 0-4: B grows from zero, ΔW = B·A follows, W' = W + ΔW; W never changes.
  const step = useStep(playing, STEPS, 1100);
  const t = step / (STEPS - 1);
  const b = B_FINAL.map((value) => value * t);
  const delta = Array.from({ length: N * N }, (_, i) => {
    const row = Math.floor(i / N);
    const col = i % N;
    return b[row * 2]! * A[col]! + b[row * 2 + 1]! * A[N + col]!;
  });
  const adapted = W.map((value, i) => value + delta[i]!);
  return (
    <Frame
      playing={playing}
      label="LoRA: המטריצה הגדולה W קפואה; רק שתי מטריצות צרות, B בגודל 6 על 2 ו־A בגודל 2 על 6, מתאמנות; המכפלה שלהן ΔW מתווספת ל־W ונותנת את המשקלים המותאמים"
    >
      <g direction="ltr">
        <T x={68} y={22} s={16} b ltr>
          W
        </T>
        <T x={198} y={22} s={16} b ltr>
          ΔW
        </T>
        <T x={328} y={22} s={16} b ltr>
          {"W' = W + ΔW"}
        </T>
        <Grid x={20} y={36} rows={N} cols={N} values={W} />
        <T x={134} y={84} s={24} b ltr>
          +
        </T>
        <Grid x={150} y={36} rows={N} cols={N} values={delta} />
        <T x={264} y={84} s={24} b ltr>
          =
        </T>
        <Grid x={280} y={36} rows={N} cols={N} values={adapted} />
        <rect x={54} y={148} width={28} height={20} rx={4} fill={C.faint} stroke={C.soft} />
        <path d="M60 148 v-6 a8 8 0 0 1 16 0 v6" fill="none" stroke={C.soft} strokeWidth={2} />
        <T x={68} y={184} s={14} b fill={C.soft}>
          קפוא
        </T>
        <T x={328} y={150} s={14} fill={C.soft}>
          המשקלים בשימוש
        </T>
        <T x={198} y={150} s={14} fill={C.soft}>
          <L>ΔW = B · A</L>
        </T>
        <Grid x={150} y={172} rows={N} cols={2} values={b} />
        <T x={192} y={220} s={22} b ltr>
          ·
        </T>
        <Grid x={202} y={172} rows={2} cols={N} values={A} />
        <T x={166} y={284} s={14} b ltr>
          B
        </T>
        <T x={250} y={218} s={14} b ltr>
          A
        </T>
        <path
          d="M345 230 H310 V205 H300"
          fill="none"
          stroke={C.amber}
          strokeWidth={2.5}
          strokeDasharray="6 4"
          className="vz-flow"
        />
        <path
          d="M345 230 H310 V270 H184"
          fill="none"
          stroke={C.amber}
          strokeWidth={2.5}
          strokeDasharray="6 4"
          className="vz-flow"
        />
        <Box x={330} y={212} w={80} h={38} fill={C.amberLight} stroke={C.amber} />
        <T x={370} y={231} s={14} b>
          אימון
        </T>
      </g>
      <T x={210} y={314} s={14} b>
        מאמנים רק את A ואת B, כלומר 24 מספרים במקום 36
      </T>
      <T x={210} y={338} s={14} fill={C.soft}>
        במודל אמיתי (<L>d=4096, r=8</L>): פחות מאחוז אחד מהפרמטרים
      </T>
      <T x={68} y={240} s={14} fill={C.soft}>
        {`צעד אימון ${step + 1}/${STEPS}`}
      </T>
    </Frame>
  );
}
