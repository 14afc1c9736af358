// The refresh pipeline's one entry for the web process (src/). Everything else in jobs/ is the
// pipeline's own: the worker process (jobs/worker.ts) and the tests reach it directly.
import type { Config } from '../src/platform/config.ts';
import type { Logger } from '../src/platform/logger.ts';

export { createRefresher } from './refresher.ts';
export type { AnySource } from './source.ts';

// The content source's connection test for the admin's debug page, loaded on demand so a web
// process that only reads snapshots never loads the content service's SDK.
export async function contentClientStatus(config: Config) {
  return (await import('./sources/content/connection-test.ts')).contentClientStatus(config);
}

export async function testContentConnection(config: Config, logger: Logger) {
  return (await import('./sources/content/connection-test.ts')).testContentConnection(config, logger);
}

/**
 * The content source's own fetch and normalise, once, with the given configuration (the admin's
 * preview reads the preview API this way). Loaded on first use, like the connection test.
 */
export async function fetchContentOnce(options: { config: Config; logger: Logger; signal: AbortSignal }) {
  const [{ fetchContentLive }, { normaliseContent }] = await Promise.all([
    import('./sources/content/fetch.ts'),
    import('./sources/content/normalise.ts'),
  ]);
  const raw = await fetchContentLive({ ...options, attempt: 1 });
  return normaliseContent(raw, { logger: options.logger });
}
