// The web process. JavaScript so that the build's compile cache is on before any TypeScript loads
// (src/platform/compile-cache.js); then configuration and error reporting (src/platform/boot.ts),
// then the server, so that error reporting (when SENTRY_DSN is set) sees Express and the router load.
import { enableCompileCache } from './platform/compile-cache.js';

enableCompileCache();
const { boot } = await import('./platform/boot.ts');
const booted = await boot();
const { startServer } = await import('./server.ts');
await startServer(booted);
