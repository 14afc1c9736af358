import { AsyncLocalStorage } from 'node:async_hooks';
import type { SourceName } from '../domain/types.ts';

// Which sources a request's render read: the content reader notes each source it is asked for, in
// the reads of the request being handled (AsyncLocalStorage follows the loaders' async work). The
// page's Surrogate-Key / Cache-Tag headers name them, so a CDN purge after one source's refresh can
// drop only the pages that showed it.
//
// It also notes a source the render had to do without because the store could not be asked (Redis
// away or stalled) and this process held no snapshot of it: such a page shows an absence that is not
// real, and no cache, shared or the page cache, may keep it (src/page-cache/cache-headers.ts).

export type SourceReads = {
  /** Every source the render read. */
  readonly sources: Set<SourceName>;
  /** Sources the render went without: the store did not answer and none was held in memory. */
  readonly unavailable: Set<SourceName>;
};

const current = new AsyncLocalStorage<SourceReads>();

/** Runs `next` (the rest of a request's handling) noting every source read into `reads`. */
export function trackSourceReads<T>(reads: SourceReads, next: () => T): T {
  return current.run(reads, next);
}

export function noteSourceRead(source: SourceName): void {
  current.getStore()?.sources.add(source);
}

export function noteSourceUnavailable(source: SourceName): void {
  current.getStore()?.unavailable.add(source);
}
