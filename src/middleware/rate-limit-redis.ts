import type { Options } from 'express-rate-limit';
import { type RedisReply, RedisStore } from 'rate-limit-redis';
import { createRedisClient, type RedisConnectionConfig } from '../store/redis-connection.ts';
import { webRedisOptions } from '../store/redis-store.ts';
import type { RateLimitBackend } from './rate-limit.ts';

// The Redis side of the rate limits (src/middleware/rate-limit.ts), loaded only when Redis is
// configured (REDIS_URL or Sentinel): counters shared by every web process.

/**
 * rate-limit-redis loads its Lua scripts once, when the limiter is created: a web process started
 * while Redis is away would keep the rejected load forever. Here each script is loaded on first use
 * and loaded again after a failed load, so the limits come back by themselves with Redis.
 */
class LazyRedisStore extends RedisStore {
  constructor(options: ConstructorParameters<typeof RedisStore>[0]) {
    super(options);
    this.lazyScript('incrementScriptSha', () => this.loadIncrementScript());
    this.lazyScript('getScriptSha', () => this.loadGetScript());
  }

  private lazyScript(field: 'incrementScriptSha' | 'getScriptSha', load: () => Promise<string>) {
    let loading: Promise<string> | undefined;
    const keep = (promise: Promise<string>) => {
      loading = promise;
      promise.catch(() => {
        if (loading === promise) loading = undefined;
      });
      return promise;
    };
    Object.defineProperty(this, field, {
      configurable: true,
      enumerable: true,
      get: () => loading ?? keep(load()),
      // rate-limit-redis assigns a fresh load after a NOSCRIPT reply (Redis restarted empty).
      set: (value: Promise<string>) => void keep(value),
    });
  }

  override async init(options: Options) {
    this.windowMs = options.windowMs;
  }
}

/** Counters in Redis: one connection, one store per limiter. */
export function redisRateLimitBackend(options: {
  redis: RedisConnectionConfig;
  keyPrefix: string;
  recordFailure: RateLimitBackend['recordFailure'];
  failures: RateLimitBackend['failures'];
}): RateLimitBackend {
  const { redis, keyPrefix, recordFailure, failures } = options;
  // Commands may wait for the connection (a login right after start-up), but never longer than the
  // web command timeout: then the limiter answers 503.
  const client = createRedisClient(redis, {
    ...webRedisOptions(),
    enableOfflineQueue: true,
    connectionName: 'rate-limit',
  });
  // The store reports outages of the same Redis; each failed limit is logged by recordFailure.
  client.on('error', () => {});
  return {
    storeFor(name: string) {
      return new LazyRedisStore({
        prefix: `${keyPrefix}rl:${name}:`,
        sendCommand: (command: string, ...args: string[]) =>
          client.call(command, ...args) as Promise<RedisReply>,
      });
    },
    recordFailure,
    failures,
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
