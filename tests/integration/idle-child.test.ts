import { describe, expect, it, onTestFinished } from 'vitest';
import { type IdleChildFailure, idleChild } from '../../src/platform/idle-child.ts';

// The idle child process behind the embedded default's refreshes and the share cards: started on
// the first request, answering each request with its own reply, gone once idle, started again on
// the next request; a child that dies fails what it had, and close() fails the rest.

type Reply = { id: number; pid: number; text: string };

class Failure extends Error {
  readonly why: IdleChildFailure;
  constructor(message: string, why: IdleChildFailure) {
    super(message);
    this.why = why;
  }
}

function echo(idleExitMs = 60_000, limits: { timeoutMs?: number; maxPending?: number } = {}) {
  const child = idleChild<{ text: string; exit?: boolean; hang?: boolean }, Reply>({
    module: new URL('../fakes/echo-child.ts', import.meta.url),
    name: 'the echo process',
    idleExitMs,
    ...limits,
    failure: (message, why) => new Failure(message, why),
  });
  onTestFinished(() => child.close());
  return child;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function gone(pid: number) {
  while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('idleChild', () => {
  it('gives each of several concurrent requests its own reply, from one child', async () => {
    const child = echo();
    const replies = await Promise.all(['alpha', 'beta', 'gamma'].map((text) => child.ask({ text })));
    expect(replies.map((reply) => reply.text)).toEqual(['ALPHA', 'BETA', 'GAMMA']);
    expect(new Set(replies.map((reply) => reply.pid)).size).toBe(1);
    expect(replies[0]!.pid).not.toBe(process.pid);
  });

  it('lets the child go once idle and starts a new one for the next request', async () => {
    const child = echo(50);
    const first = await child.ask({ text: 'one' });
    await gone(first.pid);
    const second = await child.ask({ text: 'two' });
    expect(second).toMatchObject({ text: 'TWO' });
    expect(second.pid).not.toBe(first.pid);
  });

  it('fails the requests of a child that exits, and the next request gets a new child', async () => {
    const child = echo();
    const first = await child.ask({ text: 'one' });
    const error = await child.ask({ text: 'two', exit: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Failure);
    expect(error).toMatchObject({ why: 'gone', message: 'the echo process exited (3)' });
    const next = await child.ask({ text: 'three' });
    expect(next.text).toBe('THREE');
    expect(next.pid).not.toBe(first.pid);
  });

  it('close() fails what is pending and ends the child', async () => {
    const child = echo();
    const { pid } = await child.ask({ text: 'one' });
    // Sent, not yet answered when close() runs (the reply can only arrive on a later tick).
    const pending = child.ask({ text: 'two' }).catch((caught: unknown) => caught);
    await child.close();
    expect(await pending).toMatchObject({ why: 'stopping', message: 'the web process is stopping' });
    expect(alive(pid)).toBe(false);
  });

  it('kills a child that does not answer in time; the next request gets a new child', {
    timeout: 90_000,
  }, async () => {
    // Long enough for the child to start on a busy machine: the first request waits for it.
    const child = echo(60_000, { timeoutMs: 15_000 });
    const first = await child.ask({ text: 'one' });
    const error = await child.ask({ text: 'stuck', hang: true }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      why: 'timeout',
      message: 'the echo process did not answer within 15000 ms',
    });
    await gone(first.pid);
    const next = await child.ask({ text: 'two' });
    expect(next.text).toBe('TWO');
    expect(next.pid).not.toBe(first.pid);
  });

  it('refuses requests beyond maxPending at once instead of queueing them', async () => {
    const child = echo(60_000, { maxPending: 2 });
    const held = [child.ask({ text: 'a', hang: true }), child.ask({ text: 'b', hang: true })].map((ask) =>
      ask.catch((caught: unknown) => caught),
    );
    const refused = await child.ask({ text: 'c' }).catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ why: 'busy' });
    await child.close();
    expect(await Promise.all(held)).toMatchObject([{ why: 'stopping' }, { why: 'stopping' }]);
  });

  it("a dead child's exit fails only its own requests, not those of the child after it", {
    timeout: 90_000,
  }, async () => {
    const child = echo(60_000, { timeoutMs: 15_000 });
    const { pid } = await child.ask({ text: 'one' });
    // Stopped, the child neither answers nor exits until the timeout kills it.
    process.kill(pid, 'SIGSTOP');
    const stuck = child.ask({ text: 'stuck' }).catch((caught: unknown) => caught);
    expect(await stuck).toMatchObject({ why: 'timeout' });
    // Asked before the killed child's exit is reported: a new child answers it.
    const next = await child.ask({ text: 'two' });
    expect(next).toMatchObject({ text: 'TWO' });
    expect(next.pid).not.toBe(pid);
    await gone(pid);
  });
});
