import type { Response } from 'express';
import type { SignupBlock } from './middleware/rate-limit.ts';
import type { PendingPage } from './page-cache/page-cache.ts';

/**
 * What the middleware leaves in `res.locals` for later middleware and the pages: the one per-request
 * channel between them, declared here once. Express types `res.locals` as a record of `any` (its
 * `Locals` interface only adds to that), so every reader and writer goes through `requestLocals`.
 */
export type RequestLocals = {
  /** A fresh CSP nonce (src/middleware/security.ts); React Router's inline scripts carry it. */
  cspNonce?: string;
  /** The request log's id (src/app.ts). */
  requestId?: string;
  /** The request carries a valid admin token (src/api/admin.ts). */
  isAdmin?: boolean;
  /** The signup limit's verdict on the footer form's action (src/middleware/rate-limit.ts). */
  signupBlock?: SignupBlock;
  /** The tokenizer limit's verdict on a term page's own text (src/middleware/rate-limit.ts). */
  tokenizeBlock?: SignupBlock;
  /** The problem-report limit's verdict on a tool page's report form (src/middleware/rate-limit.ts). */
  reportBlock?: SignupBlock;
  /** A page of the admin's preview session (src/preview/middleware.ts). */
  preview?: boolean;
  /** Keeps this response out of the page cache (preview, a render that failed part-way). */
  pageCacheNoStore?: boolean;
  /** A page-cache miss this response's document is to be stored under (src/page-cache). */
  pageCache?: PendingPage;
  /** What the page cache did with this request, for the metrics (src/metrics/web.ts). */
  pageCacheOutcome?: 'HIT' | 'MISS' | 'BYPASS';
  /** The login's valid device cookie, which the login limiter counts apart (src/auth/device-cookies.ts). */
  loginDevice?: string;
};

export function requestLocals(res: Pick<Response, 'locals'>): RequestLocals {
  return res.locals as RequestLocals;
}
