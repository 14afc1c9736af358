import { Router } from 'express';
import type { SourceStatus } from './domain/types.ts';
import type { AppServices } from './services.ts';

// Liveness and readiness for ops (and the compose/Docker health checks). Both are public, so they say
// nothing that names a host, a credential, a configured id or an upstream error: per source only its
// state and age. The detail lives in the admin area (GET /api/admin/status) and in the logs.

/**
 * `pending`: never refreshed and no error yet (the link check's first run follows start-up by a
 * minute and takes as long as the slowest host it asks); `failing`: the last attempt failed, or the
 * source has only ever failed; `stale`: its last good refresh is older than three intervals.
 */
export type PublicSourceState = 'ok' | 'stale' | 'failing' | 'pending';

/** The admin status's `state`: readiness's four, and `off` for a source this configuration does not run. */
export type AdminSourceState = PublicSourceState | 'off';

/** A source is stale when its last good refresh is older than this many of its intervals. */
const STALE_AFTER_INTERVALS = 3;

export function publicSourceState(
  status: SourceStatus,
  now: number,
): { status: PublicSourceState; ageSeconds: number | null } {
  const success = status.lastSuccessAt ? Date.parse(status.lastSuccessAt) : Number.NaN;
  const ageSeconds = Number.isNaN(success) ? null : Math.max(0, Math.round((now - success) / 1000));
  const failedAt = status.lastError ? Date.parse(status.lastError.at) : Number.NaN;
  if (ageSeconds === null) return { status: status.lastError ? 'failing' : 'pending', ageSeconds };
  if (!Number.isNaN(failedAt) && failedAt >= success) return { status: 'failing', ageSeconds };
  const interval = status.intervalSeconds;
  if (interval && ageSeconds > interval * STALE_AFTER_INTERVALS) return { status: 'stale', ageSeconds };
  return { status: 'ok', ageSeconds };
}

/**
 * The store as readiness reports it: `ok` when it answers; `degraded` when it answers but a counter
 * of the rate limits (a connection of its own) failed within the last minute, so logins and signups
 * may be refused; `down` when it does not answer (pages come from snapshots held in memory, logins,
 * signups and admin actions are refused until it is back).
 */
export type StoreState = 'ok' | 'degraded' | 'down';

const DEGRADED_FOR_MS = 60_000;

function storeState(reachable: boolean, lastRateLimitFailure: string | null, now: number): StoreState {
  if (!reachable) return 'down';
  const failedAt = lastRateLimitFailure ? Date.parse(lastRateLimitFailure) : Number.NaN;
  return !Number.isNaN(failedAt) && now - failedAt < DEGRADED_FOR_MS ? 'degraded' : 'ok';
}

export function healthRouter(services: AppServices) {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    // Every store call is bounded (a few hundred ms), so this answers quickly even while Redis is
    // away or stalled; the queue's next-run lookup is left to the admin status.
    const [reachable, statuses] = await Promise.all([
      services.store.ping().catch(() => false),
      services.sourceStatuses({ nextRuns: false }).catch(() => []),
    ]);
    const now = Date.now();
    const sources = Object.fromEntries(
      statuses.map((status) => [status.source, publicSourceState(status, now)]),
    );
    const store = storeState(reachable, services.rateLimits?.failures().lastAt ?? null, now);
    // The status code answers one question, for a load balancer: can this process serve pages? It
    // can while the store answers, and while it is away as long as it holds snapshots in memory
    // (pages are served from them). The store's own state is in the body, for operators and alerts.
    const servesPages = store !== 'down' || services.content.heldCount() > 0;
    res
      .status(servesPages ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({
        status: servesPages ? 'ready' : 'unavailable',
        store,
        rateLimit: { storeFailures: services.rateLimits?.failures().count ?? 0 },
        sources,
      });
  });
  return router;
}
