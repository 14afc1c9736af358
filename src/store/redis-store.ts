import { once } from 'node:events';
import { Redis, type RedisOptions } from 'ioredis';
import type { Snapshot, SourceName, SourceStatus } from '../domain/types.ts';
import type { Logger } from '../platform/logger.ts';
import { storeKeys } from './keys.ts';
import type { Store } from './store.ts';

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

/** The store cannot answer now (Redis away or stalled); callers fall back to what they hold. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
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

export type RedisStoreOptions = {
  url: string;
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

export function createRedisStore({ url, keyPrefix, logger, ...options }: RedisStoreOptions): Store {
  const web = options.role !== 'worker';
  const client = new Redis(url, {
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
