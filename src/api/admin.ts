import { type RequestHandler, Router } from 'express';
import { contentClientStatus, testContentConnection } from '../../jobs/index.ts';
import { type AdminTokens, bearerToken } from '../auth/tokens.ts';
import { PERSONAL } from '../cache-policy.ts';
import { HEBREW_STALE_DAYS, hebrewLevel, ratingAgeDays } from '../domain/hebrew-support.ts';
import {
  type LinksData,
  SOURCE_NAMES,
  type SourceName,
  type Tool,
  type ToolStatus,
} from '../domain/types.ts';
import { type AdminSourceState, publicSourceState } from '../health.ts';
import { apiError } from '../middleware/errors.ts';
import { sourceIntervalSeconds } from '../platform/config.ts';
import { scrubValue } from '../platform/redact.ts';
import { requestLocals } from '../request-locals.ts';
import type { AppServices } from '../services.ts';
import { signupsCsv } from '../store/outbox/policy.ts';

// /api/admin: every path (unknown ones too) answers 401 without a valid admin token.

export function requireAdmin(tokens: AdminTokens | null): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (!token || !tokens || !(await tokens.verify(token).catch(() => false))) {
      res
        .status(401)
        .set('Cache-Control', PERSONAL)
        .json(apiError('unauthorized', 'A valid admin token is required'));
      return;
    }
    requestLocals(res).isAdmin = true;
    next();
  };
}

export type ToolQualityReport = {
  total: number;
  counts: Record<ToolStatus, number>;
  /** Tools with no Hebrew rating, a rating older than HEBREW_STALE_DAYS, or invalid hebrew* values. */
  hebrew: { unrated: number; stale: number; invalid: number };
  tools: { id: string; name: string; status: ToolStatus; issues: string[] }[];
};

/** The Hebrew rating's part of a tool's data-quality issues (dates against `now`, never stored). */
export function hebrewRatingIssues(tool: Tool, now: Date): string[] {
  if (tool.hebrewIssues && tool.hebrewIssues.length > 0) return tool.hebrewIssues;
  if (hebrewLevel(tool.hebrew) === 'unknown') return ['No Hebrew rating'];
  const age = ratingAgeDays(tool.hebrew, now);
  if (age === null) return ['Hebrew rating has no check date'];
  if (age > HEBREW_STALE_DAYS)
    return [`Hebrew rating older than ${HEBREW_STALE_DAYS} days (checked ${tool.hebrew?.checkedAt})`];
  return [];
}

const STATUS_ORDER: ToolStatus[] = ['draft', 'research_needed', 'published'];

export function toolQualityReport(tools: Tool[], now = new Date()): ToolQualityReport {
  const counts: Record<ToolStatus, number> = { draft: 0, research_needed: 0, published: 0 };
  const hebrew = { unrated: 0, stale: 0, invalid: 0 };
  const rows = tools.map((tool) => {
    const status = tool.validation?.status ?? 'draft';
    counts[status] += 1;
    const hebrewIssues = hebrewRatingIssues(tool, now);
    if (tool.hebrewIssues?.length) hebrew.invalid += 1;
    else if (hebrewIssues[0] === 'No Hebrew rating') hebrew.unrated += 1;
    else if (hebrewIssues.length > 0) hebrew.stale += 1;
    return {
      id: tool.id,
      name: tool.name,
      status,
      issues: [...(tool.validation?.issues ?? []), ...hebrewIssues, ...(tool.lifecycleIssues ?? [])],
    };
  });
  rows.sort(
    (a, b) =>
      STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) || a.name.localeCompare(b.name, 'he'),
  );
  return { total: rows.length, counts, hebrew, tools: rows };
}

/** The owner's link report, in the shape the admin area reads. */
export type LinksReport = {
  checkedAt: string | null;
  broken: { url: string; status: number | null; since: string | null; pages: string[] }[];
  redirected: { url: string; to: string; pages: string[] }[];
  /** Links the checker refused to request (private, loopback or metadata addresses), with why. */
  blocked: { url: string; reason: string; pages: string[] }[];
  unknown: number;
  ok: number;
};

