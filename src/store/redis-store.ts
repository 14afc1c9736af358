import { once } from 'node:events';
import type { Redis, RedisOptions } from 'ioredis';
import { CHANGES_KEPT, type ChangeRecord } from '../domain/catalogue/changes.ts';
import type { ProblemReport } from '../domain/reports.ts';
import type { Snapshot, SourceName, SourceStatus } from '../domain/types.ts';
import type { Logger } from '../platform/logger.ts';
import { storeKeys } from './keys.ts';
import { createRedisClient, type RedisConnectionConfig } from './redis-connection.ts';
import type { Store } from './store.ts';
import { StoreUnavailableError } from './store-errors.ts';

/**
 * Every Redis command of the web process answers or fails within this (ioredis `commandTimeout`):
 * a stalled Redis (a long script, `DEBUG SLEEP`, a full disk) then costs a page a fraction of a
 * second, and the page is served from the snapshot held in memory.
 */
const WEB_COMMAND_TIMEOUT_MS = 300;

/** After a command timed out, reads fail at once for this long instead of queueing behind it. */
const STALL_BACKOFF_MS = 1_000;

/**
 * Options for a client on the web side: commands fail at once while Redis is away (no offline
 * queue) and within WEB_COMMAND_TIMEOUT_MS while it is stalled, so a request never waits on Redis;
 * the client keeps reconnecting by itself, every 2 s at most.
 */
export function webRedisOptions(): RedisOptions {
  return {
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    commandTimeout: WEB_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  };
}

/**
 * One warning when a Redis connection drops and one when it is back, instead of an error (and a
 * stack) for every failed reconnect: ioredis emits 'error' on each attempt.
 */
export function reportOutages(client: Redis, logger: Logger, what: string): void {
  let down = false;
  client.on('error', (error: Error) => {
    if (!down) logger.warn({ reason: error.message }, `${what}: redis unreachable; reconnecting`);
    down = true;
  });
  client.on('ready', () => {
    if (down) logger.warn(`${what}: redis reachable again`);
    down = false;
  });
}

/**
 * Whether Redis answers this client within `timeoutMs`. A connection can look ready while Redis is
 * gone (a host or network that went away without closing it): only an answer tells.
 */
