import { boot } from '../src/platform/boot.ts';

// `npm run worker`: the same boot as the web process (configuration, then error reporting when
// SENTRY_DSN is set), then the refresh worker.
const booted = await boot();
const { runWorker } = await import('./run-worker.ts');
await runWorker(booted);
