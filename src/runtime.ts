import { createInProcessScheduler } from '../jobs/in-process.ts';
import { createRefreshQueue, nextRuns, refreshNow, schedulerId } from '../jobs/queue.ts';
import { refreshSource } from '../jobs/refresh.ts';
import { sources as registeredSources } from '../jobs/registry.ts';
import type { AnySource } from '../jobs/source.ts';
import type { Config } from './config.ts';
import { createContentReader } from './content/reader.ts';
import type { SourceStatus } from './domain/types.ts';
import type { Logger } from './logger.ts';
import { createSignupCounter } from './newsletter/newsletter-service.ts';
import type { AppServices } from './services.ts';
import { createStore } from './store/create-store.ts';
import type { Store } from './store/store.ts';

export type Runtime = { services: AppServices; close(): Promise<void> };

export type RuntimeOptions = { sources?: readonly AnySource[] };

const STORE_CONNECT_WAIT_MS = 3_000;

async function waitForStore(store: Store, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await store.ping()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/**
 * Builds the services one web process needs: the store, the reader and the refresh pipeline.
 * Memory mode: every source is refreshed once before serving (so `npm start` shows content at
 * once), then on in-process timers. Redis mode: the worker owns the schedules; this process only
 * enqueues "refresh now" jobs, and fills in a source that has no snapshot yet.
 */
export async function createRuntime(
  config: Config,
  logger: Logger,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const sources = options.sources ?? registeredSources;
  const store = createStore(config, logger);
  const content = createContentReader(store, logger);
  const deps = { config, logger, store };

  async function statuses(nextRunAt: (source: AnySource) => Promise<string | null>): Promise<SourceStatus[]> {
    return Promise.all(
      sources.map(async (source) => {
        const stored = await store.getStatus(source.name).catch(() => null);
        const base: SourceStatus = stored ?? {
          source: source.name,
          mode: source.mode(config),
          lastRefreshAt: null,
          lastSuccessAt: null,
          lastError: null,
          version: null,
        };
        return { ...base, nextRunAt: await nextRunAt(source).catch(() => null) };
      }),
    );
  }

  const signups = createSignupCounter();
  if (store.kind === 'memory') {
    const scheduler = createInProcessScheduler(sources, deps);
    await scheduler.runAll();
    scheduler.start();
    const services: AppServices = {
      config,
      logger,
      store,
      content,
      signups,
      async refreshNow(source) {
        await scheduler.refreshNow(source);
      },
      sourceStatuses: () => statuses(async (source) => scheduler.nextRunAt(source.name)),
    };
    return {
      services,
      async close() {
        await scheduler.close();
        await store.close();
      },
    };
  }

  const producer = createRefreshQueue(config, { failFast: true });
  // The web-side client fails fast rather than queueing, so give it a moment to connect first.
  await waitForStore(store, STORE_CONNECT_WAIT_MS);
  await Promise.all(
    sources.map(async (source) => {
      const version = await store.getVersion(source.name).catch(() => undefined);
      // undefined: Redis is away; the worker fills it in once Redis is back.
      if (version === null) await refreshSource(source, deps);
    }),
  );
  const services: AppServices = {
    config,
    logger,
    store,
    content,
    signups,
    async refreshNow(source) {
      await refreshNow(producer.queue, source);
    },
    async sourceStatuses() {
      const runs = await nextRuns(producer.queue).catch(() => new Map<string, string>());
      return statuses(async (source) => runs.get(schedulerId(source.name)) ?? null);
    },
  };
  return {
    services,
    async close() {
      await producer.close();
      await store.close();
    },
  };
}