function linksReport(data: LinksData | null | undefined): LinksReport {
  const links = data?.links ?? [];
  return {
    checkedAt: data?.checkedAt ?? null,
    broken: links
      .filter((link) => link.state === 'broken')
      .map((link) => ({ url: link.url, status: link.status, since: link.failingSince, pages: link.pages })),
    redirected: links
      .filter((link) => link.state === 'redirected')
      .map((link) => ({ url: link.url, to: link.to ?? '', pages: link.pages })),
    blocked: links
      .filter((link) => link.state === 'blocked')
      .map((link) => ({ url: link.url, reason: link.reason ?? '', pages: link.pages })),
    unknown: links.filter((link) => link.state === 'unknown').length,
    ok: links.filter((link) => link.state === 'ok').length,
  };
}

/** Prices the owner checked more than this long ago are flagged. */
const PRICING_STALE_DAYS = 180;

function stalePricing(tools: Tool[], now: number) {
  const limit = now - PRICING_STALE_DAYS * 86_400_000;
  return tools
    .filter((tool) => tool.pricingCheckedAt && Date.parse(tool.pricingCheckedAt) < limit)
    .map((tool) => ({ id: tool.id, name: tool.name, pricingCheckedAt: tool.pricingCheckedAt! }))
    .sort((a, b) => a.pricingCheckedAt.localeCompare(b.pricingCheckedAt));
}

function isSourceName(value: string): value is SourceName {
  return (SOURCE_NAMES as readonly string[]).includes(value);
}

