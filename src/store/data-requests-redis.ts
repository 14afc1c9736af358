import type { Config } from '../platform/config.ts';
import type { DataRequest, DataRequestStore } from './data-requests.ts';
import { newDataRequest, withDeadline } from './data-requests.ts';
import { createRedisClient, type RedisConnectionConfig } from './redis-connection.ts';
import { webRedisOptions } from './redis-store.ts';
import { StoreUnavailableError } from './store-errors.ts';

// Data-rights requests in Redis: one hash, request id to JSON, under REDIS_KEY_PREFIX (AOF keeps it;
// behind Sentinel a replica acknowledges each before the visitor is told it was received).

export function createRedisDataRequests(
  config: RedisConnectionConfig & Pick<Config, 'REDIS_KEY_PREFIX'>,
): DataRequestStore {
  const client = createRedisClient(config, { ...webRedisOptions(), connectionName: 'data-requests' });
  client.on('error', () => {});
  const key = `${config.REDIS_KEY_PREFIX}privacy:requests`;
  const ready = () => {
    if (client.status !== 'ready') throw new StoreUnavailableError('redis is not connected');
  };
  return {
    async accept(input) {
      ready();
      const request = newDataRequest(input);
      await client.hset(key, request.id, JSON.stringify(request));
      if (config.REDIS_SENTINELS?.length) await client.call('WAIT', '1', '200');
    },
    async listOpen() {
      ready();
      const all = Object.values(await client.hgetall(key)).map((raw) => JSON.parse(raw) as DataRequest);
      return all.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)).map(withDeadline);
    },
    async markDone(id) {
      ready();
      return (await client.hdel(key, id)) > 0;
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
