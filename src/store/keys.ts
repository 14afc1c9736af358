import type { SourceName } from '../domain/types.ts';

// Every Redis key the store writes, in one place. All of them live under REDIS_KEY_PREFIX so
// several deployments (or test runs) can share one Redis.

export type StoreKeys = {
  snapshot(source: SourceName): string;
  version(source: SourceName): string;
  status(source: SourceName): string;
  /** The catalogue's change log (a list, newest first). */
  changes: string;
  /** Marks one snapshot transition as recorded (so it is recorded once). */
  changesSeen(transition: string): string;
  /** Visitors' problem reports (a stream, kept by AOF) and which of them are handled (a hash). */
  reports: string;
  reportsHandled: string;
};

export function storeKeys(prefix: string): StoreKeys {
  return {
    snapshot: (source) => `${prefix}content:snapshot:${source}`,
    version: (source) => `${prefix}content:version:${source}`,
    status: (source) => `${prefix}content:status:${source}`,
    changes: `${prefix}history:changes`,
    changesSeen: (transition) => `${prefix}history:seen:${transition}`,
    reports: `${prefix}reports:stream`,
    reportsHandled: `${prefix}reports:handled`,
  };
}

/** BullMQ namespaces its own keys; it ignores ioredis' keyPrefix, so the prefix goes here. */
export function queuePrefix(prefix: string): string {
  return `${prefix}bull`;
}
