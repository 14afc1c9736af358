import { ArrowHead, Box, C, Frame, T, useStep } from './kit.tsx';
import type { VisualizationProps } from './registry.ts';

// GPT writes one token at a time: it reads everything so far, gives each possible next token a
// probability, appends the chosen one, and reads the longer text again.

const TOKENS = ['בוקר', 'טוב', 'לכולם', '!'];
const PREDICTIONS = [
  [
    { token: 'טוב', p: 0.82 },
    { token: 'אור', p: 0.07 },
    { token: 'נעים', p: 0.05 },
  ],
  [
    { token: 'לכולם', p: 0.41 },
    { token: 'לך', p: 0.23 },
    { token: '!', p: 0.14 },
  ],
  [
    { token: '!', p: 0.48 },
    { token: 'ושבוע', p: 0.21 },
    { token: '.', p: 0.17 },
  ],
];

const chipWidth = (token: string) => Math.max(34, token.length * 11 + 18);
function chipXs(): number[] {
  const xs: number[] = [];
  let right = 392;
  for (const token of TOKENS) {
    right -= chipWidth(token);
    xs.push(right);
    right -= 8;
  }
  return xs;
}
const XS = chipXs();
const barY = (index: number) => 186 + index * 32;

export default function Gpt({ playing }: VisualizationProps) {
  // Even steps: the next-token probabilities for the text so far; odd steps: the pick is appended.
  const step = useStep(playing, 6, 1500, 2);
  const round = Math.floor(step / 2);
  const appended = step % 2 === 1;
  const length = 1 + round + (appended ? 1 : 0);
  const prediction = PREDICTIONS[round]!;
  const slot = Math.min(length, TOKENS.length - 1);
  return (
    <Frame
      playing={playing}
      label="GPT מנבא את הטוקן הבא: אחרי 'בוקר טוב' הוא נותן ל'לכולם' 41 אחוז, ל'לך' 23 אחוז ולסימן קריאה 14 אחוז; הטוקן שנבחר נוסף לטקסט והסבב חוזר"
    >
      <ArrowHead id="gpt-arrow" />
      <ArrowHead id="gpt-loop" color={C.green} />
      <T x={404} y={20} s={14} fill={C.soft} textAnchor="start">
        הטקסט עד עכשיו
      </T>
      {TOKENS.map((token, index) => (
        <g key={token} className="vz-t" style={{ opacity: index < length ? 1 : 0 }}>
          <Box
            x={XS[index]!}
            y={36}
            w={chipWidth(token)}
            h={36}
            r={8}
            fill={appended && index === length - 1 ? C.greenLight : C.brandLight}
            stroke={appended && index === length - 1 ? C.green : C.brand}
          />
          <T x={XS[index]! + chipWidth(token) / 2} y={54} s={16} b>
            {token}
          </T>
        </g>
      ))}
      <g className="vz-t" style={{ opacity: appended ? 0 : 1 }}>
        <Box
          x={XS[slot]!}
          y={36}
          w={chipWidth(TOKENS[slot]!)}
          h={36}
          r={8}
          fill={C.white}
          stroke={C.brand}
          strokeDasharray="4 3"
        />
        <T x={XS[slot]! + chipWidth(TOKENS[slot]!) / 2} y={54} s={16} b fill={C.brand} className="vz-blink">
          ?
        </T>
      </g>
      <line x1={300} y1={78} x2={300} y2={104} stroke={C.muted} strokeWidth={2} markerEnd="url(#gpt-arrow)" />
      <Box x={200} y={108} w={200} h={44} fill={C.brand} stroke={C.brandDark} />
      <T x={300} y={130} s={16} b fill={C.white}>
        GPT: מה הטוקן הבא?
      </T>
      <line
        x1={300}
        y1={154}
        x2={300}
        y2={172}
        stroke={C.muted}
        strokeWidth={2}
        markerEnd="url(#gpt-arrow)"
      />
      {prediction.map((option, index) => {
        const length = option.p * 230;
        return (
          <g key={`${round}-${option.token}`}>
            <T x={404} y={barY(index) + 11} s={15} b={index === 0} textAnchor="start">
              {option.token}
            </T>
            <rect
              x={344 - length}
              y={barY(index)}
              width={length}
              height={22}
              rx={4}
              fill={index === 0 ? C.green : C.brandMid}
            />
            <T x={336 - length} y={barY(index) + 11} s={14} ltr textAnchor="end" fill={C.soft}>
              {`${Math.round(option.p * 100)}%`}
            </T>
          </g>
        );
      })}
      <path
        d="M110 196 C40 196 30 90 60 60"
        fill="none"
        stroke={C.green}
        strokeWidth={2.5}
        strokeDasharray="6 5"
        className="vz-flow"
        markerEnd="url(#gpt-loop)"
      />
      <T x={104} y={130} s={14} b fill={C.green}>
        נוסף לטקסט
      </T>
      <Box x={14} y={300} w={392} h={44} fill={C.faint} />
      <T x={210} y={322} s={14} fill={C.ink}>
        טוקן אחר טוקן: כל בחירה חוזרת לקלט של הצעד הבא
      </T>
    </Frame>
  );
}
