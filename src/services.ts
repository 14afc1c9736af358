import type { Config } from './config.ts';
import type { ContentReader } from './content/reader.ts';
import type { SourceName, SourceStatus } from './domain/types.ts';
import type { Logger } from './logger.ts';
import type { RateLimitBackend } from './middleware/rate-limit.ts';
import type { SignupCounter } from './newsletter/newsletter-service.ts';
import type { Store } from './store/store.ts';

export type StatusOptions = {
  /** false: skip the queue lookup of the next runs (readiness). */ nextRuns?: boolean;
};

/** What the server hands to every request: route loaders reach it through the router context. */
export type AppServices = {
  config: Config;
  logger: Logger;
  store: Store;
  content: ContentReader;
  /** Ask for one source to be refreshed now (admin). Resolves once the job is queued or run. */
  refreshNow?: (source: SourceName) => Promise<void>;
  /**
   * Ask for a coalesced refresh without waiting for it (webhooks, issue 23): joins one already
   * waiting, or queues exactly one more behind a running one. Resolves once asked.
   */
  requestRefresh?: (source: SourceName) => Promise<'joined' | 'queued'>;
  /** Status of every source including the next scheduled run (unless asked not to), for /readyz and the admin. */
  sourceStatuses: (options?: StatusOptions) => Promise<SourceStatus[]>;
  /** Where the rate-limit counters live; built from the config by the API when absent. */
  rateLimits?: RateLimitBackend;
  /** Sends an unexpected error to error reporting (Sentry when SENTRY_DSN is set); never throws. */
  reportError?: (error: unknown) => void;
  /** Newsletter signups accepted without email-provider credentials (not sent), for the admin. */
  signups?: SignupCounter;
};
