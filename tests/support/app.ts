import { Writable } from 'node:stream';
import { createRefreshWorker } from '../../jobs/queue.ts';
import { sources } from '../../jobs/registry.ts';
import { type ApiOptions, createApi } from '../../src/api/index.ts';
import { createApp, loadServerBuild } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/platform/config.ts';
import { createLogger, type Logger } from '../../src/platform/logger.ts';
import { createRuntime } from '../../src/runtime.ts';
import type { AppServices } from '../../src/services.ts';
import type { ShareCardRoute } from '../../src/share-cards/og-route.ts';
import { createStore } from '../../src/store/create-store.ts';

/** Collects pino's JSON lines so tests can assert what was (and was not) logged. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  return { stream, lines, text: () => lines.join('\n') };
}

/**
 * The production app on the production build, as src/index.ts assembles it (pages, /api, health),
 * with the embedded default (seed, memory store) unless `env` says otherwise.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  override?: (services: AppServices) => AppServices,
  apiOptions: ApiOptions = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PUBLIC_SITE_URL: 'http://example.test',
    ...env,
  });
  const logs = captureLogs();
  const logger = createLogger(config, logs.stream);
  // With Redis, refreshes belong to the worker (as Compose runs one beside the web process).
  const worker = config.REDIS_URL ? await startRefreshWorker(config, logger) : undefined;
  const runtime = await createRuntime(config, logger);
  const services = override ? override(runtime.services) : runtime.services;
  const api = await createApi(services, apiOptions);
  const app = await createApp({
    services,
    build: await loadServerBuild(),
    apiRouters: api.routers,
    pageMiddleware: api.pageMiddleware,
  });
  return {
    app,
    services,
    logs,
    close: async () => {
      await (app.locals.shareCards as ShareCardRoute | undefined)?.close();
      await api.close();
      await runtime.close();
      await worker?.close();
    },
  };
}

/** The refresh worker of `npm run worker`, in this process: registered sources, its own store. */
export async function startRefreshWorker(config: Config, logger: Logger) {
  const store = await createStore(config, logger, { role: 'worker', reportOutages: false });
  const worker = createRefreshWorker(config, sources, { config, logger, store });
  return {
    async close() {
      await worker.close();
      await store.close();
    },
  };
}

export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
