import { describe, expect, it } from 'vitest';
import {
  type CachedCodePage,
  CODE_CACHE_KEY,
  CODE_CACHE_TTL_MS,
  clearCodeCache,
  loadCodeCache,
  saveCodeCache,
} from '../../../client/lib/code-cache.ts';

// The browser's copy of the code projects (docs/product.md#code-projects-page:
// a local cache of 10 minutes, the fallback when loading fails), against an in-memory storage and a fixed clock.

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const PAGE: CachedCodePage = {
  user: 'me',
  profileUrl: 'https://github.com/me',
  projects: [
    {
      name: 'a',
      fullName: 'me/a',
      description: '',
      url: 'https://github.com/me/a',
      language: 'Go',
      languageColor: '#00ADD8',
      isAI: false,
      topics: [],
      technologies: [],
      stars: 0,
      forks: 0,
      updatedAt: '2025-03-19T00:00:00Z',
      createdAt: '2025-03-01T00:00:00Z',
      updatedRelative: 'אתמול',
      createdRelative: 'לפני שבועיים',
    },
  ],
  languages: [{ name: 'Go', color: '#00ADD8', count: 1 }],
  lastUpdateDate: '19 במרץ, 2025',
};
const T0 = Date.parse('2025-03-20T12:00:00Z');

describe('the code projects copy in the browser', () => {
  it('gives back what was saved for 10 minutes, then drops it', () => {
    const storage = memoryStorage();
    saveCodeCache({ ...PAGE, ready: true, renderedAt: 'x' } as CachedCodePage, T0, storage);
    expect(loadCodeCache(T0 + CODE_CACHE_TTL_MS - 1, storage)).toEqual({ savedAt: T0, page: PAGE });
    expect(loadCodeCache(T0 + CODE_CACHE_TTL_MS, storage)).toBeNull();
    expect(storage.items.has(CODE_CACHE_KEY)).toBe(false);
  });

  it('drops an unreadable or foreign value instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem(CODE_CACHE_KEY, '{not json');
    expect(loadCodeCache(T0, storage)).toBeNull();
    storage.setItem(CODE_CACHE_KEY, JSON.stringify({ savedAt: T0, page: { projects: 'no' } }));
    expect(loadCodeCache(T0, storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('is removed by clear-cache, and works without storage at all', () => {
    const storage = memoryStorage();
    saveCodeCache(PAGE, T0, storage);
    clearCodeCache(storage);
    expect(loadCodeCache(T0, storage)).toBeNull();
    expect(() => saveCodeCache(PAGE, T0, null)).not.toThrow();
    expect(loadCodeCache(T0, null)).toBeNull();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveCodeCache(PAGE, T0, full)).not.toThrow();
  });
});
