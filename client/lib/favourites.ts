import { createLocalStore, storedList } from './local-store.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

// Saved terms ('שמור למועדפים', docs/product.md#term-page): a list of term ids in this browser's storage
// (client/lib/local-store.ts: nothing leaves the browser, another tab sees a change).

const FAVOURITES_KEY = STORAGE_KEYS.favouriteTerms;
const MAX_FAVOURITES = 500;

/** Whatever is stored, a list of distinct non-empty ids comes out (a visitor's storage is not trusted). */
export function parseFavourites(raw: string | null): string[] {
  const ids = storedList(raw).filter(
    (id): id is string => typeof id === 'string' && id.trim() !== '' && id.length < 200,
  );
  return [...new Set(ids)].slice(0, MAX_FAVOURITES);
}

/** The list with the id added (at the front) or removed. */
export function toggledFavourites(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [id, ...ids].slice(0, MAX_FAVOURITES);
}

const store = createLocalStore({ key: FAVOURITES_KEY, parse: parseFavourites });

/** Saves or unsaves a term; returns whether it is saved now, or null when storage refused the write. */
export function toggleFavourite(id: string): boolean | null {
  const next = toggledFavourites(store.read(), id);
  return store.write(next) ? next.includes(id) : null;
}

/**
 * The saved ids; null while rendering on the server and during hydration (storage is only known in
 * the browser), so server and first client render agree.
 */
export function useFavourites(): string[] | null {
  return store.useValue(null);
}
