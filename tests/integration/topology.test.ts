import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/password.ts';
import type { Snapshot } from '../../src/domain/types.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createStore } from '../../src/store/create-store.ts';
import type { Store } from '../../src/store/store.ts';
import { BROWSER_UA } from '../support/app.ts';
import { exited, startTopology, type Topology, until } from '../support/topology.ts';

// The production topology of deploy/ without containers (tests/support/topology.ts: a private Redis,
// the worker, three web processes and Debian's nginx with deploy/nginx/site.conf on loopback). It
// proves what the issue asks of the replicas: one login limit per client address
// whichever replica answers, a new snapshot served by every replica within 2 s of its write, and no
// failed GET through the proxy while one replica is stopped (SIGTERM) and another killed (SIGKILL).

const PASSWORD = 'topology-test-password';

let topology: Topology;
let store: Store;

beforeAll(async () => {
  topology = await startTopology({
    replicas: 3,
    showUpstream: true,
    env: {
      ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
      JWT_SECRET: 'topology-test-secret-of-at-least-32-characters',
    },
  });
  const config = loadConfig({ ...topology.env, LOG_LEVEL: 'silent' });
  store = await createStore(config, createLogger(config), { role: 'web', reportOutages: false });
}, 240_000);

afterAll(async () => {
  await store?.close().catch(() => {});
  await topology?.stop();
}, 30_000);

describe('replicas behind nginx on loopback', () => {
  it('refuses the 11th failed login from one address, whichever replica answers', async () => {
    const answers: { status: number; upstream: string }[] = [];
    for (let attempt = 1; attempt <= 11; attempt++) {
      const response = await fetch(`${topology.proxy}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt}` },
        body: JSON.stringify({ username: 'admin', password: `wrong-${attempt}` }),
      });
      answers.push({ status: response.status, upstream: response.headers.get('x-upstream') ?? '' });
    }
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(401));
    expect(answers[10]!.status).toBe(429);
    // Round robin spread the attempts over every replica; one counter (in Redis) saw them all, and
    // the client's own X-Forwarded-For (a new address each time) changed nothing.
    expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(3);
  }, 60_000);

  it('serves a new snapshot from every replica within 2 s of its write', async () => {
    const snapshot = (await store.getSnapshot('content')) as Snapshot<'content'>;
    const name = `Midjourney ${Date.now()}`;
    const tools = snapshot.data.tools.map((tool) => (tool.slug === 'midjourney' ? { ...tool, name } : tool));
    // Warm every replica's page cache with the old page first: the change must get past it.
    for (const replica of topology.replicas)
      await fetch(`${replica.base}/tools/midjourney`, { headers: { 'user-agent': BROWSER_UA } });
    const written = Date.now();
    await store.putSnapshot({
      ...snapshot,
      data: { ...snapshot.data, tools },
      version: `${snapshot.version}-topology`,
    });
    // Each base is asked every 100 ms without waiting for the answers, and the switch is dated by
    // when a request was sent: from then on every request got the new page. (Dating it by when an
    // answer arrived would add the render time of a loaded machine to the product's delay.)
    const switchedAfter = async (base: string) => {
      const polls: Promise<{ sentAt: number; fresh: boolean }>[] = [];
      let fresh = false;
      while (!fresh && Date.now() - written < 15_000) {
        const sentAt = Date.now() - written;
        const poll = fetch(`${base}/tools/midjourney`, { headers: { 'user-agent': BROWSER_UA } })
          .then((page) => page.text())
          .then(
            (html) => ({ sentAt, fresh: html.includes(name) }),
            () => ({ sentAt, fresh: false }),
          );
        void poll.then((answer) => {
          if (answer.fresh) fresh = true;
        });
        polls.push(poll);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const answers = await Promise.all(polls);
      const lastStale = Math.max(
        -1,
        ...answers.filter((answer) => !answer.fresh).map((answer) => answer.sentAt),
      );
      const since = answers.find((answer) => answer.fresh && answer.sentAt > lastStale);
      return since?.sentAt ?? Number.POSITIVE_INFINITY;
    };
    const servedAfter = await Promise.all(
      [...topology.replicas.map((replica) => replica.base), topology.proxy].map(switchedAfter),
    );
    expect(
      Math.max(...servedAfter),
      `ms after the write, per replica then the proxy: ${servedAfter.join(', ')}`,
    ).toBeLessThanOrEqual(2000);
  }, 60_000);

  it('loses no GET while one replica is stopped (SIGTERM) and another killed (SIGKILL)', async () => {
    const pages = ['/', '/tools', '/tools/midjourney', '/about', '/terms', '/podcast', '/healthz'];
    const failures: string[] = [];
    let requests = 0;
    let running = true;
    const client = async (index: number) => {
      for (let i = index; running; i++) {
        const page = pages[i % pages.length]!;
        try {
          const response = await fetch(`${topology.proxy}${page}`, {
            headers: { 'user-agent': BROWSER_UA, 'accept-encoding': 'gzip, br' },
          });
          const body = await response.arrayBuffer();
          requests += 1;
          if (response.status !== 200 || body.byteLength === 0) failures.push(`${page}: ${response.status}`);
        } catch (error) {
          requests += 1;
          failures.push(`${page}: ${(error as Error).message} ${String((error as Error).cause ?? '')}`);
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(client));
    await until('the load to get going', async () => requests >= 50, 30_000);

    const [stopped, killed] = topology.replicas;
    stopped!.child.kill('SIGTERM');
    await exited(stopped!.child);
    const beforeKill = requests;
    await until('more load after the stop', async () => requests >= beforeKill + 50, 30_000);
    killed!.child.kill('SIGKILL');
    await exited(killed!.child);
    const afterKill = requests;
    await until('more load after the kill', async () => requests >= afterKill + 100, 30_000);
    running = false;
    await load;

    expect(stopped!.child.exitCode).toBe(0);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(200);
  }, 120_000);
});
