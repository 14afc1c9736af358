import { ArrowHead, at, Box, C, Frame, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// Retrieval-augmented generation: the question searches a document store, the most similar documents
// are copied into the prompt next to the question, and the model answers from them, citing them.

const DOCS = [
  { title: 'נוהל חופשות', snippet: '18 ימי חופשה בשנה', score: '0.91' },
  { title: 'מדריך לעובד חדש', snippet: 'צבירה מהחודש הראשון', score: '0.78' },
  { title: 'תפריט חדר האוכל', snippet: '', score: '0.12' },
  { title: 'נוהל חניה', snippet: '', score: '0.08' },
];
const docY = (index: number) => 92 + index * 50;
const slotY = (index: number) => 116 + index * 44;

export default function Rag({ playing }: VisualizationProps) {
  // 0: the question; 1: similarity search; 2: the best two documents join the prompt; 3: the model
  // reads the prompt; 4: the answer, with its sources.
  const step = useStep(playing, 5, 1500);
  return (
    <Frame
      playing={playing}
      label="RAG: השאלה 'כמה ימי חופשה מגיעים לי?' מחפשת במאגר המסמכים, שני המסמכים הדומים ביותר נכנסים לפרומפט, והמודל עונה 18 ימים בשנה עם הפניה למקורות"
    >
      <ArrowHead id="rag-arrow" />
      <Box x={200} y={8} w={210} h={50} fill={C.brandLight} stroke={C.brand} />
      <T x={305} y={22} s={14} fill={C.soft}>
        שאלה
      </T>
      <T x={305} y={42} s={15} b>
        כמה ימי חופשה מגיעים לי?
      </T>
      <T x={330} y={76} s={14} b fill={C.soft}>
        מאגר מסמכים
      </T>
      <line
        x1={404}
        y1={60}
        x2={404}
        y2={86}
        stroke={C.brand}
        strokeWidth={2}
        strokeDasharray="5 4"
        className="vz-flow vz-t"
        style={{ opacity: step === 1 ? 1 : 0 }}
      />
      {DOCS.map((doc, index) => {
        const relevant = index < 2;
        const scored = step >= 1;
        return (
          <g key={doc.title}>
            <Box
              x={250}
              y={docY(index) - 4}
              w={160}
              h={42}
              fill={scored && relevant ? C.greenLight : C.white}
              stroke={scored && relevant ? C.green : C.line}
              className="vz-t"
            />
            <T x={402} y={docY(index) + 17} s={14} textAnchor="start">
              {doc.title}
            </T>
            <T
              x={272}
              y={docY(index) + 17}
              s={14}
              b
              ltr
              fill={relevant ? C.green : C.muted}
              className="vz-t"
              style={{ opacity: scored ? 1 : 0 }}
            >
              {doc.score}
            </T>
          </g>
        );
      })}
      <Box x={10} y={70} w={222} h={160} fill={C.faint} />
      <T x={121} y={86} s={14} b fill={C.soft}>
        פרומפט למודל
      </T>
      <T x={222} y={104} s={14} fill={C.soft} textAnchor="start">
        הקשר:
      </T>
      {DOCS.slice(0, 2).map((doc, index) => {
        const inPrompt = step >= 2;
        return (
          <g
            key={doc.title}
            className="vz-t"
            style={{
              ...(inPrompt ? at(0, 0) : at(230, docY(index) - 4 - slotY(index))),
              opacity: inPrompt ? 1 : 0,
            }}
          >
            <Box x={20} y={slotY(index)} w={202} h={38} r={8} fill={C.greenLight} stroke={C.green} />
            <T x={212} y={slotY(index) + 12} s={14} b textAnchor="start">
              {`[${index + 1}] ${doc.title}`}
            </T>
            <T x={212} y={slotY(index) + 28} s={14} textAnchor="start" fill={C.soft}>
              {doc.snippet}
            </T>
          </g>
        );
      })}
      <T x={222} y={214} s={14} textAnchor="start">
        שאלה: כמה ימי חופשה מגיעים לי?
      </T>
      <line
        x1={121}
        y1={232}
        x2={121}
        y2={246}
        stroke={C.muted}
        strokeWidth={2}
        markerEnd="url(#rag-arrow)"
      />
      <Box
        x={40}
        y={250}
        w={162}
        h={32}
        fill={step === 3 ? C.brand : C.brandLight}
        stroke={C.brand}
        className="vz-t"
      />
      <T x={121} y={266} s={14} b fill={step === 3 ? C.white : C.brandDark} className="vz-t">
        מודל שפה (LLM)
      </T>
      <g className="vz-t" style={{ opacity: step === 4 ? 1 : 0 }}>
        <Box x={10} y={294} w={400} h={56} fill={C.greenLight} stroke={C.green} />
        <T x={398} y={312} s={14} b textAnchor="start">
          מגיעים לך 18 ימי חופשה בשנה [1],
        </T>
        <T x={398} y={333} s={14} textAnchor="start">
          והם נצברים כבר מהחודש הראשון [2].
        </T>
      </g>
    </Frame>
  );
}
