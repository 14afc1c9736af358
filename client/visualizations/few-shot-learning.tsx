import { Box, C, Frame, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// Few-shot learning inside a prompt: with no examples the model does not know what is wanted; three
// solved examples show the pattern (sentence → sentiment), and the new sentence is answered the
// same way. No weights change: the examples live in the prompt.

const EXAMPLES = [
  { text: 'הסרט היה נהדר', label: 'חיובי' },
  { text: 'השירות היה איטי', label: 'שלילי' },
  { text: 'האוכל טעים מאוד', label: 'חיובי' },
];
const rowY = (index: number) => 78 + index * 44;

function Chip({
  x,
  y,
  label,
  colour,
}: {
  x: number;
  y: number;
  label: string;
  colour: 'green' | 'red' | 'grey';
}) {
  const fill = colour === 'green' ? C.greenLight : colour === 'red' ? C.redLight : C.faint;
  const stroke = colour === 'green' ? C.green : colour === 'red' ? C.red : C.line;
  return (
    <g>
      <Box x={x - 30} y={y - 13} w={60} h={26} r={13} fill={fill} stroke={stroke} />
      <T x={x} y={y} s={14} b>
        {label}
      </T>
    </g>
  );
}

export default function FewShotLearning({ playing }: VisualizationProps) {
  // 0: zero-shot, an unclear answer; 1-3: one more example each; 4: the pattern; 5: the answer.
  const step = useStep(playing, 6, 1300);
  const examples = Math.min(step, 3);
  const answered = step === 5;
  return (
    <Frame
      playing={playing}
      label="למידה מכמה דוגמאות: בפרומפט שלוש דוגמאות של משפט ורגש, חיובי או שלילי; המודל מזהה את הדפוס ועונה על 'החדר היה מלוכלך' במילה אחת: שלילי"
    >
      <T x={404} y={20} s={14} b fill={C.soft} textAnchor="start">
        הפרומפט
      </T>
      <T x={264} y={20} s={14} b fill={C.brandDark} textAnchor="start">
        {examples === 1 ? 'דוגמה אחת' : `${examples} דוגמאות`}
      </T>
      <Box x={150} y={40} w={260} h={248} fill={C.faint} />
      {EXAMPLES.map((example, index) => (
        <g key={example.text} className="vz-t" style={{ opacity: index < examples ? 1 : 0 }}>
          <Box x={158} y={rowY(index) - 18} w={244} h={36} r={8} fill={C.white} stroke={C.line} />
          <T x={394} y={rowY(index)} s={14} textAnchor="start">
            {example.text}
          </T>
          <T x={242} y={rowY(index)} s={16} fill={C.soft}>
            ←
          </T>
          <Chip
            x={198}
            y={rowY(index)}
            label={example.label}
            colour={example.label === 'חיובי' ? 'green' : 'red'}
          />
        </g>
      ))}
      <rect
        x={162}
        y={58}
        width={94}
        height={128}
        rx={10}
        fill="none"
        stroke={C.amber}
        strokeWidth={2.5}
        strokeDasharray="6 4"
        className="vz-t vz-flow"
        style={{ opacity: step >= 4 ? 1 : 0 }}
      />
      <T x={209} y={202} s={14} b fill={C.amber} className="vz-t" style={{ opacity: step >= 4 ? 1 : 0 }}>
        הדפוס: משפט ← רגש
      </T>
      <line x1={158} y1={222} x2={402} y2={222} stroke={C.line} />
      <Box x={158} y={234} w={244} h={40} r={8} fill={C.brandLight} stroke={C.brand} />
      <T x={394} y={254} s={14} b textAnchor="start">
        החדר היה מלוכלך
      </T>
      <T x={242} y={254} s={16} fill={C.soft}>
        ←
      </T>
      <T x={198} y={254} s={18} b fill={C.brand}>
        ?
      </T>
      <T x={72} y={60} s={14} b fill={C.soft}>
        תשובת המודל
      </T>
      <Box
        x={10}
        y={76}
        w={124}
        h={212}
        fill={answered ? C.greenLight : C.white}
        stroke={answered ? C.green : C.line}
        className="vz-t"
      />
      <g className="vz-t" style={{ opacity: step === 0 ? 1 : 0 }}>
        <T x={72} y={130} s={14} fill={C.soft}>
          "...וגם המגבות
        </T>
        <T x={72} y={152} s={14} fill={C.soft}>
          לא הוחלפו"
        </T>
        <T x={72} y={196} s={14} b fill={C.red}>
          ממשיך את הטקסט,
        </T>
        <T x={72} y={216} s={14} b fill={C.red}>
          לא עונה על מה שרצינו
        </T>
      </g>
      <g className="vz-t" style={{ opacity: answered ? 1 : 0 }}>
        <Chip x={72} y={150} label="שלילי" colour="red" />
        <T x={72} y={196} s={14} b fill={C.green}>
          באותו פורמט
        </T>
        <T x={72} y={216} s={14} b fill={C.green}>
          כמו הדוגמאות
        </T>
      </g>
      <T x={210} y={316} s={14}>
        בלי אימון נוסף: הדוגמאות נמצאות בתוך הפרומפט
      </T>
      <T x={210} y={340} s={14} fill={C.soft}>
        {examples === 0 ? 'אפס דוגמאות: zero-shot' : 'כמה דוגמאות: few-shot'}
      </T>
    </Frame>
  );
}
