import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import type { NetworkExplorable } from '../../../src/domain/explorables/explorable.ts';
import type { LossPoint, NetworkState } from '../../../src/domain/explorables/network.ts';
import { motionStopped } from '../../lib/preferences.ts';
import { Slider } from './controls.tsx';
import { ExplorableFrame, formatNumber, percent, useAnnouncer } from './shared.tsx';

// A tiny network learning to split two classes of points. The page shows the server's still (the
// set-up trained by the same code); 'אמן' imports the trainer (not part of the page's first load) and
// trains from the same seeded start in the browser, a few steps an animation frame.

const DATASET_LABELS: Record<string, string> = {
  circle: 'עיגול בתוך טבעת',
  xor: 'XOR: ארבעה רביעים',
  spiral: 'שתי ספירלות',
};
const STEPS_PER_FRAME = 4;
const SIZE = 240;

const loadTrainer = () => import('../../../src/domain/explorables/network.ts');

function RegionFigure({ data, state }: { data: NetworkExplorable; state: NetworkState }) {
  const cell = SIZE / data.gridSize;
  const at = (value: number) => ((value + 1) / 2) * SIZE;
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-labelledby="network-region-title"
        className="w-full max-w-xs rounded-xl border border-line bg-surface"
        data-chart="network-region"
      >
        <title id="network-region-title">אזורי ההחלטה של הרשת</title>
        {state.region.map((probability, index) => (
          <rect
            key={index}
            x={(index % data.gridSize) * cell}
            y={Math.floor(index / data.gridSize) * cell}
            width={cell}
            height={cell}
            className={probability >= 0.5 ? 'fill-link' : 'fill-accent-strong'}
            fillOpacity={Math.abs(probability - 0.5) * 0.7}
          />
        ))}
        {data.points.map((point) =>
          point.label === 1 ? (
            <circle
              key={`${point.x},${point.y}`}
              cx={at(point.x)}
              cy={SIZE - at(point.y)}
              r={3.5}
              className="fill-link stroke-surface"
            />
          ) : (
            <rect
              key={`${point.x},${point.y}`}
              x={at(point.x) - 3}
              y={SIZE - at(point.y) - 3}
              width={6}
              height={6}
              className="fill-accent-strong stroke-surface"
            />
          ),
        )}
      </svg>
      <figcaption className="text-sm text-muted">
        {data.points.length} נקודות: עיגולים סגולים (מחלקה א) וריבועים בטורקיז (מחלקה ב). הרקע הוא מה שהרשת
        מנחשת בכל מקום, וככל שהצבע עז יותר היא בטוחה יותר. הרשת מסווגת נכון {percent(state.accuracy)}{' '}
        מהנקודות.
      </figcaption>
    </figure>
  );
}

