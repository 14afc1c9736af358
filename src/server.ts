import { createApi } from './api/index.ts';
import { createApp } from './app.ts';
import { createHttpServer, listen } from './http-server.ts';
import type { Booted } from './platform/boot.ts';
import { startupWarnings } from './platform/config.ts';
import { listenErrorMessage, METRICS_ADDRESS_NAMES } from './platform/listen-error.ts';
import { createLogger } from './platform/logger.ts';
import { createRuntime } from './runtime.ts';
import type { ShareCardRoute } from './share-cards/og-route.ts';

// Start-up order (after src/platform/boot.ts: config, error reporting): logger, services, HTTP, shutdown hooks.

const SHUTDOWN_DEADLINE_MS = 9_000;

export async function startServer({ config, reporting }: Booted): Promise<void> {
  const logger = createLogger(config);
  for (const warning of startupWarnings(config)) logger.warn(warning);
  // Unexpected errors of pages and the API reach error reporting through the services.
  const runtime = await createRuntime(config, logger, {
    reportError: reporting.reportError,
    // Without Redis the sources are refreshed here, in a child process of this one.
    isolateRefresh: true,
  });

  const vite = config.isDevelopment
    ? await import('vite').then(({ createServer }) => createServer({ server: { middlewareMode: true } }))
    : undefined;
  const api = await createApi(runtime.services);
  // prom-client is loaded only with METRICS_PORT (a lean process without it).
  const metrics = config.METRICS_PORT
    ? (await import('./metrics/web.ts')).createWebMetrics(runtime.services)
    : undefined;
  const app = await createApp({
    services: runtime.services,
    vite,
    apiRouters: api.routers,
    pageMiddleware: api.pageMiddleware,
    metrics,
  });
  // Prometheus metrics on a listener of their own (never the public port); off without METRICS_PORT.
  let metricsListener: { close(): Promise<void> } | undefined;
  if (metrics) {
    try {
      metricsListener = await (await import('./platform/metrics/listener.ts')).startMetricsListener(
        metrics.registry,
        config.METRICS_PORT!,
        config.METRICS_HOST,
        logger,
      );
    } catch (error) {
      // One line naming the variable, as for PORT: never a stack trace.
      console.error(
        listenErrorMessage(
          error as NodeJS.ErrnoException,
          config.METRICS_HOST,
          config.METRICS_PORT!,
          METRICS_ADDRESS_NAMES,
        ),
      );
      await vite?.close();
      await api.close().catch(() => {});
      await runtime.close().catch(() => {});
      process.exit(1);
    }
  }

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
    await metricsListener?.close();
    await vite?.close();
    await (app.locals.shareCards as ShareCardRoute | undefined)?.close();
    await api.close().catch((error) => logger.error({ err: error }, 'error while closing the API'));
    await runtime.close().catch((error) => logger.error({ err: error }, 'error while closing services'));
    await reporting.close(2000);
    logger.warn('shutdown complete');
    process.exit(0);
  }

  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));
}
