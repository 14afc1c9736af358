import { ArrowHead, Box, C, Frame, L, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// Semantic search: the query becomes a point in the same space as the documents, and the nearest
// documents by meaning come back first, even with no shared word; a document that shares the keyword
// but means something else stays far away.

const Q = { x: 150, y: 176 };
const DOCS = [
  { title: 'החלפת פנימית', x: 112, y: 146, score: 0.89, near: true, dy: -17 },
  { title: 'ערכת תיקון לצמיג', x: 188, y: 208, score: 0.86, near: true, dy: 18 },
  { title: 'ניפוח גלגלים', x: 204, y: 134, score: 0.71, near: true, dy: 18 },
  { title: "פנצ'ר: ביקורת סרט", x: 76, y: 272, score: 0.18, near: false, dy: 18 },
  { title: 'מתכון לעוגה', x: 226, y: 262, score: 0.05, near: false, dy: 18 },
];
const rowY = (index: number) => 96 + index * 52;

export default function SemanticSearch({ playing }: VisualizationProps) {
  // 0: documents as points; 1: the query joins them; 2: the search radius grows; 3: similarity
  // scores; 4: results ranked by meaning, the keyword-only match flagged.
  const step = useStep(playing, 5, 1400);
  return (
    <Frame
      playing={playing}
      label="חיפוש סמנטי: השאילתה 'איך מתקנים פנצ'ר?' הופכת לנקודה, והמסמכים הקרובים במשמעות, החלפת פנימית וערכת תיקון לצמיג, חוזרים ראשונים; ביקורת על סרט בשם פנצ'ר, עם אותה מילה, רחוקה ונשארת בחוץ"
    >
      <ArrowHead id="ss-arrow" color={C.brand} />
      <Box x={150} y={8} w={260} h={38} fill={C.brandLight} stroke={C.brand} />
      <T x={400} y={27} s={15} textAnchor="start">
        <tspan fontWeight={700}>חיפוש:</tspan> איך מתקנים פנצ'ר?
      </T>
      <Box x={10} y={58} w={262} h={244} fill={C.faint} />
      <T x={141} y={74} s={14} fill={C.soft}>
        מרחב המשמעויות
      </T>
      <circle
        cx={Q.x}
        cy={Q.y}
        r={78}
        fill={C.brandLight}
        stroke={C.brand}
        strokeDasharray="5 4"
        className="vz-t vz-c"
        style={{ transform: `scale(${step >= 2 ? 1 : 0})`, opacity: step >= 2 ? 0.8 : 0 }}
      />
      {DOCS.map((doc) => (
        <g key={doc.title}>
          <line
            x1={Q.x}
            y1={Q.y}
            x2={doc.x}
            y2={doc.y}
            stroke={doc.near ? C.green : C.red}
            strokeWidth={doc.near ? 2.5 : 1.5}
            strokeDasharray={doc.near ? undefined : '3 4'}
            className="vz-t"
            style={{ opacity: step >= 3 ? 1 : 0 }}
          />
          <rect
            x={doc.x - 6}
            y={doc.y - 6}
            width={12}
            height={12}
            rx={2}
            fill={doc.near ? C.green : C.muted}
          />
          <T x={doc.x} y={doc.y + doc.dy} s={14} b={doc.near && step >= 3}>
            {doc.title}
          </T>
        </g>
      ))}
      <path
        d={`M240 48 C240 110 ${Q.x + 40} ${Q.y - 30} ${Q.x + 12} ${Q.y - 8}`}
        fill="none"
        stroke={C.brand}
        strokeWidth={2}
        markerEnd="url(#ss-arrow)"
        className="vz-t"
        style={{ opacity: step === 1 ? 1 : 0 }}
      />
      <g className="vz-t" style={{ opacity: step >= 1 ? 1 : 0 }}>
        <circle
          cx={Q.x}
          cy={Q.y}
          r={9}
          fill={C.brand}
          stroke={C.white}
          strokeWidth={2}
          className="vz-pulse vz-c"
        />
        <T x={Q.x - 14} y={Q.y + 6} s={14} b fill={C.brandDark} textAnchor="start">
          שאילתה
        </T>
      </g>
      <T x={344} y={74} s={14} b fill={C.soft}>
        תוצאות לפי משמעות
      </T>
      {DOCS.slice(0, 3).map((doc, index) => (
        <g key={doc.title} className="vz-t" style={{ opacity: step === 4 ? 1 : 0 }}>
          <Box x={282} y={rowY(index) - 10} w={128} h={44} r={8} fill={C.greenLight} stroke={C.green} />
          <T x={402} y={rowY(index) + 2} s={14} b textAnchor="start">
            {`${index + 1}. ${doc.title}`}
          </T>
          <T x={402} y={rowY(index) + 21} s={14} fill={C.soft} textAnchor="start">
            דמיון <L>{doc.score.toFixed(2)}</L>
          </T>
        </g>
      ))}
      <g className="vz-t" style={{ opacity: step >= 3 ? 1 : 0 }}>
        <Box x={10} y={308} w={400} h={46} fill={C.redLight} stroke={C.red} />
        <T x={210} y={322} s={14} b fill={C.red}>
          הביקורת על הסרט פנצ'ר חולקת מילה עם השאילתה,
        </T>
        <T x={210} y={341} s={14} b fill={C.red}>
          אבל רחוקה במשמעות: דמיון <L>0.18</L>
        </T>
      </g>
    </Frame>
  );
}