function LossFigure({ state }: { state: NetworkState }) {
  const curve: LossPoint[] =
    state.losses.at(-1)?.step === state.step ? state.losses : [...state.losses, state];
  const top = Math.max(...curve.map((point) => point.loss), 0.01);
  const total = Math.max(state.step, ...state.losses.map((point) => point.step), 1);
  const points = curve
    .map((point) => `${(point.step / total) * SIZE},${SIZE / 2 - (point.loss / top) * (SIZE / 2 - 8)}`)
    .join(' ');
  return (
    <div className="flex flex-col gap-3">
      <figure className="flex flex-col gap-2">
        <svg
          viewBox={`0 0 ${SIZE} ${SIZE / 2}`}
          role="img"
          aria-labelledby="network-loss-title"
          className="w-full max-w-xs rounded-xl border border-line bg-surface"
          data-chart="network-loss"
        >
          <title id="network-loss-title">עקומת ההפסד לאורך האימון</title>
          {/* Time runs left to right on the chart, as on a clock's axis, whatever the page's direction. */}
          <polyline points={points} fill="none" strokeWidth={2.5} className="stroke-link" />
        </svg>
        <figcaption className="text-sm text-muted">
          ההפסד (cross-entropy) לפי צעד האימון; הטבלה מפרטת אותו.
        </figcaption>
      </figure>
      <table className="w-full text-start" data-losses="">
        <caption className="text-start font-bold">ההפסד לפי צעד</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-1 text-start">
              צעד
            </th>
            <th scope="col" className="py-1 text-start">
              הפסד
            </th>
          </tr>
        </thead>
        <tbody>
          {state.losses.map((point) => (
            <tr key={point.step} className="border-b border-line" data-step={point.step}>
              <th scope="row" className="py-1 text-start font-medium">
                {point.step}
              </th>
              <td className="py-1">{formatNumber(point.loss, 3)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function NetworkExplorer({ data }: { data: NetworkExplorable }) {
  const [state, setState] = useState<NetworkState>(data.trained);
  const [hidden, setHidden] = useState(data.settings.hidden);
  const [training, setTraining] = useState(false);
  const [region, announce] = useAnnouncer();
  const stop = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stop.current?.(), []);

  const say = (next: NetworkState) =>
    announce(`צעד ${next.step}: הפסד ${formatNumber(next.loss, 3)}, דיוק ${percent(next.accuracy)}`);

  async function train() {
    if (stop.current) return stop.current();
    const { startRun } = await loadTrainer();
    const run = startRun(data.settings);
    if (motionStopped()) {
      // No animation: the whole run at once, and its end state.
      const end = run.advance(Number.POSITIVE_INFINITY);
      setState(end);
      say(end);
      return;
    }
    let frame = 0;
    const finish = () => {
      cancelAnimationFrame(frame);
      stop.current = undefined;
      setTraining(false);
    };
    const tick = () => {
      const next = run.advance(STEPS_PER_FRAME);
      setState(next);
      say(next);
      if (run.done()) finish();
      else frame = requestAnimationFrame(tick);
    };
    stop.current = finish;
    setTraining(true);
    frame = requestAnimationFrame(tick);
  }

  return (
    <ExplorableFrame
      id="network"
      title="רשת שלומדת מול העיניים"
      intro={
        <>
          רשת נוירונים זעירה (שתי כניסות, שכבה נסתרת אחת) לומדת להפריד בין שני סוגי נקודות. בחרו נתונים, מספר
          יחידות וקצב למידה
          {/* Without script there is no 'אמן' to press (the page shows the server's trained still). */}
          <span data-needs-script>, לחצו 'אמן'</span> וראו את ההפסד יורד ואת אזורי ההחלטה מתעצבים.
        </>
      }
    >
      {data.notes.map((note) => (
        <p key={note} role="status" className="font-medium text-cat-automation">
          {note}
        </p>
      ))}
      <Form method="get" preventScrollReset className="grid gap-4 md:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="network-dataset" className="font-bold">
            הנתונים
          </label>
          <select id="network-dataset" name="dataset" defaultValue={data.settings.dataset} className="field">
            {data.choices.datasets.map((dataset) => (
              <option key={dataset} value={dataset}>
                {DATASET_LABELS[dataset] ?? dataset}
              </option>
            ))}
          </select>
        </div>
        <Slider
          id="network-hidden"
          name="hidden"
          label="יחידות נסתרות"
          value={hidden}
          min={data.choices.hidden.min}
          max={data.choices.hidden.max}
          step={1}
          valueText={`${hidden} יחידות`}
          shown={String(hidden)}
          onChange={setHidden}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="network-rate" className="font-bold">
            קצב למידה
          </label>
          <select id="network-rate" name="rate" defaultValue={data.settings.learningRate} className="field">
            {data.choices.learningRates.map((rate) => (
              <option key={rate} value={rate}>
                {rate}
              </option>
            ))}
          </select>
        </div>
        <div className="md:col-span-3">
          <button type="submit" className="btn btn-secondary">
            הצג את ההגדרות
          </button>
        </div>
      </Form>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          className="btn btn-primary"
          onClick={train}
          onFocus={() => void loadTrainer()}
          onPointerEnter={() => void loadTrainer()}
          aria-pressed={training}
          data-needs-script
        >
          {training ? 'עצור' : 'אמן'}
        </button>
        <p>
          צעד <strong data-step-count={state.step}>{state.step}</strong>, הפסד נוכחי{' '}
          <strong data-loss={state.loss}>{formatNumber(state.loss, 3)}</strong>
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <RegionFigure data={data} state={state} />
        <LossFigure state={state} />
      </div>
      {region}
    </ExplorableFrame>
  );
}
