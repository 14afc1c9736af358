import { ArrowHead, at, Box, C, Frame, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// A multimodal model: text, an image and a sound, each through its own encoder, become vectors in
// one shared space, where the three descriptions of the same scene land together.

const ROWS = [
  { kind: 'text', encoder: 'מקודד טקסט', colour: C.brand, light: C.brandLight, to: [92, 150] },
  { kind: 'image', encoder: 'מקודד תמונה', colour: C.amber, light: C.amberLight, to: [116, 170] },
  { kind: 'audio', encoder: 'מקודד שמע', colour: C.accent, light: C.accentLight, to: [84, 182] },
] as const;
const rowY = (index: number) => 78 + index * 96;

function Marker({ kind, colour }: { kind: string; colour: string }) {
  if (kind === 'text') return <circle r={8} fill={colour} stroke={C.white} strokeWidth={2} />;
  if (kind === 'image')
    return <rect x={-8} y={-8} width={16} height={16} fill={colour} stroke={C.white} strokeWidth={2} />;
  return <path d="M0 -9 L9 7 H-9 Z" fill={colour} stroke={C.white} strokeWidth={2} />;
}

function Input({ kind, y }: { kind: string; y: number }) {
  if (kind === 'text')
    return (
      <g>
        <Box x={318} y={y - 32} w={92} h={64} fill={C.white} stroke={C.brand} />
        <T x={364} y={y - 10} s={14} b>
          כלב רץ
        </T>
        <T x={364} y={y + 12} s={14} b>
          על החוף
        </T>
      </g>
    );
  if (kind === 'image')
    return (
      <g>
        <rect
          x={318}
          y={y - 32}
          width={92}
          height={64}
          rx={8}
          fill="#bae6fd"
          stroke={C.amber}
          strokeWidth={1.5}
        />
        <rect x={319} y={y + 2} width={90} height={12} fill="#38bdf8" />
        <path d={`M319 ${y + 14} h90 v10 a8 8 0 0 1 -8 8 h-74 a8 8 0 0 1 -8 -8z`} fill="#fde68a" />
        <circle cx={396} cy={y - 18} r={7} fill="#facc15" />
        <ellipse cx={352} cy={y + 12} rx={13} ry={7} fill="#78350f" />
        <circle cx={340} cy={y + 4} r={6} fill="#78350f" />
        <path d={`M346 ${y + 17} v8 M358 ${y + 17} v8`} stroke="#78350f" strokeWidth={3} />
      </g>
    );
  return (
    <g>
      <Box x={318} y={y - 32} w={92} h={64} fill={C.white} stroke={C.accent} />
      {[6, 16, 10, 24, 14, 20, 8, 18, 12, 5].map((h, i) => (
        <rect key={i} x={328 + i * 7.5} y={y - 6 - h / 2} width={4} height={h} rx={2} fill={C.accent} />
      ))}
      <T x={364} y={y + 20} s={14} b>
        נביחה וגלים
      </T>
    </g>
  );
}

export default function Multimodal({ playing }: VisualizationProps) {
  // 0: three inputs; 1-3: each modality is encoded and lands in the shared space; 4: same meaning.
  const step = useStep(playing, 5, 1300);
  return (
    <Frame
      playing={playing}
      label="מודל רב־מודאלי: טקסט 'כלב רץ על החוף', תמונה של כלב בחוף וקול נביחה וגלים עוברים כל אחד במקודד משלו ונוחתים יחד באותה נקודה במרחב משותף"
    >
      <ArrowHead id="mm-arrow" />
      <T x={364} y={24} s={14} b fill={C.soft}>
        קלט
      </T>
      <T x={258} y={24} s={14} b fill={C.soft}>
        מקודדים
      </T>
      <T x={106} y={24} s={14} b fill={C.soft}>
        מרחב משותף
      </T>
      <Box x={10} y={40} w={192} h={250} fill={C.faint} />
      <g fill={C.muted}>
        <circle cx={40} cy={262} r={5} />
        <rect x={160} y={70} width={10} height={10} />
        <circle cx={168} cy={250} r={5} />
      </g>
      <T x={40} y={278} s={14} fill={C.soft}>
        עוגה
      </T>
      <T x={165} y={92} s={14} fill={C.soft}>
        מכונית
      </T>
      <T x={168} y={266} s={14} fill={C.soft}>
        גשם
      </T>
      <g className="vz-t" style={{ opacity: step === 4 ? 1 : 0 }}>
        <circle
          cx={98}
          cy={168}
          r={44}
          fill="none"
          stroke={C.green}
          strokeWidth={2.5}
          strokeDasharray="6 4"
        />
        <T x={98} y={228} s={14} b fill={C.green}>
          אותה משמעות
        </T>
      </g>
      {ROWS.map((row, index) => {
        const y = rowY(index);
        const landed = step > index;
        return (
          <g key={row.kind}>
            <Input kind={row.kind} y={y} />
            <line
              x1={314}
              y1={y}
              x2={302}
              y2={y}
              stroke={C.muted}
              strokeWidth={2}
              markerEnd="url(#mm-arrow)"
            />
            <Box
              x={218}
              y={y - 20}
              w={80}
              h={40}
              fill={step === index + 1 ? row.colour : row.light}
              stroke={row.colour}
              className="vz-t"
            />
            <T x={258} y={y} s={14} b fill={step === index + 1 ? C.white : C.ink} className="vz-t">
              {row.encoder}
            </T>
            <g
              className="vz-t"
              style={{ ...(landed ? at(row.to[0], row.to[1]) : at(214, y)), opacity: landed ? 1 : 0 }}
            >
              <Marker kind={row.kind} colour={row.colour} />
            </g>
          </g>
        );
      })}
      <g>
        <circle cx={30} cy={316} r={7} fill={C.brand} />
        <T x={44} y={316} s={14} textAnchor="end">
          טקסט
        </T>
        <rect x={94} y={309} width={14} height={14} fill={C.amber} />
        <T x={114} y={316} s={14} textAnchor="end">
          תמונה
        </T>
        <path d="M176 308 L184 323 H168 Z" fill={C.accent} />
        <T x={190} y={316} s={14} textAnchor="end">
          שמע
        </T>
      </g>
      <T x={310} y={330} s={14} fill={C.soft}>
        שלושה סוגי מידע, וקטור אחד
      </T>
    </Frame>
  );
}
