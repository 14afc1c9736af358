import type { RequestHandler, Response } from 'express';
import { ipKeyGenerator, type Options, rateLimit, type Store } from 'express-rate-limit';
import { type Config, usesRedis } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import { requestLocals } from '../request-locals.ts';
import { apiError } from './errors.ts';

// Rate limits that hold across several web processes: counters live in Redis when it is configured
// (REDIS_URL or Sentinel) (rate-limit-redis on ioredis), in this process's memory otherwise.
//
// When the counters cannot be reached (Redis away or stalled) a limited route answers 503 at once
// rather than hang or let every attempt through unlimited; each such failure is logged and counted
// (GET /readyz shows the count).

type RateLimitFailures = { count: number; lastAt: string | null };

export type RateLimitBackend = {
  /** A fresh store for one limiter (each limiter needs its own), or undefined for memory. */
  storeFor(name: string): Store | undefined;
  /** Records that a limiter could not reach its counters. */
  recordFailure(limiter: string, error: unknown): void;
  failures(): RateLimitFailures;
  close(): Promise<void>;
};

export async function createRateLimitBackend(options: {
  /** Where Redis is (REDIS_URL or Sentinel); memory when neither is set. */
  redis?: Pick<Config, 'REDIS_URL' | 'REDIS_SENTINELS' | 'REDIS_SENTINEL_NAME' | 'REDIS_SENTINEL_PASSWORD'>;
  keyPrefix?: string;
  logger: Logger;
}): Promise<RateLimitBackend> {
  const { redis, keyPrefix = '', logger } = options;
  const failures: RateLimitFailures = { count: 0, lastAt: null };
  const recordFailure = (limiter: string, error: unknown) => {
    failures.count += 1;
    failures.lastAt = new Date().toISOString();
    logger.warn(
      { limiter, reason: (error as Error)?.message ?? String(error), failures: failures.count },
      'rate-limit counters unreachable; answering 503',
    );
  };
  if (!redis || !usesRedis(redis)) {
    return {
      storeFor: () => undefined,
      recordFailure,
      failures: () => ({ ...failures }),
      close: async () => {},
    };
  }
  // ioredis and rate-limit-redis are loaded only when Redis holds the counters.
  const { redisRateLimitBackend } = await import('./rate-limit-redis.ts');
  return redisRateLimitBackend({ redis, keyPrefix, recordFailure, failures: () => ({ ...failures }) });
}

/**
 * express-rate-limit's own messages (its configuration checks, e.g. an X-Forwarded-For header while
 * no proxy is trusted) go to our log at warn: a client can trigger them, so never at error level.
 */
function rateLimitLogger(logger: Logger) {
  return {
    warn: (detail: unknown, message?: string) => logger.warn({ err: detail }, message ?? 'rate limiter'),
    error: (detail: unknown, message?: string) => logger.warn({ err: detail }, message ?? 'rate limiter'),
  };
}

type LimiterOptions = {
  name: string;
  windowMs: number;
  limit: number;
  /** Count only failed requests (status >= 400), as for login attempts. */
  failedOnly?: boolean;
  skip?: Options['skip'];
  /** Whose counter a request uses; the client address when unset. */
  keyGenerator?: Options['keyGenerator'];
  /** The answer when the limit is reached. */
  limited: RequestHandler;
  /** The answer when the counters cannot be reached. */
  unavailable: RequestHandler;
};

function limiter(backend: RateLimitBackend, logger: Logger, options: LimiterOptions): RequestHandler {
  const limit = rateLimit({
    logger: rateLimitLogger(logger),
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: options.failedOnly ?? false,
    store: backend.storeFor(options.name),
    // A store error reaches the wrapper below (503), never a silent pass.
    passOnStoreError: false,
    identifier: options.name,
    skip: options.skip,
    ...(options.keyGenerator ? { keyGenerator: options.keyGenerator } : {}),
    handler(req, res, next) {
      logger.warn({ limiter: options.name, path: req.path }, 'rate limit reached');
      options.limited(req, res, next);
    },
  });
  return (req, res, next) => {
    void limit(req, res, (error?: unknown) => {
      if (error === undefined) return next();
      backend.recordFailure(options.name, error);
      options.unavailable(req, res, next);
    });
  };
}

