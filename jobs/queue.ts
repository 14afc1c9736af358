import { type Job, type JobsOptions, Queue, UnrecoverableError, WaitingError, Worker } from 'bullmq';
import type { SourceName } from '../src/domain/types.ts';
import { type Config, sourceIntervalSeconds } from '../src/platform/config.ts';
import type { Logger } from '../src/platform/logger.ts';
import { queuePrefix } from '../src/store/keys.ts';
import { createRedisClient, type RedisConnectionConfig } from '../src/store/redis-connection.ts';
import { redisAnswers, reportOutages, webRedisOptions } from '../src/store/redis-store.ts';
import { StoreUnavailableError } from '../src/store/store-errors.ts';
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

/**
 * Two lanes (queue names in one place): content refreshes, which publish what the owner changed, and
 * the link check, which may take minutes and must never hold a content refresh back.
 */
const REFRESH_QUEUE = 'source-refresh';
const LINKS_QUEUE = 'link-check';

/** The sources that run in the slow lane (their definitions say `background`). */
const SLOW_LANE: ReadonlySet<SourceName> = new Set<SourceName>(['links']);

/**
 * BullMQ runs a lower priority number first: a refresh someone asked for (a webhook, 'refresh now')
 * goes before the scheduled ones waiting in the same lane.
 */
const ASKED_PRIORITY = 1;
const SCHEDULED_PRIORITY = 10;

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

/** Both lanes' queues, as a producer holds them. */
export type RefreshQueues = { queue: RefreshQueue; linksQueue: RefreshQueue };

function laneOf(queues: RefreshQueues, source: SourceName): RefreshQueue {
  return SLOW_LANE.has(source) ? queues.linksQueue : queues.queue;
}

/**
 * A producer: commands fail fast while Redis is away (no offline queue) instead of piling up in a
 * web request. The caller owns the connection and closes it after the queue.
 */
