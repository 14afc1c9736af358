import { ArrowHead, Box, C, Frame, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// Fine-tuning: a pretrained base model keeps training on a small, focused dataset. Epoch by epoch the
// loss on that data falls, every weight shifts a little, and the answers take on the data's style.

const N = 6;
const EPOCHS = 6;
const LOSS = [2.4, 1.5, 1.0, 0.72, 0.6, 0.55];
const noise = (i: number) => {
  const x = Math.sin(i * 45.164 + 3.7) * 19341.233;
  return (x - Math.floor(x)) * 2 - 1;
};
const BASE = Array.from({ length: N * N }, (_, i) => noise(i) * 0.6);
const SHIFT = Array.from({ length: N * N }, (_, i) => noise(i + 300) * 0.45);

function mix(from: string, to: string, t: number): string {
  const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  const out = [1, 3, 5].map((at) =>
    Math.round(channel(from, at) + (channel(to, at) - channel(from, at)) * t),
  );
  return `rgb(${out.join(',')})`;
}
const colour = (value: number) =>
  value >= 0 ? mix('#ffffff', '#6d28d9', Math.min(1, value)) : mix('#ffffff', '#0e7490', Math.min(1, -value));

// Loss chart geometry (left to right, as charts are read).
const CHART = { x: 40, y: 40, w: 190, h: 130 };
const px = (epoch: number) => CHART.x + (epoch / (EPOCHS - 1)) * CHART.w;
const py = (loss: number) => CHART.y + CHART.h - (loss / 2.6) * CHART.h;

export default function FineTuning({ playing }: VisualizationProps) {
  // Epochs 0-5: the dataset flows in, the loss curve grows, the weights shift; at the end the
  // tuned model answers in the dataset's style.
  const step = useStep(playing, EPOCHS, 1200);
  const t = step / (EPOCHS - 1);
  const done = step === EPOCHS - 1;
  const points = LOSS.slice(0, step + 1).map((loss, epoch) => `${px(epoch)},${py(loss)}`);
  return (
    <Frame
      playing={playing}
      label="כוונון עדין: מודל בסיס ממשיך להתאמן על אלף שיחות של מוקד תמיכה; גרף השגיאה יורד מ־2.4 ל־0.55 לאורך שש תקופות אימון, כל המשקלים משתנים מעט, והתשובה הופכת לתשובה בסגנון החברה"
    >
      <ArrowHead id="ft-arrow" />
      <T x={354} y={22} s={14} b fill={C.soft}>
        {done ? 'מודל מכוונן' : 'מודל בסיס'}
      </T>
      {BASE.map((value, i) => (
        <rect
          key={i}
          x={306 + (i % N) * 16}
          y={36 + Math.floor(i / N) * 16}
          width={16}
          height={16}
          fill={colour(value + SHIFT[i]! * t)}
          stroke={C.line}
          strokeWidth={0.8}
          className="vz-t"
        />
      ))}
      <rect x={306} y={36} width={96} height={96} fill="none" stroke={C.soft} strokeWidth={1.5} />
      <T x={354} y={146} s={14} fill={C.soft}>
        כל המשקלים משתנים
      </T>
      <line
        x1={354}
        y1={186}
        x2={354}
        y2={160}
        stroke={C.amber}
        strokeWidth={2.5}
        strokeDasharray="6 4"
        className="vz-flow"
        markerEnd="url(#ft-arrow)"
      />
      {[2, 1, 0].map((layer) => (
        <Box
          key={layer}
          x={290 + layer * 5}
          y={190 + layer * 5}
          w={116}
          h={46}
          fill={C.amberLight}
          stroke={C.amber}
        />
      ))}
      <T x={358} y={208} s={14} b>
        1,000 שיחות
      </T>
      <T x={358} y={226} s={14}>
        של מוקד התמיכה
      </T>
      <g direction="ltr">
        <line
          x1={CHART.x}
          y1={CHART.y + CHART.h}
          x2={CHART.x + CHART.w + 8}
          y2={CHART.y + CHART.h}
          stroke={C.muted}
        />
        <line x1={CHART.x} y1={CHART.y - 8} x2={CHART.x} y2={CHART.y + CHART.h} stroke={C.muted} />
        {[0, 1, 2].map((value) => (
          <T key={value} x={CHART.x - 8} y={py(value)} s={14} ltr textAnchor="end" fill={C.soft}>
            {value}
          </T>
        ))}
        <polyline
          points={points.join(' ')}
          fill="none"
          stroke={C.brand}
          strokeWidth={3}
          strokeLinejoin="round"
        />
        {LOSS.slice(0, step + 1).map((loss, epoch) => (
          <circle key={epoch} cx={px(epoch)} cy={py(loss)} r={4.5} fill={C.brand} />
        ))}
      </g>
      <T x={CHART.x + CHART.w / 2} y={22} s={14} b fill={C.soft}>
        שגיאה (loss) על הנתונים
      </T>
      <T x={CHART.x + CHART.w / 2} y={190} s={14} fill={C.soft}>
        {`תקופת אימון ${step + 1} מתוך ${EPOCHS}`}
      </T>
      <Box x={10} y={250} w={400} h={44} fill={C.faint} />
      <T x={398} y={272} s={14} textAnchor="start">
        <tspan fontWeight={700}>לפני:</tspan> ביטול מנוי תלוי בספק השירות שלך.
      </T>
      <Box
        x={10}
        y={302}
        w={400}
        h={44}
        fill={done ? C.greenLight : C.white}
        stroke={done ? C.green : C.line}
        className="vz-t"
      />
      <T x={398} y={324} s={14} textAnchor="start" className="vz-t" style={{ opacity: done ? 1 : 0 }}>
        <tspan fontWeight={700}>אחרי:</tspan> היי! באזור האישי בוחרים 'המנויים שלי' ← 'ביטול'.
      </T>
    </Frame>
  );
}
