import { Link } from 'react-router';
import type { EmbeddingExplorable, MapPoint } from '../../../src/domain/explorables/explorable.ts';
import { GuessFirst } from './controls.tsx';
import { ExplorableFrame, formatNumber } from './shared.tsx';

// The glossary as vectors: each term's TF-IDF vector of its own text, the nearest terms by cosine
// similarity (the list: the primary view, links that work with a keyboard and without JavaScript),
// and a 2-D map of every term by PCA (the secondary view).

const MAP_SIZE = 320;
const MARGIN = 16;

function scale(points: readonly MapPoint[]) {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = (low: number, high: number) => (high - low === 0 ? 1 : high - low);
  const inner = MAP_SIZE - 2 * MARGIN;
  return (point: MapPoint) => ({
    cx: MARGIN + ((point.x - minX) / span(minX, maxX)) * inner,
    cy: MARGIN + ((maxY - point.y) / span(minY, maxY)) * inner,
  });
}

function TermMapFigure({ data }: { data: EmbeddingExplorable }) {
  const place = scale(data.points);
  const near = new Set(data.selected?.neighbours.map((entry) => entry.point.slug));
  const chosen = data.selected?.point.slug;
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${MAP_SIZE} ${MAP_SIZE}`}
        role="img"
        aria-labelledby="embedding-map-title"
        className="w-full max-w-md rounded-xl border border-line bg-surface"
        data-chart="embedding"
      >
        <title id="embedding-map-title">מפת המושגים</title>
        {data.points.map((point) => {
          const { cx, cy } = place(point);
          const kind = point.slug === chosen ? 'chosen' : near.has(point.slug) ? 'near' : 'other';
          return (
            <g key={point.slug} data-point={point.slug}>
              <circle
                cx={cx}
                cy={cy}
                r={kind === 'other' ? 4 : 7}
                className={
                  kind === 'chosen' ? 'fill-link' : kind === 'near' ? 'fill-accent-strong' : 'fill-muted/50'
                }
              />
              {kind === 'chosen' ? (
                <text x={cx} y={cy - 10} textAnchor="middle" className="fill-ink text-[11px] font-bold">
                  {point.term}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption id="embedding-map-caption" className="text-sm text-muted">
        מפת המושגים בשני ממדים (PCA של וקטורי TF-IDF): {data.points.length} מושגים
        {data.selected
          ? `; "${data.selected.point.term}" מסומן בשמו, וחמשת שכניו הקרובים בעיגולים גדולים בצבע טורקיז`
          : ''}
        .
      </figcaption>
    </figure>
  );
}

/** Guess first: which of three terms is the farthest from the chosen one; the reveal gives all three. */
function Prediction({ data }: { data: EmbeddingExplorable }) {
  const { question, selected } = data;
  if (!question || !selected) return null;
  return (
    <GuessFirst
      initial={data.guess}
      hidden={<input type="hidden" name="term" value={selected.point.slug} />}
      legend={<>נחשו קודם: איזה מהמושגים האלה הכי רחוק מ"{selected.point.term}"?</>}
      choices={question.choices.map(({ point }) => ({ value: point.slug, label: point.term }))}
      reveal={(guess) => (
        <p className="mt-3 font-bold" data-reveal="embedding">
          {guess === question.answer ? 'צדקתם!' : 'לא בדיוק.'} דמיון הקוסינוס ל"{selected.point.term}":{' '}
          {question.choices.map(({ point, similarity }, index) => (
            <span key={point.slug} data-similarity-of={point.slug} data-value={similarity}>
              {index > 0 ? ', ' : ''}
              {point.term} {formatNumber(similarity, 3)}
            </span>
          ))}
          . ככל שהמספר קטן יותר, ההגדרות חולקות פחות מילים.
        </p>
      )}
    />
  );
}

export function EmbeddingExplorer({ data }: { data: EmbeddingExplorable }) {
  const { selected } = data;
  return (
    <ExplorableFrame
      id="embedding"
      title="מי קרוב למי במילון?"
      intro="כל מושג במילון הפך לווקטור של המילים שבהגדרה שלו (TF-IDF). בחרו מושג וראו אילו מושגים הכי דומים לו, לפי דמיון קוסינוס."
    >
      {data.notes.map((note) => (
        <p key={note} role="status" className="font-medium text-cat-automation">
          {note}
        </p>
      ))}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <Prediction data={data} />
          {selected ? (
            <table className="w-full text-start" data-neighbours={selected.point.slug}>
              <caption className="text-start font-bold">המושגים הקרובים ל"{selected.point.term}"</caption>
              <thead>
                <tr className="border-b border-line text-muted">
                  <th scope="col" className="py-1 text-start">
                    מושג
                  </th>
                  <th scope="col" className="py-1 text-start">
                    דמיון קוסינוס
                  </th>
                </tr>
              </thead>
              <tbody>
                {selected.neighbours.map((entry) => (
                  <tr
                    key={entry.point.slug}
                    className="border-b border-line"
                    data-similarity={entry.similarity}
                    data-term={entry.point.slug}
                  >
                    <th scope="row" className="py-1 text-start font-medium">
                      <Link to={`?term=${entry.point.slug}`} preventScrollReset className="underline">
                        {entry.point.term}
                      </Link>
                    </th>
                    <td className="py-1">{formatNumber(entry.similarity, 3)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <nav aria-label="בחירת מושג">
            <h3 className="mb-2 font-bold">בחרו מושג</h3>
            <ul className="flex flex-wrap gap-2">
              {data.points.map((point) => (
                <li key={point.slug}>
                  <Link
                    to={`?term=${point.slug}`}
                    preventScrollReset
                    aria-current={point.slug === selected?.point.slug ? 'true' : undefined}
                    className={`chip min-h-11 ${point.slug === selected?.point.slug ? 'bg-brand-700 text-white' : ''}`}
                  >
                    {point.term}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <TermMapFigure data={data} />
      </div>
    </ExplorableFrame>
  );
}
