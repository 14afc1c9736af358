import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { TokensExplorable } from '../../../src/domain/explorables/explorable.ts';
import {
  costRatio,
  DEFAULT_TEXT,
  EXAMPLE_PAIRS,
  englishPairOf,
  nearestChoice,
  RATIO_CHOICES,
  TEXT_LIMIT,
  type TokenReport,
} from '../../../src/domain/explorables/tokens.ts';
import { GuessFirst } from './controls.tsx';
import { ExplorableFrame, formatNumber, replaceQuery, useAnnouncer } from './shared.tsx';
import { CountTable } from './tokens-table.tsx';

// 'כמה טוקנים עולה עברית?': the reader's text cut into tokens by two real encodings. The server
// counts for the first view (and for a reader without JavaScript, through the GET form); in the
// browser the tokenizer is imported on first use and counts as the reader types.

/** Which models use each encoding. */
const ENCODING_MODELS: Record<string, string> = {
  o200k_base: 'שמשמש את GPT-4o ואת המודלים החדשים',
  cl100k_base: 'שמשמש את GPT-4 ואת GPT-3.5',
};

/** Token colours: light fills whose dark text keeps AA contrast. */
const TOKEN_COLOURS = [
  'bg-tint-strong',
  'bg-cat-text-bg',
  'bg-cat-audio-bg',
  'bg-cat-automation-bg',
  'bg-cat-image-bg',
];

const RATIO_LABELS: Record<number, string> = { 1: 'בערך אותו מספר', 1.5: 'בערך פי 1.5', 3: 'בערך פי 3' };

type Counted = { reports: TokenReport[]; english: { text: string; reports: TokenReport[] } | null };

/** The tokenizer, imported the first time the reader changes the text (megabytes: never in the first load). */
async function countInBrowser(text: string): Promise<Counted> {
  const { countTokens } = await import('./tokenizer.client.ts');
  const english = englishPairOf(text);
  return {
    reports: await countTokens(text),
    english: english ? { text: english, reports: await countTokens(english) } : null,
  };
}

function Segments({ report, language }: { report: TokenReport; language: 'he' | 'en' }) {
  return (
    <p
      dir={language === 'he' ? 'rtl' : 'ltr'}
      lang={language}
      className="whitespace-pre-wrap break-words rounded-xl border border-line bg-surface p-3 text-lg leading-loose"
      data-segments={report.encoding}
    >
      {report.segments.map((segment, index) => (
        <span
          key={index}
          className={`rounded px-0.5 text-ink ${TOKEN_COLOURS[index % TOKEN_COLOURS.length]}`}
          title={segment.tokens > 1 ? `${segment.tokens} טוקנים` : undefined}
        >
          {segment.text}
        </span>
      ))}
    </p>
  );
}

function Prediction({
  data,
  question,
  text,
}: {
  data: TokensExplorable;
  question: NonNullable<TokensExplorable['question']>;
  text: string;
}) {
  const main = question.counts[0]!;
  const ratio = costRatio(main.hebrew, main.english);
  const right = ratio === null ? null : nearestChoice(ratio);
  return (
    <GuessFirst
      initial={data.guess}
      hidden={text !== DEFAULT_TEXT ? <input type="hidden" name="text" value={text} /> : null}
      legend={
        <>
          נחשו קודם: המשפט{' '}
          <bdi lang="en" dir="ltr">
            "{question.english}"
          </bdi>{' '}
          באנגלית, ובעברית "{question.hebrew}". כמה טוקנים יעלה המשפט העברי לעומת האנגלי?
        </>
      }
      choices={RATIO_CHOICES.map((value) => ({ value, label: RATIO_LABELS[value] }))}
      reveal={(guess) =>
        ratio === null ? null : (
          <div className="mt-3" data-reveal="tokens">
            <p className="font-bold">
              {guess === right ? 'צדקתם!' : 'לא בדיוק.'} בקידוד <bdi dir="ltr">{main.encoding}</bdi> המשפט
              העברי עולה{' '}
              <span data-token-count={main.hebrew} data-encoding={main.encoding} data-language="he">
                {main.hebrew}
              </span>{' '}
              טוקנים והאנגלי{' '}
              <span data-token-count={main.english} data-encoding={main.encoding} data-language="en">
                {main.english}
              </span>
              : פי <span data-ratio={ratio}>{formatNumber(ratio, 1)}</span>.
            </p>
            <ul className="mt-1 text-ink-soft">
              {question.counts.slice(1).map((count) => (
                <li key={count.encoding}>
                  בקידוד הוותיק <bdi dir="ltr">{count.encoding}</bdi>: {count.hebrew} מול {count.english}, פי{' '}
                  {formatNumber(costRatio(count.hebrew, count.english) ?? 0, 1)}.
                </li>
              ))}
            </ul>
          </div>
        )
      }
    />
  );
}

