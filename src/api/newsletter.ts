import { type RequestHandler, type Response, Router } from 'express';
import { z } from 'zod';
import { SIGNUP_MESSAGES, subscriberSchema } from '../domain/newsletter/subscriber.ts';
import { apiError } from '../middleware/errors.ts';
import { NewsletterArchiveUnavailable, type NewsletterService } from '../newsletter/newsletter-service.ts';
import type { Logger } from '../platform/logger.ts';
import { StoreUnavailableError } from '../store/store-errors.ts';
import { MailerLiteError } from '../upstreams/mailerlite.ts';

// The newsletter API (docs/product.md#newsletter-api) under /api: GET /test, GET /campaigns, GET
// /campaigns/:id, GET /campaign-emails?campaignId=, POST /subscribers. The campaign reads answer
// from the newsletter snapshot (503 until a first refresh has written one); the test calls
// MailerLite, whose failures become 502 (504 on timeout). A signup is kept in the outbox and
// answered 202; MailerLite gets it from there (src/store/outbox/).

const UPSTREAM_MESSAGES: Record<MailerLiteError['kind'], string> = {
  config: 'The newsletter service is not configured',
  status: 'The newsletter service answered with an error status',
  content_type: 'The newsletter service answered with a non-JSON content type',
  empty: 'The newsletter service answered with an empty body',
  parse: 'The newsletter service answered with invalid JSON',
  timeout: 'The newsletter service did not answer in time',
  network: 'The newsletter service could not be reached',
};

function queryValue(query: Record<string, unknown>, flat: string, nested?: [string, string]): unknown {
  if (flat in query) return query[flat];
  if (nested) {
    const group = query[nested[0]];
    if (group && typeof group === 'object') return (group as Record<string, unknown>)[nested[1]];
  }
  return undefined;
}

const intParam = (fallback: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))
    .optional()
    .transform((value) => value ?? fallback);

const campaignsQuery = z.object({
  page: intParam(1, 10_000),
  limit: intParam(10, 100),
  status: z.literal('sent').optional().default('sent'),
  include: z.literal('emails').optional(),
});

const campaignId = z.string().regex(/^\d{1,30}$/);

/** How long one MailerLite connection test answers GET /api/test for; a failed one, less long. */
const TEST_CACHE_MS = 60_000;
const FAILED_TEST_CACHE_MS = 10_000;

/**
 * GET /api/test is public and each check is a MailerLite call with the site's key: one check a
 * minute answers everyone (concurrent requests share the one in flight). A failure is kept for 10 s
 * only, so a passing blip does not show for a whole minute.
 */
function cachedTest(newsletter: NewsletterService) {
  let last: { until: number; outcome: ReturnType<NewsletterService['test']> } | undefined;
  return () => {
    if (!last || Date.now() >= last.until) {
      const outcome = newsletter.test();
      const entry = { until: Date.now() + TEST_CACHE_MS, outcome };
      // Awaited by every request it answers, so never an unhandled rejection.
      outcome.catch(() => {
        entry.until = Math.min(entry.until, Date.now() + FAILED_TEST_CACHE_MS);
      });
      last = entry;
    }
    return last.outcome;
  };
}

export function newsletterRouter(deps: {
  newsletter: NewsletterService;
  logger: Logger;
  signupLimiter: RequestHandler;
  testLimiter: RequestHandler;
}) {
  const { newsletter, logger, signupLimiter, testLimiter } = deps;
  const router = Router();
  const connectionTest = cachedTest(newsletter);

  function upstreamFailure(res: Response, error: unknown, what: string) {
    if (error instanceof NewsletterArchiveUnavailable) {
      res
        .status(503)
        .set('Retry-After', '30')
        .json(apiError('newsletter_unavailable', 'The newsletter archive is not available yet'));
      return;
    }
    if (!(error instanceof MailerLiteError)) throw error;
    logger.warn({ kind: error.kind, status: error.status, what }, 'newsletter upstream failure');
    const status = error.kind === 'timeout' ? 504 : 502;
    res.status(status).json(apiError(`upstream_${error.kind}`, UPSTREAM_MESSAGES[error.kind]));
  }

  router.get('/test', testLimiter, async (_req, res, next) => {
    try {
      res.json(await connectionTest());
    } catch (error) {
      try {
        upstreamFailure(res, error, 'test');
      } catch (other) {
        next(other);
      }
    }
  });

  router.get('/campaigns', async (req, res, next) => {
    const query = req.query as Record<string, unknown>;
    const parsed = campaignsQuery.safeParse({
      page: query.page,
      limit: query.limit,
      status: queryValue(query, 'filter[status]', ['filter', 'status']),
      include: query.include,
    });
    if (!parsed.success) {
      res
        .status(400)
        .json(
          apiError(
            'invalid_query',
            'page must be 1-10000, limit 1-100, filter[status] only "sent", include only "emails"',
          ),
        );
      return;
    }
    try {
      const { page, limit, status, include } = parsed.data;
      res.json(await newsletter.listCampaigns({ page, limit, status, includeEmails: include === 'emails' }));
    } catch (error) {
      try {
        upstreamFailure(res, error, 'campaigns');
      } catch (other) {
        next(other);
      }
    }
  });

  async function campaignResponse(res: Response, id: string, load: (id: string) => Promise<unknown | null>) {
    try {
      const body = await load(id);
      if (body === null) {
        res.status(404).json(apiError('campaign_not_found', 'No campaign with that id'));
        return;
      }
      res.json(body);
    } catch (error) {
      upstreamFailure(res, error, 'campaign');
    }
  }

  router.get('/campaigns/:id', async (req, res, next) => {
    const id = campaignId.safeParse(req.params.id);
    if (!id.success) {
      res.status(400).json(apiError('invalid_id', 'The campaign id must be numeric'));
      return;
    }
    await campaignResponse(res, id.data, (value) => newsletter.getCampaign(value)).catch(next);
  });

  router.get('/campaign-emails', async (req, res, next) => {
    const id = campaignId.safeParse(req.query.campaignId);
    if (!id.success) {
      res.status(400).json(apiError('invalid_id', 'campaignId is required and must be numeric'));
      return;
    }
    await campaignResponse(res, id.data, (value) => newsletter.getCampaignEmails(value)).catch(next);
  });

  router.post('/subscribers', signupLimiter, async (req, res) => {
    const parsed = subscriberSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(apiError('invalid_email', 'A valid email address is required'));
      return;
    }
    try {
      await newsletter.subscribe(parsed.data);
    } catch (error) {
      // Not kept (the outbox's Redis is away, or its file could not be written): the visitor hears
      // it did not work and may try again; nothing is sent later.
      if (!(error instanceof StoreUnavailableError)) logger.error({ err: error }, 'signup not kept');
      res
        .status(503)
        .set('Retry-After', '30')
        .json(apiError('signup_unavailable', 'The signup could not be kept; try again later'));
      return;
    }
    // Kept, not yet delivered: 202, and a message that says only that (docs/product.md#newsletter-api).
    res.status(202).json({ ok: true, status: 'accepted', message: SIGNUP_MESSAGES.success });
  });

  return router;
}
