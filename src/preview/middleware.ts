import type { RequestHandler } from 'express';
import { requestLocals } from '../request-locals.ts';
import { PREVIEW_CACHE_CONTROL, type PreviewSessions } from './session.ts';

/**
 * Marks a page request of the admin's preview session (`res.locals.preview`): it is rendered from the
 * preview API, kept out of the page cache, and answered `Cache-Control: private, no-store` and
 * `X-Robots-Tag: noindex` whatever the route sets (applied as the headers are written). A cookie that
 * is not a preview token this server signed changes nothing.
 */
export function previewMode(sessions: PreviewSessions): RequestHandler {
  return async (req, res, next) => {
    const token = sessions.tokenOf(req.headers.cookie);
    if (!token || req.path.startsWith('/api/') || !(await sessions.verify(token))) return next();
    const locals = requestLocals(res);
    locals.preview = true;
    locals.pageCacheNoStore = true;
    const writeHead = res.writeHead;
    res.writeHead = function writePreviewHead(this: typeof res, ...args: unknown[]) {
      this.setHeader('Cache-Control', PREVIEW_CACHE_CONTROL);
      this.setHeader('X-Robots-Tag', 'noindex');
      return (writeHead as (...rest: unknown[]) => typeof res).apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}
