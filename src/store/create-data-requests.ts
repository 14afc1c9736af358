import { type Config, usesRedis } from '../platform/config.ts';
import { createFileDataRequests, type DataRequestStore } from './data-requests.ts';

/** Redis when it is configured, a file under DATA_DIR otherwise; the Redis side loads only when used. */
export async function createDataRequestStore(config: Config): Promise<DataRequestStore> {
  if (usesRedis(config)) {
    const { createRedisDataRequests } = await import('./data-requests-redis.ts');
    return createRedisDataRequests(config);
  }
  return createFileDataRequests(config);
}
