import type { Snapshot, SourceName } from '../domain/types.ts';
import type { Logger } from '../logger.ts';
import type { Store } from '../store/store.ts';

/**
 * Route loaders read snapshots through this. Each request costs one cheap version lookup; the whole
 * snapshot is fetched and kept in memory only when its version changes. When the store is away the
 * last snapshot held in memory keeps being served.
 */
export type ContentReader = {
  read<S extends SourceName>(source: S): Promise<Snapshot<S> | null>;
  /** Derived data (indexes, lookups) computed once per snapshot version. */
  derive<S extends SourceName, T>(
    source: S,
    name: string,
    build: (snapshot: Snapshot<S>) => T,
  ): Promise<T | null>;
};

type Held = { version: string; snapshot: Snapshot; derived: Map<string, unknown> };

export function createContentReader(store: Store, logger: Logger): ContentReader {
  const held = new Map<SourceName, Held>();
  const loading = new Map<SourceName, Promise<Held | null>>();

  async function load(source: SourceName): Promise<Held | null> {
    const current = held.get(source);
    let version: string | null;
    try {
      version = await store.getVersion(source);
    } catch (error) {
      // The store reports each outage once; a line per request would flood the log.
      logger.debug(
        { reason: (error as Error).message, source },
        'store unreachable; serving the snapshot held in memory',
      );
      return current ?? null;
    }
    if (version === null) return current ?? null;
    if (current && current.version === version) return current;
    const pending = loading.get(source);
    if (pending) return pending;
    const promise = (async () => {
      try {
        const snapshot = await store.getSnapshot(source);
        if (!snapshot) return current ?? null;
        const next: Held = { version: snapshot.version, snapshot, derived: new Map() };
        held.set(source, next);
        return next;
      } catch (error) {
        logger.warn({ err: error, source }, 'snapshot read failed; serving the snapshot held in memory');
        return current ?? null;
      } finally {
        loading.delete(source);
      }
    })();
    loading.set(source, promise);
    return promise;
  }

  return {
    async read<S extends SourceName>(source: S) {
      const entry = await load(source);
      return (entry?.snapshot as Snapshot<S> | undefined) ?? null;
    },
    async derive<S extends SourceName, T>(source: S, name: string, build: (snapshot: Snapshot<S>) => T) {
      const entry = await load(source);
      if (!entry) return null;
      if (!entry.derived.has(name)) entry.derived.set(name, build(entry.snapshot as Snapshot<S>));
      return entry.derived.get(name) as T;
    },
  };
}
