import { ArrowHead, Box, C, Frame, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// The original transformer, translating "I love cats": the encoder (right) reads the whole source
// sentence; the decoder (left) reads what it has written so far, looks at the encoder's output through
// cross-attention, and produces the next word.

type Block = { label: string; x: number; y: number; step: number };
const ENC_X = 318;
const DEC_X = 104;
const BLOCKS: Block[] = [
  { label: 'הטמעה + מיקום', x: ENC_X, y: 282, step: 0 },
  { label: 'קשב עצמי', x: ENC_X, y: 226, step: 1 },
  { label: 'רשת הזנה קדימה', x: ENC_X, y: 180, step: 2 },
  { label: 'הטמעה + מיקום', x: DEC_X, y: 282, step: 0 },
  { label: 'קשב עצמי ממוסך', x: DEC_X, y: 226, step: 3 },
  { label: 'קשב צולב', x: DEC_X, y: 180, step: 4 },
  { label: 'רשת הזנה קדימה', x: DEC_X, y: 134, step: 5 },
];

export default function Transformer({ playing }: VisualizationProps) {
  // 0: inputs embedded; 1-2: encoder layers; 3-5: decoder layers (cross-attention reads the
  // encoder); 6: the next word comes out.
  const step = useStep(playing, 7, 1000);
  const done = step === 6;
  return (
    <Frame
      playing={playing}
      label="טרנספורמר מתרגם: המקודד קורא את 'I love cats', המפענח קורא את 'אני אוהב' ומסתכל על פלט המקודד בקשב צולב, ומוציא את המילה הבאה 'חתולים'"
    >
      <ArrowHead id="tr-arrow" />
      <ArrowHead id="tr-cross" color={C.accent} />
      <Box x={ENC_X - 92} y={156} w={184} h={96} fill="none" stroke={C.brandMid} strokeDasharray="5 4" />
      <Box x={DEC_X - 92} y={110} w={184} h={142} fill="none" stroke={C.brandMid} strokeDasharray="5 4" />
      <T x={ENC_X} y={90} s={14} b fill={C.brandDark}>
        מקודד · Encoder
      </T>
      <T x={DEC_X} y={94} s={14} b fill={C.brandDark}>
        מפענח · Decoder
      </T>
      <T x={ENC_X + 88} y={144} s={14} b ltr fill={C.soft} textAnchor="end">
        ×6
      </T>
      <T x={DEC_X - 88} y={98} s={14} b ltr fill={C.soft} textAnchor="start">
        ×6
      </T>
      {[ENC_X, DEC_X].map((x) => (
        <line key={x} x1={x} y1={304} x2={x} y2={x === ENC_X ? 168 : 122} stroke={C.muted} strokeWidth={2} />
      ))}
      <path
        d={`M${ENC_X} 164 V128 H${DEC_X + 124} V180 H${DEC_X + 86}`}
        fill="none"
        stroke={C.accent}
        strokeWidth={3}
        strokeDasharray={step === 4 ? '6 4' : undefined}
        className={step === 4 ? 'vz-flow' : undefined}
        markerEnd="url(#tr-cross)"
      />
      {BLOCKS.map((block) => {
        const active = block.step === step;
        return (
          <g key={`${block.x}-${block.label}`}>
            <Box
              x={block.x - 80}
              y={block.y - 16}
              w={160}
              h={32}
              r={7}
              fill={active ? C.brandMid : block.step === 4 ? C.accentLight : C.brandLight}
              stroke={active ? C.brandDark : block.step === 4 ? C.accent : C.brand}
              strokeWidth={active ? 2.5 : 1.2}
              className="vz-t"
            />
            <T x={block.x} y={block.y} s={14} b={active}>
              {block.label}
            </T>
          </g>
        );
      })}
      <T x={ENC_X} y={326} s={15} b ltr>
        I love cats
      </T>
      <T x={ENC_X} y={348} s={14} fill={C.soft}>
        משפט המקור
      </T>
      <T x={DEC_X} y={326} s={15} b>
        אני אוהב
      </T>
      <T x={DEC_X} y={348} s={14} fill={C.soft}>
        מה שתורגם עד עכשיו
      </T>
      <line
        x1={DEC_X}
        y1={118}
        x2={DEC_X}
        y2={68}
        stroke={C.muted}
        strokeWidth={2}
        markerEnd="url(#tr-arrow)"
      />
      <Box
        x={DEC_X - 70}
        y={26}
        w={140}
        h={38}
        fill={done ? C.greenLight : C.white}
        stroke={done ? C.green : C.line}
        className="vz-t"
      />
      <T x={DEC_X} y={45} s={16} b fill={C.green} className="vz-t" style={{ opacity: done ? 1 : 0 }}>
        חתולים
      </T>
      <T x={DEC_X} y={12} s={14} fill={C.soft}>
        המילה הבאה
      </T>
      <T x={ENC_X - 30} y={114} s={14} fill={C.accent}>
        הקשב הצולב מחבר בין השניים
      </T>
    </Frame>
  );
}
