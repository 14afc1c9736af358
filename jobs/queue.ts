import { type JobsOptions, Queue, WaitingError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Config } from '../src/config.ts';
import type { SourceName } from '../src/domain/types.ts';
import type { Logger } from '../src/logger.ts';
import { queuePrefix } from '../src/store/keys.ts';
import { type RefreshDeps, refreshSource } from './refresh.ts';
import type { AnySource } from './source.ts';

/** The one queue every source refresh goes through (queue names in one place). */
export const REFRESH_QUEUE = 'source-refresh';

export type RefreshJobData = { source: SourceName };

export const refreshJobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5_000 },
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
        { every: source.intervalSeconds(config) * 1000 },
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

/** When each source's scheduler will next run, for /readyz and the admin. */
export async function nextRuns(queue: RefreshQueue): Promise<Map<string, string>> {
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
 * retries with backoff. Workers need `maxRetriesPerRequest: null` (BullMQ production guide).
 * A job cancelled while its refresh is still running (the worker is stopping and cannot wait any
 * longer) goes back to the queue, not to failed and not left active to stall: the next worker runs
 * it. The refresh is idempotent, so one that still lands before the process exits does no harm.
 */
export function createRefreshWorker(
  config: Config,
  sources: readonly AnySource[],
  deps: RefreshDeps,
  options: { concurrency?: number } = {},
) {
  if (!config.REDIS_URL) throw new Error('createRefreshWorker needs REDIS_URL');
  const connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  connection.on('error', (error) => deps.logger.warn({ err: error }, 'worker redis connection error'));
  const worker = new Worker<RefreshJobData, unknown, string>(
    REFRESH_QUEUE,
    async (job, token, signal) => {
      const source = sources.find((candidate) => candidate.name === job.data.source);
      if (!source) throw new Error(`unknown source "${job.data.source}"`);
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
      if (!result.ok) throw result.error;
      return { version: result.version, changed: result.changed };
    },
    { connection, prefix: queuePrefix(config.REDIS_KEY_PREFIX), concurrency: options.concurrency ?? 2 },
  );
  worker.on('error', (error) => deps.logger.error({ err: error }, 'refresh worker error'));
  return {
    worker,
    /**
     * Stops taking jobs and lets the running ones finish; those still running after `deadlineMs`
     * are returned to the queue. Resolves once no job of this worker is active.
     */
    async close({ deadlineMs }: { deadlineMs?: number } = {}) {
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
