import type { ServerBuild } from 'react-router';
import { type ApiOptions, createApi } from '../../src/api/index.ts';
import { createApp } from '../../src/app.ts';
import type { AppServices } from '../../src/services.ts';

/** A server build with no routes: enough for createApp when only /api is exercised (tests). */
function apiOnlyBuild(): ServerBuild {
  return {
    entry: { module: { default: () => new Response('', { status: 404 }) } },
    routes: {},
    assets: { entry: { module: '', imports: [] }, routes: {}, url: '', version: '' },
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: '',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

/** The real app (same middleware, same /api) without a client build: what the API tests drive. */
export async function createApiApp(services: AppServices, options: ApiOptions = {}) {
  const api = await createApi(services, options);
  const app = await createApp({ services, build: apiOnlyBuild(), apiRouters: api.routers });
  return { app, api };
}
