import { type JobsOptions, Queue, UnrecoverableError, WaitingError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { SourceName } from '../src/domain/types.ts';
import type { Config } from '../src/platform/config.ts';
import type { Logger } from '../src/platform/logger.ts';
import { queuePrefix } from '../src/store/keys.ts';
import { reportOutages, StoreUnavailableError, webRedisOptions } from '../src/store/redis-store.ts';
import { type RefreshDeps, refreshSource } from './refresh.ts';
import { REFRESH_ATTEMPTS, REFRESH_BACKOFF_MS } from './retry-policy.ts';
import { type AnySource, BACKGROUND_FIRST_RUN_MS } from './source.ts';

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

function isConnectionError(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return (
    (code !== undefined && CONNECTION_ERRORS.has(code)) ||
    /Connection is closed|connect ECONNREFUSED|Stream isn't writeable/i.test(error.message)
  );
}

/** The one queue every source refresh goes through (queue names in one place). */
const REFRESH_QUEUE = 'source-refresh';

export type RefreshJobData = { source: SourceName };

/** The job layer of the retry policy (jobs/retry-policy.ts): 3 runs, 1 s then 2 s apart. */
const refreshJobOptions = {
  attempts: REFRESH_ATTEMPTS,
  backoff: { type: 'exponential', delay: REFRESH_BACKOFF_MS },
  removeOnComplete: { count: 50 },
  removeOnFail: { count: 200 },
} satisfies JobsOptions;

/** Stable per source, so a restart upserts the same scheduler instead of adding another. */
export function schedulerId(source: SourceName): string {
  return `refresh:${source}`;
}

export type RefreshQueue = Queue<RefreshJobData, unknown, string>;

/**
 * A producer: commands fail fast while Redis is away (no offline queue) instead of piling up in a
 * web request. The caller owns the connection and closes it after the queue.
 */
export function createRefreshQueue(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  options: { failFast: boolean },
) {
  if (!config.REDIS_URL) throw new Error('createRefreshQueue needs REDIS_URL');
  const connection = new Redis(config.REDIS_URL, {
    enableOfflineQueue: !options.failFast,
    maxRetriesPerRequest: options.failFast ? 1 : null,
    connectTimeout: 2_000,
  });
  connection.on('error', () => {
    // Reported by the store and by readiness; ioredis keeps reconnecting by itself.
  });
  const queue: RefreshQueue = new Queue(REFRESH_QUEUE, {
    connection,
    prefix: queuePrefix(config.REDIS_KEY_PREFIX),
    defaultJobOptions: refreshJobOptions,
  });
  queue.on('error', () => {});
  return {
    queue,
    async close() {
      await queue.close().catch(() => {});
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}

/** What the web process asks of the queue: both answer or fail within a few hundred ms. */
export type RefreshProducer = {
  refreshNow(source: SourceName): Promise<void>;
  /** Asks for a snapshot of a source that has none; a second ask while one waits adds nothing. */
  fillIn(source: SourceName): Promise<void>;
  /** A coalesced refresh (webhooks): joins a queued one, or queues one more behind a running one. */
  requestRefresh(source: SourceName): Promise<RefreshRequest>;
  nextRuns(): Promise<Map<string, string>>;
  close(): Promise<void>;
};

/**
 * The web process's side of the queue. BullMQ waits for its connection without a time limit, and a
 * queue whose start-up check failed stays failed; so the queue is made only while Redis is
 * connected, every command is bounded (webRedisOptions), and a queue that failed to start is
 * replaced on the next call. Nothing here waits for Redis to come back.
 */
export function createWebRefreshProducer(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
): RefreshProducer {
  if (!config.REDIS_URL) throw new Error('createWebRefreshProducer needs REDIS_URL');
  const connection = new Redis(config.REDIS_URL, {
    ...webRedisOptions(),
    connectionName: 'refresh-producer',
  });
  // Outages are reported by the store (same Redis) and by readiness.
  connection.on('error', () => {});
  let current: RefreshQueue | undefined;

  function queue(): RefreshQueue {
    if (connection.status !== 'ready') throw new StoreUnavailableError('the refresh queue is not connected');
    if (current) return current;
    const made: RefreshQueue = new Queue(REFRESH_QUEUE, {
      connection,
      prefix: queuePrefix(config.REDIS_KEY_PREFIX),
      defaultJobOptions: refreshJobOptions,
    });
    made.on('error', () => {});
    made.waitUntilReady().catch(() => {
      if (current !== made) return;
      current = undefined;
      void made.close().catch(() => {});
    });
    current = made;
    return made;
  }

  return {
    refreshNow: async (source) => refreshNow(queue(), source),
    fillIn: async (source) => fillIn(queue(), source),
    requestRefresh: async (source) => requestRefresh(queue(), source),
    nextRuns: async () => nextRuns(queue()),
    async close() {
      await current?.close().catch(() => {});
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}

/**
 * One job scheduler per source, `every` its interval. Upserting under a stable id means a restart
 * never duplicates a schedule; schedulers of sources no longer registered are removed. A failure
 * is logged, never thrown: the worker still processes what is already scheduled.
 */
export async function registerSchedulers(
  queue: RefreshQueue,
  sources: readonly AnySource[],
  config: Config,
  logger: Logger,
): Promise<void> {
  const wanted = new Set(sources.map((source) => schedulerId(source.name)));
  for (const source of sources) {
    try {
      await queue.upsertJobScheduler(
        schedulerId(source.name),
        {
          every: source.intervalSeconds(config) * 1000,
          // BullMQ runs an `every` scheduler's first job at once; a background source (links) waits.
          ...(source.background ? { startDate: Date.now() + BACKGROUND_FIRST_RUN_MS } : {}),
        },
        { name: source.name, data: { source: source.name }, opts: refreshJobOptions },
      );
    } catch (error) {
      logger.error(
        { source: source.name, err: error },
        `could not register the schedule of source "${source.name}"`,
      );
    }
  }
  try {
    for (const scheduler of await queue.getJobSchedulers()) {
      if (!wanted.has(scheduler.key)) await queue.removeJobScheduler(scheduler.key);
    }
  } catch (error) {
    logger.error({ err: error }, 'could not clean up old job schedulers');
  }
}

/** Enqueue a one-off refresh (admin "refresh now"). */
export async function refreshNow(queue: RefreshQueue, source: SourceName): Promise<void> {
  await queue.add(source, { source }, refreshJobOptions);
}

/**
 * A refresh for a source without a usable snapshot (a web process found none). Its job id is fixed
 * per source and the job is removed once it ends, so web processes that all start on an empty Redis
 * queue one job, not one each, and a later gap queues a fresh one.
 */
async function fillIn(queue: RefreshQueue, source: SourceName): Promise<void> {
  await queue.add(
    source,
    { source },
    { ...refreshJobOptions, jobId: `fill-in-${source}`, removeOnComplete: true, removeOnFail: true },
  );
}

/** What a coalesced refresh request did: joined one already waiting, or queued a new one. */
type RefreshRequest = 'joined' | 'queued';

/** The two job ids a source's requested refreshes alternate between (one may run, one may wait). */
export function requestedJobIds(source: SourceName): readonly [string, string] {
  return [`requested-${source}-a`, `requested-${source}-b`];
}

const WAITING_STATES = new Set(['waiting', 'delayed', 'prioritized', 'waiting-children']);

/**
 * A refresh asked for by a webhook: a burst becomes one refresh. A request while one of
 * this source's requested jobs waits joins it; one while a job runs queues exactly one more, under
 * the other of two fixed job ids. BullMQ ignores an add whose job id exists, so web processes that
 * ask at the same moment still queue one job; each is removed once it ends, freeing its id.
 */
async function requestRefresh(queue: RefreshQueue, source: SourceName): Promise<RefreshRequest> {
  const ids = requestedJobIds(source);
  const states = await Promise.all(ids.map((id) => queue.getJobState(id)));
  if (states.some((state) => WAITING_STATES.has(state))) return 'joined';
  const jobId = states[0] === 'active' ? ids[1] : ids[0];
  await queue.add(
    source,
    { source },
    { ...refreshJobOptions, jobId, removeOnComplete: true, removeOnFail: true },
  );
  return 'queued';
}

/** When each source's scheduler will next run, for /readyz and the admin. */
async function nextRuns(queue: RefreshQueue): Promise<Map<string, string>> {
  const runs = new Map<string, string>();
  for (const scheduler of await queue.getJobSchedulers()) {
    if (scheduler.next) runs.set(scheduler.key, new Date(scheduler.next).toISOString());
  }
  return runs;
}

const CANCELLED = Symbol('cancelled');

/** Resolves when the worker cancels the job (`cancelAllJobs` on a stop whose deadline passed). */
function cancelled(signal: AbortSignal): Promise<typeof CANCELLED> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve(CANCELLED);
    else signal.addEventListener('abort', () => resolve(CANCELLED), { once: true });
  });
}

/**
 * The processor stays thin: find the source, run the idempotent refresh, throw on failure so BullMQ
 * retries with backoff, or UnrecoverableError when retrying cannot help (jobs/retry-policy.ts).
 * Workers need `maxRetriesPerRequest: null` (BullMQ production guide).
 * A job cancelled while its refresh is still running (the worker is stopping and cannot wait any
 * longer) goes back to the queue, not to failed and not left active to stall: the next worker runs
 * it. The refresh is idempotent, so one that still lands before the process exits does no harm.
 */
export function createRefreshWorker(
  config: Config,
  sources: readonly AnySource[],
  deps: RefreshDeps,
  options: { concurrency?: number; reportError?: (error: unknown) => void } = {},
) {
  if (!config.REDIS_URL) throw new Error('createRefreshWorker needs REDIS_URL');
  const connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  // One warning when Redis goes away and one when it is back, not a stack trace per reconnect.
  reportOutages(connection, deps.logger, 'refresh worker');
  const worker = new Worker<RefreshJobData, unknown, string>(
    REFRESH_QUEUE,
    async (job, token, signal) => {
      const source = sources.find((candidate) => candidate.name === job.data.source);
      if (!source) throw new UnrecoverableError(`unknown source "${job.data.source}"`);
      const refresh = refreshSource(source, deps, job.attemptsMade + 1);
      const result = signal ? await Promise.race([refresh, cancelled(signal)]) : await refresh;
      if (result === CANCELLED) {
        await job.moveToWait(token);
        deps.logger.warn(
          { source: source.name, job: job.id },
          'refresh returned to the queue: worker stopping',
        );
        throw new WaitingError();
      }
      // Retrying cannot fix a 401, a 404 or a payload that fails validation: end the job now.
      if (!result.ok) throw result.retryable ? result.error : new UnrecoverableError(result.error.message);
      return { version: result.version, changed: result.changed };
    },
    { connection, prefix: queuePrefix(config.REDIS_KEY_PREFIX), concurrency: options.concurrency ?? 2 },
  );
  worker.on('error', (error) => {
    // While Redis is away BullMQ reports every failed command; the outage is already reported.
    if (connection.status !== 'ready' || isConnectionError(error)) return;
    deps.logger.error({ err: error }, 'refresh worker error');
    options.reportError?.(error);
  });
  return {
    worker,
    /**
     * Stops taking jobs and lets the running ones finish; those still running after `deadlineMs`
     * are returned to the queue. Resolves once no job of this worker is active.
     */
    async close({ deadlineMs }: { deadlineMs?: number } = {}) {
      if (connection.status !== 'ready') {
        // Redis is away: no job can finish or go back to the queue now, and waiting for Redis to
        // return would hold the stop for good. Drop the connection and stop at once.
        connection.disconnect();
        await worker.close(true).catch(() => {});
        return;
      }
      const deadline =
        deadlineMs === undefined
          ? undefined
          : setTimeout(() => {
              deps.logger.warn('stop deadline reached: returning running refreshes to the queue');
              worker.cancelAllJobs('worker stopping');
            }, deadlineMs);
      try {
        await worker.close();
      } finally {
        clearTimeout(deadline);
      }
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
