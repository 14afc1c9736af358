import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createRefreshQueue,
  createRefreshWorker,
  refreshNow,
  registerSchedulers,
  schedulerId,
} from '../../jobs/queue.ts';
import { refreshSource } from '../../jobs/refresh.ts';
import { sources } from '../../jobs/registry.ts';
import { contentSource } from '../../jobs/sources/content/index.ts';
import { createContentReader } from '../../src/content/reader.ts';
import { SNAPSHOT_SCHEMA_VERSION, type Snapshot } from '../../src/domain/types.ts';
import { createRuntime } from '../../src/runtime.ts';
import { createRedisStore } from '../../src/store/redis-store.ts';
import { freePort, startRedis } from '../global-setup.ts';
import { startRefreshWorker } from '../support/app.ts';
import { testConfig, testLogger } from '../unit/sources/helpers.ts';

const redisUrl = () => {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set (tests/global-setup.ts)');
  return url;
};

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

function redisConfig(env: Record<string, string> = {}) {
  return testConfig({ REDIS_URL: redisUrl(), REDIS_KEY_PREFIX: `test-${randomUUID()}:`, ...env });
}

function snapshot(version: string): Snapshot<'podcast'> {
  return {
    source: 'podcast',
    schemaVersion: SNAPSHOT_SCHEMA_VERSION,
    mode: 'seed',
    data: { title: `פודקאסט ${version}`, description: '', episodes: [] },
    fetchedAt: new Date().toISOString(),
    version,
  };
}

describe('Redis store', () => {
  it('writes the snapshot whole with its version beside it, under the key prefix', async () => {
    const config = redisConfig();
    const store = createRedisStore({
      url: redisUrl(),
      keyPrefix: config.REDIS_KEY_PREFIX,
      logger: testLogger(),
    });
    cleanups.push(() => store.close());
    await expect.poll(() => store.ping(), { timeout: 10_000, interval: 100 }).toBe(true);
    const written = snapshot('v1');
    await store.putSnapshot(written);
    expect(await store.getVersion('podcast')).toBe('v1');
    expect(await store.getSnapshot('podcast')).toEqual(written);
    expect(await store.getVersion('videos')).toBeNull();

    const raw = new Redis(redisUrl());
    cleanups.push(() => raw.quit());
    expect(await raw.keys(`${config.REDIS_KEY_PREFIX}*`)).toEqual(
      expect.arrayContaining([
        `${config.REDIS_KEY_PREFIX}content:snapshot:podcast`,
        `${config.REDIS_KEY_PREFIX}content:version:podcast`,
      ]),
    );
  });
});

