import { boot } from './platform/boot.ts';

// The web process: configuration and error reporting first (src/platform/boot.ts), then the server, so that
// error reporting (when SENTRY_DSN is set) sees Express and the router load.
const booted = await boot();
const { startServer } = await import('./server.ts');
await startServer(booted);
