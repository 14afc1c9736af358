import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessScheduler } from '../../jobs/in-process.ts';
import { createRefreshQueue, createRefreshWorker, type RefreshQueue } from '../../jobs/queue.ts';
import { REFRESH_ATTEMPTS } from '../../jobs/retry-policy.ts';
import { clientParams } from '../../jobs/sources/content/fetch.ts';
import { podcastSource } from '../../jobs/sources/podcast/index.ts';
import { createMemoryStore } from '../../src/store/memory-store.ts';
import { createRedisStore } from '../../src/store/redis-store.ts';
import { type FakePodcast, startFakePodcast } from '../fakes/podcast.ts';
import { testConfig, testLogger } from '../unit/sources/helpers.ts';

// A failure retrying cannot fix (404, 401, validation) ends the refresh
// after one call; 5xx, 429 and network errors are retried, and the SDK, the HTTP helper and the job
// together make at most 3 calls per upstream request. BullMQ and the in-process scheduler alike.

let fake: FakePodcast;
beforeAll(async () => {
  fake = await startFakePodcast();
});
afterAll(() => fake.close());

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

type Case = {
  name: string;
  mode: Parameters<FakePodcast['setMode']>[0];
  path: string;
  calls: number;
  ok: boolean;
};
const CASES: Case[] = [
  { name: 'a 404 (a wrong feed URL)', mode: 'ok', path: '/missing.xml', calls: 1, ok: false },
  { name: 'a feed that fails validation', mode: 'not-rss', path: '/feed.xml', calls: 1, ok: false },
  { name: 'a 500 every time', mode: 'error-500', path: '/feed.xml', calls: REFRESH_ATTEMPTS, ok: false },
  { name: 'a 429, then the feed', mode: 'rate-limit-then-ok', path: '/feed.xml', calls: 2, ok: true },
];

function feedCalls(path: string) {
  return fake.requests.filter((request) => request.path === path).length;
}

describe('the in-process scheduler (no Redis)', () => {
  it.each(CASES)('$name: $calls call(s)', async ({ mode, path, calls, ok }) => {
    fake.setMode(mode);
    const before = feedCalls(path);
    const config = testConfig({ PODCAST_FEED_URL: `${fake.url}${path}` });
    const scheduler = createInProcessScheduler([podcastSource], {
      config,
      logger: testLogger(),
      store: createMemoryStore(),
    });
    cleanups.push(() => scheduler.close());
    const result = await scheduler.refreshNow('podcast');
    expect(result.ok).toBe(ok);
    expect(feedCalls(path) - before).toBe(calls);
  });
});

describe('BullMQ (Redis)', () => {
  async function runJob(path: string): Promise<{ state: string; attemptsMade: number; reason?: string }> {
    const config = testConfig({
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_KEY_PREFIX: `retry-${randomUUID()}:`,
      PODCAST_FEED_URL: `${fake.url}${path}`,
    });
    const logger = testLogger();
    const store = createRedisStore({ url: config.REDIS_URL!, keyPrefix: config.REDIS_KEY_PREFIX, logger });
    const producer = createRefreshQueue(config, { failFast: false });
    const worker = createRefreshWorker(config, [podcastSource], { config, logger, store });
    cleanups.push(
      () => store.close(),
      () => producer.close(),
      () => worker.close(),
    );
    const queue: RefreshQueue = producer.queue;
    const job = await queue.add('podcast', { source: 'podcast' });
    const deadline = Date.now() + 15_000;
    for (;;) {
      const current = await queue.getJob(job.id!);
      const state = await current!.getState();
      if (state === 'completed' || state === 'failed') {
        return { state, attemptsMade: current!.attemptsMade, reason: current!.failedReason };
      }
      if (Date.now() > deadline) throw new Error(`job still ${state}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it.each(CASES)('$name: $calls call(s)', async ({ mode, path, calls, ok }) => {
    fake.setMode(mode);
    const before = feedCalls(path);
    const outcome = await runJob(path);
    expect(outcome.state).toBe(ok ? 'completed' : 'failed');
    expect(feedCalls(path) - before).toBe(calls);
  });
});

describe('the content SDK', () => {
  it('does not retry on its own: the job is the one layer that does', () => {
    expect(clientParams(testConfig(), testLogger()).retryOnError).toBe(false);
  });
});
