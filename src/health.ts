import { Router } from 'express';
import type { SourceStatus } from './domain/types.ts';
import type { AppServices } from './services.ts';

// Liveness and readiness for ops (and the compose/Docker health checks). Both are public, so they say
// nothing that names a host, a credential, a configured id or an upstream error: per source only its
// state and age. The detail lives in the admin area (GET /api/admin/status) and in the logs.

export type PublicSourceState = 'ok' | 'stale' | 'failing';

/** A source is stale when its last good refresh is older than this many of its intervals. */
const STALE_AFTER_INTERVALS = 3;

export function publicSourceState(
  status: SourceStatus,
  now: number,
): { status: PublicSourceState; ageSeconds: number | null } {
  const success = status.lastSuccessAt ? Date.parse(status.lastSuccessAt) : Number.NaN;
  const ageSeconds = Number.isNaN(success) ? null : Math.max(0, Math.round((now - success) / 1000));
  if (ageSeconds === null) return { status: 'failing', ageSeconds };
  const failedAt = status.lastError ? Date.parse(status.lastError.at) : Number.NaN;
  if (!Number.isNaN(failedAt) && failedAt >= success) return { status: 'failing', ageSeconds };
  const interval = status.intervalSeconds;
  if (interval && ageSeconds > interval * STALE_AFTER_INTERVALS) return { status: 'stale', ageSeconds };
  return { status: 'ok', ageSeconds };
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
    res
      .status(reachable ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({
        status: reachable ? 'ready' : 'unavailable',
        store: { reachable },
        rateLimit: { storeFailures: services.rateLimits?.failures().count ?? 0 },
        sources,
      });
  });
  return router;
}
