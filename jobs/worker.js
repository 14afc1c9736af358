// `npm run worker`: the compile cache (src/platform/compile-cache.js, on before any TypeScript
// loads), the same boot as the web process (configuration, then error reporting when SENTRY_DSN is
// set), then the refresh worker.
import { enableCompileCache } from '../src/platform/compile-cache.js';

enableCompileCache();
const { boot } = await import('../src/platform/boot.ts');
const booted = await boot();
const { runWorker } = await import('./run-worker.ts');
await runWorker(booted);
