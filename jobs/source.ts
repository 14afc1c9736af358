import type { SourceDataMap, SourceMode, SourceName } from '../src/domain/types.ts';
import type { Config } from '../src/platform/config.ts';
import type { Logger } from '../src/platform/logger.ts';
import type { Store } from '../src/store/store.ts';

/** What a fetch or normalise step gets. */
export type SourceContext = {
  config: Config;
  logger: Logger;
  /** 1 for the first try of a refresh, 2 for its first retry, and so on. */
  attempt: number;
  /** Aborts the upstream calls (10 s timeout by default, docs/product.md#constants-and-limits). */
  signal: AbortSignal;
  /** The store, for a source built from the other snapshots (links); absent in the refresh child. */
  store?: Store;
  /** The refresh's clock (injectable in tests). */
  now?: () => Date;
};

/**
 * One upstream source (docs/architecture.md, "Data flow"). `fetchLive` does the I/O; `loadSeed`
 * returns embedded payloads in the upstream's own shape; both feed the same pure `normalise`.
 */
export type SourceDefinition<S extends SourceName, Raw = unknown> = {
  name: S;
  /** 'live' when the source's credentials are configured, else 'seed'. */
  mode(config: Config): SourceMode;
  /**
   * A source built from the store's other snapshots and plain HTTP (links): it runs in the calling
   * process (never in the refresh child, which has no store), is not awaited at start-up, and takes
   * this many request timeouts as its budget instead of REFRESH_BUDGET_REQUESTS.
   */
  background?: { budgetRequests: number };
  fetchLive(context: SourceContext): Promise<Raw>;
  loadSeed(context: SourceContext): Promise<Raw>;
  /**
   * Pure: upstream payload in, entities out. One bad item is dropped with a warning. May return a
   * promise (the registered sources import their normalise code on first use).
   */
  normalise(
    raw: Raw,
    context: Pick<SourceContext, 'logger' | 'config'>,
  ): SourceDataMap[S] | Promise<SourceDataMap[S]>;
};

/**
 * A background source's first run: a minute after the worker (or, in the embedded default, the web
 * process) starts, never before serving; then every interval. A memory store starts empty on every
 * start, so waiting a whole interval (a day for links) could mean never.
 */
export const BACKGROUND_FIRST_RUN_MS = 60_000;

// biome-ignore lint/suspicious/noExplicitAny: the registry holds sources of different payload types.
export type AnySource = { [S in SourceName]: SourceDefinition<S, any> }[SourceName];
