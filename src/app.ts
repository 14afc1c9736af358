import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { matchRoutes, RouterContextProvider, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { appContextKey } from './domain/app-context.ts';
import { healthRouter } from './health.ts';
import type { WebMetrics } from './metrics/web.ts';
import { apiErrors, apiNotFound, pageErrors } from './middleware/errors.ts';
import { jsonBodiesOnly } from './middleware/json-bodies.ts';
import { pageRequestGuard } from './middleware/page-requests.ts';
import { requestLog } from './middleware/request-log.ts';
import { cspNonce, securityHeaders } from './middleware/security.ts';
import { sharedCacheHeaders } from './page-cache/cache-headers.ts';
import { createPageCache } from './page-cache/page-cache.ts';
import { type ManifestRoute, type PagePreload, pagePreload, routeTree } from './page-preload.ts';
import { readingFrom } from './page-services.ts';
import { createPreviewReader, previewFetcher } from './preview/content.ts';
import { previewMode } from './preview/middleware.ts';
import { createPreviewSessions } from './preview/session.ts';
import { requestLocals } from './request-locals.ts';
import type { AppServices, RequestContext } from './services.ts';
import { coversRoute } from './share-cards/covers-route.ts';
import { shareCardRoute } from './share-cards/og-route.ts';
import { isolatedCardRenderer } from './share-cards/render-isolation.ts';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_DIR = path.join(ROOT_DIR, 'build');
const SERVER_BUILD_PATH = path.join(BUILD_DIR, 'server', 'index.js');

export type AppOptions = {
  services: AppServices;
  /** The production server build; loaded from build/ when omitted (and Vite is not used). */
  build?: ServerBuild;
  vite?: ViteDevServer;
  /** Extra routers mounted under /api before the API's not-found handler. */
  apiRouters?: RequestHandler[];
  /** Middleware run before page requests reach React Router (e.g. a rate limit on a form action). */
  pageMiddleware?: RequestHandler[];
  /** The page cache's memory budget in bytes; PAGE_CACHE_MB (32 MB in production, else off) when omitted. */
  pageCacheBytes?: number;
  /** Prometheus metrics (METRICS_PORT): every request is timed and labelled by route pattern. */
  metrics?: WebMetrics;
};

/** The key loaders read the request context under; the build's copy of the module returns the same. */
const appContext = appContextKey<RequestContext>();

/**
 * Whether a path is a page of this build: it matches a route other than the catch-all not-found
 * route. The route preloader only preloads such pages (a preload of a missing page logs a 404).
 */
export function pageMatcher(build: ServerBuild): (path: string) => boolean {
  const tree = routeTree(build.routes ?? {});
  return memoizedByPath((path) => {
    const leaf = matchRoutes(tree, path)?.at(-1)?.route;
    return leaf !== undefined && leaf.path !== '*';
  });
}

/**
 * Remembers a function of a path for a build. `matchRoutes` flattens and ranks the whole route table
 * on every call: the root loader asks about the same few preloaded pages on every request (that was
 * 8 % of an uncached page render's CPU). Bounded, in case it is ever asked about visitors' paths.
 */
function memoizedByPath<T>(compute: (path: string) => T, limit = 256): (path: string) => T {
  const known = new Map<string, T>();
  return (path) => {
    const hit = known.get(path);
    if (hit !== undefined || known.has(path)) return hit as T;
    const value = compute(path);
    if (known.size >= limit) known.delete(known.keys().next().value as string);
    known.set(path, value);
    return value;
  };
}

/** What the browser preloads for a page of this build (its data URL and route modules). */
export function pagePreloader(build: ServerBuild): (path: string) => PagePreload {
  const routes = (build.assets?.routes ?? {}) as Record<string, ManifestRoute | undefined>;
  const tree = routeTree(routes);
  return memoizedByPath((path) => pagePreload(path, routes, tree));
}

function loadContextFor(build: ServerBuild, services: AppServices, previewServices?: AppServices) {
  const pageExists = pageMatcher(build);
  const preloadOf = pagePreloader(build);
  return (_req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider();
    // Everything about this request comes from res.locals, where the middleware put it
    // (src/request-locals.ts).
    const locals = requestLocals(res);
    const preview = locals.preview === true && previewServices !== undefined;
    context.set(appContext, {
      services: preview ? previewServices : services,
      preview,
      nonce: locals.cspNonce ?? '',
      requestId: locals.requestId ?? '',
      isAdmin: locals.isAdmin === true,
      signupBlock: locals.signupBlock ?? null,
      tokenizeBlock: locals.tokenizeBlock ?? null,
      reportBlock: locals.reportBlock ?? null,
      pageExists,
      pagePreload: preloadOf,
      noStore: () => {
        locals.pageCacheNoStore = true;
      },
    });
    return context;
  };
}

export async function loadServerBuild(): Promise<ServerBuild> {
  return (await import(SERVER_BUILD_PATH)) as ServerBuild;
}

/**
 * The files under the client build, its hashed /assets/ aside (served on their own): `has` answers
 * for a request path, its letters percent-encoded or not.
 */
function publicFiles(clientDir: string): { has(requestPath: string): boolean } {
  const files = new Set<string>();
  try {
    for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const url = `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`;
      if (!url.startsWith('/assets/')) files.add(url);
    }
  } catch {
    // No client build (tests with a stub build): nothing to set aside.
  }
  return {
    has(requestPath) {
      if (files.has(requestPath)) return true;
      if (!requestPath.includes('%')) return false;
      try {
        return files.has(decodeURIComponent(requestPath));
      } catch {
        return false;
      }
    },
  };
}

