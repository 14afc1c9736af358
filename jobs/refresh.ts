import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  SNAPSHOT_SCHEMA_VERSION,
  type Snapshot,
  type SourceDataMap,
  type SourceStatus,
} from '../src/domain/types.ts';
import type { Config } from '../src/platform/config.ts';
import type { Logger } from '../src/platform/logger.ts';
import { scrubText } from '../src/platform/redact.ts';
import type { Store } from '../src/store/store.ts';
import type { CdnPurge } from './cdn-purge.ts';
import { recordChanges } from './changes.ts';
import { isRetryable, REFRESH_ATTEMPTS, retryDelayMs } from './retry-policy.ts';
import type { AnySource, SourceContext } from './source.ts';

export type RefreshDeps = {
  config: Config;
  logger: Logger;
  store: Store;
  now?: () => Date;
  /** Drops a CDN's copies of the pages that read a source whose snapshot changed (jobs/cdn-purge.ts). */
  purge?: CdnPurge;
};

export type RefreshResult =
  | { ok: true; version: string; changed: boolean }
  | {
      ok: false;
      error: Error /** false: retrying cannot fix it (jobs/retry-policy.ts). */;
      retryable: boolean;
    };

/** Changes whenever the data changes (readers parse a snapshot once per version). */
export function dataVersion(data: unknown): string {
  // The schema version is part of it: new code writing the same data still makes a new version.
  return createHash('sha256')
    .update(`${SNAPSHOT_SCHEMA_VERSION}:`)
    .update(JSON.stringify(data))
    .digest('hex')
    .slice(0, 16);
}

/** Rejects when the signal aborts, whether or not the upstream client honours signals itself. */
function withAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function asError(error: unknown): Error {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return new Error(`timed out: ${error.message}`, { cause: error });
    return error;
  }
  return new Error(String(error));
}

/**
 * One refresh of one source: fetch (live or seed), normalise, write the snapshot whole with its
 * version, then the status. On failure the last good snapshot stays and the error is recorded in
 * the status (docs/architecture.md, "Data flow"). Never throws: callers that want a retry
 * (the BullMQ processor) look at `ok`.
 */
/** How many request timeouts one whole refresh may take before it is abandoned. */
export const REFRESH_BUDGET_REQUESTS = 6;

export async function refreshSource(
  source: AnySource,
  deps: RefreshDeps,
  attempt = 1,
): Promise<RefreshResult> {
  const { config, store } = deps;
  const now = deps.now ?? (() => new Date());
  const { logger } = deps;
  const mode = source.mode(config);
  // Each upstream request has its own 10 s timeout (docs/product.md#constants-and-limits); a whole
  // refresh makes many requests (pages, batches, retries with backoff), so it gets a budget of
  // several of them.
  const budget = source.background?.budgetRequests ?? REFRESH_BUDGET_REQUESTS;
  const signal = AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS * budget);
  const context: SourceContext = { config, logger, attempt, signal, store, now };
  const previous = await store.getStatus(source.name).catch(() => null);
  const startedAt = now().toISOString();

  let data: SourceDataMap[typeof source.name];
  let step = mode === 'live' ? 'fetching live data' : 'loading seed data';
  try {
    const raw = await withAbort(
      mode === 'live' ? source.fetchLive(context) : source.loadSeed(context),
      signal,
    );
    step = 'normalising';
    data = await source.normalise(raw, { logger, config });
  } catch (caught) {
    const error = asError(caught);
    // A payload that fails normalising fails the same way when fetched again.
    const retryable = step !== 'normalising' && isRetryable(caught);
    logger.error(
      { source: source.name, attempt, retryable, err: error },
      `refresh of source "${source.name}" failed while ${step}`,
    );
    const status: SourceStatus = {
      source: source.name,
      mode,
      lastRefreshAt: startedAt,
      lastSuccessAt: previous?.lastSuccessAt ?? null,
      // Kept for the admin area: URL credentials and query values scrubbed, length bounded.
      lastError: { message: scrubText(`${step}: ${error.message}`).slice(0, 1000), at: startedAt, attempt },
      version: previous?.version ?? null,
    };
    await store
      .putStatus(status)
      .catch((storeError: unknown) =>
        logger.error(
          { source: source.name, err: storeError },
          `could not record the failure of "${source.name}"`,
        ),
      );
    return { ok: false, error, retryable };
  }

  const version = dataVersion(data);
  const snapshot = {
    source: source.name,
    schemaVersion: SNAPSHOT_SCHEMA_VERSION,
    mode,
    data,
    fetchedAt: now().toISOString(),
    version,
  } as Snapshot;
  try {
    const recorded = await recordChanges(store, snapshot);
    if (recorded > 0) logger.info({ source: source.name, changes: recorded }, 'catalogue changes recorded');
    await store.putSnapshot(snapshot);
    await store.putStatus({
      source: source.name,
      mode,
      lastRefreshAt: startedAt,
      lastSuccessAt: snapshot.fetchedAt,
      lastError: null,
      version,
    });
  } catch (caught) {
    const error = asError(caught);
    logger.error(
      { source: source.name, attempt, err: error },
      `refresh of source "${source.name}" failed while writing the snapshot`,
    );
    return { ok: false, error, retryable: true };
  }
  logger.info({ source: source.name, version, mode }, `source "${source.name}" refreshed`);
  const changed = previous?.version !== version;
  // Only a change purges: an unchanged refresh leaves the CDN's copies as right as they were. The
  // purge runs after the snapshot is published and is not awaited: a CDN that does not answer must
  // not hold this refresh's worker slot (and the refreshes queued behind it). It never rejects.
  if (changed && deps.purge) void deps.purge(source.name).catch(() => undefined);
  return { ok: true, version, changed };
}

/**
 * A refresh with the job-level retries of jobs/retry-policy.ts, for the places BullMQ does not run it
 * (the in-process scheduler, the web process's fill-in): up to REFRESH_ATTEMPTS runs, 1 s then 2 s
 * apart, only after a retryable failure. An aborted `signal` (shutdown) stops the waiting.
 */
export async function refreshWithRetries(
  source: AnySource,
  deps: RefreshDeps,
  signal?: AbortSignal,
): Promise<RefreshResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await refreshSource(source, deps, attempt);
    if (result.ok || !result.retryable || attempt >= REFRESH_ATTEMPTS || signal?.aborted) return result;
    try {
      await sleep(retryDelayMs(attempt), undefined, { signal });
    } catch {
      return result;
    }
  }
}