export async function redisAnswers(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      client.ping().then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long a recorded transition is remembered (a retry or a slow process comes well within it). */
const TRANSITION_TTL_SECONDS = 30 * 86_400;

/**
 * Records one transition's changes once: the marker (SET NX) and the pushes happen in one script, so
 * two processes that saw the same transition cannot both push, and a crash cannot leave the marker
 * without the changes. ARGV: ttl, kept, then the records, first one newest.
 */
const RECORD_CHANGES_SCRIPT = `
if not redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[1]) then return 0 end
for i = #ARGV, 3, -1 do redis.call('LPUSH', KEYS[2], ARGV[i]) end
redis.call('LTRIM', KEYS[2], 0, tonumber(ARGV[2]) - 1)
return 1
`;

/** About this many reports are kept (the stream is trimmed approximately, which is cheap). */
const REPORTS_KEPT = 5_000;
/** A stream id: milliseconds, a dash, a sequence number. */
const STREAM_ID = /^\d{1,15}-\d{1,10}$/;

export type RedisStoreOptions = {
  /** Where Redis is: a URL (tests), or the configuration (REDIS_URL or Sentinel). */
  url?: string;
  connection?: RedisConnectionConfig;
  keyPrefix: string;
  logger: Logger;
  /**
   * 'web' (default): bounded and fail-fast, see webRedisOptions. 'worker': a refresh may wait a few
   * seconds for Redis (commands queue while it reconnects, each bounded by 10 s).
   */
  role?: 'web' | 'worker';
  /** false when another connection of the same process already reports outages (the worker's). */
  reportOutages?: boolean;
};

/** The worker's store client: no page waits on it, so it waits for Redis rather than fail at once. */
const WORKER_REDIS_OPTIONS: RedisOptions = { commandTimeout: 10_000, maxRetriesPerRequest: 3 };

export function createRedisStore({
  url,
  connection,
  keyPrefix,
  logger,
  ...options
}: RedisStoreOptions): Store {
  const web = options.role !== 'worker';
  const client = createRedisClient(connection ?? { REDIS_URL: url }, {
    ...(web ? webRedisOptions() : WORKER_REDIS_OPTIONS),
    connectionName: web ? 'store' : 'worker-store',
  });
  const keys = storeKeys(keyPrefix);
  if (options.reportOutages === false) client.on('error', () => {});
  else reportOutages(client, logger, 'store');
  let stalledUntil = 0;
  let stallReported = false;

  /** Runs one command unless Redis is known to be away or stalled right now. */
  async function command<T>(run: () => Promise<T>): Promise<T> {
    if (!web) return run();
    if (client.status !== 'ready') throw new StoreUnavailableError('redis is not connected');
    if (Date.now() < stalledUntil) throw new StoreUnavailableError('redis is not answering');
    try {
      const result = await run();
      if (stallReported) logger.warn('store: redis answers again');
      stallReported = false;
      return result;
    } catch (error) {
      if ((error as Error).message === 'Command timed out') {
        stalledUntil = Date.now() + STALL_BACKOFF_MS;
        if (!stallReported) logger.warn('store: redis is not answering; serving snapshots held in memory');
        stallReported = true;
        throw new StoreUnavailableError('redis is not answering', { cause: error });
      }
      throw error;
    }
  }

  async function getJson<T>(key: string): Promise<T | null> {
    const raw = await command(() => client.get(key));
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  return {
    kind: 'redis',
    getVersion(source) {
      return command(() => client.get(keys.version(source)));
    },
    getSnapshot<S extends SourceName>(source: S) {
      return getJson<Snapshot<S>>(keys.snapshot(source));
    },
    async putSnapshot(snapshot) {
      // Written whole, version beside it, in one transaction: a reader never sees a version whose
      // snapshot is not there yet.
      await command(() =>
        client
          .multi()
          .set(keys.snapshot(snapshot.source), JSON.stringify(snapshot))
          .set(keys.version(snapshot.source), snapshot.version)
          .exec(),
      );
    },
    getStatus(source) {
      return getJson<SourceStatus>(keys.status(source));
    },
    async putStatus(status) {
      await command(() => client.set(keys.status(status.source), JSON.stringify(status)));
    },
    async recordChanges(transition, changes) {
      const recorded = await command(() =>
        client.eval(
          RECORD_CHANGES_SCRIPT,
          2,
          keys.changesSeen(transition),
          keys.changes,
          TRANSITION_TTL_SECONDS,
          CHANGES_KEPT,
          ...changes.map((change) => JSON.stringify(change)),
        ),
      );
      return recorded === 1;
    },
    async listChanges() {
      const raw = await command(() => client.lrange(keys.changes, 0, CHANGES_KEPT - 1));
      return raw.map((item) => JSON.parse(item) as ChangeRecord);
    },
    async addReport(report) {
      const id = await command(() =>
        client.xadd(keys.reports, 'MAXLEN', '~', REPORTS_KEPT, '*', 'report', JSON.stringify(report)),
      );
      return String(id);
    },
    async listReports() {
      const [entries, handled] = await Promise.all([
        command(() => client.xrevrange(keys.reports, '+', '-', 'COUNT', REPORTS_KEPT)),
        command(() => client.hgetall(keys.reportsHandled)),
      ]);
      return entries.map(([id, fields]) => {
        const raw = fields[fields.indexOf('report') + 1] ?? '{}';
        const report = JSON.parse(raw) as Omit<ProblemReport, 'id' | 'state'>;
        return { ...report, id, state: handled[id] ? 'handled' : 'new' } satisfies ProblemReport;
      });
    },
    async markReportHandled(id) {
      if (!STREAM_ID.test(id)) return false;
      const found = await command(() => client.xrange(keys.reports, id, id));
      if (found.length === 0) return false;
      await command(() => client.hset(keys.reportsHandled, id, new Date().toISOString()));
      return true;
    },
    async ping() {
      try {
        return (await command(() => client.ping())) === 'PONG';
      } catch {
        return false;
      }
    },
    async ready(timeoutMs) {
      if (client.status === 'ready') return true;
      try {
        await once(client, 'ready', { signal: AbortSignal.timeout(timeoutMs) });
        return true;
      } catch {
        return false;
      }
    },
    onReady(listener) {
      client.on('ready', listener);
    },
    async close() {
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}
