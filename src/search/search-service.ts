import { performance } from 'node:perf_hooks';
import { LRUCache } from 'lru-cache';
import type { ContentReader } from '../content/reader.ts';
import type { SearchResults } from '../domain/search/results.ts';
import type { Logger } from '../platform/logger.ts';
import { buildSiteSearchIndex, type SearchOptions, type SiteSearchIndex } from './site-index.ts';

// The site search on AppServices: one index over every source the site shows, built again
// whenever one of their snapshot versions changes and held until then (derived data per version).
// While a new version's index builds, the one held keeps answering; one build runs at a time.
//
// Each index keeps its newest answers (RECENT_ANSWERS, least recently asked dropped first): the
// instant-search dialog asks as one types, so many visitors ask the same prefixes, and an answer is
// the same for everyone until a version changes. A repeated query returns the same frozen object,
// which lets GET /api/search keep that answer's encoded bytes beside it (src/api/search.ts). The
// answers go with their index: a new version starts with none.

export type SearchService = {
  /** The answer for a query; the same (frozen) object while the index and the query stay the same. */
  search(query: string, options?: SearchOptions): Promise<SearchResults>;
};

/** Answers kept per index: a few hundred small objects (a typical answer is 3 KB as JSON). */
export const RECENT_ANSWERS = 256;

type Built = { key: string; index: SiteSearchIndex; answers: LRUCache<string, SearchResults> };

export function createSearchService(content: ContentReader, logger: Logger): SearchService {
  let held: Built | null = null;
  let building: { key: string; done: Promise<Built> } | null = null;

  async function currentIndex(): Promise<Built> {
    // A source that cannot be read is searched without (the page still answers).
    const [catalogue, podcast, videos, code, newsletter] = await Promise.all([
      content.read('content').catch(() => null),
      content.read('podcast').catch(() => null),
      content.read('videos').catch(() => null),
      content.read('code').catch(() => null),
      content.read('newsletter').catch(() => null),
    ]);
    const key = [catalogue, podcast, videos, code, newsletter].map((s) => s?.version ?? '-').join('|');
    if (held?.key === key) return held;
    if (building?.key !== key) {
      const started = performance.now();
      const done = buildSiteSearchIndex({
        content: catalogue?.data ?? null,
        podcast: podcast?.data ?? null,
        videos: videos?.data ?? null,
        code: code?.data ?? null,
        newsletter: newsletter?.data ?? null,
      }).then((index) => {
        logger.info(
          { documents: index.size, ms: Math.round(performance.now() - started), versions: key },
          'search index built',
        );
        const built: Built = { key, index, answers: new LRUCache({ max: RECENT_ANSWERS }) };
        held = built;
        if (building?.done === done) building = null;
        return built;
      });
      building = { key, done };
      done.catch(() => {
        if (building?.done === done) building = null;
      });
    }
    // The previous version answers until the new one is ready; the first build is waited for.
    return held ?? (await building!.done);
  }

  return {
    async search(query, options) {
      const { index, answers } = await currentIndex();
      const key = `${options?.kind ?? ''}\u0000${options?.limit ?? ''}\u0000${query}`;
      let answer = answers.get(key);
      if (!answer) {
        answer = deepFreeze(index.search(query, options));
        answers.set(key, answer);
      }
      return answer;
    },
  };
}

/** Shared between visitors: nobody may change an answer another one will get. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
