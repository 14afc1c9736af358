import { ArrowLeft, Clock } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoment } from '../../../src/domain/podcast/passages.ts';
import type { SearchGroup, SearchHit } from '../../../src/domain/search/results.ts';
import { type BidiPiece, bidiRuns } from '../../lib/bidi.ts';
import { BidiText, KeptPieces } from '../bidi-text.tsx';

// One search hit and the groups of hits: the /search page and the instant-search dialog show the
// same thing. The words the query matched are marked (<mark>); a transcript passage shows its
// episode and its time, isolated as Latin digits.

/** What the site search reaches, in the search page's lead and the empty instant-search dialog. */
export const SEARCH_SCOPE = 'כלים, מונחים, מדריכים, פרקי פודקאסט ומה שנאמר בהם, ניוזלטר, סרטונים וקוד';

/**
 * `text` with the spans of `marks` in <mark>. The Latin runs are resolved over the whole text first
 * (a mark must not cut '(--ar, --stylize)' into runs that each read alone), then each run is
 * isolated as BidiText does, with its marked pieces inside. The mark at index `current` (a find's
 * current match) is outlined and carries `data-find-current`.
 */
export function MarkedText({
  text,
  marks,
  current = -1,
}: {
  text: string;
  marks: readonly [number, number][];
  current?: number;
}) {
  const spans: { start: number; end: number; mark: number }[] = [];
  let at = 0;
  marks.forEach(([start, end], mark) => {
    if (start < at || end > text.length) return;
    spans.push({ start, end, mark });
    at = end;
  });
  // The marked and unmarked pieces of [from, to).
  const piecesOf = (from: number, to: number, key: string) => {
    const out: ReactNode[] = [];
    let cursor = from;
    for (const span of spans) {
      const start = Math.max(span.start, from);
      const end = Math.min(span.end, to);
      if (end <= start) continue;
      if (start > cursor) out.push(text.slice(cursor, start));
      out.push(
        <mark
          key={`${key}-${span.mark}`}
          className="rounded-sm bg-cat-automation-bg px-0.5 text-ink data-find-current:outline-2 data-find-current:outline-focus"
          data-find-current={span.mark === current ? '' : undefined}
        >
          {text.slice(start, end)}
        </mark>,
      );
      cursor = end;
    }
    if (cursor < to) out.push(text.slice(cursor, to));
    return out;
  };
  // As BidiText, from the same runs: number ranges stay on one line, a Latin run's parameters and
  // hyphenated names never break at a hyphen, and a Hebrew prefix stays with its run ('ה-AI', 0044).
  const piecesFrom = (from: number, pieces: readonly BidiPiece[], key: string) => (
    <KeptPieces
      pieces={pieces}
      content={(start, end, piece) => piecesOf(from + start, from + end, `${key}-${piece}`)}
    />
  );
  const out = bidiRuns(text).map((run) => {
    const key = String(run.from);
    const drawn = piecesFrom(run.from, run.pieces, key);
    if (!run.latin) return <Fragment key={key}>{drawn}</Fragment>;
    if (!run.prefix) {
      return (
        <bdi key={key} dir="ltr">
          {drawn}
        </bdi>
      );
    }
    return (
      <span key={key} className="whitespace-nowrap">
        {piecesOf(run.from - run.prefix.length, run.from, `${key}-prefix`)}
        <bdi dir="ltr" className="whitespace-normal">
          {drawn}
        </bdi>
      </span>
    );
  });
  return <>{out}</>;
}

/** A passage's time as the hit shows it: Latin digits, isolated from the Hebrew around them. */
function MomentTime({ seconds }: { seconds: number }) {
  return (
    <bdi dir="ltr" className="tabular-nums" data-moment-time>
      {formatMoment(seconds)}
    </bdi>
  );
}

function HitBody({ hit }: { hit: SearchHit }) {
  if (hit.kind === 'passage' && hit.episode) {
    return (
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 font-bold" data-result-title>
          <BidiText text={hit.episode.title} />
          <span className="inline-flex items-center gap-1 text-small font-medium text-link-strong">
            <Clock aria-hidden="true" className="size-4" />
            <MomentTime seconds={hit.start ?? 0} />
          </span>
        </span>
        <span className="line-clamp-3 text-small text-ink-soft" data-snippet>
          <MarkedText text={hit.snippet} marks={hit.marks} />
        </span>
      </span>
    );
  }
  return (
    <span className="min-w-0 flex-1">
      <span className="block font-bold" data-result-title>
        {/* A code project's name is its repository's ('rag-hebrew-docs'): one left-to-right name that
            may wrap at its hyphens where the column is narrow, as on its portfolio card. */}
        {hit.kind === 'code' ? <bdi dir="ltr">{hit.title}</bdi> : <BidiText text={hit.title} />}
      </span>
      {hit.snippet ? (
        <span className="line-clamp-2 text-small text-muted" data-snippet>
          <MarkedText text={hit.snippet} marks={hit.marks} />
        </span>
      ) : null}
    </span>
  );
}

export function SearchGroups({ groups, idPrefix }: { groups: readonly SearchGroup[]; idPrefix: string }) {
  return (
    <div className="flex flex-col gap-10">
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`${idPrefix}-${group.kind}`} data-kind={group.kind}>
          <h2
            id={`${idPrefix}-${group.kind}`}
            className="mb-4 flex items-center gap-2 text-heading font-bold"
          >
            {group.label}
            <span className="chip bg-tint text-link-strong" data-count>
              {group.count}
            </span>
          </h2>
          <ul className="flex flex-col gap-3">
            {group.items.map((hit) => (
              <li key={hit.id}>
                <Link
                  to={hit.url}
                  prefetch="intent"
                  className="card card-link flex items-center gap-4 p-4"
                  data-hit-id={hit.id}
                >
                  <HitBody hit={hit} />
                  <ArrowLeft aria-hidden="true" className="size-5 shrink-0 text-link" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