function unavailableJson(res: Response, message: string) {
  res
    .status(503)
    .set('Retry-After', '5')
    .set('Cache-Control', 'no-store')
    .json(apiError('rate_limit_unavailable', message));
}

/**
 * About 10 failed login attempts per 15 minutes per client: per trusted device when the request
 * carries a valid device cookie (`res.locals.loginDevice`, src/auth/device-cookies.ts), per address
 * otherwise. A lockout of an address then never locks out the owner's browser.
 */
export function loginRateLimit(backend: RateLimitBackend, logger: Logger, limit = 10): RequestHandler {
  return limiter(backend, logger, {
    name: 'login',
    windowMs: 15 * 60_000,
    limit,
    failedOnly: true,
    keyGenerator: (req, res) => {
      const device = requestLocals(res).loginDevice;
      return device ? `device:${device}` : `address:${ipKeyGenerator(req.ip ?? '')}`;
    },
    limited: (_req, res) => {
      res.status(429).json(apiError('too_many_requests', 'Too many failed login attempts; try again later'));
    },
    unavailable: (_req, res) =>
      unavailableJson(res, 'Sign-in is unavailable for a moment; try again in a few seconds'),
  });
}

/** Why the footer form's action must not subscribe: its limit is reached, or cannot be checked. */
export type SignupBlock = 'limited' | 'unavailable';

/**
 * The form actions a visitor submits to without JavaScript's API: the footer signup and the privacy
 * page's data-rights request (when no privacy address is configured), each page and its `.data` twin
 * used by fetchers. They share one counter per client: a handful of submissions per 10 minutes.
 */
const SIGNUP_FORM_PATH = /^\/(newsletter\/subscribe|privacy)(\.data)?\/?$/;

/**
 * Newsletter signups: a handful per client per 10 minutes, one counter per address shared by
 * POST /api/subscribers and the footer form (/newsletter/subscribe). The API answers 429/503 JSON;
 * a page cannot, so for the form the limiter only records the outcome in `res.locals.signupBlock`,
 * which reaches the action through the router context, and the action shows the product's message.
 */
export function signupRateLimit(
  backend: RateLimitBackend,
  logger: Logger,
  limit = 5,
): { api: RequestHandler; form: RequestHandler } {
  const block = (outcome: SignupBlock, json: RequestHandler): RequestHandler => {
    return (req, res, next) => {
      if (req.baseUrl.startsWith('/api')) return json(req, res, next);
      requestLocals(res).signupBlock = outcome;
      next();
    };
  };
  const shared = limiter(backend, logger, {
    name: 'signup',
    windowMs: 10 * 60_000,
    limit,
    limited: block('limited', (_req, res) => {
      res.status(429).json(apiError('too_many_requests', 'Too many signup attempts; try again later'));
    }),
    unavailable: block('unavailable', (_req, res) =>
      unavailableJson(res, 'Signing up is unavailable for a moment; try again in a few seconds'),
    ),
  });
  return {
    api: shared,
    form: (req, res, next) => {
      if (req.method !== 'POST' || !SIGNUP_FORM_PATH.test(req.path)) return next();
      shared(req, res, next);
    },
  };
}

/**
 * Site search (GET /api/search): the instant-search dialog asks as one types, debounced, so a
 * person stays far below the limit; a script looping over queries does not.
 */
