import { type AnySource, createRefresher } from '../jobs/index.ts';
import { createHistoryService } from './catalogue/history.ts';
import { createContentReader } from './content/reader.ts';
import { isolatedTokenizer } from './explorables/tokenize-isolation.ts';
import { createFeedService } from './feeds/feeds.ts';
import { createRateLimitBackend } from './middleware/rate-limit.ts';
import { createPageServices } from './page-services.ts';
import type { Config } from './platform/config.ts';
import type { Logger } from './platform/logger.ts';
import { createReportService } from './reports/report-service.ts';
import type { AppServices } from './services.ts';
import { createDataRequestStore } from './store/create-data-requests.ts';
import { createStore } from './store/create-store.ts';
import { createSignupOutbox } from './store/outbox/create-outbox.ts';

export type Runtime = { services: AppServices; close(): Promise<void> };

export type RuntimeOptions = {
  sources?: readonly AnySource[];
  /** Sends unexpected errors to error reporting (Sentry when SENTRY_DSN is set). */
  reportError?: (error: unknown) => void;
  /**
   * Memory mode: fetch and normalise the registered sources in a child process that exits when
   * idle, so the web process never loads the pipeline. The server turns it on; tests that pass
   * their own `sources` run them in this process.
   */
  isolateRefresh?: boolean;
};

/**
 * Builds the services one web process needs: the store, the reader and the page services on it, the
 * rate-limit counters and the refresh pipeline (jobs/refresher.ts: in-process timers on the embedded
 * store, the worker's queue on Redis).
 */
export async function createRuntime(
  config: Config,
  logger: Logger,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const store = await createStore(config, logger);
  const content = createContentReader(store, logger);
  const rateLimits = await createRateLimitBackend({
    redis: config,
    keyPrefix: config.REDIS_KEY_PREFIX,
    logger,
  });
  const signupOutbox = await createSignupOutbox(config, logger);
  const dataRequests = await createDataRequestStore(config);
  const history = createHistoryService(store, content);
  const refresher = await createRefresher(store.kind, {
    config,
    logger,
    store,
    content,
    sources: options.sources,
    isolateRefresh: options.isolateRefresh,
  });
  const tokenizer = isolatedTokenizer();
  const services: AppServices = {
    config,
    logger,
    store,
    content,
    history,
    feeds: createFeedService({ siteUrl: config.PUBLIC_SITE_URL, content, history }),
    reports: createReportService(store, content, logger),
    tokenizer,
    rateLimits,
    reportError: options.reportError,
    signupOutbox,
    dataRequests,
    refreshNow: (source) => refresher.refreshNow(source),
    requestRefresh: (source) => refresher.requestRefresh(source),
    sourceStatuses: (statusOptions) => refresher.sourceStatuses(statusOptions),
    ...createPageServices({ config, logger, content, tokenizer }),
  };
  return {
    services,
    async close() {
      await refresher.close();
      await signupOutbox.close();
      await dataRequests.close();
      await tokenizer.close();
      await rateLimits.close();
      await store.close();
    },
  };
}
