import { type ChildProcess, fork } from 'node:child_process';
import type { ShareCard } from '../domain/share-cards/card.ts';
import type { RenderReply, RenderRequest } from './render-child.ts';

// Share cards are drawn in a child process that exits two seconds after its last card, as the
// embedded default's refreshes are (jobs/refresh-isolation.ts): rendering in the web process left
// its resident memory ~70 MB higher for good, against the 200 MB peak the web process keeps to.

const IDLE_EXIT_MS = 2_000;

export type CardRenderer = {
  render(card: ShareCard): Promise<Buffer>;
  close(): Promise<void>;
};

export function isolatedCardRenderer(): CardRenderer {
  let child: ChildProcess | undefined;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;
  const pending = new Map<number, { resolve(png: Buffer): void; reject(error: Error): void }>();

  function failPending(error: Error) {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  }

  function start(): ChildProcess {
    const started = fork(new URL('./render-child.ts', import.meta.url), [], {
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    started.on('message', (reply: RenderReply) => {
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      if (reply.ok) waiter.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
      else waiter.reject(new Error(`share card not rendered: ${reply.message}`));
      if (pending.size === 0) idle();
    });
    const gone = (reason: string) => {
      if (child === started) child = undefined;
      failPending(new Error(`the share-card process ${reason}`));
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

  return {
    render(card) {
      clearTimeout(idleTimer);
      child ??= start();
      child.ref();
      child.channel?.ref();
      const id = nextId++;
      const request: RenderRequest = { id, card };
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child!.send(request, (error) => {
          if (!error) return;
          pending.delete(id);
          reject(new Error(`could not reach the share-card process: ${error.message}`));
        });
      });
    },
    async close() {
      clearTimeout(idleTimer);
      failPending(new Error('the web process is stopping'));
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
