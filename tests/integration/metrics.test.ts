import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerMetrics } from '../../jobs/metrics.ts';
import { createRefreshQueue, createRefreshWorker, refreshNow } from '../../jobs/queue.ts';
import { sources } from '../../jobs/registry.ts';
import { createApp, loadServerBuild } from '../../src/app.ts';
import { createWebMetrics } from '../../src/metrics/web.ts';
import type { PageCache } from '../../src/page-cache/page-cache.ts';
import { ConfigError, loadConfig } from '../../src/platform/config.ts';
import { type MetricsListener, startMetricsListener } from '../../src/platform/metrics/listener.ts';
import { createStore } from '../../src/store/create-store.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';
import { pageCacheSettled } from '../support/page-cache.ts';
import { testConfig, testLogger } from '../unit/sources/helpers.ts';

// Prometheus metrics (docs/operations.md, "Metrics"): on a listener of their own, labelled by route
// pattern, and accepted by `promtool check metrics` (Debian's prometheus package) for the web
// process and the worker alike.

/** `promtool check metrics` on an exposition: its exit status and what it said. */
function promtool(exposition: string) {
  const result = spawnSync('promtool', ['check', 'metrics'], { input: exposition, encoding: 'utf8' });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function scrape(listener: MetricsListener): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

describe('web process metrics', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let listener: MetricsListener;
  let app: Awaited<ReturnType<typeof createApp>>;

  beforeAll(async () => {
    ctx = await buildTestApp({ PAGE_CACHE_DEBUG: '1' });
    const metrics = createWebMetrics(ctx.services);
    app = await createApp({
      services: ctx.services,
      build: await loadServerBuild(),
      metrics,
      pageCacheBytes: 4 << 20,
    });
    listener = await startMetricsListener(metrics.registry, 0, '127.0.0.1', testLogger());
  });
  afterAll(async () => {
    await listener.close();
    await ctx.close();
  });

  it('counts requests by route pattern (never the raw URL), the page cache, renders and sources', async () => {
    const get = (path: string) => request(app).get(path).set('User-Agent', BROWSER_UA);
    await get('/tools/midjourney');
    await pageCacheSettled(app.locals.pageCache as PageCache);
    expect((await get('/tools/midjourney')).headers['x-page-cache']).toBe('HIT');
    await get('/tools/chatgpt?utm_source=x');
    await get('/no-such-page-123');
    await get('/healthz');
    await request(app).get('/api/nothing-here-456');
    const text = await scrape(listener);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/tools\/:toolId",status="200"\} 3/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/healthz"/);
    expect(text).toContain('route="not-found",status="404"');
    expect(text).toContain('route="/api/other",status="404"');
    for (const raw of ['midjourney', 'chatgpt', 'utm_source', 'no-such-page-123', 'nothing-here-456'])
      expect(text).not.toContain(raw);
    expect(text).toMatch(/^page_cache_hits_total 1$/m);
    expect(text).toMatch(/^page_cache_misses_total [1-9]/m);
    expect(text).toMatch(/^page_cache_bytes [1-9]/m);
    expect(text).toMatch(/page_render_duration_seconds_count\{route="\/tools\/:toolId"\} 2/);
    expect(text).toMatch(/content_snapshot_age_seconds\{source="content"\} \d+/);
    expect(text).toMatch(/content_source_last_refresh_success\{source="content"\} 1/);
    // The link check has not run yet: no age, and not counted as a success.
    expect(text).toMatch(/content_source_last_refresh_success\{source="links"\} 0/);
    expect(text).not.toMatch(/content_snapshot_age_seconds\{source="links"\}/);
    expect(text).toMatch(/^rate_limit_store_errors_total 0$/m);
    expect(text).toMatch(/^store_up 1$/m);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('passes promtool check metrics', async () => {
    const result = promtool(await scrape(listener));
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  });

  it('is never served on the public port, and answers nothing but GET /metrics', async () => {
    expect((await request(app).get('/metrics').set('User-Agent', BROWSER_UA)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${listener.port}/`)).status).toBe(404);
  });
});

describe('METRICS_PORT', () => {
  it('is off when unset, and may not be the public port', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
  });
});

describe('worker metrics', () => {
  it('times each refresh by source and outcome, counts the queue by state, and passes promtool', async () => {
    const url = process.env.TEST_REDIS_URL;
    if (!url) throw new Error('TEST_REDIS_URL is not set (tests/global-setup.ts)');
    const config = testConfig({ REDIS_URL: url, REDIS_KEY_PREFIX: `test-${randomUUID()}:` });
    const logger = testLogger();
    const store = await createStore(config, logger, { role: 'worker', reportOutages: false });
    const producer = createRefreshQueue(config, { failFast: false });
    const worker = createRefreshWorker(config, sources, { config, logger, store });
    const listener = await startMetricsListener(
      createWorkerMetrics(worker.workers, [producer.queue, producer.linksQueue]),
      0,
      '127.0.0.1',
      logger,
    );
    try {
      await refreshNow(producer, 'content');
      let text = '';
      const deadline = Date.now() + 20_000;
      while (!/refresh_duration_seconds_count\{source="content",outcome="ok"\} 1/.test(text)) {
        if (Date.now() > deadline) throw new Error(`no refresh observed:\n${text}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        text = await scrape(listener);
      }
      for (const state of ['waiting', 'active', 'delayed', 'failed'])
        expect(text).toMatch(
          new RegExp(`bullmq_queue_jobs\\{queue="source-refresh",state="${state}"\\} \\d+`),
        );
      expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
      const result = promtool(text);
      expect(result.output).toBe('');
      expect(result.status).toBe(0);
    } finally {
      await listener.close();
      await worker.close();
      await producer.close();
      await store.close();
    }
  });
});
