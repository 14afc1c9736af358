import { setTimeout as sleep } from 'node:timers/promises';
import type { SourceName } from '../src/domain/types.ts';
import type { Config } from '../src/platform/config.ts';
import type { Logger } from '../src/platform/logger.ts';
import { scrubText } from '../src/platform/redact.ts';
import { REFRESH_ATTEMPTS, retryDelayMs } from './retry-policy.ts';

// After a refresh writes a new snapshot of a source, the CDN in front may drop the pages that read it
// at once instead of serving them until `s-maxage` runs out (docs/operations.md, "A CDN in front").
// Every page names the sources its render read in `Cache-Tag` and `Surrogate-Key`
// (src/page-cache/cache-headers.ts); the purge names the source that changed.
//
// The call is Cloudflare's tag purge (`POST .../zones/{zone}/purge_cache`, `{"tags": [...]}`, a
// bearer API token), with the same keys in a `Surrogate-Key` header for a Fastly-style endpoint or a
// small relay of the operator's. Off unless CDN_PURGE_URL is set. It runs after the refresh has
// published its snapshot, without holding the refresh: 3 s per call, its own retries. A purge that fails is logged and
// counted, never fails the refresh: the CDN then serves the old page until its s-maxage (60 s), and
// revalidates against the page's ETag.

export type CdnPurge = (source: SourceName) => Promise<'purged' | 'failed'>;

/** One purge call's time limit: a CDN's API answers in well under a second when it answers at all. */
const PURGE_TIMEOUT_MS = 3_000;

function retryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export function createCdnPurge(
  config: Pick<Config, 'CDN_PURGE_URL' | 'CDN_PURGE_TOKEN' | 'UPSTREAM_TIMEOUT_MS'>,
  logger: Logger,
  options: {
    signal?: AbortSignal;
    onOutcome?: (source: SourceName, outcome: 'purged' | 'failed') => void;
  } = {},
): CdnPurge | undefined {
  const url = config.CDN_PURGE_URL;
  if (!url) return undefined;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.CDN_PURGE_TOKEN) headers.authorization = `Bearer ${config.CDN_PURGE_TOKEN}`;
  return async (source) => {
    const body = JSON.stringify({ tags: [source] });
    let problem = '';
    // The refreshes' attempts and delays (jobs/retry-policy.ts: 3 attempts, 1 s then 2 s apart).
    for (let attempt = 1; attempt <= REFRESH_ATTEMPTS; attempt++) {
      if (options.signal?.aborted) break;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { ...headers, 'surrogate-key': source },
          body,
          signal: AbortSignal.timeout(Math.min(PURGE_TIMEOUT_MS, config.UPSTREAM_TIMEOUT_MS)),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) {
          logger.info({ source, attempt }, `CDN purge of "${source}" sent`);
          options.onOutcome?.(source, 'purged');
          return 'purged';
        }
        problem = `status ${response.status}`;
        if (!retryable(response.status)) break;
      } catch (error) {
        problem = scrubText(String((error as Error)?.message ?? error));
      }
      if (attempt < REFRESH_ATTEMPTS)
        await sleep(retryDelayMs(attempt), undefined, { signal: options.signal }).catch(() => undefined);
    }
    logger.warn(
      { source, url: scrubText(url) },
      `CDN purge of "${source}" failed (${problem}): the CDN serves the old pages until their s-maxage`,
    );
    options.onOutcome?.(source, 'failed');
    return 'failed';
  };
}
