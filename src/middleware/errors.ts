import type { ErrorRequestHandler, RequestHandler } from 'express';
import { NO_STORE } from '../cache-policy.ts';
import type { Logger } from '../platform/logger.ts';

export type ApiErrorBody = { error: { code: string; message: string } };

export function apiError(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

/** Unknown paths under /api answer JSON, not the HTML not-found page. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json(apiError('not_found', 'No such API endpoint'));
};

type BodyParserError = Error & { type?: string; status?: number; statusCode?: number };

/** Body-parser failures become clear 4xx JSON; anything else is a 500 with nothing internal in it. */
export function apiErrors(logger: Logger): ErrorRequestHandler {
  return (error: BodyParserError, req, res, next) => {
    if (res.headersSent) return next(error);
    switch (error.type) {
      case 'entity.parse.failed':
        return res.status(400).json(apiError('invalid_json', 'The request body is not valid JSON'));
      case 'entity.too.large':
        return res.status(413).json(apiError('payload_too_large', 'The request body is too large'));
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return res.status(415).json(apiError('unsupported_encoding', 'Unsupported body encoding'));
      case 'request.aborted':
        return res.status(400).json(apiError('request_aborted', 'The request was aborted'));
    }
    const status = error.status ?? error.statusCode;
    if (status && status >= 400 && status < 500) {
      return res.status(status).json(apiError('bad_request', 'The request could not be processed'));
    }
    logger.error({ err: error, path: req.path }, 'api error');
    res.status(500).json(apiError('internal', 'Internal server error'));
  };
}

/** Last resort for pages: the error fallback text, status 500, nothing internal. */
export function pageErrors(logger: Logger, reportError?: (error: unknown) => void): ErrorRequestHandler {
  return (error: BodyParserError, req, res, next) => {
    if (res.headersSent) return next(error);
    // Client errors raised by middleware (a missing static asset, a malformed URL) keep their status.
    const status = error.status ?? error.statusCode;
    if (status && status >= 400 && status < 500) {
      return res
        .status(status)
        .set('Cache-Control', NO_STORE)
        .type('text')
        .send(status === 404 ? 'Not found' : 'Bad request');
    }
    logger.error({ err: error, path: req.path }, 'unhandled error');
    reportError?.(error);
    res
      .status(500)
      .set('Cache-Control', NO_STORE)
      .type('html')
      .send(
        '<!doctype html><html lang="he" dir="rtl"><meta charset="utf-8"><title>אופס! משהו השתבש</title>' +
          '<body style="font-family:system-ui;text-align:center;padding:4rem"><h1>אופס! משהו השתבש</h1>' +
          '<p><a href="">רענון הדף</a></p></body></html>',
      );
  };
}
