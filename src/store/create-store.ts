import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import { createMemoryStore } from './memory-store.ts';
import type { RedisStoreOptions } from './redis-store.ts';
import type { Store } from './store.ts';

/**
 * Redis when REDIS_URL is set, memory otherwise (docs/architecture.md, "The embedded default and Redis"). The Redis
 * client is loaded only in the first case: the embedded default never loads ioredis.
 */
export async function createStore(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  logger: Logger,
  options: Pick<RedisStoreOptions, 'role' | 'reportOutages'> = {},
): Promise<Store> {
  if (!config.REDIS_URL) return createMemoryStore();
  const { createRedisStore } = await import('./redis-store.ts');
  return createRedisStore({
    url: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    logger,
    ...options,
  });
}
