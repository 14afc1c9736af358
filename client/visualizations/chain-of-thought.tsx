import { Box, C, Frame, L, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// The same word problem answered two ways: a direct answer that skips a step and gets it wrong, and a
// chain of thought that writes each intermediate step and reaches the right answer.

const STEPS = [
  { note: 'בסך הכול:', math: '3 × 4 = 12' },
  { note: 'אחרי שנתנה:', math: '12 − 5 = 7' },
  { note: 'התשובה:', math: '7' },
];

const rowY = (index: number) => 128 + index * 50;

export default function ChainOfThought({ playing }: VisualizationProps) {
  // 0: the question; 1: the direct answer; 2-4: one more reasoning step each, the last one checked.
  const step = useStep(playing, 5, 1400);
  return (
    <Frame
      playing={playing}
      label="שאלה חשבונית: תשובה ישירה אומרת 12 ושגויה; שרשרת מחשבה כותבת 3 כפול 4 שווה 12, ואז 12 פחות 5 שווה 7, ומגיעה לתשובה הנכונה 7"
    >
      <Box x={10} y={8} w={400} h={58} fill={C.faint} />
      <T x={210} y={27} s={15}>
        לדנה 3 קופסאות, ובכל אחת 4 עפרונות.
      </T>
      <T x={210} y={49} s={15}>
        היא נתנה 5 עפרונות. כמה נשארו לה?
      </T>
      <T x={282} y={90} s={15} b fill={C.green}>
        שרשרת מחשבה
      </T>
      <T x={76} y={90} s={15} b fill={C.red}>
        תשובה ישירה
      </T>
      <line x1={152} y1={84} x2={152} y2={296} stroke={C.line} strokeDasharray="4 4" />
      <g className="vz-t" style={{ opacity: step >= 1 ? 1 : 0 }}>
        <Box x={18} y={110} w={116} h={70} fill={C.redLight} stroke={C.red} />
        <T x={94} y={145} s={30} b ltr>
          12
        </T>
        <T x={46} y={145} s={26} b fill={C.red}>
          ✗
        </T>
        <T x={76} y={202} s={14} fill={C.soft}>
          קפצה לתשובה
        </T>
        <T x={76} y={221} s={14} fill={C.soft}>
          ודילגה על שלב
        </T>
      </g>
      {STEPS.map((row, index) => {
        const visible = step >= index + 2;
        const last = index === STEPS.length - 1;
        return (
          <g key={row.math} className="vz-t" style={{ opacity: visible ? 1 : 0 }}>
            <Box
              x={166}
              y={rowY(index) - 19}
              w={244}
              h={38}
              fill={last ? C.greenLight : C.white}
              stroke={last ? C.green : C.line}
            />
            <circle cx={390} cy={rowY(index)} r={11} fill={C.greenLight} stroke={C.green} />
            <T x={390} y={rowY(index)} s={14} b ltr>
              {index + 1}
            </T>
            <T x={372} y={rowY(index)} s={16} b={last} textAnchor="start">
              {row.note} <L>{row.math}</L>
            </T>
            {last && (
              <T x={186} y={rowY(index)} s={22} b fill={C.green}>
                ✓
              </T>
            )}
          </g>
        );
      })}
      <g className="vz-t" style={{ opacity: step === 4 ? 1 : 0 }}>
        <T x={210} y={316} s={14} fill={C.soft}>
          כתיבת כל שלב בדרך לתשובה מצמצמת טעויות
        </T>
        <T x={210} y={338} s={14} fill={C.soft}>
          בשאלות שדורשות כמה צעדי חישוב
        </T>
      </g>
    </Frame>
  );
}