export async function createApp({
  services,
  build,
  vite,
  apiRouters = [],
  pageMiddleware = [],
  pageCacheBytes,
  metrics,
}: AppOptions) {
  const { config, logger } = services;
  const app = express();
  // Development: Vite serves source modules and HMR; the server build is loaded per request.
  const devBuild = vite
    ? async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
    : undefined;
  const serverBuild = devBuild ? undefined : (build ?? (await loadServerBuild()));
  // The build's public files (images, audio, the service worker, the manifest): not pages.
  const staticFiles = publicFiles(path.join(BUILD_DIR, 'client'));
  // Rendered pages for anonymous visitors (production; tests turn it on explicitly).
  const cacheBytes = pageCacheBytes ?? (config.PAGE_CACHE_MB ?? (config.isProduction ? 32 : 0)) * 1024 * 1024;
  const pageCache =
    serverBuild && cacheBytes > 0
      ? createPageCache({
          config,
          logger,
          store: services.store,
          buildVersion: serverBuild.assets.version,
          maxBytes: cacheBytes,
          // The cache neither looks public files up nor counts them as misses.
          staticFiles,
        })
      : undefined;
  app.locals.pageCache = pageCache;
  metrics?.observePageCache(pageCache);
  // The admin's preview mode: the same services, content read from the preview API.
  const previewSessions = createPreviewSessions(config);
  const previewServices = previewSessions
    ? readingFrom(services, createPreviewReader(services.content, previewFetcher(config, logger), logger))
    : undefined;

  // Say nothing about the stack.
  app.disable('x-powered-by');
  // Metrics first, so they time everything below (labels are route patterns, never raw URLs).
  if (metrics) app.use(metrics.requests(serverBuild));
  // Client addresses (rate limits, logs) come from the socket unless TRUST_PROXY names the proxies
  // in front: otherwise any client could pick its own X-Forwarded-For.
  app.set('trust proxy', config.TRUST_PROXY);
  // Request id, then one log line per request.
  app.use(requestLog(logger));
  app.use((req, res, next) => {
    requestLocals(res).requestId = String(req.id ?? '');
    next();
  });
  // A nonce per request, then CSP, HSTS, referrer policy, frame-ancestors none.
  app.use(cspNonce, securityHeaders(config));
  // Share cards (/og/...) and covers (/covers/...): images with their own immutable caching, before
  // the page rules and caches, drawn by one renderer process (closed with the share cards).
  const renderer = isolatedCardRenderer();
  const shareCards = shareCardRoute({ content: services.content, logger, renderer });
  app.locals.shareCards = shareCards;
  app.use(shareCards);
  const covers = coversRoute({ content: services.content, logger, renderer });
  app.locals.covers = covers;
  app.use(covers);
  // The admin's preview session (before the shared-cache rules, which then treat it as personal):
  // never from or into the page cache, never stored or indexed.
  if (previewSessions) app.use(previewMode(previewSessions));
  // What a CDN in front may keep (public pages naming the sources they read, personal answers
  // private), decided as each response's headers are written.
  app.use(sharedCacheHeaders());
  // A page stored for anonymous visitors is answered here, before compression and the rest.
  if (pageCache) app.use(pageCache.serve);
  // Compress, flushing each chunk so streamed HTML reaches the browser as it is rendered: gzip and
  // brotli alike (brotli's default holds its output until the response ends). The document stream
  // hands Express one chunk per React burst (client/lib/document-stream.server.ts): one flush per burst.
  app.use(
    compression({
      flush: zlib.constants.Z_SYNC_FLUSH,
      brotli: { flush: zlib.constants.BROTLI_OPERATION_FLUSH },
    }),
  );

  // Liveness and readiness before anything heavier.
  app.use(healthRouter(services));

  // The product's JSON API: bounded bodies, JSON errors, JSON 404.
  // Webhooks read their own raw bytes: a signature covers the body exactly as it was sent.
  const json = express.json({ limit: '32kb', strict: true });
  app.use('/api', (req, res, next) =>
    req.path.startsWith('/webhooks/')
      ? next()
      : json(req, res, (error?: unknown) => (error ? next(error) : jsonBodiesOnly(req, res, next))),
  );
  for (const router of apiRouters) app.use('/api', router);
  app.use('/api', apiNotFound);
  app.use('/api', apiErrors(logger));

  // Methods and bodies the page routes do not take: a clear 4xx before anything else runs.
  app.use(pageRequestGuard(devBuild ?? (() => serverBuild!)));
  for (const middleware of pageMiddleware) app.use(middleware);

  if (vite && devBuild) {
    app.use(vite.middlewares);
    app.use(async (req, res, next) => {
      try {
        const current = await devBuild();
        return createRequestHandler({
          build: current,
          getLoadContext: loadContextFor(current, services, previewServices),
          mode: 'development',
        })(req, res, next);
      } catch (error) {
        next(error);
      }
    });
  } else if (serverBuild) {
    const clientDir = path.join(BUILD_DIR, 'client');
    // Hashed assets never change: cache them for a year; a missing asset is a plain 404.
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        fallthrough: false,
        index: false,
      }),
    );
    // Images, the tools' brand marks and audio change only with a deploy: 30 days. Other public
    // files (the service worker, manifest, favicon, robots) for an hour.
    const longLived = /^\/(images|brand-marks|audio)\//;
    const servePublic = express.static(clientDir, {
      maxAge: '1h',
      index: false,
      setHeaders(res, _file) {
        if (longLived.test(res.req.path)) res.setHeader('Cache-Control', 'public, max-age=2592000');
      },
    });
    // Only a public file's path reaches the disk: a page request no longer costs a file lookup (a
    // stat on the thread pool the compressor shares) before it is rendered.
    app.use((req, res, next) => (staticFiles.has(req.path) ? servePublic(req, res, next) : next()));
    if (pageCache) app.use(pageCache.capture);
    app.use(
      createRequestHandler({
        build: serverBuild,
        getLoadContext: loadContextFor(serverBuild, services, previewServices),
        // Anything but development renders as production: error details are never sent.
        mode: 'production',
      }),
    );
  }

  app.use(pageErrors(logger, services.reportError));
  return app;
}
