import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

// The stored documents: an LRU bounded by bytes (lru-cache), entries older than the maximum age
// dropped when looked up (pages show relative dates computed at render time).

export type Entry = {
  headers: [string, string | number | string[]][];
  /** The policy of the stored document (hashes of its inline scripts); null for non-HTML (.data). */
  csp: string | null;
  etag: string;
  gzip: Buffer;
  br: Buffer;
  /** Bytes of the uncompressed document (Content-Length for clients that take no encoding). */
  size: number;
  /**
   * The uncompressed document, derived from the gzip copy the first time a client that takes no
   * encoding asks for it, then kept (and counted) with the entry: such clients (curl, monitors, some
   * crawlers) are then served a buffer as browsers are, not a decompression per request.
   */
  identity?: Buffer;
};

/** What an entry costs beyond its bodies (headers, policy, key, bookkeeping). */
const OVERHEAD = 512;

function bytesOf(entry: Entry, key: string): number {
  return (
    entry.gzip.length +
    entry.br.length +
    (entry.identity?.length ?? 0) +
    (entry.csp?.length ?? 0) +
    key.length +
    OVERHEAD
  );
}

export type EntryStore = {
  get(key: string): Entry | undefined;
  set(key: string, entry: Entry): void;
  /** The uncompressed body of a stored entry, kept with it from now on (within the byte budget). */
  identityOf(key: string, entry: Entry): Buffer;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
};

export function createEntryStore(maxBytes: number, maxAgeMs: number): EntryStore {
  const lru = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: bytesOf,
    ttl: maxAgeMs,
  });
  return {
    get: (key) => lru.get(key),
    set(key, entry) {
      lru.set(key, entry);
    },
    identityOf(key, entry) {
      if (entry.identity) return entry.identity;
      const held = lru.peek(key);
      if (held?.identity) return held.identity;
      // Once per entry: ~0.3 ms for the largest page (/tools, 225 KB), on the event loop.
      const identity = zlib.gunzipSync(entry.gzip);
      // Counted in the budget from now on (lru-cache sizes a new value); its age stays the entry's.
      if (held === entry) lru.set(key, { ...entry, identity }, { noUpdateTTL: true });
      return identity;
    },
    clear: () => lru.clear(),
    get size() {
      return lru.size;
    },
    get bytes() {
      return lru.calculatedSize;
    },
  };
}
