import { AsyncLocalStorage } from 'node:async_hooks';
import type { SourceName } from '../domain/types.ts';

// Which sources a request's render read: the content reader notes each source it is asked for, in
// the set of the request being handled (AsyncLocalStorage follows the loaders' async work). The
// page's Surrogate-Key / Cache-Tag headers name them, so a CDN purge after one source's refresh can
// drop only the pages that showed it.

const current = new AsyncLocalStorage<Set<SourceName>>();

/** Runs `next` (the rest of a request's handling) noting every source read into `sources`. */
export function trackSourceReads<T>(sources: Set<SourceName>, next: () => T): T {
  return current.run(sources, next);
}

export function noteSourceRead(source: SourceName): void {
  current.getStore()?.add(source);
}
