import type { RequestHandler } from 'express';
import { apiError } from './errors.ts';

/** As type-is's hasBody: a body is announced by Transfer-Encoding or a non-zero Content-Length. */
function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * The API takes JSON bodies only (express.json leaves any other type unread): a body of another type
 * (a form, text, none named) is the client's mistake, 415, before a route reads an empty `req.body`
 * and answers as if a field were missing. The body itself is never read.
 */
export const jsonBodiesOnly: RequestHandler = (req, res, next) => {
  if (!hasBody(req.headers) || req.is(['application/json', 'application/*+json'])) return next();
  // The unread body would otherwise be drained from the connection for the next request.
  res.set('Connection', 'close');
  res.status(415).json(apiError('unsupported_media_type', 'The request body must be application/json'));
};