export function adminRouter(services: AppServices, tokens: AdminTokens | null) {
  const router = Router();
  /** A source this configuration does not run (the link check with LINKS_REFRESH_SECONDS=0). */
  const switchedOff = (source: SourceName) => sourceIntervalSeconds(services.config, source) === 0;
  const admin = Router();

  admin.get('/status', async (_req, res, next) => {
    try {
      const now = Date.now();
      const statuses = await services.sourceStatuses().catch(() => []);
      const byName = new Map(statuses.map((status) => [status.source, status]));
      const sources = SOURCE_NAMES.map((source) => {
        const status = byName.get(source);
        const shown = status ? publicSourceState(status, now) : null;
        // A source without a status row: turned off by this configuration, or not run yet.
        const state: AdminSourceState = shown?.status ?? (switchedOff(source) ? 'off' : 'pending');
        return {
          source,
          state,
          mode: status?.mode ?? null,
          lastRefreshAt: status?.lastRefreshAt ?? null,
          lastSuccessAt: status?.lastSuccessAt ?? null,
          ageSeconds: shown?.ageSeconds ?? null,
          lastError: status?.lastError ? scrubValue(status.lastError) : null,
          nextRunAt: status?.nextRunAt ?? null,
          version: status?.version ?? null,
        };
      });
      const content = await services.content.read('content').catch(() => null);
      const data = content?.data as
        | { tools?: Tool[]; draftTools?: Tool[]; retiredTools?: Tool[] }
        | undefined;
      const tools = [...(data?.tools ?? []), ...(data?.retiredTools ?? []), ...(data?.draftTools ?? [])];
      const { config } = services;
      res.set('Cache-Control', PERSONAL).json({
        generatedAt: new Date(now).toISOString(),
        refreshAvailable: typeof services.refreshNow === 'function',
        store: { kind: services.store.kind, reachable: await services.store.ping().catch(() => false) },
        rateLimit: services.rateLimits?.failures() ?? { count: 0, lastAt: null },
        // Which contact addresses are configured (never the values): the admin area warns while unset.
        contactEmails: {
          CONTACT_EMAIL: Boolean(config.CONTACT_EMAIL),
          PRIVACY_EMAIL: Boolean(config.PRIVACY_EMAIL),
          ACCESSIBILITY_EMAIL: Boolean(config.ACCESSIBILITY_EMAIL),
        },
        // The signup outbox: waiting (for the key, a retry or the worker), delivered in the last
        // 24 h, failed for good with the provider's reason. Never an address, never the key; null
        // while its store cannot answer.
        newsletterSignups: {
          providerConfigured: Boolean(config.MAILERLITE_API_KEY),
          outbox: await services.signupOutbox
            .status()
            .then((status) => ({
              ...status,
              failed: {
                ...status.failed,
                recent: status.failed.recent.map((item) => ({ ...item, reason: scrubValue(item.reason) })),
              },
            }))
            .catch(() => null),
        },
        sources,
        tools: toolQualityReport(tools, new Date(now)),
        // Tools whose prices were last checked more than 180 days ago.
        stalePricing: stalePricing(data?.tools ?? [], now),
      });
    } catch (error) {
      next(error);
    }
  });

  // The owner's export of signups that wait (without MAILERLITE_API_KEY they wait for good): a CSV
  // to import by hand. Personal data, so private and never cached.
  admin.get('/newsletter/signups.csv', async (_req, res, next) => {
    try {
      const signups = await services.signupOutbox.waitingSignups();
      res
        .set('Cache-Control', PERSONAL)
        .type('text/csv; charset=utf-8')
        .attachment('newsletter-signups.csv')
        .send(`\uFEFF${signupsCsv(signups)}`);
    } catch (error) {
      next(error);
    }
  });

  // Data-rights requests sent through the privacy page's form (no privacy address configured): the
  // open ones with their 30-business-day deadline. Personal data: private, never cached.
  admin.get('/data-requests', async (_req, res, next) => {
    try {
      res.set('Cache-Control', PERSONAL).json({ requests: await services.dataRequests.listOpen() });
    } catch (error) {
      next(error);
    }
  });

  // Answered: the request is deleted with the personal data in it.
  admin.post('/data-requests/:id/done', async (req, res, next) => {
    const id = String(req.params.id);
    if (!/^[0-9a-f-]{36}$/.test(id)) {
      res.status(404).json(apiError('unknown_request', 'No such request'));
      return;
    }
    try {
      if (!(await services.dataRequests.markDone(id))) {
        res.status(404).json(apiError('unknown_request', 'No such request'));
        return;
      }
      res.set('Cache-Control', PERSONAL).json({ id, done: true });
    } catch (error) {
      next(error);
    }
  });

  admin.get('/links', async (_req, res, next) => {
    try {
      const links = await services.content.read('links').catch(() => null);
      res.set('Cache-Control', 'no-store').json(linksReport(links?.data));
    } catch (error) {
      next(error);
    }
  });

  admin.post('/sources/:source/refresh', async (req, res, next) => {
    const source = String(req.params.source);
    if (!isSourceName(source)) {
      res.status(404).json(apiError('unknown_source', 'No such source'));
      return;
    }
    if (switchedOff(source)) {
      // Nothing would run it: no worker registers the link check while it is off.
      res
        .status(409)
        .json(
          apiError('links_off', 'Link checks are turned off (LINKS_REFRESH_SECONDS=0): nothing would run it'),
        );
      return;
    }
    if (!services.refreshNow) {
      res.status(503).json(apiError('refresh_unavailable', 'Refreshing on demand is not available'));
      return;
    }
    try {
      await services.refreshNow(source);
      services.logger.info({ source }, 'admin asked for a refresh');
      res.status(202).json({ source, queued: true });
    } catch (error) {
      next(error);
    }
  });

  // The debug page /debug/contentful-test (docs/product.md#other-pages): which content variables
  // are set (never their values), and a connection test through the content source's client. Loaded
  // on demand, so a web process that only reads snapshots never loads the content source otherwise.
  admin.get('/contentful', async (_req, res, next) => {
    try {
      res.set('Cache-Control', PERSONAL).json(await contentClientStatus(services.config));
    } catch (error) {
      next(error);
    }
  });

  admin.post('/contentful/test', async (_req, res, next) => {
    try {
      const report = await testContentConnection(services.config, services.logger);
      res.set('Cache-Control', PERSONAL).json(report);
    } catch (error) {
      next(error);
    }
  });

  // Visitors' problem reports (docs/product.md#report-a-problem), newest first, email included: the
  // admin alone may see it.
  admin.get('/reports', async (_req, res, next) => {
    try {
      const reports = await services.reports.list();
      if (!reports) {
        res
          .status(503)
          .set('Retry-After', '5')
          .json(apiError('store_unavailable', 'Reports cannot be read now'));
        return;
      }
      res.set('Cache-Control', PERSONAL).json({ durable: services.reports.durable, reports });
    } catch (error) {
      next(error);
    }
  });

  admin.post('/reports/:id', async (req, res, next) => {
    try {
      const id = String(req.params.id ?? '');
      const body = (req.body ?? {}) as { state?: unknown };
      if (body.state !== undefined && body.state !== 'handled') {
        res.status(400).json(apiError('invalid_state', 'The only state a report can be given is "handled"'));
        return;
      }
      if (!(await services.reports.markHandled(id))) {
        res.status(404).json(apiError('not_found', 'No such report'));
        return;
      }
      res.set('Cache-Control', PERSONAL).json({ id, state: 'handled' });
    } catch (error) {
      next(error);
    }
  });

  router.use('/admin', requireAdmin(tokens), admin);
  return router;
}
