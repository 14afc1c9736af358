import type { RequestHandler, Response } from 'express';
import { NO_STORE, PAGE_CACHE_CONTROL, PAGE_NOT_SHARED, PERSONAL } from '../cache-policy.ts';
import { type SourceReads, trackSourceReads } from '../content/read-tracking.ts';
import type { SourceName } from '../domain/types.ts';
import { requestLocals } from '../request-locals.ts';
import { personalReason } from './bypass.ts';

// What a shared cache (a CDN in front) may do with each response, decided when its headers are
// written (after the route has set its own):
// - a page answered 200 (or 304) to an anonymous visitor keeps PAGE_CACHE_CONTROL and names the
//   sources its render read: `Surrogate-Key` (Fastly, space-separated) and `Cache-Tag` (Cloudflare,
//   comma-separated), each with `pages`, so a purge can drop every page or only those of a source;
// - the same page answered with another status is not shared (PAGE_NOT_SHARED);
// - a page rendered without a source the store could not give (Redis away or stalled, nothing held in
//   memory), or one its route kept out of the page cache (`noStore()`: a tokenizer or a history that
//   did not answer), is NO_STORE: it shows an absence that is not real, so neither a CDN nor the
//   page cache (which stores nothing marked no-store) keeps it;
// - a page for a visitor with credentials or the site's own cookies, a form action's answer, and
//   any response that sets a cookie, is PERSONAL (`private, no-store`), whatever the route said.

const SURROGATE_KEY_HEADER = 'Surrogate-Key';
const CACHE_TAG_HEADER = 'Cache-Tag';

function surrogateKeys(sources: Set<SourceName>): string[] {
  return ['pages', ...[...sources].sort()];
}

function applyPolicy(res: Response, personal: boolean, reads: SourceReads) {
  if (res.hasHeader('set-cookie')) {
    res.setHeader('Cache-Control', PERSONAL);
    return;
  }
  if (res.getHeader('cache-control') !== PAGE_CACHE_CONTROL) return;
  if (personal) res.setHeader('Cache-Control', PERSONAL);
  else if (reads.unavailable.size > 0 || requestLocals(res).pageCacheNoStore === true)
    res.setHeader('Cache-Control', NO_STORE);
  else if (res.statusCode !== 200 && res.statusCode !== 304) res.setHeader('Cache-Control', PAGE_NOT_SHARED);
  else if (!res.hasHeader(SURROGATE_KEY_HEADER)) {
    // A stored page carries the keys of the render that made it; a render names its own.
    const keys = surrogateKeys(reads.sources);
    res.setHeader(SURROGATE_KEY_HEADER, keys.join(' '));
    res.setHeader(CACHE_TAG_HEADER, keys.join(','));
    return;
  }
  if (res.getHeader('cache-control') !== PAGE_CACHE_CONTROL) {
    res.removeHeader(SURROGATE_KEY_HEADER);
    res.removeHeader(CACHE_TAG_HEADER);
  }
}

/** Mounted before the page cache and everything that answers pages. */
export function sharedCacheHeaders(): RequestHandler {
  return (req, res, next) => {
    // A form action's answer is about the visitor who sent it.
    const personal = personalReason(req, res) !== null || (req.method !== 'GET' && req.method !== 'HEAD');
    const reads: SourceReads = { sources: new Set<SourceName>(), unavailable: new Set<SourceName>() };
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      applyPolicy(this, personal || requestLocals(this).isAdmin === true, reads);
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as typeof res.writeHead;
    trackSourceReads(reads, next);
  };
}
