import { Router } from 'express';
import type { AppServices } from './services.ts';

/** Liveness and readiness for ops (and the compose/Docker health checks). */
export function healthRouter(services: AppServices) {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const reachable = await services.store.ping().catch(() => false);
    const statuses = await services.sourceStatuses().catch(() => []);
    const now = Date.now();
    const sources = Object.fromEntries(
      statuses.map((status) => [
        status.source,
        {
          mode: status.mode,
          lastRefreshAt: status.lastRefreshAt,
          lastSuccessAt: status.lastSuccessAt,
          ageSeconds: status.lastSuccessAt
            ? Math.round((now - Date.parse(status.lastSuccessAt)) / 1000)
            : null,
          nextRunAt: status.nextRunAt ?? null,
          lastError: status.lastError,
        },
      ]),
    );
    res
      .status(reachable ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({
        status: reachable ? 'ready' : 'unavailable',
        store: { kind: services.store.kind, reachable },
        sources,
      });
  });
  return router;
}
