import type { Request, Response } from 'express';

// Which requests the page cache must not answer from (or store into) the cache, and which of those
// are about one visitor (their answers must not be kept by any shared cache either).

/** Cookies known not to change a page (analytics); any other cookie sends the request past the cache. */
const IGNORED_COOKIES = /^(_ga|_gid|_gat|_fbp|_fbc|_clck|_clsk|_hj)/;
const MAX_URL_LENGTH = 2048;

export type BypassReason = 'method' | 'authorization' | 'admin' | 'preview' | 'cookie' | 'url-length';

/** Why a request may not be answered from (or stored into) the cache; null when it may. */
export function bypassReason(req: Request, res: Response): BypassReason | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return 'method';
  const personal = personalReason(req, res);
  if (personal) return personal;
  if (req.originalUrl.length > MAX_URL_LENGTH) return 'url-length';
  return null;
}

/** Why an answer to this request would be about one visitor; null when it is the same for all. */
export function personalReason(
  req: Request,
  res: Response,
): 'authorization' | 'admin' | 'preview' | 'cookie' | null {
  if (req.headers.authorization) return 'authorization';
  if (res.locals.isAdmin === true) return 'admin';
  // The admin's preview pages (src/preview/) show drafts: never served from or stored here.
  if (res.locals.preview === true) return 'preview';
  const cookie = req.headers.cookie;
  if (cookie) {
    for (const part of cookie.split(';')) {
      const name = part.split('=', 1)[0]!.trim();
      if (name && !IGNORED_COOKIES.test(name)) return 'cookie';
    }
  }
  return null;
}
