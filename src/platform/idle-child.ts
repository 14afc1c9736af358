import { type ChildProcess, fork } from 'node:child_process';

// Work that would leave the web process's memory higher for good (the refresh parsers and their
// heap, resvg's native memory) runs in a child process that is started on the first request and
// exits a moment after its last answer. Used by the embedded default's refreshes
// (jobs/refresh-isolation.ts) and the share cards (src/share-cards/render-isolation.ts).
//
// The child's module answers each message with one reply carrying the message's `id`, and exits
// when the channel closes (`process.on('disconnect', () => process.exit(0))`).

/**
 * Why a request failed without a reply: the child went away, could not be sent to, did not answer in
 * time (it is then killed), already had `maxPending` requests, or close().
 */
export type IdleChildFailure = 'gone' | 'unreachable' | 'timeout' | 'busy' | 'stopping';

export type IdleChildOptions = {
  /** The child's module. */
  module: URL;
  /** What the child is called in error messages ("the refresh process"). */
  name: string;
  /** How long the child stays after its last answer, for the next request of a batch. */
  idleExitMs: number;
  /** The error a request fails with when no reply will come. */
  failure(message: string, why: IdleChildFailure): Error;
  /**
   * A request not answered by then fails and the child is killed (with whatever else it had): a
   * child stuck on one request would otherwise hold every later one. Unset: no limit.
   */
  timeoutMs?: number;
  /** Requests beyond this many unanswered ones fail at once instead of queueing. Unset: no limit. */
  maxPending?: number;
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
  type Waiter = {
    /** The child the request was sent to: only its exit fails the request. */
    owner: ChildProcess;
    resolve(reply: Reply): void;
    reject(error: Error): void;
    timer?: NodeJS.Timeout;
  };
  const pending = new Map<number, Waiter>();

  function settle(id: number): Waiter | undefined {
    const waiter = pending.get(id);
    if (!waiter) return undefined;
    pending.delete(id);
    clearTimeout(waiter.timer);
    return waiter;
  }

  function failPending(error: Error, owner?: ChildProcess) {
    for (const [id, waiter] of pending) {
      if (owner === undefined || waiter.owner === owner) settle(id)?.reject(error);
    }
  }

  /** Ends a child that is stuck; its exit fails what it still had, and the next request starts another. */
  function abandon(stuck: ChildProcess) {
    if (child === stuck) child = undefined;
    stuck.kill('SIGKILL');
  }

  function start(): ChildProcess {
    // The child is the same program: no flags of this process (e.g. an inspector or a preload).
    const started = fork(options.module, [], {
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    started.on('message', (reply: Reply) => {
      const waiter = settle(reply.id);
      if (!waiter) return;
      waiter.resolve(reply);
      if (pending.size === 0) idle();
    });
    const gone = (reason: string) => {
      if (child === started) child = undefined;
      failPending(options.failure(`${options.name} ${reason}`, 'gone'), started);
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
      if (options.maxPending !== undefined && pending.size >= options.maxPending) {
        return Promise.reject(
          options.failure(`${options.name} has ${pending.size} requests unanswered`, 'busy'),
        );
      }
      clearTimeout(idleTimer);
      // A child killed from outside may not have reported its exit yet: it takes no more requests.
      if (child && (!child.connected || child.exitCode !== null || child.signalCode !== null))
        child = undefined;
      child ??= start();
      const owner = child;
      owner.ref();
      owner.channel?.ref();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const waiter: Waiter = { owner, resolve, reject };
        pending.set(id, waiter);
        if (options.timeoutMs !== undefined) {
          const timeoutMs = options.timeoutMs;
          waiter.timer = setTimeout(() => {
            settle(id)?.reject(
              options.failure(`${options.name} did not answer within ${timeoutMs} ms`, 'timeout'),
            );
            abandon(owner);
          }, timeoutMs);
        }
        owner.send({ ...request, id }, (error) => {
          if (!error) return;
          settle(id)?.reject(
            options.failure(`could not reach ${options.name}: ${error.message}`, 'unreachable'),
          );
          // Its channel is broken (it died and its exit is not in yet): the next request starts another.
          abandon(owner);
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
