import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sources } from '../../jobs/registry.ts';
import { createApp, loadServerBuild } from '../../src/app.ts';
import type { Snapshot } from '../../src/domain/types.ts';
import type { PageCache } from '../../src/page-cache/page-cache.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createRuntime, type Runtime } from '../../src/runtime.ts';
import { BROWSER_UA, captureLogs, startRefreshWorker } from '../support/app.ts';
import { pageCacheSettled } from '../support/page-cache.ts';
import { until } from '../support/until.ts';

// Several web processes behind one Redis: each keeps its own page cache keyed by the
// snapshot versions it reads from the shared store. They store the same bytes (same ETag, so a
// browser's revalidation works whichever process answers), and a new snapshot version written once
// reaches every process.

const redisUrl = () => {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set (tests/global-setup.ts)');
  return url;
};

const runtimes: Runtime[] = [];
const closers: (() => Promise<void>)[] = [];
const apps: { app: Awaited<ReturnType<typeof createApp>>; pageCache: PageCache }[] = [];

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PUBLIC_SITE_URL: 'http://example.test',
    REDIS_URL: redisUrl(),
    REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
    PAGE_CACHE_MB: '4',
    PAGE_CACHE_DEBUG: '1',
  });
  const build = await loadServerBuild();
  // The worker fills the empty Redis in (as Compose runs one beside the web processes).
  const worker = await startRefreshWorker(config, createLogger(config, captureLogs().stream));
  closers.push(() => worker.close());
  for (let i = 0; i < 2; i++) {
    const runtime = await createRuntime(config, createLogger(config, captureLogs().stream));
    runtimes.push(runtime);
    for (const source of sources.filter((s) => !s.background)) {
      for (let waited = 0; !(await runtime.services.content.usable(source.name)); waited += 100) {
        if (waited > 20_000) throw new Error(`the worker did not fill in the ${source.name} snapshot`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const app = await createApp({ services: runtime.services, build });
    apps.push({ app, pageCache: app.locals.pageCache as PageCache });
  }
});

afterAll(async () => {
  for (const runtime of runtimes) await runtime.close();
  for (const close of closers) await close();
});

async function hit(index: number, path: string) {
  const { app, pageCache } = apps[index]!;
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await request(app).get(path).set('User-Agent', BROWSER_UA);
    if (response.headers['x-page-cache'] === 'HIT') return response;
    await pageCacheSettled(pageCache);
  }
  throw new Error(`process ${index} never answered ${path} from its cache`);
}

describe('page cache with several web processes on one Redis', () => {
  it('each process stores the same document: same ETag, and one process validates the other’s', async () => {
    const first = await hit(0, '/tools/midjourney');
    const second = await hit(1, '/tools/midjourney');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.text).toBe(first.text);
    const revalidated = await request(apps[1]!.app)
      .get('/tools/midjourney')
      .set('User-Agent', BROWSER_UA)
      .set('If-None-Match', first.headers.etag as string);
    expect(revalidated.status).toBe(304);
  });

  it('a snapshot written once makes both processes render the page again', async () => {
    await hit(0, '/tools');
    await hit(1, '/tools');
    const store = runtimes[0]!.services.store;
    const snapshot = (await store.getSnapshot('content')) as Snapshot<'content'>;
    const tools = snapshot.data.tools.map((tool, index) =>
      index === 0 ? { ...tool, name: 'A Tool Renamed On Redis' } : tool,
    );
    await store.putSnapshot({
      ...snapshot,
      data: { ...snapshot.data, tools },
      version: `${snapshot.version}-r`,
    });
    // Versions are read at most every half second: until then each process answers its stored page.
    for (const { app } of apps) {
      let response: request.Response | undefined;
      await until('the new version to be read', async () => {
        response = await request(app).get('/tools').set('User-Agent', BROWSER_UA);
        return response.text.includes('A Tool Renamed On Redis');
      });
      expect(response!.headers['x-page-cache']).toBe('MISS');
    }
  });
});
