import { ArrowHead, Box, C, Frame, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// The same request twice: a vague prompt gets a vague answer; a structured prompt (role, task,
// audience, format), built up part by part, gets a focused answer, and the quality meter rises.

const PARTS = [
  { key: 'תפקיד', value: 'וטרינר מנוסה' },
  { key: 'משימה', value: '3 טיפים לגור חדש' },
  { key: 'קהל', value: 'משפחה בלי ניסיון' },
  { key: 'פורמט', value: 'רשימה ממוספרת קצרה' },
];
const TIPS = ['חיסונים בזמן', 'אילוף בחיזוקים', 'שגרת שינה קבועה'];
const QUALITY = [0.25, 0.45, 0.6, 0.8, 0.95];

function Meter({ x, y, value }: { x: number; y: number; value: number }) {
  return (
    <g>
      <T x={x + 184} y={y} s={14} fill={C.soft} textAnchor="start">
        איכות
      </T>
      <rect x={x} y={y - 6} width={140} height={12} rx={6} fill={C.faint} stroke={C.line} />
      <rect
        x={x + 140 - 140 * value}
        y={y - 6}
        width={140 * value}
        height={12}
        rx={6}
        fill={value > 0.7 ? C.green : C.amber}
        className="vz-t"
      />
    </g>
  );
}

function Scribble({ y, widths }: { y: number; widths: number[] }) {
  return (
    <g>
      {widths.map((width, index) => (
        <rect key={index} x={186 - width} y={y + index * 14} width={width} height={6} rx={3} fill={C.line} />
      ))}
    </g>
  );
}

export default function PromptEngineering({ playing }: VisualizationProps) {
  // 0: the structured prompt is empty; 1-4: one more part each, and the answer sharpens.
  const step = useStep(playing, 5, 1400);
  return (
    <Frame
      playing={playing}
      label="הנדסת פרומפטים: 'כתוב על כלבים' מקבל תשובה כללית באיכות נמוכה; פרומפט עם תפקיד, משימה, קהל ופורמט מקבל שלושה טיפים ממוקדים באיכות גבוהה"
    >
      <ArrowHead id="pe-arrow" />
      <T x={404} y={16} s={14} b fill={C.red} textAnchor="start">
        פרומפט מעורפל
      </T>
      <Box x={216} y={30} w={194} h={40} fill={C.faint} />
      <T x={400} y={50} s={15} textAnchor="start">
        כתוב על כלבים
      </T>
      <line x1={212} y1={50} x2={200} y2={50} stroke={C.muted} strokeWidth={2} markerEnd="url(#pe-arrow)" />
      <Box x={10} y={30} w={184} h={86} fill={C.white} />
      <Scribble y={42} widths={[160, 150, 166, 120]} />
      <T x={102} y={104} s={14} fill={C.soft}>
        תשובה כללית ולא ממוקדת
      </T>
      <Meter x={216} y={98} value={QUALITY[0]!} />
      <line x1={10} y1={130} x2={410} y2={130} stroke={C.line} />
      <T x={404} y={146} s={14} b fill={C.green} textAnchor="start">
        פרומפט מובנה
      </T>
      <Box x={216} y={160} w={194} h={160} fill={C.faint} />
      {PARTS.map((part, index) => (
        <g key={part.key} className="vz-t" style={{ opacity: step > index ? 1 : 0 }}>
          <Box x={222} y={168 + index * 37} w={182} h={31} r={7} fill={C.white} stroke={C.brandMid} />
          <T x={396} y={184 + index * 37} s={14} textAnchor="start">
            <tspan fontWeight={700} fill={C.brandDark}>
              {part.key}:
            </tspan>{' '}
            {part.value}
          </T>
        </g>
      ))}
      <line x1={212} y1={240} x2={200} y2={240} stroke={C.muted} strokeWidth={2} markerEnd="url(#pe-arrow)" />
      <Box
        x={10}
        y={160}
        w={184}
        h={160}
        fill={C.white}
        stroke={step === 4 ? C.green : C.line}
        className="vz-t"
      />
      {TIPS.map((tip, index) => {
        const clear = step >= index + 2;
        return (
          <g key={tip}>
            <g className="vz-t" style={{ opacity: clear ? 0 : 1 }}>
              <Scribble y={178 + index * 44} widths={[150 - index * 10, 120]} />
            </g>
            <g className="vz-t" style={{ opacity: clear ? 1 : 0 }}>
              <circle cx={176} cy={186 + index * 44} r={10} fill={C.greenLight} stroke={C.green} />
              <T x={176} y={186 + index * 44} s={14} b ltr>
                {index + 1}
              </T>
              <T x={160} y={186 + index * 44} s={14} textAnchor="start">
                {tip}
              </T>
            </g>
          </g>
        );
      })}
      <Meter x={216} y={338} value={QUALITY[step]!} />
      <T x={102} y={338} s={14} fill={C.soft}>
        {step === 4 ? 'ממוקד, מותאם לקהל' : 'משתפר עם כל פרט'}
      </T>
    </Frame>
  );
}
