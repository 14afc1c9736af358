import { useMemo, useState } from 'react';
import { Form } from 'react-router';
import type { TemperatureExplorable } from '../../../src/domain/explorables/explorable.ts';
import {
  type SamplingSettings,
  samplingDistribution,
  TEMPERATURE,
  TOP_K,
  TOP_P,
} from '../../../src/domain/explorables/sampling.ts';
import { END, UNKNOWN } from '../../../src/domain/explorables/vocabulary.ts';
import { GuessFirst, Slider } from './controls.tsx';
import { BarRow, ExplorableFrame, formatNumber, percent, replaceQuery, useAnnouncer } from './shared.tsx';

// The next word of a small Hebrew language model trained on this site's own text: temperature, top-k
// and top-p reshape its real distribution (in the browser as the sliders move; on the server through
// the GET form), and 'דגום' draws words with the seed in the URL, so a link gives the same text.

const GUESS_LABELS = { up: 'תעלה', down: 'תרד', same: 'לא תשתנה' } as const;
type Guess = keyof typeof GUESS_LABELS;
const SHOWN_ROWS = 10;

/** The model's special entries in words a reader understands. */
function wordLabel(word: string): string {
  if (word === END) return '(סוף המשפט)';
  if (word === UNKNOWN) return '(מילה נדירה)';
  return word;
}

function sampleText(words: readonly string[]): string {
  return words
    .filter((word) => word !== END)
    .map((word) => (word === UNKNOWN ? '…' : word))
    .join(' ');
}

function Prediction({ data }: { data: TemperatureExplorable }) {
  const { word, probability, hotProbability, temperature } = data.question;
  const answer: Guess = hotProbability < probability ? 'down' : hotProbability > probability ? 'up' : 'same';
  return (
    <GuessFirst
      initial={data.guess}
      hidden={<input type="hidden" name="prompt" value={data.prompt.id} />}
      legend={
        <>
          נחשו קודם: המילה הסבירה ביותר אחרי "{data.prompt.text}" היא "{wordLabel(word)}". מה יקרה לסיכוי שלה
          אם נעלה את הטמפרטורה ל-{temperature}?
        </>
      }
      choices={(Object.keys(GUESS_LABELS) as Guess[]).map((value) => ({ value, label: GUESS_LABELS[value] }))}
      reveal={(guess) => (
        <p className="mt-3 font-bold" data-reveal="temperature">
          {guess === answer ? 'צדקתם!' : 'לא בדיוק.'} בטמפרטורה 1 הסיכוי של "{wordLabel(word)}" הוא{' '}
          <span data-probability={probability}>{percent(probability)}</span>, ובטמפרטורה {temperature}{' '}
          <span data-probability={hotProbability}>{percent(hotProbability)}</span>: טמפרטורה גבוהה משטחת את
          ההתפלגות ונותנת יותר סיכוי למילים פחות צפויות.
        </p>
      )}
    />
  );
}

