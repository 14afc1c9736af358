import { ArrowHead, at, Box, C, Frame, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// Words as vectors (arrows from the origin). Directions carry meaning: the step from "גבר" to "מלך"
// is the same step that leads from "אישה" to "מלכה"; near vectors mean similar words.

const O = [40, 320] as const;
const P = {
  man: { word: 'גבר', x: 120, y: 240, dx: 0, dy: 20 },
  woman: { word: 'אישה', x: 230, y: 262, dx: 0, dy: 20 },
  king: { word: 'מלך', x: 170, y: 110, dx: -22, dy: -8 },
  queen: { word: 'מלכה', x: 280, y: 132, dx: 28, dy: -8 },
  banana: { word: 'בננה', x: 372, y: 262, dx: 0, dy: 20 },
} as const;
const SHIFT = [P.woman.x - P.man.x, P.woman.y - P.man.y] as const;

export default function VectorSpace({ playing }: VisualizationProps) {
  // 0: words as arrows; 1: the step גבר→מלך; 2: the same step from אישה lands on מלכה; 3: distances.
  const step = useStep(playing, 4, 1800, 2);
  return (
    <Frame
      playing={playing}
      label="מרחב וקטורי: כל מילה היא חץ מהראשית. החץ מגבר למלך, כשמזיזים אותו לאישה, מגיע למלכה: מלך פחות גבר ועוד אישה שווה בקירוב מלכה"
    >
      <ArrowHead id="vs-axis" color={C.muted} />
      <ArrowHead id="vs-word" color={C.brand} />
      <ArrowHead id="vs-step" color={C.amber} />
      <line x1={O[0]} y1={O[1]} x2={410} y2={O[1]} stroke={C.muted} markerEnd="url(#vs-axis)" />
      <line x1={O[0]} y1={O[1]} x2={O[0]} y2={24} stroke={C.muted} markerEnd="url(#vs-axis)" />
      <T x={400} y={340} s={14} fill={C.muted} textAnchor="start">
        ממד 1
      </T>
      <T x={50} y={30} s={14} fill={C.muted} textAnchor="end">
        ממד 2
      </T>
      {Object.values(P).map((point) => (
        <line
          key={point.word}
          x1={O[0]}
          y1={O[1]}
          x2={point.x}
          y2={point.y}
          stroke={C.brandMid}
          strokeWidth={1.5}
          markerEnd="url(#vs-word)"
        />
      ))}
      <g className="vz-t" style={{ opacity: step >= 1 ? 1 : 0 }}>
        <line
          x1={P.man.x}
          y1={P.man.y}
          x2={P.king.x}
          y2={P.king.y}
          stroke={C.amber}
          strokeWidth={3}
          strokeDasharray="7 5"
          markerEnd="url(#vs-step)"
        />
        <T x={P.man.x - 8} y={176} s={14} b fill={C.amber} textAnchor="start">
          + מלכות
        </T>
      </g>
      <g
        className="vz-t"
        style={{ ...(step >= 2 ? at(SHIFT[0], SHIFT[1]) : at(0, 0)), opacity: step >= 1 ? 1 : 0 }}
      >
        <line
          x1={P.man.x}
          y1={P.man.y}
          x2={P.king.x}
          y2={P.king.y}
          stroke={C.amber}
          strokeWidth={3}
          strokeDasharray="7 5"
          className="vz-flow"
          markerEnd="url(#vs-step)"
        />
      </g>
      <g className="vz-t" style={{ opacity: step === 3 ? 1 : 0 }}>
        <line x1={P.king.x} y1={P.king.y} x2={P.queen.x} y2={P.queen.y} stroke={C.green} strokeWidth={3} />
        <T x={225} y={104} s={14} b fill={C.green}>
          קרוב: דומה
        </T>
        <line
          x1={P.king.x}
          y1={P.king.y}
          x2={P.banana.x}
          y2={P.banana.y}
          stroke={C.red}
          strokeWidth={2}
          strokeDasharray="3 4"
        />
        <T x={318} y={238} s={14} b fill={C.red}>
          רחוק: שונה
        </T>
      </g>
      {Object.values(P).map((point) => (
        <g key={point.word}>
          <circle cx={point.x} cy={point.y} r={6} fill={point === P.queen && step >= 2 ? C.amber : C.brand} />
          <T x={point.x + point.dx} y={point.y + point.dy} s={16} b>
            {point.word}
          </T>
        </g>
      ))}
      <g className="vz-t" style={{ opacity: step >= 2 ? 1 : 0 }}>
        <Box x={196} y={14} w={212} h={40} fill={C.amberLight} stroke={C.amber} />
        <T x={302} y={34} s={16} b>
          מלך − גבר + אישה ≈ מלכה
        </T>
      </g>
    </Frame>
  );
}
