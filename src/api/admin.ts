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
import { publicSourceState } from '../health.ts';
import { apiError } from '../middleware/errors.ts';
import { scrubValue } from '../platform/redact.ts';
import type { AppServices } from '../services.ts';

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
    res.locals.isAdmin = true;
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
      issues: [...(tool.validation?.issues ?? []), ...hebrewIssues],
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
  const admin = Router();

  admin.get('/status', async (_req, res, next) => {
    try {
      const now = Date.now();
      const statuses = await services.sourceStatuses().catch(() => []);
      const byName = new Map(statuses.map((status) => [status.source, status]));
      const sources = SOURCE_NAMES.map((source) => {
        const status = byName.get(source);
        return {
          source,
          state: status ? publicSourceState(status, now).status : 'failing',
          mode: status?.mode ?? null,
          lastRefreshAt: status?.lastRefreshAt ?? null,
          lastSuccessAt: status?.lastSuccessAt ?? null,
          ageSeconds: status?.lastSuccessAt
            ? Math.max(0, Math.round((now - Date.parse(status.lastSuccessAt)) / 1000))
            : null,
          lastError: status?.lastError ? scrubValue(status.lastError) : null,
          nextRunAt: status?.nextRunAt ?? null,
          version: status?.version ?? null,
        };
      });
      const content = await services.content.read('content').catch(() => null);
      const data = content?.data as { tools?: Tool[]; draftTools?: Tool[] } | undefined;
      const tools = [...(data?.tools ?? []), ...(data?.draftTools ?? [])];
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
        // Signups accepted while MAILERLITE_API_KEY is unset: logged, not sent (this process).
        newsletterSignups: {
          providerConfigured: Boolean(config.MAILERLITE_API_KEY),
          unsent: services.signups?.unsent ?? 0,
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

  // The debug page /debug/contentful-test (spec section 2): which content variables are set (never
  // their values), and a connection test through the content source's client. Loaded on demand, so a
  // web process that only reads snapshots never loads the content source otherwise.
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

  router.use('/admin', requireAdmin(tokens), admin);
  return router;
}
