import type { HistoryService } from './catalogue/history.ts';
import type { ContentReader } from './content/reader.ts';
import type { SourceName, SourceStatus } from './domain/types.ts';
import type { Tokenizer } from './explorables/tokenize-isolation.ts';
import type { FeedService } from './feeds/feeds.ts';
import type { RateLimitBackend, SignupBlock } from './middleware/rate-limit.ts';
import type { PagePreload } from './page-preload.ts';
import type { PageServices } from './page-services.ts';
import type { Config } from './platform/config.ts';
import type { Logger } from './platform/logger.ts';
import type { ReportService } from './reports/report-service.ts';
import type { DataRequestStore } from './store/data-requests.ts';
import type { SignupOutbox } from './store/outbox/policy.ts';
import type { Store } from './store/store.ts';

type StatusOptions = {
  /** false: skip the queue lookup of the next runs (readiness). */ nextRuns?: boolean;
};

/**
 * What the server hands to every request: route loaders, actions and the React Router entry reach it
 * through the router context, and only so (the page services: src/page-services.ts).
 */
export type AppServices = PageServices & {
  config: Config;
  logger: Logger;
  store: Store;
  content: ContentReader;
  /** The catalogue's recorded changes (tool history, /changes, /tools/new). */
  history: HistoryService;
  /** The RSS and JSON feeds of new tools, changes, terms and episodes. */
  feeds: FeedService;
  /** Visitors' problem reports about tools ('דווחו על בעיה') and the admin's queue of them. */
  reports: ReportService;
  /** Server-side tokenizing for the tokens explorable, in a child process that exits when idle. */
  tokenizer: Tokenizer;
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
  /**
   * Where newsletter signups are kept until MailerLite has them (a file under DATA_DIR, or a queue
   * with Redis); accepting one resolves once it is durable. The admin reads its status and export.
   */
  signupOutbox: SignupOutbox;
  /**
   * Data-rights requests sent through the privacy page's form when no privacy address is configured
   * (a file under DATA_DIR, or Redis); the admin lists the open ones with their deadline.
   */
  dataRequests: DataRequestStore;
};

/** What every request hands the React Router app under `appContext` (src/domain/app-context.ts). */
export type RequestContext = {
  services: AppServices;
  /** Per-request CSP nonce; React Router's inline scripts carry it. */
  nonce: string;
  requestId: string;
  /** Set by the auth middleware when the request carries a valid admin token. */
  isAdmin: boolean;
  /** Set by the signup limit on the footer form's action when it must not subscribe. */
  signupBlock: SignupBlock | null;
  /** Set by the tokenize limit when the tokens explorable must not tokenize on the server. */
  tokenizeBlock?: SignupBlock | null;
  /** Set by the report limit on a tool's report action when it must not store the report. */
  reportBlock?: SignupBlock | null;
  /** Whether a path is a page of this build (not the catch-all not-found route). */
  pageExists?: (path: string) => boolean;
  /** What the browser preloads for a page: its data URL and route modules (src/page-preload.ts). */
  pagePreload?: (path: string) => PagePreload;
  /** The admin's preview session: pages read the preview API's content. */
  preview?: boolean;
  /** Keeps this response out of the page cache (a render that failed part-way). */
  noStore?: () => void;
};