export function searchRateLimit(backend: RateLimitBackend, logger: Logger, limit: number): RequestHandler {
  return limiter(backend, logger, {
    name: 'search',
    windowMs: 60_000,
    limit,
    limited: (_req, res) => {
      res
        .status(429)
        .set('Cache-Control', 'no-store')
        .json(apiError('too_many_requests', 'יותר מדי חיפושים בזמן קצר; נסו שוב בעוד רגע'));
    },
    unavailable: (_req, res) => unavailableJson(res, 'החיפוש אינו זמין לרגע; נסו שוב בעוד כמה שניות'),
  });
}

/**
 * Refused webhook calls (bad token or signature) per client address: run only after the check has
 * failed (src/api/webhooks.ts), so a valid call is never counted nor refused, however many bad ones
 * came from the same address (the owner behind a shared address stays in).
 */
export function webhookRateLimit(backend: RateLimitBackend, logger: Logger, limit = 300): RequestHandler {
  return limiter(backend, logger, {
    name: 'webhook',
    windowMs: 60_000,
    limit,
    limited: (_req, res) => {
      res.status(429).json(apiError('too_many_requests', 'Too many refused webhook calls; try again later'));
    },
    unavailable: (_req, res) => unavailableJson(res, 'Webhooks are unavailable for a moment; try again'),
  });
}

/** The tokens explorable's page (and its `.data` twin) asked to tokenize a reader's text. */
const TOKENIZE_PATH = /^\/terms\/token(\.data)?\/?$/;

/**
 * Server-side tokenizing (the tokens explorable without JavaScript: `/terms/token?text=`): bounded per
 * client like the other public endpoints. A page cannot answer JSON, so the limiter records the outcome
 * in `res.locals.tokenizeBlock` and the page shows its message instead of the counts (the browser,
 * with JavaScript, counts on its own).
 */
export function tokenizeRateLimit(backend: RateLimitBackend, logger: Logger, limit = 60): RequestHandler {
  const block =
    (outcome: SignupBlock): RequestHandler =>
    (_req, res, next) => {
      requestLocals(res).tokenizeBlock = outcome;
      next();
    };
  const counted = limiter(backend, logger, {
    name: 'tokenize',
    windowMs: 60_000,
    limit,
    limited: block('limited'),
    unavailable: block('unavailable'),
  });
  return (req, res, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !TOKENIZE_PATH.test(req.path) ||
      req.query.text === undefined
    ) {
      return next();
    }
    counted(req, res, next);
  };
}

/**
 * GET /api/test, public: its answer is cached for a minute (src/api/newsletter.ts), and a client
 * asking more than this often is refused outright rather than served from that cache forever.
 */
export function connectionTestRateLimit(
  backend: RateLimitBackend,
  logger: Logger,
  limit = 30,
): RequestHandler {
  return limiter(backend, logger, {
    name: 'connection-test',
    windowMs: 60_000,
    limit,
    limited: (_req, res) => {
      res.status(429).json(apiError('too_many_requests', 'Too many connection tests; try again later'));
    },
    unavailable: (_req, res) => unavailableJson(res, 'The connection test is unavailable for a moment'),
  });
}

/** A tool's report action (docs/product.md#report-a-problem): the page and its `.data` twin. */
const REPORT_FORM_PATH = /^\/tools\/[^/]+\/report(\.data)?\/?$/;

/**
 * Problem reports: a few per client address per 10 minutes. Like the footer form, a page action
 * cannot be answered here, so the outcome goes to `res.locals.reportBlock` and the action answers
 * 429 (or 503) with its Hebrew message.
 */
export function reportRateLimit(backend: RateLimitBackend, logger: Logger, limit = 5): RequestHandler {
  const block =
    (outcome: SignupBlock): RequestHandler =>
    (_req, res, next) => {
      requestLocals(res).reportBlock = outcome;
      next();
    };
  const shared = limiter(backend, logger, {
    name: 'report',
    windowMs: 10 * 60_000,
    limit,
    limited: block('limited'),
    unavailable: block('unavailable'),
  });
  return (req, res, next) => {
    if (req.method !== 'POST' || !REPORT_FORM_PATH.test(req.path)) return next();
    shared(req, res, next);
  };
}
