import { ZodError } from 'zod';
import { SourceFetchError } from '../src/upstreams/fetch-error.ts';

// How a source refresh is retried: the one place that says it.
//
// Three layers could each retry an upstream request. Only the outermost one does:
//
//   1. the upstream SDK (contentful): its own retries are off (`retryOnError: false`);
//   2. the HTTP helper (jobs/sources/shared/http.ts, `upstreamFetch`): one call per request, no retry;
//   3. the job: the whole refresh runs at most REFRESH_ATTEMPTS times, waiting 1 s and then 2 s
//      (exponential backoff) before the retries, and only after a retryable failure.
//        - Redis mode: BullMQ (`refreshJobOptions` in jobs/queue.ts); a failure that retrying cannot
//          fix ends the job at once with BullMQ's UnrecoverableError.
//        - Memory mode and the web process's fill-in: `refreshWithRetries` (jobs/refresh.ts), the
//          same attempts, delays and rules.
//
// One exception, with the same numbers: a podcast's transcript and chapter files. Their failures never
// fail the refresh (the episode is shown without them), so the job would never retry them; the
// attachment step applies this policy (attempts, delays, rules) to each file itself.
// The CDN purge after a changed snapshot (jobs/cdn-purge.ts) likewise never fails the refresh, and
// uses the same attempts and delays for its own call.
//
// So one upstream request is made at most 3 times per scheduled refresh: the product's "up to 2
// retries, 1 s then 2 s backoff, on 5xx or 429 only" (docs/product.md#video-service), for every
// source.
//
// Retryable: network errors, timeouts, 5xx, 429, and a 403 that is a rate limit (GitHub's
// x-ratelimit-remaining: 0 or retry-after, YouTube's rateLimitExceeded). Not retryable: 401, any other
// 403 (permissions, YouTube's daily quota), 404 and other 4xx, a payload that fails validation or
// normalising, a missing setting. Those wait for the next scheduled run (or an admin's "refresh now").

export const REFRESH_ATTEMPTS = 3;
export const REFRESH_BACKOFF_MS = 1_000;

/** The wait after failed attempt `attempt` (1-based): 1 s, then 2 s. */
export function retryDelayMs(attempt: number): number {
  return REFRESH_BACKOFF_MS * 2 ** (attempt - 1);
}

/** Whether running the refresh again could succeed. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof SourceFetchError) return error.retryable;
  if (error instanceof ZodError) return false;
  return true;
}
