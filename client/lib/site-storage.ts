import { STORAGE_KEYS, STORAGE_PREFIXES } from './storage-keys.ts';

// What this site keeps in the visitor's browser, counted and erased for the privacy page
// (docs/product.md#other-pages). Only this site's keys (client/lib/storage-keys.ts) are touched, in
// localStorage and sessionStorage, and the offline worker's two caches of pages and assets.

/** The offline worker's caches (public/sw.js names them pages-<version> and assets-<version>). */
const WORKER_CACHE = /^(?:pages|assets)-/;

/** Whether a storage key is one of this site's. */
export function isSiteKey(key: string): boolean {
  return (
    (Object.values(STORAGE_KEYS) as string[]).includes(key) ||
    Object.values(STORAGE_PREFIXES).some((prefix) => key.startsWith(prefix))
  );
}

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

function storages(): KeyedStorage[] {
  const found: KeyedStorage[] = [];
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      found.push(window[area]);
    } catch {
      // Blocked by the browser: nothing is kept there.
    }
  }
  return found;
}

function siteKeys(storage: KeyedStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null && isSiteKey(key)) keys.push(key);
  }
  return keys;
}

/**
 * The things the privacy page lists, each with the names it is kept under in storage, or in the
 * offline worker's caches (the erase's one-reload mark is none of them: it lives for one reload).
 */
export const STORED_THINGS = {
  accessibility: { keys: ['accessibility'] },
  cookies: { keys: ['cookieConsent', 'cookiePreferences'] },
  saved: { keys: ['favouriteTerms', 'compareTools'] },
  searches: { keys: ['recentSearches'] },
  podcast: { prefixes: ['podcastPosition', 'podcastFinished'] },
  seen: { prefixes: ['seenUpTo', 'seenBeforeVisit'] },
  code: { keys: ['codeProjects'] },
  scroll: { keys: ['scrollPositions'] },
  offline: { caches: true },
  admin: { keys: ['adminFlag', 'adminToken'] },
} satisfies Record<
  string,
  { keys?: (keyof typeof STORAGE_KEYS)[]; prefixes?: (keyof typeof STORAGE_PREFIXES)[]; caches?: true }
>;

export type StoredThing = keyof typeof STORED_THINGS;

/** Which of the things this browser's storage holds now (the offline copies: `offlineCopiesKept`). */
export function thingsStored(): Set<StoredThing> {
  const keys = storages().flatMap(siteKeys);
  const found = new Set<StoredThing>();
  for (const [thing, where] of Object.entries(STORED_THINGS) as [
    StoredThing,
    (typeof STORED_THINGS)[StoredThing],
  ][]) {
    const names = ('keys' in where ? where.keys : []).map((name) => STORAGE_KEYS[name] as string);
    const prefixes = ('prefixes' in where ? where.prefixes : []).map(
      (name) => STORAGE_PREFIXES[name] as string,
    );
    if (keys.some((key) => names.includes(key) || prefixes.some((prefix) => key.startsWith(prefix))))
      found.add(thing);
  }
  return found;
}

/** Whether the offline worker keeps copies of pages or assets; false where the browser has no caches. */
export async function offlineCopiesKept(): Promise<boolean> {
  if (!('caches' in window)) return false;
  try {
    return (await caches.keys()).some((name) => WORKER_CACHE.test(name));
  } catch {
    return false;
  }
}

/** How many values this site keeps in the browser's storage now. */
export function countSiteValues(): number {
  return storages().reduce((count, storage) => count + siteKeys(storage).length, 0);
}

/**
 * Removes every value this site keeps in the browser's storage and the offline worker's copies of
 * pages and assets (the worker itself stays: it holds nothing of the visitor's). Throws where the
 * browser refuses.
 */
export async function eraseSiteStorage(): Promise<void> {
  for (const storage of storages()) for (const key of siteKeys(storage)) storage.removeItem(key);
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => WORKER_CACHE.test(name)).map((name) => caches.delete(name)));
  }
}

/** Marks, for the reload that follows an erase, that it happened. */
export function noteErased(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.storageErased, '1');
  } catch {
    // The confirmation is then not shown; the erase itself happened.
  }
}

/**
 * Whether the page was just reloaded after an erase; the mark is removed as it is read, and so is the
 * scroll position React Router saved as the erase's own reload left the page (read back by now).
 */
export function takeErasedNote(): boolean {
  try {
    const erased = window.sessionStorage.getItem(STORAGE_KEYS.storageErased) === '1';
    if (erased) {
      window.sessionStorage.removeItem(STORAGE_KEYS.storageErased);
      window.sessionStorage.removeItem(STORAGE_KEYS.scrollPositions);
    }
    return erased;
  } catch {
    return false;
  }
}
