import { Box, C, Frame, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// A hallucination: the model answers fluently and confidently, with a precise number and a study that
// sounds real. Checking the sources shows the study does not exist; the citation is flagged.

export default function Hallucinations({ playing }: VisualizationProps) {
  // 0: the question; 1: a fluent answer; 2: high confidence; 3: the sources are checked; 4: flagged.
  const step = useStep(playing, 5, 1500);
  const flagged = step === 4;
  return (
    <Frame
      playing={playing}
      label="הזיה: המודל עונה בביטחון של 97 אחוז ומצטט מחקר של כהן ולוי משנת 2019; בדיקת המקורות מראה שהמחקר לא קיים, והציטוט מסומן כמפוברק"
    >
      <Box x={130} y={8} w={280} h={40} r={14} fill={C.brandLight} stroke={C.brand} />
      <T x={398} y={28} s={14} textAnchor="start">
        איזה מחקר הראה שקפה משפר זיכרון?
      </T>
      <g className="vz-t" style={{ opacity: step >= 1 ? 1 : 0 }}>
        <Box x={10} y={60} w={320} h={104} r={14} fill={C.faint} stroke={C.line} />
        <T x={318} y={80} s={14} textAnchor="start">
          מחקר של
          <tspan fontWeight={700} fill={flagged ? C.red : C.ink}>
            {' '}
            כהן ולוי (2019){' '}
          </tspan>
          בכתב העת
        </T>
        <T x={318} y={102} s={14} textAnchor="start">
          <tspan fontWeight={700} fill={flagged ? C.red : C.ink}>
            למחקרי זיכרון
          </tspan>{' '}
          הראה שכוס קפה ביום
        </T>
        <T x={318} y={124} s={14} textAnchor="start">
          משפרת זיכרון ב־
          <tspan fontWeight={700} fill={flagged ? C.red : C.ink}>
            34%
          </tspan>
          .
        </T>
        {flagged && (
          <g stroke={C.red} strokeWidth={2}>
            <line x1={152} y1={90} x2={262} y2={90} />
            <line x1={226} y1={112} x2={318} y2={112} />
          </g>
        )}
      </g>
      <g className="vz-t" style={{ opacity: step >= 2 ? 1 : 0 }}>
        <T x={318} y={148} s={14} textAnchor="start" fill={C.soft}>
          ביטחון
        </T>
        <rect x={70} y={142} width={200} height={12} rx={6} fill={C.white} stroke={C.line} />
        <rect x={76} y={142} width={194} height={12} rx={6} fill={C.amber} />
        <T x={40} y={148} s={14} b ltr>
          97%
        </T>
      </g>
      <g className="vz-t" style={{ opacity: step >= 3 ? 1 : 0 }}>
        <T x={404} y={190} s={14} b fill={C.soft} textAnchor="start">
          בדיקת מקורות
        </T>
        <Box x={10} y={204} w={400} h={36} fill={C.white} stroke={C.line} />
        <T x={398} y={222} s={14} textAnchor="start">
          חיפוש המאמר במאגרי מחקר
        </T>
        <T x={120} y={222} s={14} b fill={C.red}>
          ✗ לא נמצא
        </T>
        <Box x={10} y={246} w={400} h={36} fill={C.white} stroke={C.line} />
        <T x={398} y={264} s={14} textAnchor="start">
          מקור לנתון 34%
        </T>
        <T x={120} y={264} s={14} b fill={C.red}>
          ✗ אין מקור
        </T>
        <g
          className="vz-t"
          style={{ transform: `translate(${flagged ? 0 : 150}px, ${flagged ? 0 : -120}px)` }}
        >
          <circle cx={54} cy={222} r={14} fill="none" stroke={C.soft} strokeWidth={3} />
          <line x1={64} y1={232} x2={76} y2={244} stroke={C.soft} strokeWidth={4} strokeLinecap="round" />
        </g>
      </g>
      <g className="vz-t" style={{ opacity: flagged ? 1 : 0 }}>
        <Box x={10} y={296} w={400} h={54} fill={C.redLight} stroke={C.red} strokeWidth={2} />
        <T x={210} y={314} s={15} b fill={C.red}>
          הזיה: ציטוט מפוברק שנשמע אמין
        </T>
        <T x={210} y={336} s={14} fill={C.ink}>
          ביטחון גבוה אינו הוכחה: בודקים כל מקור
        </T>
      </g>
    </Frame>
  );
}
