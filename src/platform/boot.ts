import { type Config, ConfigError, loadConfig } from './config.ts';

// The first thing the web process and the worker run: configuration, then error reporting, then
// (by the caller, with a dynamic import) everything else. Sentry hooks the modules imported after
// its init, so Express, the router and the queue are imported only once it has started; without a
// DSN, @sentry/node (about 55 MB resident) is never loaded at all.

type Reporting = {
  /** Sends an unexpected error to error reporting; undefined when no SENTRY_DSN is set. */
  reportError?: (error: unknown) => void;
  /** Flushes queued events (at shutdown); resolves at once without a DSN. */
  close(timeoutMs: number): Promise<void>;
};

export type Booted = { config: Config; reporting: Reporting };

/** Loads the configuration (a clear message and exit 1 when it is invalid) and error reporting. */
export async function boot(env: NodeJS.ProcessEnv = process.env): Promise<Booted> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  return { config, reporting: await startReporting(config) };
}

async function startReporting(config: Config): Promise<Reporting> {
  if (!config.SENTRY_DSN) return { close: async () => {} };
  const { initSentry, sentryReporter, Sentry } = await import('./instrument.ts');
  initSentry(config);
  return {
    reportError: sentryReporter(),
    async close(timeoutMs) {
      await Sentry.close(timeoutMs);
    },
  };
}
