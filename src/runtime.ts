import { type AnySource, createRefresher } from '../jobs/index.ts';
import { createContentReader } from './content/reader.ts';
import { createRateLimitBackend } from './middleware/rate-limit.ts';
import { createSignupCounter } from './newsletter/newsletter-service.ts';
import type { Config } from './platform/config.ts';
import type { Logger } from './platform/logger.ts';
import type { AppServices } from './services.ts';
import { createStore } from './store/create-store.ts';

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
 * Builds the services one web process needs: the store, the reader, the rate-limit counters and the
 * refresh pipeline (jobs/refresher.ts: in-process timers on the embedded store, the worker's queue
 * on Redis).
 */
export async function createRuntime(
  config: Config,
  logger: Logger,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const store = await createStore(config, logger);
  const content = createContentReader(store, logger);
  const rateLimits = await createRateLimitBackend({
    redisUrl: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    logger,
  });
  const signups = createSignupCounter();
  const refresher = await createRefresher(store.kind, {
    config,
    logger,
    store,
    content,
    sources: options.sources,
    isolateRefresh: options.isolateRefresh,
  });
  const services: AppServices = {
    config,
    logger,
    store,
    content,
    rateLimits,
    reportError: options.reportError,
    signups,
    refreshNow: (source) => refresher.refreshNow(source),
    requestRefresh: (source) => refresher.requestRefresh(source),
    sourceStatuses: (statusOptions) => refresher.sourceStatuses(statusOptions),
  };
  return {
    services,
    async close() {
      await refresher.close();
      await rateLimits.close();
      await store.close();
    },
  };
}
