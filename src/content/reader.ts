import { SNAPSHOT_SCHEMA_VERSION, type Snapshot, type SourceName } from '../domain/types.ts';
import type { Logger } from '../platform/logger.ts';
import type { Store } from '../store/store.ts';
import { noteSourceRead, noteSourceUnavailable } from './read-tracking.ts';

/**
 * Route loaders read snapshots through this. Each request costs one cheap version lookup; the whole
 * snapshot is fetched and kept in memory only when its version changes. When the store is away the
 * last snapshot held in memory keeps being served.
 *
 * A snapshot written with another schema version (an older or newer worker) is treated as missing:
 * never rendered, and the reader asks for a refresh (onMissing) instead.
 */
export type ContentReader = {
  read<S extends SourceName>(source: S): Promise<Snapshot<S> | null>;
  /** Derived data (indexes, lookups) computed once per snapshot version. */
  derive<S extends SourceName, T>(
    source: S,
    name: string,
    build: (snapshot: Snapshot<S>) => T,
  ): Promise<T | null>;
  /**
   * Whether the store holds a snapshot of this source that this code can read: false when there is
   * none or it has another schema version, undefined when the store cannot be asked now.
   */
  usable(source: SourceName): Promise<boolean | undefined>;
  /** Called when the stored snapshot has another schema version (once per version, then each minute). */
  onMissing(listener: (source: SourceName) => void): void;
  /** How many sources' snapshots this process holds in memory (what it serves while the store is away). */
  heldCount(): number;
};

type Held = { version: string; snapshot: Snapshot; derived: Map<string, unknown> };

/** A fetch whose store did not give the snapshot (an error or a timeout), as against none stored. */
const FETCH_FAILED = Symbol('fetch failed');

/** How often the reader asks again for the refresh of a source whose snapshot it cannot use. */
const ASK_AGAIN_MS = 60_000;

export function createContentReader(store: Store, logger: Logger): ContentReader {
  const held = new Map<SourceName, Held>();
  const loading = new Map<SourceName, Promise<Held | null | typeof FETCH_FAILED>>();
  // Versions seen with another schema: not fetched again on every request.
  const foreign = new Map<SourceName, string>();
  const asked = new Map<SourceName, { version: string; at: number }>();
  const listeners: ((source: SourceName) => void)[] = [];

  /** Asks for a refresh once per unusable version, and again each ASK_AGAIN_MS while it stays. */
  function missing(source: SourceName, version: string) {
    const now = Date.now();
    const last = asked.get(source);
    if (last?.version === version && now - last.at < ASK_AGAIN_MS) return;
    asked.set(source, { version, at: now });
    for (const listener of listeners) listener(source);
  }

  async function currentVersion(source: SourceName): Promise<string | null | undefined> {
    try {
      return await store.getVersion(source);
    } catch (error) {
      // The store reports each outage once; a line per request would flood the log.
      logger.debug(
        { reason: (error as Error).message, source },
        'store unreachable; serving the snapshot held in memory',
      );
      return undefined;
    }
  }

  /**
   * The snapshot of `version`, fetched once (concurrent requests share the fetch); null when it is
   * gone or has another schema, FETCH_FAILED when the store did not answer.
   */
  function fetchVersion(source: SourceName, version: string): Promise<Held | null | typeof FETCH_FAILED> {
    const pending = loading.get(source);
    if (pending) return pending;
    const promise = (async () => {
      try {
        const snapshot = await store.getSnapshot(source);
        if (!snapshot) return null;
        if (snapshot.schemaVersion !== SNAPSHOT_SCHEMA_VERSION) {
          foreign.set(source, version);
          logger.warn(
            { source, schemaVersion: snapshot.schemaVersion ?? null, expected: SNAPSHOT_SCHEMA_VERSION },
            'snapshot has another schema version; treating it as missing and asking for a refresh',
          );
          missing(source, version);
          return null;
        }
        const next: Held = { version: snapshot.version, snapshot, derived: new Map() };
        held.set(source, next);
        return next;
      } catch (error) {
        logger.warn({ err: error, source }, 'snapshot read failed; serving the snapshot held in memory');
        return FETCH_FAILED;
      } finally {
        loading.delete(source);
      }
    })();
    loading.set(source, promise);
    return promise;
  }

  async function load(source: SourceName): Promise<Held | null> {
    const current = held.get(source) ?? null;
    const version = await currentVersion(source);
    // The store cannot be asked and nothing is held: the page goes without this source for now.
    if (version === undefined && !current) noteSourceUnavailable(source);
    if (version === undefined || version === null) return current;
    if (current?.version === version) return current;
    if (foreign.get(source) === version) {
      missing(source, version);
      return current;
    }
    const fetched = await fetchVersion(source, version);
    if (fetched !== FETCH_FAILED) return fetched ?? current;
    if (!current) noteSourceUnavailable(source);
    return current;
  }

  return {
    async read<S extends SourceName>(source: S) {
      noteSourceRead(source);
      const entry = await load(source);
      return (entry?.snapshot as Snapshot<S> | undefined) ?? null;
    },
    async derive<S extends SourceName, T>(source: S, name: string, build: (snapshot: Snapshot<S>) => T) {
      noteSourceRead(source);
      const entry = await load(source);
      if (!entry) return null;
      if (!entry.derived.has(name)) entry.derived.set(name, build(entry.snapshot as Snapshot<S>));
      return entry.derived.get(name) as T;
    },
    async usable(source) {
      const version = await currentVersion(source);
      if (version === undefined) return undefined;
      if (version === null || foreign.get(source) === version) return false;
      if (held.get(source)?.version === version) return true;
      const fetched = await fetchVersion(source, version);
      return fetched !== null && fetched !== FETCH_FAILED;
    },
    onMissing(listener) {
      listeners.push(listener);
    },
    heldCount() {
      return held.size;
    },
  };
}
