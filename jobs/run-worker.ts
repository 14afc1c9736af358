import type { Booted } from '../src/platform/boot.ts';
import { usesRedis } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import { createStore } from '../src/store/create-store.ts';
import { createSignupWorker } from '../src/store/outbox/redis-outbox.ts';
import { createCdnPurge } from './cdn-purge.ts';
import { createRefreshQueue, createRefreshWorker, registerSchedulers } from './queue.ts';
import { activeSources } from './registry.ts';

// `npm run worker`: registers one job scheduler per source and processes refresh jobs until told
// to stop. Shutdown order: worker (finishes its job), queue, then Redis.

// On SIGTERM (`docker compose stop`, sent to node as PID 1) a running refresh gets this long to
// finish; after it, it goes back to the queue for the next worker. Compose's stop_grace_period for
// the worker is 15 s (docker stop's default is 10 s): both leave time to close before SIGKILL.
const STOP_DEADLINE_MS = 7_000;
// Closing must not hang on a Redis that went away: the whole stop takes at most this. During an
// outage the workers stop at once (their running jobs stay for stalled-job recovery) and each
// connection gets CLOSE_STEP_MS to close before the process exits regardless.
const EXIT_DEADLINE_MS = 10_000;
const CLOSE_STEP_MS = 1_000;

/** Resolves when `work` does, or after `ms`, whichever is first: one close never holds the stop. */
function bounded(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work.catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export async function runWorker({ config, reporting }: Booted): Promise<void> {
  const logger = createLogger(config);
  if (!usesRedis(config)) {
    logger.fatal(
      'the worker needs REDIS_URL (or REDIS_SENTINELS); without it the web process refreshes sources itself',
    );
    process.exit(1);
  }

  // The worker's own connection reports Redis outages (once each); the store's stays quiet.
  const store = await createStore(config, logger, { role: 'worker', reportOutages: false });
  // Every registered source but those switched off (LINKS_REFRESH_SECONDS=0).
  const sources = activeSources(config);
  const producer = createRefreshQueue(config, { failFast: false });
  await registerSchedulers(producer, sources, config, logger);
  // A changed snapshot purges the CDN's pages of that source (CDN_PURGE_URL; off when unset).
  let countPurge: ((source: string, outcome: string) => void) | undefined;
  const purge = createCdnPurge(config, logger, {
    onOutcome: (source, outcome) => countPurge?.(source, outcome),
  });
  const refreshWorker = createRefreshWorker(
    config,
    sources,
    { config, logger, store, purge },
    {
      reportError: reporting.reportError,
    },
  );
  // The signup outbox (src/store/outbox/): delivered only with a key; without one the signups wait
  // in the queue, counted and exportable in the admin area.
  const signupWorker = config.MAILERLITE_API_KEY ? createSignupWorker(config, logger) : undefined;
  // Prometheus metrics on a listener of their own; prom-client is loaded only with METRICS_PORT.
  let metricsListener: { close(): Promise<void> } | undefined;
  if (config.METRICS_PORT) {
    const { createWorkerMetrics, purgeCounter } = await import('./metrics.ts');
    const registry = createWorkerMetrics(refreshWorker.workers, [producer.queue, producer.linksQueue]);
    countPurge = purgeCounter(registry);
    try {
      metricsListener = await (await import('../src/platform/metrics/listener.ts')).startMetricsListener(
        registry,
        config.METRICS_PORT,
        config.METRICS_HOST,
        logger,
      );
    } catch (error) {
      const { listenErrorMessage, METRICS_ADDRESS_NAMES } = await import('../src/platform/listen-error.ts');
      // One line naming the variable, never a stack trace.
      console.error(
        listenErrorMessage(
          error as NodeJS.ErrnoException,
          config.METRICS_HOST,
          config.METRICS_PORT,
          METRICS_ADDRESS_NAMES,
        ),
      );
      await refreshWorker.close({ deadlineMs: 0 }).catch(() => {});
      await producer.close();
      await store.close();
      process.exit(1);
    }
  }

  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.warn({ signal }, 'refresh worker stopping');
    setTimeout(() => {
      logger.error('refresh worker did not close in time; exiting');
      process.exit(1);
    }, EXIT_DEADLINE_MS).unref();
    await Promise.all([
      refreshWorker.close({ deadlineMs: STOP_DEADLINE_MS }),
      signupWorker?.close({ deadlineMs: STOP_DEADLINE_MS }),
    ]).catch((error) => logger.error({ err: error }, 'error closing the worker'));
    await bounded(metricsListener?.close() ?? Promise.resolve(), CLOSE_STEP_MS);
    await bounded(producer.close(), CLOSE_STEP_MS);
    await bounded(store.close(), CLOSE_STEP_MS);
    await reporting.close(CLOSE_STEP_MS);
    logger.warn('refresh worker stopped');
    process.exit(0);
  }

  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // Announced only once SIGTERM is handled: a supervisor (or a test) that stops the worker as soon as
  // it reads this line must never meet the default action, which kills the process mid-refresh.
  logger.warn({ sources: sources.map((source) => source.name) }, 'refresh worker started');
}
