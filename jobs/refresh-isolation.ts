import { type ChildProcess, fork } from 'node:child_process';
import type { Config } from '../src/platform/config.ts';
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
  let child: ChildProcess | undefined;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;
  const pending = new Map<number, { resolve(reply: ChildReply): void; reject(error: Error): void }>();

  function failPending(error: Error) {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  }

  function start(): ChildProcess {
    // The child is the same program: no flags of this process (e.g. an inspector or a preload).
    const started = fork(new URL('./refresh-child.ts', import.meta.url), [], {
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    started.on('message', (reply: ChildReply) => {
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      waiter.resolve(reply);
      if (pending.size === 0) idle();
    });
    const gone = (reason: string) => {
      if (child === started) child = undefined;
      failPending(new SourceFetchError(`the refresh process ${reason}`, { retryable: true }));
    };
    started.on('exit', (code, signal) => gone(`exited (${signal ?? code})`));
    started.on('error', (error) => gone(`failed: ${error.message}`));
    return started;
  }

  function idle() {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (pending.size > 0 || !child) return;
      child.disconnect();
      child = undefined;
    }, IDLE_EXIT_MS);
    idleTimer.unref();
    // An idle child must not keep this process alive.
    child?.unref();
    child?.channel?.unref();
  }

  function ask(source: string, attempt: number): Promise<ChildReply> {
    clearTimeout(idleTimer);
    child ??= start();
    child.ref();
    child.channel?.ref();
    const id = nextId++;
    const request: ChildRequest = { id, source, attempt, config };
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      child!.send(request, (error) => {
        if (!error) return;
        pending.delete(id);
        reject(new SourceFetchError(`could not reach the refresh process: ${error.message}`));
      });
    });
  }

  async function fetchStep(source: string, attempt: number): Promise<Outcome> {
    const reply = await ask(source, attempt);
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
          intervalSeconds: source.intervalSeconds,
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
    async close() {
      clearTimeout(idleTimer);
      failPending(new SourceFetchError('the web process is stopping', { retryable: false }));
      const closing = child;
      child = undefined;
      if (!closing || closing.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        closing.once('exit', () => resolve());
        closing.kill('SIGTERM');
      });
    },
  };
}
