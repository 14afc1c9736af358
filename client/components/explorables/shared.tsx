import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

// Pieces every explorable shares: its frame, a polite live region, the URL kept in step with the
// reader's set-up without a navigation (no loader round trip per slider step), and a bar chart's row.

/** How often the live region may speak: a slider dragged across its range says one thing, not twenty. */
const ANNOUNCE_EVERY_MS = 1000;

/**
 * A polite live region and the function that speaks through it, throttled: the latest message waits
 * until a second has passed since the last one.
 */
export function useAnnouncer(): [ReactNode, (message: string) => void] {
  const [message, setMessage] = useState('');
  const last = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef('');
  useEffect(() => () => clearTimeout(pending.current), []);
  const announce = useCallback((next: string) => {
    latest.current = next;
    if (pending.current !== undefined) return;
    const wait = Math.max(0, last.current + ANNOUNCE_EVERY_MS - Date.now());
    pending.current = setTimeout(() => {
      pending.current = undefined;
      last.current = Date.now();
      setMessage(latest.current);
    }, wait);
  }, []);
  const region = (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-live-region="">
      {message}
    </p>
  );
  return [region, announce];
}

/**
 * Puts the set-up in the address bar (replacing the entry: a slider's every step is not a page to go
 * back to), so a copied link restores it. React Router leaves such a same-page replacement alone.
 */
export function replaceQuery(values: Record<string, string | null>) {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(values)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export function ExplorableFrame({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="card flex flex-col gap-5 p-4 sm:p-6"
      data-explorable={id}
    >
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-extrabold">
          {title}
        </h2>
        <p className="mt-1 max-w-3xl text-ink-soft">{intro}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * One row of a bar chart drawn for the eye beside its table: a label, a bar in a track of its own
 * and the figure. The label takes at most 40 % of the row and the figure never shrinks: at 360 px
 * and 150 % text a fixed 7rem word, the bar and '15.1%' were wider than their card.
 */
export function BarRow({
  label,
  fraction,
  figure,
  dir,
}: {
  label: ReactNode;
  /** The bar's length as a share of the track, 0–1. */
  fraction: number;
  figure: ReactNode;
  dir?: 'ltr';
}) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className="max-w-[40%] min-w-0 shrink-0 basis-28 truncate" dir={dir}>
        {label}
      </span>
      <span className="min-w-0 flex-1">
        <span
          className="block h-4 rounded bg-brand-600 motion-safe:transition-[width]"
          style={{ width: `${fraction * 100}%` }}
        />
      </span>
      <span className="shrink-0">{figure}</span>
    </div>
  );
}

/** Hebrew-style number: up to `digits` decimals, no trailing zeros. */
export function formatNumber(value: number, digits = 2): string {
  return String(Number(value.toFixed(digits)));
}

export function percent(value: number): string {
  return `${formatNumber(value * 100, 1)}%`;
}
