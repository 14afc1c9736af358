import { boot } from './boot.ts';

// The web process: configuration and error reporting first (src/boot.ts), then the server, so that
// error reporting (when SENTRY_DSN is set) sees Express and the router load.
const booted = await boot();
const { startServer } = await import('./server.ts');
await startServer(booted);
