import { type RequestHandler, Router } from 'express';
import { apiError } from '../middleware/errors.ts';
import { type PreviewSessions, previewAvailable } from '../preview/session.ts';
import type { AppServices } from '../services.ts';

// Preview mode. The admin area switches it on and off (admin token); the banner on every
// preview page leaves it with a plain form (no script, no token needed: leaving is harmless).

/** Only a path on this site: never an open redirect. */
function localPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return '/';
  }
  return value.slice(0, 2000);
}

export function previewRouter(
  services: AppServices,
  sessions: PreviewSessions | null,
  requireAdmin: RequestHandler,
) {
  const router = Router();
  const { logger, config } = services;

  router.get('/admin/preview', requireAdmin, async (req, res) => {
    const token = sessions?.tokenOf(req.headers.cookie);
    const active = Boolean(sessions && token && (await sessions.verify(token)));
    res.set('Cache-Control', 'no-store').json({ available: previewAvailable(config), active });
  });

  router.post('/admin/preview', requireAdmin, async (_req, res) => {
    if (!sessions) {
      res
        .status(409)
        .json(
          apiError('preview_unavailable', 'Preview needs CONTENTFUL_PREVIEW_TOKEN and CONTENTFUL_SPACE_ID'),
        );
      return;
    }
    res.set('Set-Cookie', sessions.cookie(await sessions.issue()));
    logger.info('admin switched preview on');
    res.set('Cache-Control', 'no-store').json({ available: true, active: true });
  });

  router.delete('/admin/preview', requireAdmin, (_req, res) => {
    if (sessions) res.set('Set-Cookie', sessions.cookie(null));
    res.set('Cache-Control', 'no-store').json({ available: Boolean(sessions), active: false });
  });

  router.post('/preview/exit', (req, res) => {
    if (sessions) res.set('Set-Cookie', sessions.cookie(null));
    res.set('Cache-Control', 'no-store').redirect(303, localPath(req.query.to));
  });
  return router;
}
