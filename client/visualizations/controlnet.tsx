import type { ReactNode } from 'react';
import { ArrowHead, Box, C, Frame, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// ControlNet: an edge map taken from a source image guides a diffusion model. Generation starts from
// pure noise and removes it step by step; the result keeps the edges' layout (house, roof, door, sun)
// while the prompt decides its look ("a red house at sunset").

const GRID = 16;
const SIZE = 110;
const CELL = SIZE / GRID;
const STEPS = 5;

type Rgb = readonly [number, number, number];
// The picture the guided generation converges to, in the unit square.
function target(x: number, y: number): Rgb {
  if ((x - 0.8) ** 2 + (y - 0.2) ** 2 < 0.012) return [253, 186, 116];
  if (x > 0.4 && x < 0.52 && y > 0.66 && y < 0.88) return [69, 26, 3];
  if (x > 0.22 && x < 0.7 && y > 0.5 && y < 0.88) return [185, 28, 28];
  if (y > 0.26 && y <= 0.5 && Math.abs(x - 0.46) < (y - 0.26) * 1.1) return [127, 29, 29];
  if (y >= 0.88) return [21, 128, 61];
  return [251 - y * 120, 146 - y * 60, 60 + y * 80];
}
const noise = (i: number) => {
  const x = Math.sin(i * 91.345 + 7.1) * 24634.6345;
  return x - Math.floor(x);
};
const cells = Array.from({ length: GRID * GRID }, (_, i) => {
  const cx = ((i % GRID) + 0.5) / GRID;
  const cy = (Math.floor(i / GRID) + 0.5) / GRID;
  const n = noise(i) * 255;
  return { target: target(cx, cy), noise: [n, noise(i + 500) * 255, noise(i + 900) * 255] as Rgb };
});

// The edges of the house scene, in panel units: roof, walls, door, sun.
const EDGES = 'M24 55 L50 28 L76 55 M24 55 H76 M26 55 V97 H76 V55 M44 97 V73 H57 V97';

function Panel({
  x,
  y,
  size,
  title,
  children,
}: {
  x: number;
  y: number;
  size: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <g>
      <T x={x + size / 2} y={y - 12} s={14} b fill={C.soft}>
        {title}
      </T>
      <g transform={`translate(${x} ${y}) scale(${size / SIZE})`}>{children}</g>
      <rect x={x} y={y} width={size} height={size} rx={6} fill="none" stroke={C.soft} />
    </g>
  );
}

export default function Controlnet({ playing }: VisualizationProps) {
  // 0: pure noise; 1-4: each denoising step removes more noise, following the edges.
  const step = useStep(playing, STEPS, 1100);
  const t = step / (STEPS - 1);
  return (
    <Frame
      playing={playing}
      label="ControlNet: מתמונת מקור של בית מחלצים מפת קצוות, והיא מכוונת את היצירה מרעש: בסוף שלבי ניקוי הרעש מתקבל בית אדום בשקיעה באותו מבנה בדיוק"
    >
      <ArrowHead id="cn-arrow" />
      <ArrowHead id="cn-guide" color={C.accent} />
      <Panel x={300} y={36} size={100} title="תמונת מקור">
        <rect width={SIZE} height={SIZE} rx={6} fill="#bfdbfe" />
        <rect y={97} width={SIZE} height={13} fill="#86efac" />
        <circle cx={88} cy={22} r={11} fill="#fde047" />
        <path d="M24 55 L50 28 L76 55 Z" fill="#64748b" />
        <rect x={26} y={55} width={50} height={42} fill="#e2e8f0" />
        <rect x={44} y={73} width={13} height={24} fill="#78350f" />
      </Panel>
      <line x1={350} y1={140} x2={350} y2={178} stroke={C.muted} strokeWidth={2} markerEnd="url(#cn-arrow)" />
      <T x={340} y={160} s={14} fill={C.soft} textAnchor="start">
        חילוץ קצוות
      </T>
      <Panel x={300} y={200} size={100} title="">
        <rect width={SIZE} height={SIZE} rx={6} fill={C.ink} />
        <path d={EDGES} fill="none" stroke={C.white} strokeWidth={2} />
        <circle cx={88} cy={22} r={11} fill="none" stroke={C.white} strokeWidth={2} />
      </Panel>
      <T x={350} y={316} s={14} b fill={C.soft}>
        מפת קצוות
      </T>
      <Panel x={30} y={36} size={176} title="יצירה מרעש">
        {cells.map((cell, i) => {
          const [r, g, b] = cell.target.map((value, c) =>
            Math.round(cell.noise[c]! + (value - cell.noise[c]!) * t),
          );
          return (
            <rect
              key={i}
              x={(i % GRID) * CELL}
              y={Math.floor(i / GRID) * CELL}
              width={CELL + 0.3}
              height={CELL + 0.3}
              fill={`rgb(${r},${g},${b})`}
              className="vz-t"
            />
          );
        })}
        <path
          d={EDGES}
          fill="none"
          stroke={C.white}
          strokeWidth={1}
          strokeDasharray="3 3"
          className="vz-t"
          style={{ opacity: step < STEPS - 1 ? 0.8 : 0 }}
        />
      </Panel>
      <path
        d="M296 250 C250 250 250 130 212 130"
        fill="none"
        stroke={C.accent}
        strokeWidth={3}
        strokeDasharray="7 5"
        className="vz-flow"
        markerEnd="url(#cn-guide)"
      />
      <T x={260} y={276} s={14} b fill={C.accent} ltr>
        ControlNet
      </T>
      <T x={260} y={294} s={14} fill={C.accent}>
        מכוון
      </T>
      <T x={118} y={230} s={14} b fill={C.soft}>
        {`ניקוי רעש: שלב ${step}/${STEPS - 1}`}
      </T>
      <rect x={30} y={242} width={176} height={8} rx={4} fill={C.faint} stroke={C.line} />
      <rect x={206 - 176 * t} y={242} width={176 * t} height={8} rx={4} fill={C.brand} className="vz-t" />
      <Box x={14} y={264} w={208} h={36} fill={C.brandLight} stroke={C.brand} />
      <T x={210} y={282} s={14} textAnchor="start">
        <tspan fontWeight={700}>פרומפט:</tspan> בית אדום בשקיעה
      </T>
      <T x={210} y={340} s={14}>
        הקצוות קובעים את המבנה, הפרומפט קובע את המראה
      </T>
    </Frame>
  );
}
