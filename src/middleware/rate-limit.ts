import type { RequestHandler, Response } from 'express';
import { type Options, rateLimit, type Store } from 'express-rate-limit';
import type { Logger } from '../platform/logger.ts';
import { apiError } from './errors.ts';

// Rate limits that hold across several web processes: counters live in Redis when REDIS_URL is
// set (rate-limit-redis on ioredis), in this process's memory otherwise.
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
  redisUrl?: string;
  keyPrefix?: string;
  logger: Logger;
}): Promise<RateLimitBackend> {
  const { redisUrl, keyPrefix = '', logger } = options;
  const failures: RateLimitFailures = { count: 0, lastAt: null };
  const recordFailure = (limiter: string, error: unknown) => {
    failures.count += 1;
    failures.lastAt = new Date().toISOString();
    logger.warn(
      { limiter, reason: (error as Error)?.message ?? String(error), failures: failures.count },
      'rate-limit counters unreachable; answering 503',
    );
  };
  if (!redisUrl) {
    return {
      storeFor: () => undefined,
      recordFailure,
      failures: () => ({ ...failures }),
      close: async () => {},
    };
  }
  // ioredis and rate-limit-redis are loaded only when Redis holds the counters.
  const { redisRateLimitBackend } = await import('./rate-limit-redis.ts');
  return redisRateLimitBackend({ redisUrl, keyPrefix, recordFailure, failures: () => ({ ...failures }) });
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

/** About 10 failed login attempts per 15 minutes per client. */
export function loginRateLimit(backend: RateLimitBackend, logger: Logger, limit = 10): RequestHandler {
  return limiter(backend, logger, {
    name: 'login',
    windowMs: 15 * 60_000,
    limit,
    failedOnly: true,
    limited: (_req, res) => {
      res.status(429).json(apiError('too_many_requests', 'Too many failed login attempts; try again later'));
    },
    unavailable: (_req, res) =>
      unavailableJson(res, 'Sign-in is unavailable for a moment; try again in a few seconds'),
  });
}

/** Why the footer form's action must not subscribe: its limit is reached, or cannot be checked. */
export type SignupBlock = 'limited' | 'unavailable';

/** The footer form's action routes: the page and its `.data` twin used by fetchers. */
const SIGNUP_FORM_PATH = /^\/newsletter\/subscribe(\.data)?\/?$/;

/**
 * Newsletter signups: a handful per client per 10 minutes, one counter per address shared by
 * POST /api/subscribers and the footer form (/newsletter/subscribe). The API answers 429/503 JSON;
 * a page cannot, so for the form the limiter only records the outcome in `res.locals.signupBlock`,
 * which reaches the action through the router context, and the action shows the spec's message.
 */
export function signupRateLimit(
  backend: RateLimitBackend,
  logger: Logger,
  limit = 5,
): { api: RequestHandler; form: RequestHandler } {
  const block = (outcome: SignupBlock, json: RequestHandler): RequestHandler => {
    return (req, res, next) => {
      if (req.baseUrl.startsWith('/api')) return json(req, res, next);
      res.locals.signupBlock = outcome;
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
 * Webhooks: generous, since a bulk publish sends one per entry, but bounded per client
 * address so nobody can keep the refresh queue busy. Counted before the signature check.
 */
export function webhookRateLimit(backend: RateLimitBackend, logger: Logger, limit = 300): RequestHandler {
  return limiter(backend, logger, {
    name: 'webhook',
    windowMs: 60_000,
    limit,
    limited: (_req, res) => {
      res.status(429).json(apiError('too_many_requests', 'Too many webhook calls; try again later'));
    },
    unavailable: (_req, res) => unavailableJson(res, 'Webhooks are unavailable for a moment; try again'),
  });
}
