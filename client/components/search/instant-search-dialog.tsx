import * as Dialog from '@radix-ui/react-dialog';
import { Clock, Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMoment } from '../../../src/domain/podcast/passages.ts';
import type { SearchGroup, SearchHit, SearchResults } from '../../../src/domain/search/results.ts';
import { readLocal, writeLocal } from '../../lib/browser-storage.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { BidiText } from '../bidi-text.tsx';
import { MarkedText, SEARCH_SCOPE } from './search-hits.tsx';

// The instant-search dialog (docs/search.md#instant-search): results as one types (debounced) from
// GET /api/search, grouped by kind; arrows move through them, Enter opens one (or the full results
// page), Esc closes and focus returns where it was. The last five queries are kept in this browser.

const DEBOUNCE_MS = 150;
const PER_GROUP = 5;
const RECENT_KEY = STORAGE_KEYS.recentSearches;
const RECENT_MAX = 5;

function readRecent(): string[] {
  try {
    const value = JSON.parse(readLocal(RECENT_KEY) ?? '[]') as unknown;
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string').slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Keeps the last searches; an empty list removes the key (where storage refuses, nothing is kept). */
function writeRecent(list: string[]) {
  writeLocal(RECENT_KEY, list.length === 0 ? null : JSON.stringify(list));
}

type Answer = { query: string; results: SearchResults | null; failed: boolean };

export function InstantSearchDialog({
  open,
  initial,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  initial: string;
  onOpenChange(open: boolean): void;
  /** The element focused before the dialog opened. */
  returnFocus(): HTMLElement | null;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState(initial);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setQuery(initial);
    setActive(-1);
    setRecent(readRecent());
  }, [open, initial]);

  const trimmed = query.trim();
  useEffect(() => {
    if (!open || !trimmed) {
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(`/api/search?q=${encodeURIComponent(trimmed.slice(0, 200))}&limit=${PER_GROUP}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      })
        .then((response) => (response.ok ? (response.json() as Promise<SearchResults>) : Promise.reject()))
        .then((results) => {
          setAnswer({ query: trimmed, results, failed: false });
          setActive(-1);
        })
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ query: trimmed, results: null, failed: true });
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [open, trimmed]);

  const results = answer?.results ?? null;
  const suggested = results && results.total === 0 ? results.suggestion : undefined;
  const groups: SearchGroup[] = suggested?.groups ?? results?.groups ?? [];
  const hits = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const showRecent = !trimmed && recent.length > 0;

  function remember(text: string) {
    const next = [text, ...readRecent().filter((item) => item !== text)].slice(0, RECENT_MAX);
    writeRecent(next);
  }

  function go(url: string) {
    if (trimmed) remember(trimmed);
    onOpenChange(false);
    void navigate(url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = showRecent ? recent.length : hits.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      // Round and round: past the last back to the first, above the first to the last.
      if (event.key === 'ArrowDown') setActive((current) => (current + 1 >= count ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? count - 1 : current - 1));
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      if (showRecent && active >= 0) {
        setQuery(recent[active]!);
        setActive(-1);
        return;
      }
      const hit = hits[active];
      if (hit) go(hit.url);
      else if (trimmed) go(`/search?q=${encodeURIComponent(trimmed)}`);
    }
  }

  const optionId = (index: number) => `${id}-option-${index}`;
  let index = -1;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--z-dialog) bg-night/60" />
        <Dialog.Content
          dir="rtl"
          className="fixed inset-x-0 top-0 z-(--z-dialog) mx-auto flex max-h-[100dvh] w-full flex-col bg-surface text-ink shadow-xl focus:outline-none sm:top-[8vh] sm:max-h-[80vh] sm:w-[min(92vw,40rem)] sm:rounded-2xl"
          data-instant-search
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // After choosing a result the new page takes focus; after Esc it goes back where it was.
            const target = returnFocus();
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <Dialog.Title className="sr-only">חיפוש באתר</Dialog.Title>
          <Dialog.Description className="sr-only">
            התוצאות מופיעות תוך כדי הקלדה. חיצים למעבר בין התוצאות, Enter לפתיחה, Escape לסגירה.
          </Dialog.Description>
          <div className="flex items-center gap-2 border-b border-line p-3">
            <Search aria-hidden="true" className="size-5 shrink-0 text-muted" />
            <label htmlFor={`${id}-input`} className="sr-only">
              מה מחפשים?
            </label>
            <input
              ref={inputRef}
              id={`${id}-input`}
              type="search"
              role="combobox"
              aria-expanded={showRecent || hits.length > 0}
              aria-controls={`${id}-list`}
              aria-autocomplete="list"
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              maxLength={200}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              placeholder="כלים, מושגים, פרקים"
              className="min-h-11 flex-1 bg-transparent text-body outline-none"
            />
            <Dialog.Close
              className="grid size-11 place-items-center rounded-xl text-muted hover:bg-tint"
              aria-label="סגירת החיפוש"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto p-3">
            {/* The field's hint is short enough for a phone at large text; what it reaches is here. */}
            {!trimmed && !showRecent ? (
              <p className="p-3 text-small text-muted" data-search-scope>
                {`מה אפשר למצוא: ${SEARCH_SCOPE}.`}
              </p>
            ) : null}
            {showRecent ? (
              <>
                <div className="flex items-center justify-between px-2 pb-1">
                  <p id={`${id}-recent`} className="text-small font-bold text-muted">
                    חיפושים אחרונים
                  </p>
                  <button
                    type="button"
                    className="min-h-8 rounded-lg px-2 text-small text-link hover:bg-tint"
                    onClick={() => {
                      writeRecent([]);
                      setRecent([]);
                      inputRef.current?.focus();
                    }}
                  >
                    ניקוי החיפושים האחרונים
                  </button>
                </div>
                <div id={`${id}-list`} role="listbox" aria-labelledby={`${id}-recent`}>
                  {recent.map((item, position) => (
                    <div
                      key={item}
                      id={optionId(position)}
                      role="option"
                      aria-selected={position === active}
                      tabIndex={-1}
                      className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 aria-selected:bg-tint"
                      onClick={() => {
                        setQuery(item);
                        inputRef.current?.focus();
                      }}
                      onKeyDown={() => undefined}
                    >
                      <Clock aria-hidden="true" className="size-4 text-muted" />
                      <BidiText text={item} />
                    </div>
                  ))}
                </div>
              </>
            ) : null}
            {trimmed && answer?.failed ? (
              <p className="p-3 text-muted">החיפוש לא זמין כרגע. נסו שוב בעוד רגע.</p>
            ) : null}
            {trimmed && results && results.total === 0 && !suggested ? (
              <p className="p-3 text-muted" role="status">
                לא נמצאו תוצאות עבור "<BidiText text={answer?.query} />"
              </p>
            ) : null}
            {suggested ? (
              <p className="px-2 pb-2 font-bold" role="status">
                האם התכוונת ל… <BidiText text={suggested.query} />?
              </p>
            ) : null}
            {groups.length > 0 ? (
              <div id={`${id}-list`} role="listbox" aria-label="תוצאות החיפוש">
                {groups.map((group) => (
                  // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox (ARIA combobox), not a form fieldset
                  <div
                    key={group.kind}
                    role="group"
                    aria-label={`${group.label} (${group.count})`}
                    className="mb-3"
                  >
                    <p aria-hidden="true" className="px-2 pb-1 text-small font-bold text-muted">
                      {group.label} <span className="tabular-nums">({group.count})</span>
                    </p>
                    {group.items.map((hit) => {
                      index += 1;
                      const position = index;
                      return (
                        <HitOption
                          key={hit.id}
                          hit={hit}
                          optionId={optionId(position)}
                          selected={position === active}
                          onChoose={() => go(hit.url)}
                        />
                      );
                    })}
                  </div>
                ))}
              </div>
            ) : null}
          </div>
          {trimmed ? (
            <div className="border-t border-line p-3 text-small">
              <button
                type="button"
                className="text-link underline-offset-4 hover:underline"
                onClick={() => go(`/search?q=${encodeURIComponent(trimmed)}`)}
              >
                לכל התוצאות בעמוד החיפוש
              </button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function HitOption({
  hit,
  optionId,
  selected,
  onChoose,
}: {
  hit: SearchHit;
  optionId: string;
  selected: boolean;
  onChoose(): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  return (
    <div
      ref={ref}
      id={optionId}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      data-hit-id={hit.id}
      className="block cursor-pointer rounded-xl px-3 py-2 hover:bg-tint aria-selected:bg-tint aria-selected:outline-2 aria-selected:outline-focus"
      onClick={onChoose}
      onKeyDown={() => undefined}
    >
      <span className="flex flex-wrap items-center gap-x-2 font-bold">
        <BidiText text={hit.episode?.title ?? hit.title} />
        {hit.kind === 'passage' && hit.start !== undefined ? (
          <bdi dir="ltr" className="text-small font-medium text-link-strong tabular-nums" data-moment-time>
            {formatMoment(hit.start)}
          </bdi>
        ) : null}
      </span>
      {hit.snippet ? (
        <span className="line-clamp-2 text-small text-muted">
          <MarkedText text={hit.snippet} marks={hit.marks} />
        </span>
      ) : null}
    </div>
  );
}
