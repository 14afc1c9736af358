import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { type RedisReply, RedisStore } from 'rate-limit-redis';
import type { Logger } from '../logger.ts';
import { SIGNUP_LIMITED_HEADER } from '../newsletter/subscriber.ts';
import { apiError } from './errors.ts';

// Rate limits that hold across several web processes: counters live in Redis when REDIS_URL is
// set (rate-limit-redis on ioredis), in this process's memory otherwise.

export type RateLimitBackend = {
  /** A fresh store for one limiter (each limiter needs its own), or undefined for memory. */
  storeFor(name: string): Store | undefined;
  close(): Promise<void>;
};

export function createRateLimitBackend(options: {
  redisUrl?: string;
  keyPrefix?: string;
  logger: Logger;
}): RateLimitBackend {
  const { redisUrl, keyPrefix = '', logger } = options;
  if (!redisUrl) return { storeFor: () => undefined, close: async () => {} };
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 2, connectionName: 'rate-limit' });
  client.on('error', (error) => logger.warn({ err: error }, 'rate-limit redis error'));
  return {
    storeFor(name) {
      return new RedisStore({
        prefix: `${keyPrefix}rl:${name}:`,
        sendCommand: (command: string, ...args: string[]) =>
          client.call(command, ...args) as Promise<RedisReply>,
      });
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

type LimiterOptions = {
  name: string;
  windowMs: number;
  limit: number;
  message: string;
  /** Count only failed requests (status >= 400), as for login attempts. */
  failedOnly?: boolean;
};

/**
 * express-rate-limit's own messages (its configuration checks, e.g. an X-Forwarded-For header while
 * no proxy is trusted) go to our log at warn: a client can trigger them, so never at error level.
 */
export function rateLimitLogger(logger: Logger) {
  return {
    warn: (detail: unknown, message?: string) => logger.warn({ err: detail }, message ?? 'rate limiter'),
    error: (detail: unknown, message?: string) => logger.warn({ err: detail }, message ?? 'rate limiter'),
  };
}

function limiter(backend: RateLimitBackend, logger: Logger, options: LimiterOptions): RequestHandler {
  return rateLimit({
    logger: rateLimitLogger(logger),
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: options.failedOnly ?? false,
    store: backend.storeFor(options.name),
    // A Redis outage must not lock every visitor out; it is logged.
    passOnStoreError: true,
    identifier: options.name,
    handler(req, res, _next, used) {
      logger.warn({ limiter: options.name, path: req.path }, 'rate limit reached');
      res.status(used.statusCode).json(apiError('too_many_requests', options.message));
    },
  });
}

/** About 10 failed login attempts per 15 minutes per client. */
export function loginRateLimit(backend: RateLimitBackend, logger: Logger, limit = 10): RequestHandler {
  return limiter(backend, logger, {
    name: 'login',
    windowMs: 15 * 60_000,
    limit,
    failedOnly: true,
    message: 'Too many failed login attempts; try again later',
  });
}

/** Newsletter signups: a handful per client per 10 minutes. */
export function signupRateLimit(backend: RateLimitBackend, logger: Logger, limit = 5): RequestHandler {
  return limiter(backend, logger, {
    name: 'signup',
    windowMs: 10 * 60_000,
    limit,
    message: 'Too many signup attempts; try again later',
  });
}

/**
 * The same limit for the footer form's action route (/newsletter/subscribe, and its `.data` twin used
 * by fetchers). A page cannot answer JSON, so an exceeded limit only marks the request with a header
 * the action turns into the spec's failure message.
 */
export function signupFormRateLimit(backend: RateLimitBackend, logger: Logger, limit = 5): RequestHandler {
  const limited = rateLimit({
    logger: rateLimitLogger(logger),
    windowMs: 10 * 60_000,
    limit,
    standardHeaders: false,
    legacyHeaders: false,
    store: backend.storeFor('signup-form'),
    passOnStoreError: true,
    identifier: 'signup-form',
    skip: (req) => req.method !== 'POST' || !/^\/newsletter\/subscribe(\.data)?\/?$/.test(req.path),
    handler(req, _res, next) {
      logger.warn({ limiter: 'signup-form' }, 'rate limit reached');
      req.headers[SIGNUP_LIMITED_HEADER] = '1';
      next();
    },
  });
  return (req, res, next) => {
    delete req.headers[SIGNUP_LIMITED_HEADER];
    limited(req, res, next);
  };
}
