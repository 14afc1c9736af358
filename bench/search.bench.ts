// In-process site-search benchmark (docs/search.md): the index is built once per set of snapshot
// versions, so its build time and the memory it holds are paid per version; queries are paid per
// request (GET /api/search, the /search page). Two sizes: the seed as shipped, and a grown
// catalogue (100 tools, 1000 terms, 50 episodes each with a 45-minute transcript).
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { loadContentSeed } from '../jobs/sources/content/fetch.ts';
import { normaliseContent } from '../jobs/sources/content/normalise.ts';
import { podcastSource } from '../jobs/sources/podcast/index.ts';
import type { PodcastData, TranscriptCue } from '../src/domain/types.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import type { SearchSources } from '../src/search/documents.ts';
import { buildSiteSearchIndex } from '../src/search/site-index.ts';

function grow<T extends { id: string; slug: string }>(items: T[], count: number): T[] {
  return Array.from({ length: count }, (_, index) => {
    const base = items[index % items.length]!;
    return { ...base, id: `${base.id}-${index}`, slug: `${base.slug}-${index}` };
  });
}

/** 50 episodes, each with a 45-minute transcript made of the seed's cues repeated (6 s each). */
function grownPodcast(seed: PodcastData): PodcastData {
  const lines = seed.episodes.flatMap((episode) => episode.transcript?.cues ?? []).map((cue) => cue.text);
  const cues: TranscriptCue[] = Array.from({ length: 450 }, (_, index) => ({
    start: index * 6,
    end: index * 6 + 5.5,
    text: lines[index % lines.length]!,
  }));
  return {
    ...seed,
    episodes: Array.from({ length: 50 }, (_, index) => {
      const base = seed.episodes[index % seed.episodes.length]!;
      return {
        ...base,
        id: `${base.id}-${index}`,
        slug: `${base.slug}-${index}`,
        transcript: { format: 'vtt', cues },
      };
    }),
  };
}

const QUERIES = [
  'מודל שפה',
  'תמונות',
  'בתמונות',
  'סוכנים',
  'קלוד',
  "ג'מיני",
  'midjourney',
  'הזיות',
  'nusk',
  'טרנספורמרים',
];

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

async function measure(name: string, sources: SearchSources): Promise<string> {
  gc();
  const before = process.memoryUsage().heapUsed;
  const buildStart = performance.now();
  const index = await buildSiteSearchIndex(sources);
  const build = performance.now() - buildStart;
  gc();
  const heldMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
  const times: number[] = [];
  for (let round = 0; round < 50; round++) {
    for (const query of QUERIES) {
      const start = performance.now();
      index.search(query);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(2);
  return (
    `site search, ${name}: ${index.size} documents; index built in ${build.toFixed(0)} ms and holding ${heldMb.toFixed(1)} MB of heap (once per snapshot version); ` +
    `query p50 ${at(50)} ms / p95 ${at(95)} ms / p99 ${at(99)} ms over ${times.length} queries`
  );
}

export async function run(): Promise<string[]> {
  const logger = createLogger({ logLevel: 'silent', isDevelopment: false });
  const context = { config: loadConfig({}), logger, attempt: 1, signal: new AbortController().signal };
  const content = normaliseContent(await loadContentSeed(), { logger });
  const podcast = await podcastSource.normalise(await podcastSource.loadSeed(context), context);
  const grown = { ...content, tools: grow(content.tools, 100), terms: grow(content.terms, 1000) };
  return [
    await measure('the seed', { content, podcast }),
    await measure('grown (100 tools, 1000 terms, 50 episodes × 45 min)', {
      content: grown,
      podcast: grownPodcast(podcast),
    }),
  ];
}

if (import.meta.main) for (const line of await run()) console.log(line);
