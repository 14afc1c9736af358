import { at, C, Frame, L, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// A convolution: a 3×3 kernel slides over a 7×7 image; at each place it multiplies the pixels under
// it by its weights and sums them into one cell of the feature map. This kernel finds vertical
// edges: the square's two sides light up with opposite signs, its flat inside gives 0. Every number
// is computed.

const SIZE = 7;
const OUT = SIZE - 2;
const IMAGE = Array.from({ length: SIZE * SIZE }, (_, i) => {
  const row = Math.floor(i / SIZE);
  const col = i % SIZE;
  return row >= 1 && row <= 5 && col >= 2 && col <= 4 ? 1 : 0;
});
const KERNEL = [1, 0, -1, 1, 0, -1, 1, 0, -1];
const FEATURES = Array.from({ length: OUT * OUT }, (_, i) => {
  const row = Math.floor(i / OUT);
  const col = i % OUT;
  let sum = 0;
  for (let k = 0; k < 9; k++) sum += IMAGE[(row + Math.floor(k / 3)) * SIZE + col + (k % 3)]! * KERNEL[k]!;
  return sum;
});
// Visiting order: row by row, each row from right to left.
const ORDER = Array.from({ length: OUT * OUT }, (_, k) => Math.floor(k / OUT) * OUT + (OUT - 1 - (k % OUT)));

const IN = { x: 252, y: 44, cell: 22 };
const KER = { x: 168, y: 44, cell: 22 };
const FMAP = { x: 12, y: 44, cell: 28 };

const featureFill = (value: number) =>
  value > 0
    ? value >= 3
      ? '#c4b5fd'
      : '#ddd6fe'
    : value < 0
      ? value <= -3
        ? '#a5f3fc'
        : '#cffafe'
      : C.white;

export default function Convolution({ playing }: VisualizationProps) {
  // The still frame: every cell computed, the window on the square's side (a 3).
  const step = useStep(playing, ORDER.length, 600, 11);
  const current = ORDER[step]!;
  const row = Math.floor(current / OUT);
  const col = current % OUT;
  const done = new Set(playing ? ORDER.slice(0, step + 1) : ORDER);
  return (
    <Frame
      playing={playing}
      label="קונבולוציה: מסנן 3 על 3 שמזהה קצוות אנכיים עובר על תמונה של ריבוע בגודל 7 על 7 פיקסלים ויוצר מפת מאפיינים 5 על 5: הצלע הימנית של הריבוע נותנת 3, השמאלית מינוס 3, והפנים האחיד 0"
    >
      <g direction="ltr">
        <T x={IN.x + (SIZE * IN.cell) / 2} y={24} s={14} b fill={C.soft}>
          תמונה (פיקסלים)
        </T>
        {IMAGE.map((value, i) => (
          <g key={i}>
            <rect
              x={IN.x + (i % SIZE) * IN.cell}
              y={IN.y + Math.floor(i / SIZE) * IN.cell}
              width={IN.cell}
              height={IN.cell}
              fill={value ? C.soft : C.white}
              stroke={C.line}
            />
            <T
              x={IN.x + (i % SIZE) * IN.cell + IN.cell / 2}
              y={IN.y + Math.floor(i / SIZE) * IN.cell + IN.cell / 2}
              s={14}
              ltr
              fill={value ? C.white : C.muted}
            >
              {value}
            </T>
          </g>
        ))}
        <rect
          x={IN.x - 1.5}
          y={IN.y - 1.5}
          width={IN.cell * 3 + 3}
          height={IN.cell * 3 + 3}
          fill="none"
          stroke={C.amber}
          strokeWidth={3.5}
          rx={3}
          className="vz-t"
          style={at(col * IN.cell, row * IN.cell)}
        />
        <T x={KER.x + (3 * KER.cell) / 2} y={24} s={14} b fill={C.soft}>
          מסנן
        </T>
        {KERNEL.map((weight, k) => (
          <g key={k}>
            <rect
              x={KER.x + (k % 3) * KER.cell}
              y={KER.y + Math.floor(k / 3) * KER.cell}
              width={KER.cell}
              height={KER.cell}
              fill={C.amberLight}
              stroke={C.amber}
            />
            <T
              x={KER.x + (k % 3) * KER.cell + KER.cell / 2}
              y={KER.y + Math.floor(k / 3) * KER.cell + KER.cell / 2}
              s={14}
              b
              ltr
            >
              {weight}
            </T>
          </g>
        ))}
        <T x={KER.x + (3 * KER.cell) / 2} y={KER.y + 3 * KER.cell + 18} s={14} fill={C.soft}>
          קצוות אנכיים
        </T>
        <T x={FMAP.x + (OUT * FMAP.cell) / 2} y={24} s={14} b fill={C.soft}>
          מפת מאפיינים
        </T>
        {FEATURES.map((value, i) => {
          const filled = done.has(i);
          return (
            <g key={i}>
              <rect
                x={FMAP.x + (i % OUT) * FMAP.cell}
                y={FMAP.y + Math.floor(i / OUT) * FMAP.cell}
                width={FMAP.cell}
                height={FMAP.cell}
                fill={filled ? featureFill(value) : C.faint}
                stroke={C.line}
                className="vz-t"
              />
              <T
                x={FMAP.x + (i % OUT) * FMAP.cell + FMAP.cell / 2}
                y={FMAP.y + Math.floor(i / OUT) * FMAP.cell + FMAP.cell / 2}
                s={14}
                b
                ltr
                className="vz-t"
                style={{ opacity: filled ? 1 : 0 }}
              >
                {value}
              </T>
            </g>
          );
        })}
        <rect
          x={FMAP.x - 1.5}
          y={FMAP.y - 1.5}
          width={FMAP.cell + 3}
          height={FMAP.cell + 3}
          fill="none"
          stroke={C.amber}
          strokeWidth={3.5}
          rx={3}
          className="vz-t"
          style={at(col * FMAP.cell, row * FMAP.cell)}
        />
      </g>
      <rect x={12} y={224} width={396} height={44} rx={10} fill={C.amberLight} stroke={C.amber} />
      <T x={210} y={246} s={15} b>
        סכום (פיקסל × משקל) בחלון = <L>{FEATURES[current]!}</L>
      </T>
      <T x={210} y={298} s={14}>
        צלע אחת של הריבוע נותנת 3, והשנייה מינוס 3;
      </T>
      <T x={210} y={322} s={14}>
        המסנן מגלה איפה הבהירות משתנה, ובפנים האחיד יוצא 0
      </T>
    </Frame>
  );
}
