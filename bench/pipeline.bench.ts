// In-process pipeline benchmarks (issue: content pipeline): normalising 1000 terms and 100 tools
// (goal: under 200 ms), and a loader reading a snapshot from Redis once per version, then from memory.
import { performance } from 'node:perf_hooks';
import { loadContentSeed } from '../jobs/sources/content/fetch.ts';
import { normaliseContent } from '../jobs/sources/content/normalise.ts';
import type { ContentRaw } from '../jobs/sources/content/schema.ts';
import { createContentReader } from '../src/content/reader.ts';
import { SNAPSHOT_SCHEMA_VERSION } from '../src/domain/types.ts';
import { createLogger } from '../src/platform/logger.ts';
import { createRedisStore } from '../src/store/redis-store.ts';
import { freePort, startRedis } from '../tests/global-setup.ts';
import { percentile } from './lib/stats.ts';

type Item = { sys: { id: string }; fields: Record<string, unknown> };

/** The seed, with its terms and tools repeated under fresh ids up to the wanted counts. */
function scaled(raw: ContentRaw, terms: number, tools: number): ContentRaw {
  const grow = (collection: ContentRaw[keyof ContentRaw], count: number) => {
    const source = collection.items as unknown as Item[];
    const items = Array.from({ length: count }, (_, index) => {
      const base = source[index % source.length]!;
      return {
        ...base,
        sys: { ...base.sys, id: `${base.sys.id}-${index}` },
        fields: { ...base.fields, slug: `${String(base.fields.slug ?? base.sys.id)}-${index}` },
      };
    });
    return { ...collection, items, total: count, limit: count } as unknown as typeof collection;
  };
  return { ...raw, term: grow(raw.term, terms), tool: grow(raw.tool, tools) };
}

const ms = (value: number) => `${value.toFixed(3)} ms`;

export async function run(): Promise<string[]> {
  const logger = createLogger({ logLevel: 'silent', isDevelopment: false });
  const raw = scaled(await loadContentSeed(), 1000, 100);
  const normaliseTimes: number[] = [];
  let data = normaliseContent(raw, { logger });
  for (let i = 0; i < 15; i++) {
    const start = performance.now();
    data = normaliseContent(raw, { logger });
    normaliseTimes.push(performance.now() - start);
  }
  const lines = [
    '',
    `normalise ${data.terms.length} terms + ${data.tools.length} tools: p50 ${ms(percentile(normaliseTimes, 50))}, max ${ms(Math.max(...normaliseTimes))} (goal < 200 ms)`,
  ];

  const port = await freePort();
  const redis = await startRedis(port);
  try {
    const store = createRedisStore({ url: `redis://127.0.0.1:${port}`, keyPrefix: 'bench:', logger });
    while (!(await store.ping())) await new Promise((resolve) => setTimeout(resolve, 50));
    await store.putSnapshot({
      source: 'content',
      schemaVersion: SNAPSHOT_SCHEMA_VERSION,
      mode: 'seed',
      data,
      fetchedAt: new Date().toISOString(),
      version: 'v1',
    });
    const reader = createContentReader(store, logger);
    const coldStart = performance.now();
    await reader.read('content');
    const cold = performance.now() - coldStart;
    const warm: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const start = performance.now();
      await reader.read('content');
      warm.push(performance.now() - start);
    }
    await store.putSnapshot({
      source: 'content',
      schemaVersion: SNAPSHOT_SCHEMA_VERSION,
      mode: 'seed',
      data,
      fetchedAt: new Date().toISOString(),
      version: 'v2',
    });
    const changedStart = performance.now();
    await reader.read('content');
    const changed = performance.now() - changedStart;
    lines.push(
      `loader read from Redis (${(JSON.stringify(data).length / 1024).toFixed(0)} KB snapshot): first read ${ms(cold)}, ` +
        `same version p50 ${ms(percentile(warm, 50))} / p95 ${ms(percentile(warm, 95))} (version check only), after a new version ${ms(changed)}`,
    );
    await store.close();
  } finally {
    redis.kill('SIGTERM');
  }
  return lines;
}
