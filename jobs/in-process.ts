import type { SourceName } from '../src/domain/types.ts';
import { sourceIntervalSeconds } from '../src/platform/config.ts';
import { type RefreshDeps, type RefreshResult, refreshWithRetries } from './refresh.ts';
import { type AnySource, BACKGROUND_FIRST_RUN_MS } from './source.ts';

/**
 * Without REDIS_URL the same processors run on timers inside the web process
 * (docs/architecture.md, "The embedded default and Redis"): every source right away, then every interval, each run
 * retried as BullMQ would (jobs/retry-policy.ts).
 */
export type InProcessScheduler = {
  /** Runs every source once; resolves when all have finished (success or failure). */
  runAll(): Promise<void>;
  /** Starts the interval timers (after the first run). */
  start(): void;
  /**
   * Runs a source's refresh: joins one already waiting, or waits behind the running one (exactly one
   * more), so a burst of requests (webhooks) costs at most two refreshes.
   */
  refreshNow(source: SourceName): Promise<RefreshResult>;
  /** Whether a refresh of this source waits behind a running one (a new request would join it). */
  isQueued(source: SourceName): boolean;
  nextRunAt(source: SourceName): string | null;
  close(): Promise<void>;
};

export function createInProcessScheduler(
  sources: readonly AnySource[],
  deps: RefreshDeps,
): InProcessScheduler {
  const timers = new Map<SourceName, NodeJS.Timeout>();
  const nextRun = new Map<SourceName, number>();
  // One refresh per source at a time: a request while one runs queues one more (after it); further
  // requests join that queued one instead of queueing their own (a burst is one refresh).
  const running = new Map<SourceName, Promise<RefreshResult>>();
  const queued = new Map<SourceName, Promise<RefreshResult>>();
  let closed = false;
  const closing = new AbortController();

  function start(source: AnySource): Promise<RefreshResult> {
    queued.delete(source.name);
    const current = refreshWithRetries(source, deps, closing.signal);
    running.set(source.name, current);
    void current.finally(() => {
      if (running.get(source.name) === current) running.delete(source.name);
    });
    return current;
  }

  function run(source: AnySource): Promise<RefreshResult> {
    const waiting = queued.get(source.name);
    if (waiting) return waiting;
    const before = running.get(source.name);
    if (!before) return start(source);
    const next = before.then(
      () => start(source),
      () => start(source),
    );
    queued.set(source.name, next);
    return next;
  }

  function schedule(source: AnySource, firstDelayMs?: number) {
    if (closed) return;
    const delay = firstDelayMs ?? sourceIntervalSeconds(deps.config, source.name) * 1000;
    nextRun.set(source.name, Date.now() + delay);
    const timer = setTimeout(async () => {
      await run(source);
      schedule(source);
    }, delay);
    timer.unref();
    timers.set(source.name, timer);
  }

  return {
    async runAll() {
      // A background source (links) is not awaited at start-up: its first run follows start().
      await Promise.all(sources.filter((source) => !source.background).map((source) => run(source)));
    },
    start() {
      for (const source of sources) {
        if (timers.has(source.name)) continue;
        schedule(source, source.background ? BACKGROUND_FIRST_RUN_MS : undefined);
      }
    },
    refreshNow(name) {
      const source = sources.find((candidate) => candidate.name === name);
      if (!source) {
        return Promise.resolve({ ok: false, error: new Error(`unknown source "${name}"`), retryable: false });
      }
      return run(source);
    },
    isQueued(name) {
      return queued.has(name);
    },
    nextRunAt(name) {
      const at = nextRun.get(name);
      return at === undefined ? null : new Date(at).toISOString();
    },
    async close() {
      closed = true;
      closing.abort();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running.values(), ...queued.values()]);
    },
  };
}
