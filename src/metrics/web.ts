import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ServerBuild } from 'react-router';
import { publicSourceState } from '../health.ts';
import type { PageCache } from '../page-cache/page-cache.ts';
import { processMetrics } from '../platform/metrics/defaults.ts';
import { requestLocals } from '../request-locals.ts';
import type { AppServices } from '../services.ts';
import { followTotal } from './counters.ts';
import { pagePatterns } from './routes.ts';

// The web process's metrics (docs/operations.md, "Metrics"): requests by route pattern, the page
// cache, renders, each source's snapshot age and last refresh outcome, rate-limit store errors,
// and prom-client's process and GC metrics. Served on METRICS_PORT only (src/platform/metrics/listener.ts).

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST']);

export type WebMetrics = {
  registry: Registry;
  /** Mounted first: times every request and labels it by route pattern. */
  requests(build: ServerBuild | undefined): RequestHandler;
  observePageCache(cache: PageCache | undefined): void;
};

export function createWebMetrics(
  services: Pick<AppServices, 'sourceStatuses' | 'rateLimits' | 'store'>,
): WebMetrics {
  const registry = new Registry();
  processMetrics(registry);
  const labelNames = ['method', 'route', 'status'] as const;
  const requestsTotal = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by method, route pattern and status',
    labelNames,
    buckets: SECONDS,
    registers: [registry],
  });
  const renders = new Histogram({
    name: 'page_render_duration_seconds',
    help: 'Pages answered by a render (not from the page cache): time to the end of the answer',
    labelNames: ['route'],
    buckets: SECONDS,
    registers: [registry],
  });

  let pageCache: PageCache | undefined;
  const stats = () => pageCache?.stats();
  const total = (name: string, help: string, read: () => number) =>
    new Counter({ name, help, registers: [registry], collect: followTotal(read) });
  total('page_cache_hits_total', 'Page requests answered from the page cache', () => stats()?.hits ?? 0);
  total('page_cache_misses_total', 'Page requests the page cache did not hold', () => stats()?.misses ?? 0);
  total(
    'page_cache_bypasses_total',
    'Page requests the page cache may not answer (credentials, cookies, methods)',
    () => stats()?.bypasses ?? 0,
  );
  new Gauge({
    name: 'page_cache_bytes',
    help: 'Bytes held by the page cache (compressed bodies, derived identity bodies, overhead)',
    registers: [registry],
    collect() {
      this.set(stats()?.bytes ?? 0);
    },
  });
  new Gauge({
    name: 'page_cache_entries',
    help: 'Documents held by the page cache',
    registers: [registry],
    collect() {
      this.set(stats()?.entries ?? 0);
    },
  });

  // The store as /readyz sees it (src/health.ts): while it is 0 the replicas keep serving pages from
  // the snapshots they hold, but logins, signups and admin actions are refused (alert StoreDown).
  new Gauge({
    name: 'store_up',
    help: '1 while the store (Redis, or memory) answers this process, 0 while it does not',
    registers: [registry],
    async collect() {
      this.set((await services.store.ping().catch(() => false)) ? 1 : 0);
    },
  });

  total(
    'rate_limit_store_errors_total',
    'Times the rate limits could not reach their counters (those requests were let through)',
    () => services.rateLimits?.failures().count ?? 0,
  );

  // Both per-source gauges come from one status read per scrape (the registry collects them at once).
  let reading: Promise<{ source: string; status: string; ageSeconds: number | null }[]> | undefined;
  const sourceStates = () =>
    (reading ??= services
      .sourceStatuses({ nextRuns: false })
      .catch(() => [])
      .then((statuses) => {
        const now = Date.now();
        return statuses.map((status) => ({ source: status.source, ...publicSourceState(status, now) }));
      })
      .finally(() => {
        reading = undefined;
      }));
  new Gauge({
    name: 'content_snapshot_age_seconds',
    help: 'Age of the last good refresh of each source (its snapshot), seconds',
    labelNames: ['source'],
    registers: [registry],
    async collect() {
      const states = await sourceStates();
      this.reset();
      for (const { source, ageSeconds } of states) if (ageSeconds !== null) this.set({ source }, ageSeconds);
    },
  });
  new Gauge({
    name: 'content_source_last_refresh_success',
    help: '1 when the last refresh of the source succeeded, 0 when it failed or never ran',
    labelNames: ['source'],
    registers: [registry],
    async collect() {
      const states = await sourceStates();
      this.reset();
      for (const { source, status } of states)
        this.set({ source }, status === 'ok' || status === 'stale' ? 1 : 0);
    },
  });

  return {
    registry,
    requests(build) {
      const patternOf = pagePatterns(build);
      return (req, res, next) => {
        const started = process.hrtime.bigint();
        res.once('finish', () => {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          const api = req.originalUrl.startsWith('/api/');
          const route = api
            ? req.route
              ? `${req.baseUrl}${String(req.route.path)}`
              : '/api/other'
            : patternOf(req.path);
          const labels = {
            method: METHODS.has(req.method) ? req.method : 'other',
            route,
            status: String(res.statusCode),
          };
          requestsTotal.inc(labels);
          duration.observe(labels, seconds);
          const cached = requestLocals(res).pageCacheOutcome === 'HIT';
          const page =
            !api &&
            route !== '/assets/*' &&
            String(res.getHeader('content-type') ?? '').startsWith('text/html');
          if (page && !cached) renders.observe({ route }, seconds);
        });
        next();
      };
    },
    observePageCache(cache) {
      pageCache = cache;
    },
  };
}
