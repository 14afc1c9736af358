import { signRequest } from '@contentful/node-apps-toolkit/requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/password.ts';
import type { Snapshot } from '../../src/domain/types.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createStore } from '../../src/store/create-store.ts';
import type { Store } from '../../src/store/store.ts';
import { BROWSER_UA } from '../support/app.ts';
import { exited, startTopology, type Topology } from '../support/topology.ts';
import { until } from '../support/until.ts';

// The production topology of deploy/ without containers (tests/support/topology.ts: a private Redis,
// the worker, three web processes and Debian's nginx with deploy/nginx/site.conf on loopback). It
// proves what the issue asks of the replicas: one login limit per client address
// whichever replica answers, a new snapshot served by every replica and through the proxy, and no
// failed GET through the proxy while one replica is stopped (SIGTERM) and another killed (SIGKILL).

const PASSWORD = 'topology-test-password';
const WEBHOOK_SECRET = 'topology-webhook-signing-secret'.padEnd(64, '0');

let topology: Topology;
let store: Store;

beforeAll(async () => {
  topology = await startTopology({
    replicas: 3,
    showUpstream: true,
    env: {
      ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
      JWT_SECRET: 'topology-test-secret-of-at-least-32-characters',
      CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  });
  const config = loadConfig({ ...topology.env, LOG_LEVEL: 'silent' });
  // The test writes snapshots as the worker does: a web-role store bounds each command (300 ms), which
  // a large write on a loaded machine overruns.
  store = await createStore(config, createLogger(config), { role: 'worker', reportOutages: false });
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

  it('passes a 200 KiB signed content webhook through to the app (nginx allows the app’s 1 MiB)', async () => {
    const path = '/api/webhooks/content';
    const body = JSON.stringify({
      sys: { id: 'large-entry', type: 'Entry' },
      fields: { body: { 'he-IL': 'א'.repeat(100 * 1024) } },
    });
    expect(Buffer.byteLength(body)).toBeGreaterThanOrEqual(200 * 1024);
    const headers = {
      'content-type': 'application/vnd.contentful.management.v1+json',
      'x-contentful-topic': 'ContentManagement.Entry.publish',
    };
    const signature = signRequest(WEBHOOK_SECRET, { method: 'POST', path, headers, body }, Date.now());
    const response = await fetch(`${topology.proxy}${path}`, {
      method: 'POST',
      headers: { ...headers, ...signature },
      body,
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ source: 'content' });
  }, 30_000);

  it('serves a new snapshot from every replica and through the proxy, with no restart', async () => {
    const snapshot = (await store.getSnapshot('content')) as Snapshot<'content'>;
    const name = `Midjourney ${Date.now()}`;
    const tools = snapshot.data.tools.map((tool) => (tool.slug === 'midjourney' ? { ...tool, name } : tool));
    const page = async (base: string) => {
      const response = await fetch(`${base}/tools/midjourney`, { headers: { 'user-agent': BROWSER_UA } });
      const html = await response.text();
      return { upstream: response.headers.get('x-upstream') ?? base, fresh: html.includes(name) };
    };
    // Warm every replica's page cache with the old page first: the change must get past it.
    for (const replica of topology.replicas) expect((await page(replica.base)).fresh).toBe(false);
    await store.putSnapshot({
      ...snapshot,
      data: { ...snapshot.data, tools },
      version: `${snapshot.version}-topology`,
    });
    // Waits for the new page, not for a time: how soon it comes (versions read at most 0.5 s old,
    // docs/operations.md#topology) is no bound a loaded machine keeps; the ceiling is.
    for (const replica of topology.replicas) {
      await expect
        .poll(async () => (await page(replica.base)).fresh, { timeout: 30_000, interval: 100 })
        .toBe(true);
    }
    // Through nginx: a round of answers from all three replicas, every one of them the new page.
    const round = async () => {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await page(topology.proxy));
      return {
        replicas: new Set(answers.map((answer) => answer.upstream)).size,
        stale: answers.filter((answer) => !answer.fresh).map((answer) => answer.upstream),
      };
    };
    await expect.poll(round, { timeout: 30_000, interval: 100 }).toEqual({ replicas: 3, stale: [] });
  }, 120_000);

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
