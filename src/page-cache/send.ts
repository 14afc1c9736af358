import type { Request, Response } from 'express';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import type { Entry, EntryStore } from './entries.ts';

// Answers a request from a stored entry: 304 when the client's copy is fresh (fresh, as Express
// decides it), else the encoding the client prefers (negotiator, as Express negotiates it; brotli
// first among encodings rated alike), every body a buffer sent whole.

export const PAGE_CACHE_HEADER = 'X-Page-Cache';

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

export function preferredEncoding(headers: Request['headers']): Encoding {
  const chosen = new Negotiator({ headers }).encoding(ENCODINGS, { preferred: ENCODINGS });
  return (chosen as Encoding | undefined) ?? 'identity';
}

/** Whether the client's cached copy (If-None-Match) is this entry's, as Express' req.fresh decides. */
export function isFresh(requestHeaders: Request['headers'], etag: string): boolean {
  return fresh(requestHeaders, { etag });
}

export function sendEntry(req: Request, res: Response, key: string, entry: Entry, entries: EntryStore) {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  if (entry.csp) res.setHeader('Content-Security-Policy', entry.csp);
  sendEncoded(req, res, entry.etag, (encoding) =>
    encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entries.identityOf(key, entry),
  );
}

/**
 * Answers with bytes kept in each encoding (the page cache's entries, the site search's answers):
 * 304 when the client's copy is fresh, else the body of the encoding it prefers, sent whole.
 */
export function sendEncoded(
  req: Request,
  res: Response,
  etag: string,
  bodyIn: (encoding: Encoding) => Buffer,
) {
  res.setHeader('ETag', etag);
  res.vary('Accept-Encoding');
  if (isFresh(req.headers, etag)) {
    res.removeHeader('Content-Type');
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = preferredEncoding(req.headers);
  const body = bodyIn(encoding);
  res.statusCode = 200;
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}
