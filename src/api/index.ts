import type { ErrorRequestHandler, RequestHandler } from 'express';
import { createDeviceCookies } from '../auth/device-cookies.ts';
import { createAdminTokens } from '../auth/tokens.ts';
import {
  connectionTestRateLimit,
  createRateLimitBackend,
  loginRateLimit,
  type RateLimitBackend,
  reportRateLimit,
  searchRateLimit,
  signupRateLimit,
  tokenizeRateLimit,
  webhookRateLimit,
} from '../middleware/rate-limit.ts';
import { createNewsletterService, type NewsletterService } from '../newsletter/newsletter-service.ts';
import { createPreviewSessions } from '../preview/session.ts';
import type { AppServices } from '../services.ts';
import { adminRouter, requireAdmin } from './admin.ts';
import { authRouter } from './auth.ts';
import { newsletterRouter } from './newsletter.ts';
import { previewRouter } from './preview.ts';
import { searchRouter } from './search.ts';
import { webhooksRouter } from './webhooks.ts';

export type ApiOptions = {
  /** Where rate-limit counters live; defaults to Redis (or memory) from the config. */
  rateLimitBackend?: RateLimitBackend;
  loginLimit?: number;
  signupLimit?: number;
  webhookLimit?: number;
  /** Server-side tokenizing (the tokens explorable without JavaScript) per client per minute. */
  tokenizeLimit?: number;
  /** Search calls per client per minute; SEARCH_RATE_LIMIT from the config when omitted. */
  searchLimit?: number;
  reportLimit?: number;
  /** The newsletter service; built from the config when omitted. */
  newsletter?: NewsletterService;
};

export type Api = {
  routers: RequestHandler[];
  newsletter: NewsletterService;
  /** Run before page requests: the signup limit for the footer form's action route. */
  pageMiddleware: RequestHandler[];
  close(): Promise<void>;
};

/**
 * Unexpected API errors reach error reporting (services.reportError, given at construction: Sentry
 * when SENTRY_DSN is set) before apiErrors answers the JSON 500. Client errors (bad JSON, too large)
 * are not reported.
 */
function reportApiErrors(reportError: AppServices['reportError']): ErrorRequestHandler {
  return (error: Error & { status?: number; type?: string }, _req, _res, next) => {
    const status = error.status ?? 500;
    if (status >= 500 && !error.type) reportError?.(error);
    next(error);
  };
}

/** The routers mounted under /api: auth, preview, admin, newsletter, search, webhooks. */
export async function createApi(services: AppServices, options: ApiOptions = {}): Promise<Api> {
  const { config, logger } = services;
  const shared = options.rateLimitBackend ?? services.rateLimits;
  const ownBackend = shared
    ? undefined
    : await createRateLimitBackend({
        redis: config,
        keyPrefix: config.REDIS_KEY_PREFIX,
        logger,
      });
  const backend = shared ?? ownBackend!;
  const tokens = config.JWT_SECRET ? createAdminTokens(config.JWT_SECRET) : null;
  const newsletter =
    options.newsletter ??
    createNewsletterService({ config, content: services.content, outbox: services.signupOutbox });
  const signupLimiter = signupRateLimit(backend, logger, options.signupLimit);
  return {
    routers: [
      authRouter({
        config,
        logger,
        tokens,
        devices: config.JWT_SECRET
          ? createDeviceCookies(config.JWT_SECRET, { secure: config.PUBLIC_SITE_URL.startsWith('https:') })
          : null,
        loginLimiter: loginRateLimit(backend, logger, options.loginLimit),
      }),
      previewRouter(services, createPreviewSessions(config), requireAdmin(tokens)),
      adminRouter(services, tokens),
      newsletterRouter({
        newsletter,
        logger,
        signupLimiter: signupLimiter.api,
        testLimiter: connectionTestRateLimit(backend, logger),
      }),
      searchRouter({
        search: services.search,
        limiter: searchRateLimit(backend, logger, options.searchLimit ?? config.SEARCH_RATE_LIMIT),
        siteUrl: config.PUBLIC_SITE_URL,
      }),
      webhooksRouter({ services, limiter: webhookRateLimit(backend, logger, options.webhookLimit) }),
      reportApiErrors(services.reportError) as unknown as RequestHandler,
    ],
    newsletter,
    pageMiddleware: [
      signupLimiter.form,
      tokenizeRateLimit(backend, logger, options.tokenizeLimit),
      reportRateLimit(backend, logger, options.reportLimit),
    ],
    async close() {
      await ownBackend?.close();
    },
  };
}
