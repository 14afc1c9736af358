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

/** What this site keeps in the browser now: how many storage values, and which of the listed things. */
export type SiteStorage = { count: number; things: Set<StoredThing> };

/**
 * Reads the storage once for the privacy page's count and marks, and asks the browser's caches
 * whether the offline worker keeps copies (then 'offline' is among the things; it is no value).
 */
export async function readSiteStorage(): Promise<SiteStorage> {
  const keys = storages().flatMap(siteKeys);
  const things = new Set<StoredThing>();
  for (const [thing, where] of Object.entries(STORED_THINGS) as [
    StoredThing,
    (typeof STORED_THINGS)[StoredThing],
  ][]) {
    const names = ('keys' in where ? where.keys : []).map((name) => STORAGE_KEYS[name] as string);
    const prefixes = ('prefixes' in where ? where.prefixes : []).map(
      (name) => STORAGE_PREFIXES[name] as string,
    );
    if (keys.some((key) => names.includes(key) || prefixes.some((prefix) => key.startsWith(prefix))))
      things.add(thing);
  }
  if (await offlineCopiesKept()) things.add('offline');
  return { count: keys.length, things };
}

/** Whether the offline worker keeps copies of pages or assets; false where the browser has no caches. */
async function offlineCopiesKept(): Promise<boolean> {
  if (!('caches' in window)) return false;
  try {
    return (await caches.keys()).some((name) => WORKER_CACHE.test(name));
  } catch {
    return false;
  }
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
