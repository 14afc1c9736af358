import type { SourceName } from '../domain/types.ts';

// Every Redis key the store writes, in one place. All of them live under REDIS_KEY_PREFIX so
// several deployments (or test runs) can share one Redis.

export type StoreKeys = {
  snapshot(source: SourceName): string;
  version(source: SourceName): string;
  status(source: SourceName): string;
};

export function storeKeys(prefix: string): StoreKeys {
  return {
    snapshot: (source) => `${prefix}content:snapshot:${source}`,
    version: (source) => `${prefix}content:version:${source}`,
    status: (source) => `${prefix}content:status:${source}`,
  };
}

/** BullMQ namespaces its own keys; it ignores ioredis' keyPrefix, so the prefix goes here. */
export function queuePrefix(prefix: string): string {
  return `${prefix}bull`;
}
