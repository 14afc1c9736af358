import { type ChildProcess, fork } from 'node:child_process';

// Work that would leave the web process's memory higher for good (the refresh parsers and their
// heap, resvg's native memory) runs in a child process that is started on the first request and
// exits a moment after its last answer. Used by the embedded default's refreshes
// (jobs/refresh-isolation.ts) and the share cards (src/share-cards/render-isolation.ts).
//
// The child's module answers each message with one reply carrying the message's `id`, and exits
// when the channel closes (`process.on('disconnect', () => process.exit(0))`).

/** Why a request failed without a reply: the child went away, could not be sent to, or close(). */
export type IdleChildFailure = 'gone' | 'unreachable' | 'stopping';

export type IdleChildOptions = {
  /** The child's module. */
  module: URL;
  /** What the child is called in error messages ("the refresh process"). */
  name: string;
  /** How long the child stays after its last answer, for the next request of a batch. */
  idleExitMs: number;
  /** The error a request fails with when no reply will come. */
  failure(message: string, why: IdleChildFailure): Error;
};

export type IdleChild<Request, Reply> = {
  /** Sends the request (its id added) to the child, started if need be, and resolves with its reply. */
  ask(request: Request): Promise<Reply>;
  /** Fails what is pending and ends the child. */
  close(): Promise<void>;
};

export function idleChild<Request extends object, Reply extends { id: number }>(
  options: IdleChildOptions,
): IdleChild<Request, Reply> {
  let child: ChildProcess | undefined;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;
  const pending = new Map<number, { resolve(reply: Reply): void; reject(error: Error): void }>();

  function failPending(error: Error) {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  }

  function start(): ChildProcess {
    // The child is the same program: no flags of this process (e.g. an inspector or a preload).
    const started = fork(options.module, [], {
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    started.on('message', (reply: Reply) => {
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      waiter.resolve(reply);
      if (pending.size === 0) idle();
    });
    const gone = (reason: string) => {
      if (child === started) child = undefined;
      failPending(options.failure(`${options.name} ${reason}`, 'gone'));
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
    }, options.idleExitMs);
    idleTimer.unref();
    // An idle child must not keep this process alive.
    child?.unref();
    child?.channel?.unref();
  }

  return {
    ask(request) {
      clearTimeout(idleTimer);
      child ??= start();
      child.ref();
      child.channel?.ref();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child!.send({ ...request, id }, (error) => {
          if (!error) return;
          pending.delete(id);
          reject(options.failure(`could not reach ${options.name}: ${error.message}`, 'unreachable'));
        });
      });
    },
    async close() {
      clearTimeout(idleTimer);
      failPending(options.failure('the web process is stopping', 'stopping'));
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
