import type { ContentReader } from './content/reader.ts';
import type { SourceName, SourceStatus } from './domain/types.ts';
import type { RateLimitBackend, SignupBlock } from './middleware/rate-limit.ts';
import type { SignupCounter } from './newsletter/newsletter-service.ts';
import type { PagePreload } from './page-preload.ts';
import type { Config } from './platform/config.ts';
import type { Logger } from './platform/logger.ts';
import type { Store } from './store/store.ts';

type StatusOptions = {
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
   * Ask for a coalesced refresh without waiting for it (webhooks): joins one already
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

/** What every request hands the React Router app through `appContext` (client/lib/app-context.ts). */
export type RequestContext = {
  services: AppServices;
  /** Per-request CSP nonce; React Router's inline scripts carry it. */
  nonce: string;
  requestId: string;
  /** Set by the auth middleware when the request carries a valid admin token. */
  isAdmin: boolean;
  /** Set by the signup limit on the footer form's action when it must not subscribe. */
  signupBlock: SignupBlock | null;
  /** Whether a path is a page of this build (not the catch-all not-found route). */
  pageExists?: (path: string) => boolean;
  /** What the browser preloads for a page: its data URL and route modules (src/page-preload.ts). */
  pagePreload?: (path: string) => PagePreload;
  /** The admin's preview session: pages read the preview API's content. */
  preview?: boolean;
  /** Keeps this response out of the page cache (a render that failed part-way). */
  noStore?: () => void;
};
