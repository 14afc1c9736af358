import { setTimeout as sleep } from 'node:timers/promises';
import type { SourceName, SourceStatus } from '../src/domain/types.ts';
import { type Config, sourceIntervalSeconds } from '../src/platform/config.ts';
import type { Logger } from '../src/platform/logger.ts';
import type { Store } from '../src/store/store.ts';
import { createCdnPurge } from './cdn-purge.ts';
import { createInProcessScheduler } from './in-process.ts';
import { activeSources } from './registry.ts';
import { REFRESH_ATTEMPTS, retryDelayMs } from './retry-policy.ts';
import type { AnySource } from './source.ts';

/** What the web process asks of the refresh pipeline, whichever store it runs on. */
export type Refresher = {
  /** Refreshes one source now (memory) or queues the refresh for the worker (Redis). */
  refreshNow(source: SourceName): Promise<void>;
  /**
   * Asks for a coalesced refresh without waiting for it (webhooks): joins one already waiting, or
   * queues exactly one more behind a running one. Resolves once asked.
   */
  requestRefresh(source: SourceName): Promise<'joined' | 'queued'>;
  /** Every source's stored status with its interval and, unless `nextRuns: false`, its next run. */
  sourceStatuses(options?: { nextRuns?: boolean }): Promise<SourceStatus[]>;
  close(): Promise<void>;
};

/** The part of the web process's snapshot reader the Redis mode watches (src/content/reader.ts). */
type SnapshotWatch = {
  usable(source: SourceName): Promise<boolean | undefined>;
  onMissing(listener: (source: SourceName) => void): void;
};

export type RefresherOptions = {
  config: Config;
  logger: Logger;
  store: Store;
  content: SnapshotWatch;
  /** The sources to refresh; the registry's by default (tests pass their own). */
  sources?: readonly AnySource[];
  /**
   * Memory mode: fetch and normalise the sources in a child process that exits when idle
   * (jobs/refresh-isolation.ts), so the web process never loads the pipeline.
   */
  isolateRefresh?: boolean;
};

/** How long start-up waits for Redis before serving without it (it fills in once Redis is back). */
const STORE_CONNECT_WAIT_MS = 3_000;
/** How long start-up waits for the worker to fill in an empty Redis before serving anyway. */
const SNAPSHOT_WAIT_MS = 10_000;

/**
 * The web process's one entry into the pipeline. Memory mode: every source is refreshed once before
 * it returns (so `npm start` shows content at once), then on in-process timers. Redis mode: the
 * worker owns the schedules and every refresh; this process enqueues "refresh now" jobs, and asks the
 * worker to fill in any source that has no usable snapshot each time it (re)connects to Redis, so the
 * order in which Redis, the worker and the web start does not matter.
 */
export async function createRefresher(mode: Store['kind'], options: RefresherOptions): Promise<Refresher> {
  const { config, logger, store, content } = options;
  const sources = options.sources ?? activeSources(config);

  async function statuses(nextRunAt: (source: AnySource) => Promise<string | null>): Promise<SourceStatus[]> {
    return Promise.all(
      sources.map(async (source) => {
        const stored = await store.getStatus(source.name).catch(() => null);
        const base: SourceStatus = stored ?? {
          source: source.name,
          mode: source.mode(config),
          lastRefreshAt: null,
          lastSuccessAt: null,
          lastError: null,
          version: null,
        };
        return {
          ...base,
          intervalSeconds: sourceIntervalSeconds(config, source.name),
          nextRunAt: await nextRunAt(source).catch(() => null),
        };
      }),
    );
  }

  if (mode === 'memory') {
    const isolation =
      options.isolateRefresh && !options.sources
        ? (await import('./refresh-isolation.ts')).isolatedSources(sources, config)
        : undefined;
    const scheduler = createInProcessScheduler(isolation?.sources ?? sources, {
      config,
      logger,
      store,
      purge: createCdnPurge(config, logger),
    });
    await scheduler.runAll();
    scheduler.start();
    return {
      async refreshNow(source) {
        await scheduler.refreshNow(source);
      },
      async requestRefresh(source) {
        const joined = scheduler.isQueued(source);
        void scheduler.refreshNow(source);
        return joined ? 'joined' : 'queued';
      },
      sourceStatuses: () => statuses(async (source) => scheduler.nextRunAt(source.name)),
      async close() {
        await scheduler.close();
        await isolation?.close();
      },
    };
  }

  // BullMQ is loaded only here: the embedded default never needs it.
  const { createWebRefreshProducer, schedulerId } = await import('./queue.ts');
  const producer = createWebRefreshProducer(config);
  const closing = new AbortController();
  // One fill-in per source at a time; a reconnect while one runs does not start another.
  const filling = new Map<SourceName, Promise<void>>();
  function fillIn(source: AnySource): Promise<void> {
    const running = filling.get(source.name);
    if (running) return running;
    const run = (async () => {
      for (let attempt = 1; attempt <= REFRESH_ATTEMPTS && !closing.signal.aborted; attempt++) {
        const usable = await content.usable(source.name);
        if (usable) return;
        if (usable === false) {
          // No snapshot, or one of another schema: the worker makes one (refreshes belong to the
          // worker; this process loads no source code). One such job per source waits at a time.
          const queued = await producer.fillIn(source.name).then(
            () => true,
            () => false,
          );
          if (queued) return;
        }
        // Redis did not answer: look again shortly; a reconnect also starts a fill-in.
        if (attempt < REFRESH_ATTEMPTS) {
          await sleep(retryDelayMs(attempt), undefined, { signal: closing.signal }).catch(() => {});
        }
      }
    })().finally(() => filling.delete(source.name));
    filling.set(source.name, run);
    return run;
  }
  // A background source (links) runs on the worker's schedule only: never filled in at start-up.
  const fillInAll = () =>
    Promise.all(sources.filter((source) => !source.background).map(fillIn)).then(() => undefined);
  async function everyUsable(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // A background source (links) is made by the worker in its own time: start-up does not wait.
      const awaited = sources.filter((source) => !source.background);
      const usable = await Promise.all(awaited.map((source) => content.usable(source.name)));
      if (usable.every(Boolean)) return true;
      if (Date.now() >= deadline) return false;
      await sleep(100);
    }
  }
  store.onReady(() => {
    void fillInAll();
  });
  if (await store.ready(STORE_CONNECT_WAIT_MS)) {
    await fillInAll();
    // On an empty Redis the first pages would be empty: give the worker a moment to fill it in.
    if (!(await everyUsable(SNAPSHOT_WAIT_MS)))
      logger.warn(
        `some sources have no snapshot after ${SNAPSHOT_WAIT_MS / 1000} s: is the refresh worker running (npm run worker)?`,
      );
  } else logger.warn('redis is not reachable yet: serving without snapshots until it is');
  // A reader that meets a snapshot it cannot use asks for this source to be filled in again.
  content.onMissing((name) => {
    const source = sources.find((candidate) => candidate.name === name);
    if (source) void fillIn(source);
  });

  return {
    async refreshNow(source) {
      await producer.refreshNow(source);
    },
    requestRefresh: (source) => producer.requestRefresh(source),
    async sourceStatuses(statusOptions = {}) {
      const runs =
        statusOptions.nextRuns === false
          ? new Map<string, string>()
          : await producer.nextRuns().catch(() => new Map<string, string>());
      return statuses(async (source) => runs.get(schedulerId(source.name)) ?? null);
    },
    async close() {
      closing.abort();
      await Promise.allSettled(filling.values());
      await producer.close();
    },
  };
}
