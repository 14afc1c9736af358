import type { CodeProject } from '../../src/domain/portfolio/code.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

// The browser's cached copy of the code projects (docs/product.md#code-projects-page: a
// local cache of 10 minutes, the fallback when loading fails). Saved after every good load; shown only
// when the server has no projects to give or a refresh fails; dropped by the clear-cache button.

export const CODE_CACHE_KEY = STORAGE_KEYS.codeProjects;
export const CODE_CACHE_TTL_MS = 10 * 60 * 1000;

/** What the page needs to show the projects again. */
export type CachedCodePage = {
  user: string;
  profileUrl: string;
  projects: CodeProject[];
  languages: { name: string; color: string; count: number }[];
  lastUpdateDate: string;
};

export type CachedCode = { savedAt: number; page: CachedCodePage };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function saveCodeCache(
  page: CachedCodePage,
  now: number = Date.now(),
  storage: StorageLike | null = browserStorage(),
): void {
  try {
    const { user, profileUrl, projects, languages, lastUpdateDate } = page;
    storage?.setItem(
      CODE_CACHE_KEY,
      JSON.stringify({ savedAt: now, page: { user, profileUrl, projects, languages, lastUpdateDate } }),
    );
  } catch {
    // Storage full or unavailable (private mode): the page works without the copy.
  }
}

function isCached(value: unknown): value is CachedCode {
  const cached = value as CachedCode | null;
  return (
    typeof cached?.savedAt === 'number' &&
    typeof cached.page?.profileUrl === 'string' &&
    Array.isArray(cached.page.projects) &&
    Array.isArray(cached.page.languages) &&
    cached.page.projects.every(
      (project) => typeof project?.name === 'string' && typeof project.url === 'string',
    )
  );
}

/** The saved copy if it is younger than 10 minutes; an expired or unreadable one is removed. */
export function loadCodeCache(
  now: number = Date.now(),
  storage: StorageLike | null = browserStorage(),
): CachedCode | null {
  try {
    const text = storage?.getItem(CODE_CACHE_KEY);
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    if (isCached(parsed) && now - parsed.savedAt >= 0 && now - parsed.savedAt < CODE_CACHE_TTL_MS)
      return parsed;
    storage?.removeItem(CODE_CACHE_KEY);
    return null;
  } catch {
    try {
      storage?.removeItem(CODE_CACHE_KEY);
    } catch {
      // Nothing more to do.
    }
    return null;
  }
}

export function clearCodeCache(storage: StorageLike | null = browserStorage()): void {
  try {
    storage?.removeItem(CODE_CACHE_KEY);
  } catch {
    // Storage unavailable: there is no copy either.
  }
}
