import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createRefreshQueue } from '../../jobs/queue.ts';
import { createStore } from '../../src/store/create-store.ts';
import { type FakeServer, sendText, startFakeServer } from '../fakes/http-server.ts';
import { SEED_FEED } from '../fakes/podcast.ts';
import { freePort, startRedis } from '../global-setup.ts';
import { startNode } from '../support/processes.ts';
import { until } from '../support/until.ts';
import { testConfig, testLogger } from '../unit/sources/helpers.ts';

// `docker compose stop` sends SIGTERM to the worker (node is PID 1) and SIGKILLs it after the
// stop grace period of docker-compose.yml (15 s). The refresh running at that moment must finish,
// or go back to the queue for the next worker: never be lost, failed or left active to stall.

const GRACE_PERIOD_MS = 15_000;

/** A podcast host that holds every feed request until the test lets it answer. */
async function slowPodcastHost() {
  let arrived = () => {};
  const firstRequest = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let release = () => {};
  let released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server: FakeServer = await startFakeServer(async (request, res) => {
    if (request.path !== '/feed.xml') return sendText(res, 404, 'not found');
    arrived();
    await released;
    sendText(res, 200, SEED_FEED, 'application/rss+xml; charset=utf-8');
  });
  return {
    server,
    feedUrl: `${server.url}/feed.xml`,
    firstRequest,
    release: () => release(),
    answerAtOnce: () => {
      released = Promise.resolve();
      release();
    },
  };
}

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp() {
  const host = await slowPodcastHost();
  const env = {
    REDIS_URL: process.env.TEST_REDIS_URL!,
    REDIS_KEY_PREFIX: `worker-stop-${randomUUID()}:`,
    PODCAST_FEED_URL: host.feedUrl,
    // The upstream timeout must not end the refresh before the stop does.
    UPSTREAM_TIMEOUT_MS: '60000',
  };
  const config = testConfig(env);
  const producer = createRefreshQueue(config, { failFast: false });
  const store = await createStore(config, testLogger());
  cleanups.push(
    () => host.server.close(),
    () => producer.close(),
    () => store.close(),
  );
  const podcastJob = async () => {
    const jobs = await producer.queue.getJobs(['active', 'wait', 'prioritized', 'completed', 'failed']);
    const podcast = jobs.filter((job) => job.name === 'podcast');
    expect(podcast).toHaveLength(1);
    return { id: podcast[0]!.id!, state: await podcast[0]!.getState() };
  };
  return { host, env, producer, store, podcastJob };
}

const start = (env: Record<string, string>) =>
  startNode(['jobs/worker.js'], { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env });

describe('worker on SIGTERM', () => {
  it('finishes the refresh it is running, then exits 0', async () => {
    const { host, env, store, podcastJob } = await setUp();
    const worker = start(env);
    await host.firstRequest;
    expect((await podcastJob()).state).toBe('active');

    worker.child.kill('SIGTERM');
    await worker.said('refresh worker stopping');
    host.release();

    expect(await worker.exited).toBe(0);
    expect((await podcastJob()).state).toBe('completed');
    expect(await store.getStatus('podcast')).toMatchObject({ mode: 'live', lastError: null });
    expect((await store.getSnapshot('podcast'))?.data.episodes.length).toBeGreaterThan(0);
  }, 30_000);

  it('returns a refresh that cannot finish in time to the queue, exits 0 within the grace period, and the next worker runs it', async () => {
    const { host, env, store, podcastJob } = await setUp();
    const worker = start(env);
    await host.firstRequest;
    const running = await podcastJob();
    expect(running.state).toBe('active');

    const signalledAt = Date.now();
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(GRACE_PERIOD_MS);
    expect(worker.output()).toContain('refresh returned to the queue');
    // Back in the queue: not failed, not active (which would stall), no failure recorded. A scheduled
    // refresh carries a priority (asked-for ones go first), so it waits among the prioritized jobs.
    expect(await podcastJob()).toEqual({ id: running.id, state: 'prioritized' });
    expect((await store.getStatus('podcast'))?.lastError ?? null).toBeNull();

    host.answerAtOnce();
    const next = start(env);
    await next.said('refresh worker started');
    while ((await podcastJob()).state !== 'completed') {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await podcastJob()).id).toBe(running.id);
    expect(await store.getStatus('podcast')).toMatchObject({ mode: 'live', lastError: null });
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 45_000);
});

describe('worker on SIGTERM during a Redis outage', () => {
  // Bounded: Compose's stop_grace_period is 15 s; the worker's own bound is 10 s, whatever Redis does.
  const BOUND_MS = 10_000;

  it('exits within the bound, leaving its running job in Redis for stalled-job recovery', async () => {
    const host = await slowPodcastHost();
    cleanups.push(() => host.server.close());
    const port = await freePort();
    const redis = await startRedis(port);
    cleanups.push(() => redis.kill('SIGKILL'));
    const env = {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_KEY_PREFIX: `worker-outage-stop-${randomUUID()}:`,
      PODCAST_FEED_URL: host.feedUrl,
      UPSTREAM_TIMEOUT_MS: '60000',
      LINKS_REFRESH_SECONDS: '0',
    };
    const worker = start(env);
    await host.firstRequest;

    // Redis stops answering without closing its connections (a host or a network that is gone:
    // SIGSTOP): the worker's connections still look ready, its commands just wait.
    redis.kill('SIGSTOP');
    cleanups.push(() => redis.kill('SIGCONT'));
    // The refresh goes on to write its snapshot to the store that does not answer: its commands
    // wait and retry while the stop comes.
    host.answerAtOnce();
    await until('the feed is answered', async () => host.server.requests.length > 0);
    const signalledAt = Date.now();
    worker.child.kill('SIGTERM');
    const code = await Promise.race([
      worker.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), BOUND_MS)),
    ]);
    expect(code, worker.output()).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(BOUND_MS);
    redis.kill('SIGCONT');

    // Redis answers again: the refresh the worker was running is still there, active, for the next
    // worker to take once its lock expires (BullMQ's stalled-job check), not lost or failed.
    const producer = createRefreshQueue(testConfig(env), { failFast: false });
    cleanups.push(() => producer.close());
    const podcast = (await producer.queue.getJobs(['active', 'wait', 'failed', 'completed'])).filter(
      (job) => job.name === 'podcast',
    );
    expect(podcast).toHaveLength(1);
    expect(await podcast[0]!.getState()).toBe('active');
  }, 45_000);
});
