import { Redis, type RedisOptions } from 'ioredis';
import type { Snapshot, SourceName, SourceStatus } from '../domain/types.ts';
import type { Logger } from '../logger.ts';
import { storeKeys } from './keys.ts';
import type { Store } from './store.ts';

const PING_TIMEOUT_MS = 1_000;

/**
 * Options for a client on the web side: commands fail at once while Redis is away (no offline
 * queue), so a request never waits on a dead connection; the client keeps reconnecting by itself.
 */
export function webRedisOptions(): RedisOptions {
  return {
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  };
}

export type RedisStoreOptions = { url: string; keyPrefix: string; logger: Logger };

export function createRedisStore({ url, keyPrefix, logger }: RedisStoreOptions): Store {
  const client = new Redis(url, webRedisOptions());
  const keys = storeKeys(keyPrefix);
  let reportedDown = false;
  client.on('error', (error) => {
    // ioredis emits an error for every failed reconnect; one warning per outage is enough.
    if (!reportedDown) logger.warn({ err: error }, 'redis store unreachable; will keep reconnecting');
    reportedDown = true;
  });
  client.on('ready', () => {
    if (reportedDown) logger.warn('redis store reachable again');
    reportedDown = false;
  });

  async function getJson<T>(key: string): Promise<T | null> {
    const raw = await client.get(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  }

  return {
    kind: 'redis',
    getVersion(source) {
      return client.get(keys.version(source));
    },
    getSnapshot<S extends SourceName>(source: S) {
      return getJson<Snapshot<S>>(keys.snapshot(source));
    },
    async putSnapshot(snapshot) {
      // Written whole, version beside it, in one transaction: a reader never sees a version whose
      // snapshot is not there yet.
      await client
        .multi()
        .set(keys.snapshot(snapshot.source), JSON.stringify(snapshot))
        .set(keys.version(snapshot.source), snapshot.version)
        .exec();
    },
    getStatus(source) {
      return getJson<SourceStatus>(keys.status(source));
    },
    async putStatus(status) {
      await client.set(keys.status(status.source), JSON.stringify(status));
    },
    async ping() {
      if (client.status !== 'ready') return false;
      let timer: NodeJS.Timeout | undefined;
      try {
        const answer = await Promise.race([
          client.ping(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
          }),
        ]);
        return answer === 'PONG';
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
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
