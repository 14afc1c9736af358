// In-process search benchmark (issue: catalogue): one query's latency over 100 tools and 1000 terms
// (goal: p95 under 5 ms), with the index built once per content version.
import { performance } from 'node:perf_hooks';
import { loadContentSeed } from '../jobs/sources/content/fetch.ts';
import { normaliseContent } from '../jobs/sources/content/normalise.ts';
import { buildSearchIndex } from '../src/catalogue/search.ts';
import type { ContentData } from '../src/domain/types.ts';
import { createLogger } from '../src/platform/logger.ts';

function grow<T extends { id: string; slug: string }>(items: T[], count: number): T[] {
  return Array.from({ length: count }, (_, index) => {
    const base = items[index % items.length]!;
    return { ...base, id: `${base.id}-${index}`, slug: `${base.slug}-${index}` };
  });
}

const QUERIES = [
  'תמונה',
  'בתמונות',
  'מודל שפה',
  'טרנספורמר',
  'וִידֵאוֹ',
  'midjourney',
  'Embeddings',
  'הזיות',
  'קוד',
  'טרנספורמרים',
  'מחולל',
];

export async function run(): Promise<string[]> {
  const logger = createLogger({ logLevel: 'silent', isDevelopment: false });
  const seed = normaliseContent(await loadContentSeed(), { logger });
  const content: ContentData = { ...seed, tools: grow(seed.tools, 100), terms: grow(seed.terms, 1000) };
  const buildStart = performance.now();
  const index = buildSearchIndex(content, null);
  const build = performance.now() - buildStart;
  const times: number[] = [];
  for (let round = 0; round < 100; round++) {
    for (const query of QUERIES) {
      const start = performance.now();
      index.search(query);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(3);
  return [
    `search over ${content.tools.length} tools + ${content.terms.length} terms: index built in ${build.toFixed(1)} ms (once per version); ` +
      `query p50 ${at(50)} ms / p95 ${at(95)} ms / p99 ${at(99)} ms over ${times.length} queries (goal p95 < 5 ms)`,
  ];
}
