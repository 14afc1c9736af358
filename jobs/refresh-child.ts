import type { Config } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import { SourceFetchError } from '../src/upstreams/fetch-error.ts';
import { REFRESH_BUDGET_REQUESTS } from './refresh.ts';
import { sources } from './registry.ts';
import { isRetryable } from './retry-policy.ts';

// The refresh process of the embedded default (jobs/refresh-isolation.ts starts it): fetches or
// loads a source and normalises it, and sends the entities back. The parsers, the content SDK and
// their garbage live here, not in the web process; it exits when the web process lets it go.

export type ChildRequest = { id: number; source: string; attempt: number; config: Config };
export type ChildReply =
  | { id: number; ok: true; data: unknown }
  | {
      id: number;
      ok: false;
      step: 'fetching' | 'normalising';
      message: string;
      status?: number;
      retryable: boolean;
    };

const reply = (message: ChildReply) => process.send?.(message);

async function handle({ id, source: name, attempt, config }: ChildRequest): Promise<void> {
  const logger = createLogger(config);
  const source = sources.find((candidate) => candidate.name === name);
  let step: 'fetching' | 'normalising' = 'fetching';
  try {
    if (!source) throw new SourceFetchError(`unknown source "${name}"`, { retryable: false });
    const signal = AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS * REFRESH_BUDGET_REQUESTS);
    const context = { config, logger, attempt, signal };
    const raw = await (source.mode(config) === 'live' ? source.fetchLive(context) : source.loadSeed(context));
    step = 'normalising';
    reply({ id, ok: true, data: await source.normalise(raw, { logger, config }) });
  } catch (error) {
    reply({
      id,
      ok: false,
      step,
      message: error instanceof Error ? error.message : String(error),
      status: error instanceof SourceFetchError ? error.status : undefined,
      retryable: isRetryable(error),
    });
  }
}

process.on('message', (message: ChildRequest) => void handle(message));
// The web process closed the channel (idle, or shutting down): nothing more will come.
process.on('disconnect', () => process.exit(0));
