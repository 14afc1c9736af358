import { startTransition, useEffect, useState } from 'react';
import { STORAGE_PREFIXES } from './storage-keys.ts';
import { useHydrated } from './use-hydrated.ts';

// What is new since the visitor's last visit (docs/product.md#site-wide-widgets, decision 0051): a
// list (the podcast's episodes, the newsletter's issues, the videos) remembers in this browser the
// newest item it has shown, and on a later visit marks what came after it. The mark holds for the
// whole visit (the browser session: reloads and going back keep it) and is gone on the next. Nothing
// leaves the browser.

/** The two storages this needs, as the browser's or a test's. */
export type VisitStorage = {
  local: Pick<Storage, 'getItem' | 'setItem'>;
  session: Pick<Storage, 'getItem' | 'setItem'>;
};

/** The newest item's time the list showed this browser (ms since the epoch, as text). */
export function seenUpToKey(list: string): string {
  return `${STORAGE_PREFIXES.seenUpTo}${list}`;
}

/** That time as it stood when this visit began, kept for the rest of the visit ('' on a first visit). */
export function seenBeforeVisitKey(list: string): string {
  return `${STORAGE_PREFIXES.seenBeforeVisit}${list}`;
}

/** The newest of some ISO dates, in ms; null when none parses. */
export function newestTime(dates: readonly (string | null | undefined)[]): number | null {
  let newest: number | null = null;
  for (const date of dates) {
    const time = date ? Date.parse(date) : Number.NaN;
    if (Number.isFinite(time) && (newest === null || time > newest)) newest = time;
  }
  return newest;
}

function storedTime(value: string | null): number | null {
  if (value === null || value === '') return null;
  const time = Number(value);
  return Number.isFinite(time) ? time : null;
}

/**
 * The time before which `list`'s items are not new to this visit, or null when none is (a first
 * visit, or storage refused); and the list, having shown items up to `newest`, remembers that for the
 * next visit. Storage that is blocked or full makes nothing new, never an error.
 */
export function seenBeforeThisVisit(
  list: string,
  newest: number | null,
  storage: VisitStorage,
): number | null {
  try {
    const upTo = storedTime(storage.local.getItem(seenUpToKey(list)));
    let before = storage.session.getItem(seenBeforeVisitKey(list));
    if (before === null) {
      before = upTo === null ? '' : String(upTo);
      storage.session.setItem(seenBeforeVisitKey(list), before);
    }
    if (newest !== null && (upTo === null || newest > upTo))
      storage.local.setItem(seenUpToKey(list), String(newest));
    return storedTime(before);
  } catch {
    return null;
  }
}

/** Whether an item dated `date` is new since the time `seenBefore` gives. */
export function isNewSince(date: string | null | undefined, seenBefore: number | null): boolean {
  if (seenBefore === null || !date) return false;
  const time = Date.parse(date);
  return Number.isFinite(time) && time > seenBefore;
}

function browserStorage(): VisitStorage {
  return { local: window.localStorage, session: window.sessionStorage };
}

/**
 * For a list on the page: the time before which its items are not new, once the page has hydrated
 * (the server cannot know it: the cached page stays one for everyone, and the marks come in a
 * transition, decision 0011); null until then, without script, and when nothing is new.
 */
export function useSeenBeforeThisVisit(
  list: string,
  dates: readonly (string | null | undefined)[],
): number | null {
  const hydrated = useHydrated();
  const newest = newestTime(dates);
  const [seenBefore, setSeenBefore] = useState<number | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    let storage: VisitStorage;
    try {
      storage = browserStorage();
    } catch {
      return; // storage refused outright: nothing is new
    }
    const before = seenBeforeThisVisit(list, newest, storage);
    startTransition(() => setSeenBefore(before));
  }, [hydrated, list, newest]);
  return seenBefore;
}