export function TemperatureExplorer({ data }: { data: TemperatureExplorable }) {
  const [settings, setSettings] = useState<SamplingSettings>(data.settings);
  const [region, announce] = useAnnouncer();
  const shown = useMemo(() => samplingDistribution(data.words, settings), [data.words, settings]);
  const base = useMemo(
    () => new Map(data.words.map((entry) => [entry.word, entry.probability])),
    [data.words],
  );
  const rows = shown.slice(0, SHOWN_ROWS);
  /** The likeliest word's bar fills the track; the others are drawn to its scale. */
  const likeliest = Math.max(Number.EPSILON, ...rows.map((entry) => entry.probability));

  const update = (next: Partial<SamplingSettings>) => {
    const merged = { ...settings, ...next };
    setSettings(merged);
    replaceQuery({
      temperature: String(merged.temperature),
      top_k: String(merged.topK),
      top_p: String(merged.topP),
      seed: null,
    });
    const top = samplingDistribution(data.words, merged)[0];
    if (top) announce(`המילה המובילה: ${wordLabel(top.word)}, ${percent(top.probability)}.`);
  };

  return (
    <ExplorableFrame
      id="temperature"
      title="טמפרטורה: כמה הרפתקני המודל?"
      intro="מודל שפה קטן שאומן על הטקסטים של האתר הזה חוזה את המילה הבאה. הזיזו את המחוונים וראו איך ההסתברויות משתנות, ואז דגמו משפט."
    >
      <Prediction data={data} />
      {data.notes.map((note) => (
        <p key={note} role="status" className="font-medium text-cat-automation">
          {note}
        </p>
      ))}
      <Form method="get" preventScrollReset className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="temperature-prompt" className="font-bold">
            פתיחת המשפט
          </label>
          <select
            id="temperature-prompt"
            name="prompt"
            defaultValue={data.prompt.id}
            className="field"
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {data.prompts.map((prompt) => (
              <option key={prompt.id} value={prompt.id}>
                {prompt.text}
              </option>
            ))}
          </select>
        </div>
        <Slider
          id="temperature-temperature"
          name="temperature"
          label="טמפרטורה"
          value={settings.temperature}
          min={TEMPERATURE.min}
          max={TEMPERATURE.max}
          step={TEMPERATURE.step}
          valueText={formatNumber(settings.temperature, 1)}
          onChange={(temperature) => update({ temperature })}
        />
        <Slider
          id="temperature-top_k"
          name="top_k"
          label="top-k: כמה מילים נשארות"
          value={settings.topK}
          min={TOP_K.min}
          max={TOP_K.max}
          step={1}
          valueText={`${settings.topK} מילים`}
          onChange={(topK) => update({ topK })}
        />
        <Slider
          id="temperature-top_p"
          name="top_p"
          label="top-p: איזה חלק מההסתברות נשאר"
          value={settings.topP}
          min={TOP_P.min}
          max={TOP_P.max}
          step={TOP_P.step}
          valueText={percent(settings.topP)}
          onChange={(topP) => update({ topP })}
        />
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <button type="submit" className="btn btn-secondary">
            הציגו
          </button>
          <button type="submit" name="seed" value={(data.sample?.seed ?? 0) + 1} className="btn btn-primary">
            דגום
          </button>
        </div>
      </Form>
      {region}
      {data.sample ? (
        <p className="rounded-xl border border-line p-3 text-lg" data-sample={data.sample.seed}>
          <span className="font-bold">משפט שנדגם (זרע {data.sample.seed}): </span>
          {data.prompt.text} {sampleText(data.sample.words)}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <div aria-hidden="true" className="flex flex-col gap-1.5" data-chart="temperature">
          {rows.map((entry) => (
            <BarRow
              key={entry.word}
              label={wordLabel(entry.word)}
              fraction={entry.probability / likeliest}
              figure={percent(entry.probability)}
            />
          ))}
        </div>
        <table className="w-full text-start">
          <caption className="text-start font-bold">
            המילה הבאה אחרי "{data.prompt.text}" ({shown.length} מילים נשארו בדגימה)
          </caption>
          {/* As the token counts' table: a gap between the columns, and a smaller text where the
              explorable is narrower than 15rem (320 px at 150 % text), or the headers ran together
              ('בדגימההבמודל') and past the card. */}
          <thead className="@max-[15rem]:text-sm">
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-1 pe-2 text-start">
                מילה
              </th>
              <th scope="col" className="py-1 pe-2 text-start">
                סיכוי בדגימה
              </th>
              <th scope="col" className="py-1 text-start">
                סיכוי במודל
              </th>
            </tr>
          </thead>
          <tbody className="@max-[15rem]:text-sm">
            {rows.map((entry) => (
              <tr
                key={entry.word}
                className="border-b border-line"
                data-word={entry.word}
                data-probability={entry.probability}
              >
                <th scope="row" className="py-1 pe-2 text-start font-medium">
                  {wordLabel(entry.word)}
                </th>
                <td className="py-1 pe-2">{percent(entry.probability)}</td>
                <td className="py-1">{percent(base.get(entry.word) ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ExplorableFrame>
  );
}
