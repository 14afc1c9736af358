import type { Booted } from '../src/platform/boot.ts';
import { createLogger } from '../src/platform/logger.ts';
import { createStore } from '../src/store/create-store.ts';
import { createCdnPurge } from './cdn-purge.ts';
import { createRefreshQueue, createRefreshWorker, registerSchedulers } from './queue.ts';
import { activeSources } from './registry.ts';

// `npm run worker`: registers one job scheduler per source and processes refresh jobs until told
// to stop. Shutdown order: worker (finishes its job), queue, then Redis.

// On SIGTERM (`docker compose stop`, sent to node as PID 1) a running refresh gets this long to
// finish; after it, it goes back to the queue for the next worker. Compose's stop_grace_period for
// the worker is 15 s (docker stop's default is 10 s): both leave time to close before SIGKILL.
const STOP_DEADLINE_MS = 8_000;
// Closing must not hang on a Redis that went away: past this, exit anyway.
const EXIT_DEADLINE_MS = 12_000;

export async function runWorker({ config, reporting }: Booted): Promise<void> {
  const logger = createLogger(config);
  if (!config.REDIS_URL) {
    logger.fatal('the worker needs REDIS_URL; without it the web process refreshes sources itself');
    process.exit(1);
  }

  // The worker's own connection reports Redis outages (once each); the store's stays quiet.
  const store = await createStore(config, logger, { role: 'worker', reportOutages: false });
  // Every registered source but those switched off (LINKS_REFRESH_SECONDS=0).
  const sources = activeSources(config);
  const producer = createRefreshQueue(config, { failFast: false });
  await registerSchedulers(producer.queue, sources, config, logger);
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
  // Prometheus metrics on a listener of their own; prom-client is loaded only with METRICS_PORT.
  let metricsListener: { close(): Promise<void> } | undefined;
  if (config.METRICS_PORT) {
    const { createWorkerMetrics, purgeCounter } = await import('./metrics.ts');
    const registry = createWorkerMetrics(refreshWorker.worker, [producer.queue]);
    countPurge = purgeCounter(registry);
    metricsListener = await (await import('../src/platform/metrics/listener.ts')).startMetricsListener(
      registry,
      config.METRICS_PORT,
      config.METRICS_HOST ?? config.HOST,
      logger,
    );
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
    await refreshWorker
      .close({ deadlineMs: STOP_DEADLINE_MS })
      .catch((error) => logger.error({ err: error }, 'error closing the worker'));
    await metricsListener?.close();
    await producer.close();
    await store.close();
    await reporting.close(2000);
    logger.warn('refresh worker stopped');
    process.exit(0);
  }

  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // Announced only once SIGTERM is handled: a supervisor (or a test) that stops the worker as soon as
  // it reads this line must never meet the default action, which kills the process mid-refresh.
  logger.warn({ sources: sources.map((source) => source.name) }, 'refresh worker started');
}
