import { type Config, usesRedis } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import { createMemoryStore } from './memory-store.ts';
import type { RedisStoreOptions } from './redis-store.ts';
import type { Store } from './store.ts';

/**
 * Redis when it is configured (REDIS_URL or Sentinel), memory otherwise (docs/architecture.md, "The embedded default and Redis"). The Redis
 * client is loaded only in the first case: the embedded default never loads ioredis.
 */
export async function createStore(
  config: Pick<
    Config,
    'REDIS_URL' | 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME' | 'REDIS_SENTINEL_PASSWORD' | 'REDIS_KEY_PREFIX'
  >,
  logger: Logger,
  options: Pick<RedisStoreOptions, 'role' | 'reportOutages'> = {},
): Promise<Store> {
  if (!usesRedis(config)) return createMemoryStore();
  const { createRedisStore } = await import('./redis-store.ts');
  return createRedisStore({
    connection: config,
    keyPrefix: config.REDIS_KEY_PREFIX,
    logger,
    ...options,
  });
}
