import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { bearerToken } from '../auth/tokens.ts';
import type { SourceName } from '../domain/types.ts';
import { apiError } from '../middleware/errors.ts';
import type { Logger } from '../platform/logger.ts';
import type { AppServices } from '../services.ts';

// The content service's signed webhooks and a bearer-token ping for
// the other sources. A valid call answers 202 and asks for a coalesced refresh of its source; a
// webhook whose variable is unset does not exist (the API's JSON 404); a bad signature or token is
// 401 before anything is asked of the pipeline.

/** The content service signs each request; a signature older than this is a replay. */
const WEBHOOK_MAX_AGE_SECONDS = 60;

/** Sources a bearer-token ping may refresh (content has its own signed webhook). */
const PING_SOURCES = new Set<SourceName>(['podcast', 'videos', 'code', 'newsletter']);

/** Large enough for an entry with every field (the content service sends the entry as the body). */
const BODY_LIMIT = '1mb';

type WebhookDeps = { services: AppServices; limiter: RequestHandler };

/** The same length whatever the input, so the comparison itself leaks nothing about the token. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function tokenMatches(given: string | undefined, expected: string): boolean {
  return timingSafeEqual(digest(given ?? ''), digest(expected)) && given !== undefined;
}

function stringHeaders(req: express.Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers[name] = value;
    else if (Array.isArray(value)) headers[name] = value.join(', ');
  }
  return headers;
}

type Verdict = 'ok' | 'missing' | 'expired' | 'invalid';

/**
 * The content service's own check (`verifyRequest` of @contentful/node-apps-toolkit: the signed
 * headers, method, path and body, HMAC-SHA256, compared in constant time) with a 60 s time to live.
 * A timestamp from more than 60 s in the future is refused as well: it would outlive the window.
 */
async function verifyContentful(req: express.Request, body: string, secret: string): Promise<Verdict> {
  if (!req.get('x-contentful-signature') || !req.get('x-contentful-timestamp')) return 'missing';
  const timestamp = Number(req.get('x-contentful-timestamp'));
  if (!Number.isFinite(timestamp) || timestamp - Date.now() > WEBHOOK_MAX_AGE_SECONDS * 1000) {
    return 'invalid';
  }
  // Only the requests part of the toolkit: the package's root pulls in its management client.
  const { verifyRequest, ExpiredRequestException } = await import('@contentful/node-apps-toolkit/requests');
  try {
    const canonical = { method: 'POST' as const, path: req.originalUrl, headers: stringHeaders(req), body };
    return verifyRequest(secret, canonical, WEBHOOK_MAX_AGE_SECONDS) ? 'ok' : 'invalid';
  } catch (error) {
    // Expired, or headers the toolkit cannot read (a malformed signature or signed-headers list).
    return error instanceof ExpiredRequestException ? 'expired' : 'invalid';
  }
}

/** The topic and entry id for the log line (never the body itself). */
function describeEvent(req: express.Request, body: string) {
  let entryId: string | undefined;
  try {
    const id = (JSON.parse(body) as { sys?: { id?: unknown } } | null)?.sys?.id;
    if (typeof id === 'string') entryId = id.slice(0, 64);
  } catch {
    // A body that is not JSON still refreshes: the signature vouches for it.
  }
  return { topic: req.get('x-contentful-topic')?.slice(0, 100) ?? null, entryId: entryId ?? null };
}

function unauthorized(res: express.Response, message: string) {
  res.status(401).set('Cache-Control', 'no-store').json(apiError('unauthorized', message));
}

async function askForRefresh(
  services: AppServices,
  logger: Logger,
  source: SourceName,
  res: express.Response,
  detail: Record<string, unknown>,
) {
  if (!services.requestRefresh) {
    res.status(503).json(apiError('refresh_unavailable', 'Refreshing on demand is not available'));
    return;
  }
  try {
    const outcome = await services.requestRefresh(source);
    logger.info({ source, ...detail, refresh: outcome }, 'webhook: refresh requested');
    res.status(202).set('Cache-Control', 'no-store').json({ source, refresh: outcome });
  } catch (error) {
    // The queue is away (Redis): the sender retries on a 5xx.
    logger.warn({ source, ...detail, reason: (error as Error).message }, 'webhook: refresh not queued');
    res
      .status(503)
      .set('Retry-After', '5')
      .json(apiError('refresh_unavailable', 'The refresh queue is unavailable; try again shortly'));
  }
}

export function webhooksRouter({ services, limiter }: WebhookDeps) {
  const { config, logger } = services;
  const router = Router();
  // The raw bytes: the signature covers the body exactly as sent, whatever its content type.
  const rawBody = express.raw({ type: () => true, limit: BODY_LIMIT });
  // Only refused calls reach the limiter, after the check: a stranger's bad tokens and signatures
  // use up their address's budget (429 from then on), never the owner's valid calls.
  // (The limiter answers 429, or 503 when its counters cannot be reached, itself.)
  const refused = (req: Request, res: Response, answer: () => void) => limiter(req, res, answer);

  router.post(
    '/webhooks/content',
    (_req, _res, next) => (config.CONTENTFUL_WEBHOOK_SECRET ? next() : next('router')),
    rawBody,
    async (req, res, next) => {
      try {
        const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
        const verdict = await verifyContentful(req, body, config.CONTENTFUL_WEBHOOK_SECRET!);
        if (verdict !== 'ok') {
          logger.warn(
            { reason: verdict, topic: req.get('x-contentful-topic')?.slice(0, 100) ?? null },
            'webhook refused',
          );
          refused(req, res, () =>
            unauthorized(
              res,
              verdict === 'expired'
                ? 'The webhook signature has expired'
                : 'A valid webhook signature is required',
            ),
          );
          return;
        }
        await askForRefresh(services, logger, 'content', res, describeEvent(req, body));
      } catch (error) {
        next(error);
      }
    },
  );

  router.post(
    '/webhooks/:source',
    (req, _res, next) =>
      config.WEBHOOK_TOKEN && PING_SOURCES.has(req.params.source as SourceName) ? next() : next('router'),
    rawBody,
    async (req, res, next) => {
      try {
        const source = req.params.source as SourceName;
        if (!tokenMatches(bearerToken(req.get('authorization')) ?? undefined, config.WEBHOOK_TOKEN!)) {
          logger.warn({ source }, 'webhook refused: wrong token');
          refused(req, res, () => unauthorized(res, 'A valid webhook token is required'));
          return;
        }
        await askForRefresh(services, logger, source, res, {});
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}