export function createRefreshQueue(
  config: RedisConnectionConfig & Pick<Config, 'REDIS_KEY_PREFIX'>,
  options: { failFast: boolean },
) {
  const connection = createRedisClient(config, {
    enableOfflineQueue: !options.failFast,
    maxRetriesPerRequest: options.failFast ? 1 : null,
    connectTimeout: 2_000,
  });
  connection.on('error', () => {
    // Reported by the store and by readiness; ioredis keeps reconnecting by itself.
  });
  const make = (name: string): RefreshQueue => {
    const made: RefreshQueue = new Queue(name, {
      connection,
      prefix: queuePrefix(config.REDIS_KEY_PREFIX),
      defaultJobOptions: refreshJobOptions,
    });
    made.on('error', () => {});
    return made;
  };
  const queue = make(REFRESH_QUEUE);
  const linksQueue = make(LINKS_QUEUE);
  return {
    queue,
    linksQueue,
    async close() {
      await queue.close().catch(() => {});
      await linksQueue.close().catch(() => {});
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
  config: RedisConnectionConfig & Pick<Config, 'REDIS_KEY_PREFIX'>,
): RefreshProducer {
  const connection = createRedisClient(config, {
    ...webRedisOptions(),
    connectionName: 'refresh-producer',
  });
  // Outages are reported by the store (same Redis) and by readiness.
  connection.on('error', () => {});
  const current = new Map<string, RefreshQueue>();

  function lane(name: string): RefreshQueue {
    if (connection.status !== 'ready') throw new StoreUnavailableError('the refresh queue is not connected');
    const existing = current.get(name);
    if (existing) return existing;
    const made: RefreshQueue = new Queue(name, {
      connection,
      prefix: queuePrefix(config.REDIS_KEY_PREFIX),
      defaultJobOptions: refreshJobOptions,
    });
    made.on('error', () => {});
    made.waitUntilReady().catch(() => {
      if (current.get(name) !== made) return;
      current.delete(name);
      void made.close().catch(() => {});
    });
    current.set(name, made);
    return made;
  }
  const queues = (): RefreshQueues => ({ queue: lane(REFRESH_QUEUE), linksQueue: lane(LINKS_QUEUE) });

  return {
    refreshNow: async (source) => refreshNow(queues(), source),
    fillIn: async (source) => fillIn(laneOf(queues(), source), source),
    requestRefresh: async (source) => requestRefresh(laneOf(queues(), source), source),
    nextRuns: async () => nextRuns(queues()),
    async close() {
      await Promise.all([...current.values()].map((queue) => queue.close().catch(() => {})));
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
  queues: RefreshQueues,
  sources: readonly AnySource[],
  config: Config,
  logger: Logger,
): Promise<void> {
  const wanted = new Set(sources.map((source) => schedulerId(source.name)));
  for (const source of sources) {
    try {
      await laneOf(queues, source.name).upsertJobScheduler(
        schedulerId(source.name),
        {
          every: sourceIntervalSeconds(config, source.name) * 1000,
          // BullMQ runs an `every` scheduler's first job at once; a background source (links) waits.
          ...(source.background ? { startDate: Date.now() + BACKGROUND_FIRST_RUN_MS } : {}),
        },
        {
          name: source.name,
          data: { source: source.name },
          opts: { ...refreshJobOptions, priority: SCHEDULED_PRIORITY },
        },
      );
    } catch (error) {
      logger.error(
        { source: source.name, err: error },
        `could not register the schedule of source "${source.name}"`,
      );
    }
  }
  try {
    for (const queue of [queues.queue, queues.linksQueue]) {
      for (const scheduler of await queue.getJobSchedulers()) {
        // A source moved to the other lane leaves its old scheduler behind: remove it too.
        const inLane = laneOf(queues, scheduler.name as SourceName) === queue;
        if (!wanted.has(scheduler.key) || !inLane) await queue.removeJobScheduler(scheduler.key);
      }
    }
  } catch (error) {
    logger.error({ err: error }, 'could not clean up old job schedulers');
  }
}

/**
 * The admin's 'refresh now': ahead of the scheduled refreshes of its lane, and joining one of this
 * source's asked-for refreshes already waiting rather than queueing another.
 */
export async function refreshNow(queues: RefreshQueues, source: SourceName): Promise<void> {
  await requestRefresh(laneOf(queues, source), source);
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
    {
      ...refreshJobOptions,
      jobId: `fill-in-${source}`,
      removeOnComplete: true,
      removeOnFail: true,
      priority: ASKED_PRIORITY,
    },
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
    { ...refreshJobOptions, jobId, removeOnComplete: true, removeOnFail: true, priority: ASKED_PRIORITY },
  );
  return 'queued';
}

/** When each source's scheduler will next run, for /readyz and the admin. */
async function nextRuns(queues: RefreshQueues): Promise<Map<string, string>> {
  const runs = new Map<string, string>();
  for (const queue of [queues.queue, queues.linksQueue]) {
    for (const scheduler of await queue.getJobSchedulers()) {
      if (scheduler.next) runs.set(scheduler.key, new Date(scheduler.next).toISOString());
    }
  }
  return runs;
}

const CANCELLED = Symbol('cancelled');

/** How long a stopping worker waits for Redis to answer before it takes it for away. */
const OUTAGE_CHECK_MS = 1_000;

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
  const connection = createRedisClient(config, {
    maxRetriesPerRequest: null,
    connectionName: 'refresh-worker',
  });
  // One warning when Redis goes away and one when it is back, not a stack trace per reconnect.
  reportOutages(connection, deps.logger, 'refresh worker');
  const processor = async (
    job: Job<RefreshJobData, unknown, string>,
    token?: string,
    signal?: AbortSignal,
  ) => {
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
  };
  const prefix = queuePrefix(config.REDIS_KEY_PREFIX);
  // Content refreshes have their slots to themselves; the link check runs one at a time in its own.
  const worker = new Worker<RefreshJobData, unknown, string>(REFRESH_QUEUE, processor, {
    connection,
    prefix,
    concurrency: options.concurrency ?? 2,
  });
  const linksWorker = new Worker<RefreshJobData, unknown, string>(LINKS_QUEUE, processor, {
    connection,
    prefix,
    concurrency: 1,
  });
  const workers = [worker, linksWorker];
  for (const each of workers) {
    each.on('error', (error) => {
      // While Redis is away BullMQ reports every failed command; the outage is already reported.
      if (connection.status !== 'ready' || isConnectionError(error)) return;
      deps.logger.error({ err: error }, 'refresh worker error');
      options.reportError?.(error);
    });
  }
  return {
    worker,
    /** Both lanes' workers (metrics observe each). */
    workers,
    /**
     * Stops taking jobs and lets the running ones finish; those still running after `deadlineMs`
     * are returned to the queue. Resolves once no job of this worker is active.
     */
    async close({ deadlineMs }: { deadlineMs?: number } = {}) {
      if (!(await redisAnswers(connection, OUTAGE_CHECK_MS))) {
        // Redis is away (closed, or not answering): no job can finish or go back to the queue now,
        // and waiting for Redis to return would hold the stop for good. Drop the connection and
        // stop at once; the running job stays active in Redis, and once its lock expires BullMQ's
        // stalled-job check hands it to the next worker.
        connection.disconnect();
        await Promise.all(workers.map((each) => each.close(true).catch(() => {})));
        return;
      }
      const deadline =
        deadlineMs === undefined
          ? undefined
          : setTimeout(() => {
              deps.logger.warn('stop deadline reached: returning running refreshes to the queue');
              for (const each of workers) each.cancelAllJobs('worker stopping');
            }, deadlineMs);
      try {
        await Promise.all(workers.map((each) => each.close()));
      } finally {
        clearTimeout(deadline);
      }
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