describe('refresh queue', () => {
  it('a scheduled refresh lands in the store', async () => {
    const config = redisConfig();
    const logger = testLogger();
    const store = createRedisStore({ url: redisUrl(), keyPrefix: config.REDIS_KEY_PREFIX, logger });
    const producer = createRefreshQueue(config, { failFast: false });
    const worker = createRefreshWorker(config, [contentSource], { config, logger, store });
    cleanups.push(
      () => store.close(),
      () => producer.close(),
      () => worker.close(),
    );

    await registerSchedulers(producer, [contentSource], config, logger);
    const landed = await vi.waitFor(
      async () => {
        const value = await store.getSnapshot('content');
        expect(value).not.toBeNull();
        return value;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(landed?.data.tools.length).toBeGreaterThanOrEqual(40);
    const status = await store.getStatus('content');
    expect(status).toMatchObject({
      source: 'content',
      mode: 'seed',
      lastError: null,
      version: landed?.version,
    });

    const [scheduler] = await producer.queue.getJobSchedulers();
    expect(scheduler).toMatchObject({
      key: schedulerId('content'),
      every: config.CONTENT_REFRESH_SECONDS * 1000,
    });
  });

  it('refreshNow enqueues a one-off job that the worker runs', async () => {
    const config = redisConfig();
    const logger = testLogger();
    const store = createRedisStore({ url: redisUrl(), keyPrefix: config.REDIS_KEY_PREFIX, logger });
    const producer = createRefreshQueue(config, { failFast: true });
    const worker = createRefreshWorker(config, [contentSource], { config, logger, store });
    cleanups.push(
      () => store.close(),
      () => producer.close(),
      () => worker.close(),
    );
    await producer.queue.waitUntilReady();

    await refreshNow(producer, 'content');
    await expect.poll(() => store.getVersion('content'), { timeout: 10_000, interval: 100 }).not.toBeNull();
    expect(await producer.queue.getJobSchedulers()).toEqual([]);
  });

  it('a worker restart keeps exactly one scheduler per source', async () => {
    const config = redisConfig();
    const logger = testLogger();
    for (let start = 0; start < 3; start += 1) {
      const producer = createRefreshQueue(config, { failFast: false });
      await registerSchedulers(producer, sources, config, logger);
      await producer.close();
    }
    const producer = createRefreshQueue(config, { failFast: false });
    cleanups.push(() => producer.close());
    // The link check's scheduler lives in its own lane's queue.
    const schedulers = [
      ...(await producer.queue.getJobSchedulers()),
      ...(await producer.linksQueue.getJobSchedulers()),
    ];
    expect(schedulers.map((s) => s.key).sort()).toEqual(sources.map((s) => schedulerId(s.name)).sort());
  });

  it('removes the scheduler of a source that is no longer registered', async () => {
    const config = redisConfig();
    const logger = testLogger();
    const producer = createRefreshQueue(config, { failFast: false });
    cleanups.push(() => producer.close());
    await registerSchedulers(producer, sources, config, logger);
    await registerSchedulers(producer, [contentSource], config, logger);
    expect((await producer.queue.getJobSchedulers()).map((s) => s.key)).toEqual([schedulerId('content')]);
  });

  it('a failing job records the error, keeps the last good snapshot and is retried', async () => {
    const config = redisConfig();
    const logger = testLogger();
    const store = createRedisStore({ url: redisUrl(), keyPrefix: config.REDIS_KEY_PREFIX, logger });
    cleanups.push(() => store.close());
    await expect.poll(() => store.ping(), { timeout: 10_000, interval: 100 }).toBe(true);
    expect((await refreshSource(contentSource, { config, logger, store })).ok).toBe(true);
    const good = await store.getSnapshot('content');

    const broken = {
      ...contentSource,
      loadSeed: async () => {
        throw new Error('seed file unreadable');
      },
    } as typeof contentSource;
    const producer = createRefreshQueue(config, { failFast: false });
    const worker = createRefreshWorker(config, [broken], { config, logger, store });
    cleanups.push(
      () => producer.close(),
      () => worker.close(),
    );
    await producer.queue.add(
      'content',
      { source: 'content' },
      { attempts: 2, backoff: { type: 'fixed', delay: 50 } },
    );

    const status = await vi.waitFor(
      async () => {
        const value = await store.getStatus('content');
        expect(value?.lastError?.attempt).toBe(2);
        return value;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(status?.lastError?.message).toContain('seed file unreadable');
    expect(status?.version).toBe(good?.version);
    expect(await store.getSnapshot('content')).toEqual(good);
  });
});

describe('runtime in Redis mode', () => {
  it('has the worker fill in a source that has no snapshot yet, and reports statuses', async () => {
    const config = redisConfig();
    const worker = await startRefreshWorker(config, testLogger());
    cleanups.push(() => worker.close());
    const runtime = await createRuntime(config, testLogger(), { sources: [contentSource] });
    cleanups.push(() => runtime.close());
    expect(runtime.services.store.kind).toBe('redis');
    const filled = await vi.waitFor(
      async () => {
        const snapshot = await runtime.services.content.read('content');
        expect(snapshot).not.toBeNull();
        return snapshot;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(filled?.data.tools.length).toBeGreaterThan(0);
    const [status] = await runtime.services.sourceStatuses();
    expect(status).toMatchObject({ source: 'content', lastError: null, nextRunAt: null });
  });
});

describe('runtime in memory mode', () => {
  it('refreshes every source before serving and schedules the next run', async () => {
    const runtime = await createRuntime(testConfig(), testLogger());
    cleanups.push(() => runtime.close());
    expect(runtime.services.store.kind).toBe('memory');
    for (const source of sources.filter((s) => !s.background))
      expect(await runtime.services.content.read(source.name)).not.toBeNull();
    const statuses = await runtime.services.sourceStatuses();
    expect(statuses).toHaveLength(sources.length);
    for (const status of statuses) expect(Date.parse(status.nextRunAt ?? '')).toBeGreaterThan(Date.now());
    await runtime.services.refreshNow?.('content');
  });
});

describe('when Redis goes away', () => {
  let port: number;
  let server: Awaited<ReturnType<typeof startRedis>> | undefined;
  beforeAll(async () => {
    port = await freePort();
    server = await startRedis(port);
  });
  afterAll(() => {
    server?.kill('SIGKILL');
  });

  it('the reader keeps serving the snapshot it holds, ping answers false fast, and both recover', async () => {
    const logger = testLogger();
    const store = createRedisStore({ url: `redis://127.0.0.1:${port}`, keyPrefix: 'outage:', logger });
    cleanups.push(() => store.close());
    const reader = createContentReader(store, logger);
    await expect.poll(() => store.ping(), { timeout: 10_000, interval: 100 }).toBe(true);
    await store.putSnapshot(snapshot('before'));
    expect((await reader.read('podcast'))?.version).toBe('before');

    server!.kill('SIGKILL');
    await expect.poll(() => store.ping(), { timeout: 10_000, interval: 100 }).toBe(false);
    const started = Date.now();
    expect(await store.ping()).toBe(false);
    expect((await reader.read('podcast'))?.version).toBe('before');
    expect(Date.now() - started).toBeLessThan(1_500);

    server = await startRedis(port);
    await expect.poll(() => store.ping(), { timeout: 15_000, interval: 100 }).toBe(true);
    await store.putSnapshot(snapshot('after'));
    expect((await reader.read('podcast'))?.version).toBe('after');
  }, 30_000);
});
