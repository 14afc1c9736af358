import { Redis, type RedisOptions } from 'ioredis';
import type { Config } from '../platform/config.ts';

// The one place a Redis client is made: every connection of the web processes, the worker and
// BullMQ goes through here, so REDIS_URL and Sentinel (REDIS_SENTINELS, REDIS_SENTINEL_NAME,
// REDIS_SENTINEL_PASSWORD) mean the same thing everywhere. Loaded only when Redis is configured:
// the embedded default never loads ioredis.

export type RedisConnectionConfig = Partial<
  Pick<Config, 'REDIS_URL' | 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME' | 'REDIS_SENTINEL_PASSWORD'>
>;

/**
 * After a failover the old primary comes back as a replica; a client still connected to it gets
 * READONLY for every write. Reconnecting (ioredis asks Sentinel for the new primary) and resending
 * the command is BullMQ's documented answer.
 */
function reconnectOnReadonly(error: Error): 2 | false {
  return error.message.startsWith('READONLY') ? 2 : false;
}

export function createRedisClient(config: RedisConnectionConfig, options: RedisOptions = {}): Redis {
  if (config.REDIS_SENTINELS?.length) {
    return new Redis({
      sentinels: config.REDIS_SENTINELS,
      name: config.REDIS_SENTINEL_NAME,
      ...(config.REDIS_SENTINEL_PASSWORD ? { sentinelPassword: config.REDIS_SENTINEL_PASSWORD } : {}),
      // A sentinel that is away is skipped quickly; the next one on the list is asked.
      sentinelRetryStrategy: (times) => Math.min(times * 100, 1_000),
      reconnectOnError: reconnectOnReadonly,
      ...options,
    });
  }
  if (!config.REDIS_URL) throw new Error('Redis is not configured (REDIS_URL or REDIS_SENTINELS)');
  return new Redis(config.REDIS_URL, { reconnectOnError: reconnectOnReadonly, ...options });
}
