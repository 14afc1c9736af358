import { SOURCE_NAMES } from '../domain/types.ts';
import type { Logger } from '../platform/logger.ts';
import type { Store } from '../store/store.ts';

// The snapshot versions every page key includes: read at most once per period, one read shared by
// concurrent requests. While the store is away the last reading stays in use (hits keep being
// answered) and `healthy` is false (nothing new is stored until it is back).

export type VersionReader = {
  /** Every source's snapshot version joined; undefined before a first successful reading. */
  current(): Promise<string | undefined>;
  /** The last reading, without asking the store (a store compares it with what it rendered). */
  readonly last: string | undefined;
  readonly healthy: boolean;
};

export function createVersionReader(
  store: Pick<Store, 'getVersion'>,
  logger: Logger,
  ttlMs: number,
  onChange: () => void,
): VersionReader {
  let versions: string | undefined;
  let readAt = 0;
  let healthy = false;
  let reading: Promise<string | undefined> | undefined;

  async function read(): Promise<string | undefined> {
    try {
      const all = await Promise.all(SOURCE_NAMES.map((source) => store.getVersion(source)));
      const next = all.map((version) => version ?? '-').join(',');
      if (versions !== undefined && next !== versions) onChange();
      versions = next;
      healthy = true;
    } catch (error) {
      if (healthy) logger.warn({ err: error }, 'page cache: snapshot versions unreadable');
      healthy = false;
    } finally {
      readAt = Date.now();
      reading = undefined;
    }
    return versions;
  }

  return {
    async current() {
      if (versions !== undefined && Date.now() - readAt < ttlMs) return versions;
      reading ??= read();
      return reading;
    },
    get last() {
      return versions;
    },
    get healthy() {
      return healthy;
    },
  };
}
