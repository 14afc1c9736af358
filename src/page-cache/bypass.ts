import type { Request, Response } from 'express';
import { PREVIEW_COOKIE } from '../preview/session.ts';
import { requestLocals } from '../request-locals.ts';
import { cacheUrl } from './query-keys.ts';

// Which requests the page cache must not answer from (or store into) the cache, and which of those
// are about one visitor (their answers must not be kept by any shared cache either).

/**
 * The only cookie that changes a page: the admin's preview session (src/preview/). No other cookie
 * reaches a render (the device cookie is sent to /api/auth only, consent is read in the browser), so
 * any other cookie neither sends a request past the cache nor marks its answer as personal.
 */
const PAGE_COOKIES = new Set([PREVIEW_COOKIE]);
const MAX_URL_LENGTH = 2048;

export type BypassReason =
  | 'method'
  | 'authorization'
  | 'admin'
  | 'preview'
  | 'cookie'
  | 'url-length'
  | 'unknown-parameter';

/** Why a request may not be answered from (or stored into) the cache; null when it may. */
export function bypassReason(req: Request, res: Response): BypassReason | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return 'method';
  const personal = personalReason(req, res);
  if (personal) return personal;
  if (req.originalUrl.length > MAX_URL_LENGTH) return 'url-length';
  if (cacheUrl(req.originalUrl) === null) return 'unknown-parameter';
  return null;
}

/** Why an answer to this request would be about one visitor; null when it is the same for all. */
export function personalReason(
  req: Request,
  res: Response,
): 'authorization' | 'admin' | 'preview' | 'cookie' | null {
  if (req.headers.authorization) return 'authorization';
  if (requestLocals(res).isAdmin === true) return 'admin';
  // The admin's preview pages (src/preview/) show drafts: never served from or stored here.
  if (requestLocals(res).preview === true) return 'preview';
  const cookie = req.headers.cookie;
  if (cookie) {
    for (const part of cookie.split(';')) {
      const name = part.split('=', 1)[0]!.trim();
      if (PAGE_COOKIES.has(name)) return 'cookie';
    }
  }
  return null;
}
