import * as Sentry from '@sentry/node';
import { createApi } from './api/index.ts';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createHttpServer, listen, listenErrorMessage } from './http-server.ts';
import { initSentry, sentryReporter } from './instrument.ts';
import { createLogger } from './logger.ts';
import { createRuntime } from './runtime.ts';

// Start-up order: config, error reporting, logger, services, HTTP, shutdown hooks.

const SHUTDOWN_DEADLINE_MS = 9_000;

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const sentryEnabled = initSentry(config);
const logger = createLogger(config);
// Unexpected errors of pages and the API reach error reporting through the services.
const runtime = await createRuntime(config, logger, {
  reportError: sentryEnabled ? sentryReporter() : undefined,
});

const vite = config.isDevelopment
  ? await import('vite').then(({ createServer }) => createServer({ server: { middlewareMode: true } }))
  : undefined;
const api = createApi(runtime.services);
const app = await createApp({
  services: runtime.services,
  vite,
  apiRouters: api.routers,
  pageMiddleware: api.pageMiddleware,
});

const server = createHttpServer(app);
try {
  const address = await listen(server, config.PORT, config.HOST);
  // Printed whatever the log level: ops and the README's quick start look for this line.
  console.log(
    `Listening on http://localhost:${address.port} (${config.NODE_ENV}, store: ${runtime.services.store.kind})`,
  );
} catch (error) {
  console.error(listenErrorMessage(error as NodeJS.ErrnoException, config.HOST, config.PORT));
  await vite?.close();
  await api.close().catch(() => {});
  await runtime.close().catch(() => {});
  process.exit(1);
}

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.warn({ signal }, 'shutting down: no new connections, finishing in-flight requests');
  const force = setTimeout(() => {
    logger.error('shutdown deadline passed; closing remaining connections');
    server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  force.unref();
  // Keep-alive connections become idle as their in-flight requests finish: close them as they do.
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  clearInterval(idleSweep);
  await vite?.close();
  await api.close().catch((error) => logger.error({ err: error }, 'error while closing the API'));
  await runtime.close().catch((error) => logger.error({ err: error }, 'error while closing services'));
  if (sentryEnabled) await Sentry.close(2000);
  logger.warn('shutdown complete');
  process.exit(0);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));
