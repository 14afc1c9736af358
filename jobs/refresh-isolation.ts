import type { Config } from '../src/platform/config.ts';
import { idleChild } from '../src/platform/idle-child.ts';
import { SourceFetchError } from '../src/upstreams/fetch-error.ts';
import type { ChildReply, ChildRequest } from './refresh-child.ts';
import type { AnySource } from './source.ts';

// The embedded default refreshes its sources itself (no worker without Redis). Running the
// pipeline inside the web process would keep the parsers, the content SDK and the heap their work
// grew in that process for good (about 60 MB); here a child process does the fetching and
// normalising, sends back the entities, and exits once no refresh has been asked for a moment.
// The web process keeps the rest of the refresh: versions, snapshots, statuses and retries.

/** How long the refresh process stays after its last answer, for the next source of a batch. */
const IDLE_EXIT_MS = 2_000;

/** What the child's fetch step hands to normalise: the entities, or the error normalising hit. */
type Outcome = Extract<ChildReply, { ok: true }> | Extract<ChildReply, { ok: false }>;

function rebuildError(reply: Extract<ChildReply, { ok: false }>): SourceFetchError {
  return new SourceFetchError(reply.message, { status: reply.status, retryable: reply.retryable });
}

export type IsolatedSources = {
  /** The same sources (names, modes, intervals); their fetch and normalise run in the child. */
  sources: AnySource[];
  close(): Promise<void>;
};

export function isolatedSources(registered: readonly AnySource[], config: Config): IsolatedSources {
  const child = idleChild<Omit<ChildRequest, 'id'>, ChildReply>({
    module: new URL('./refresh-child.ts', import.meta.url),
    name: 'the refresh process',
    idleExitMs: IDLE_EXIT_MS,
    // A refresh process that went away is retried; one that was stopped with the web process is not.
    failure: (message, why) =>
      new SourceFetchError(message, why === 'stopping' ? { retryable: false } : { retryable: true }),
  });

  async function fetchStep(source: string, attempt: number): Promise<Outcome> {
    const reply = await child.ask({ source, attempt, config });
    // A failed fetch fails the fetch step; a failed normalise is raised by the normalise step, so
    // the refresh records and retries it as it would in one process.
    if (!reply.ok && reply.step === 'fetching') throw rebuildError(reply);
    return reply;
  }

  // A background source (links) reads the store and only makes HTTP requests: it stays here.
  const sources = registered.map((source) =>
    source.background
      ? source
      : ({
          name: source.name,
          mode: source.mode,
          fetchLive: (context) => fetchStep(source.name, context.attempt),
          loadSeed: (context) => fetchStep(source.name, context.attempt),
          normalise: (outcome: Outcome) => {
            if (!outcome.ok) throw rebuildError(outcome);
            return outcome.data as never;
          },
        } as AnySource),
  );

  return {
    sources,
    close: () => child.close(),
  };
}
