import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../platform/logger.ts';
import { scrubText } from '../platform/redact.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id: the caller's X-Request-Id when well formed, else a new UUID. */
    id?: string;
  }
}

/**
 * One log line per request: id, method, path (query values scrubbed), status, duration. Errors at
 * error, 4xx at warn, the rest at info. The line is built only when its level is enabled, and no
 * per-request child logger is made: with pino-http that child (its bindings run through every
 * redaction path) was most of the garbage a cached page made, about 100 KB a request.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (req.url === '/healthz') return next();
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const status = res.statusCode;
      const aborted = !res.writableFinished;
      const level = status >= 500 ? 'error' : status >= 400 || aborted ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const path = scrubText(req.originalUrl ?? req.url ?? '');
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const message = aborted
        ? `${req.method} ${path} aborted after ${Math.round(durationMs)}ms`
        : status >= 500
          ? `${req.method} ${path} ${status} failed`
          : `${req.method} ${path} ${status} ${Math.round(durationMs)}ms`;
      logger[level]({ req: { id, method: req.method, path }, res: { status }, durationMs }, message);
    });
    next();
  };
}