export function TokensExplorer({ data }: { data: TokensExplorable }) {
  const [text, setText] = useState(data.text);
  const [counted, setCounted] = useState<Counted | null>(
    data.reports ? { reports: data.reports, english: data.english } : null,
  );
  const [failed, setFailed] = useState(false);
  const [region, announce] = useAnnouncer();
  const edited = useRef(false);
  const latest = useRef(0);

  useEffect(() => {
    if (!edited.current) return;
    const request = ++latest.current;
    countInBrowser(text).then(
      (next) => {
        if (request !== latest.current) return;
        setFailed(false);
        setCounted(next);
        const [first, second] = next.reports;
        announce(`${first!.count} טוקנים ב-${first!.encoding}, ${second!.count} ב-${second!.encoding}.`);
      },
      () => {
        if (request === latest.current) setFailed(true);
      },
    );
    replaceQuery({ text });
  }, [text, announce]);

  const change = (next: string) => {
    edited.current = true;
    setText(Array.from(next).slice(0, TEXT_LIMIT).join(''));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change(text);
  };
  const characters = Array.from(text).length;

  return (
    <ExplorableFrame
      id="tokens"
      title="כמה טוקנים עולה עברית?"
      intro="מודלי שפה לא קוראים אותיות או מילים אלא טוקנים, ולפיהם משלמים ונמדד חלון ההקשר. כתבו טקסט וראו איך שני מקודדים אמיתיים חותכים אותו."
    >
      {data.question ? <Prediction data={data} question={data.question} text={text} /> : null}
      <form method="get" onSubmit={onSubmit} className="flex flex-col gap-2">
        <label htmlFor="tokens-text" className="font-bold">
          הטקסט שלכם (עד {TEXT_LIMIT} תווים)
        </label>
        <textarea
          id="tokens-text"
          name="text"
          dir="auto"
          rows={3}
          maxLength={TEXT_LIMIT}
          value={text}
          onChange={(event) => change(event.target.value)}
          aria-describedby="tokens-text-help"
          className="field py-2"
        />
        <p id="tokens-text-help" className="text-sm text-muted">
          {characters} מתוך {TEXT_LIMIT} תווים. הספירה מתעדכנת תוך כדי הקלדה.
        </p>
        {data.cut ? (
          <p role="status" className="font-medium text-cat-automation" data-message="cut">
            הטקסט ארוך מ-{TEXT_LIMIT} תווים, ולכן נספרו רק {TEXT_LIMIT} התווים הראשונים.
          </p>
        ) : null}
        <div>
          <button type="submit" className="btn btn-primary">
            ספרו טוקנים
          </button>
        </div>
      </form>
      <nav className="flex flex-wrap gap-2" aria-label="דוגמאות בעברית ובאנגלית">
        {EXAMPLE_PAIRS.map((pair, index) => (
          <a
            key={pair.hebrew}
            href={`?text=${encodeURIComponent(pair.hebrew)}`}
            className="btn btn-secondary min-h-11 text-sm"
            onClick={(event) => {
              event.preventDefault();
              change(pair.hebrew);
            }}
          >
            דוגמה {index + 1}
          </a>
        ))}
      </nav>
      {region}
      {failed ? (
        <p role="alert" className="font-medium text-cat-video">
          לא הצלחנו לטעון את המקודד. בדקו את החיבור ונסו שוב.
        </p>
      ) : null}
      {counted ? (
        <div className="flex flex-col gap-4" data-results="tokens">
          <CountTable reports={counted.reports} language="he" caption="הטקסט שלכם" />
          {counted.reports.map((report) => (
            <div key={report.encoding}>
              <h3 className="mb-1 font-bold">
                החיתוך של <bdi dir="ltr">{report.encoding}</bdi>, {ENCODING_MODELS[report.encoding]}
              </h3>
              <Segments report={report} language="he" />
            </div>
          ))}
          {counted.english ? (
            <>
              <CountTable
                reports={counted.english.reports}
                language="en"
                caption={
                  <>
                    אותו משפט באנגלית:{' '}
                    <bdi dir="ltr" lang="en">
                      {counted.english.text}
                    </bdi>
                  </>
                }
              />
              <Segments report={counted.english.reports[0]!} language="en" />
            </>
          ) : null}
        </div>
      ) : data.limited ? (
        <p role="status" className="font-medium text-cat-automation" data-message="limited">
          ספירת הטוקנים בשרת עמוסה כרגע. נסו שוב בעוד דקה, או הפעילו JavaScript כדי לספור בדפדפן.
        </p>
      ) : data.unavailable ? (
        <p role="status" className="font-medium text-cat-automation" data-message="unavailable">
          ספירת הטוקנים אינה זמינה כרגע. נסו שוב בעוד רגע, או הפעילו JavaScript כדי לספור בדפדפן.
        </p>
      ) : null}
    </ExplorableFrame>
  );
}
