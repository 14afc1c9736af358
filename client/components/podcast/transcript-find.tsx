import { ChevronDown, ChevronUp, Search } from 'lucide-react';
import { type KeyboardEvent, useId } from 'react';

// The transcript's search field (docs/search.md#find-in-the-transcript): the state lives in the
// transcript, which marks the matches; this is the field, the count and the two buttons. Rendered
// only once hydrated: without JavaScript there is nothing to search with, and the transcript reads
// as text.

/** 'n מתוך m' with its numbers as Latin digits, isolated from the Hebrew around them. */
function Count({ current, total }: { current: number; total: number }) {
  return (
    <>
      <bdi dir="ltr" className="tabular-nums">
        {current}
      </bdi>{' '}
      מתוך{' '}
      <bdi dir="ltr" className="tabular-nums">
        {total}
      </bdi>
    </>
  );
}

export function TranscriptFind({
  query,
  onQuery,
  total,
  current,
  onMove,
}: {
  query: string;
  onQuery: (query: string) => void;
  /** How many matches; `current` is the index of the current one (0-based). */
  total: number;
  current: number;
  /** +1 for the next match, -1 for the previous (round and round). */
  onMove: (step: 1 | -1) => void;
}) {
  const id = useId();
  const searching = query.trim().length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter would submit nothing (no form) – it moves, as in a browser's find bar.
    event.preventDefault();
    if (total > 0) onMove(event.shiftKey ? -1 : 1);
  };
  return (
    <div
      className="sticky top-16 z-10 mt-4 flex flex-wrap items-center gap-2 rounded-xl border border-line bg-surface p-2"
      data-testid="transcript-find"
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        חיפוש בתמליל
      </label>
      <span className="relative basis-full sm:basis-0 sm:flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-2 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={`${id}-input`}
          type="search"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="חיפוש בתמליל"
          autoComplete="off"
          aria-describedby={`${id}-count`}
          className="min-h-10 w-full rounded-lg border border-line bg-surface ps-8 pe-2 text-ellipsis"
        />
      </span>
      <span
        id={`${id}-count`}
        className="min-w-16 flex-1 text-small text-muted sm:flex-none"
        data-testid="transcript-find-count"
      >
        {searching ? total > 0 ? <Count current={current + 1} total={total} /> : 'אין התאמות' : null}
      </span>
      <button
        type="button"
        className="btn btn-secondary min-h-10 px-2"
        onClick={() => onMove(-1)}
        disabled={total === 0}
        aria-label="ההתאמה הקודמת"
        title="ההתאמה הקודמת (Shift+Enter)"
      >
        <ChevronUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className="btn btn-secondary min-h-10 px-2"
        onClick={() => onMove(1)}
        disabled={total === 0}
        aria-label="ההתאמה הבאה"
        title="ההתאמה הבאה (Enter)"
      >
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {/* The polite announcement: the count once typing settles, and each move. */}
      <p className="sr-only" role="status" aria-live="polite">
        {searching ? (total > 0 ? `התאמה ${current + 1} מתוך ${total} בתמליל` : 'אין התאמות בתמליל') : ''}
      </p>
    </div>
  );
}
