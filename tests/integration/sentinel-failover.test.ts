import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/password.ts';
import { SOURCE_NAMES } from '../../src/domain/types.ts';
import { queuePrefix } from '../../src/store/keys.ts';
import { startFakeMailerlite } from '../fakes/mailerlite.ts';
import { freePort, startRedis } from '../global-setup.ts';
import { startNode } from '../support/processes.ts';
import { exited } from '../support/topology.ts';
import { until } from '../support/until.ts';

// Redis behind Sentinel on loopback (docs/operations.md, "Redis failover with Sentinel"): a primary,
// a replica and three sentinels, two web processes and the worker. The primary is SIGKILLed while
// both web processes serve pages under load: no page request fails; logins, signups and admin actions
// work again within 30 s; the worker reconnects and keeps its schedules; every signup accepted
// before and after reaches the email provider.

const MASTER = 'site-primary';
const PASSWORD = 'sentinel-test-password';
const processes: ChildProcess[] = [];
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  for (const child of processes.splice(0)) {
    child.kill('SIGKILL');
    await exited(child);
  }
});

async function startSentinel(dir: string, primaryPort: number): Promise<number> {
  const port = await freePort();
  const conf = path.join(dir, `sentinel-${port}.conf`);
  // Each sentinel rewrites its own file (what it learns of replicas and peers).
  writeFileSync(
    conf,
    [
      `port ${port}`,
      'bind 127.0.0.1',
      `dir ${dir}`,
      `sentinel monitor ${MASTER} 127.0.0.1 ${primaryPort} 2`,
      `sentinel down-after-milliseconds ${MASTER} 1000`,
      `sentinel failover-timeout ${MASTER} 10000`,
      `sentinel parallel-syncs ${MASTER} 1`,
      '',
    ].join('\n'),
  );
  const child = spawn('redis-server', [conf, '--sentinel'], { stdio: 'ignore' });
  processes.push(child);
  return port;
}

async function sentinelCall(port: number, ...args: string[]): Promise<unknown> {
  const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    return await client.call('SENTINEL', ...args);
  } finally {
    client.disconnect();
  }
}

/** `INFO replication` of the Redis on a port. */
async function redisInfo(port: number): Promise<string> {
  const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    return await client.info('replication');
  } finally {
    client.disconnect();
  }
}

function infoNumber(info: string, field: string): number {
  const match = new RegExp(`^${field}:(\\d+)`, 'm').exec(info);
  return match ? Number(match[1]) : -1;
}

describe('Redis failover under Sentinel', () => {
  it('loses no page, no signup and no schedule when the primary is SIGKILLed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sentinel-'));
    const primaryPort = await freePort();
    const primary = await startRedis(primaryPort, ['--appendonly', 'yes']);
    processes.push(primary);
    const replicaPort = await freePort();
    processes.push(await startRedis(replicaPort, ['--replicaof', '127.0.0.1', String(primaryPort)]));
    // The replica's first sync waits for Redis's diskless-sync delay (5 s): until it is done, a
    // failover would promote an empty replica. A primary and a replica means a synced one.
    await until('the replica has synced with the primary', async () =>
      (await redisInfo(replicaPort)).includes('master_link_status:up'),
    );
    const sentinels: number[] = [];
    for (let index = 0; index < 3; index++) sentinels.push(await startSentinel(dir, primaryPort));
    // Every sentinel knows the replica and its two peers: a failover can be agreed on.
    await until('the sentinels know each other and the replica', async () => {
      for (const port of sentinels) {
        const replicas = (await sentinelCall(port, 'replicas', MASTER)) as unknown[];
        const peers = (await sentinelCall(port, 'sentinels', MASTER)) as unknown[];
        if (replicas.length < 1 || peers.length < 2) return false;
      }
      return true;
    });

    const fake = await startFakeMailerlite({ apiKey: 'sentinel-test-key' });
    cleanups.push(() => fake.close());
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      REDIS_SENTINELS: sentinels.map((port) => `127.0.0.1:${port}`).join(','),
      REDIS_SENTINEL_NAME: MASTER,
      REDIS_KEY_PREFIX: `sentinel-${randomUUID()}:`,
      MAILERLITE_API_KEY: 'sentinel-test-key',
      MAILERLITE_API_URL: fake.url,
      SIGNUP_RETRY_BASE_MS: '200',
      ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
      JWT_SECRET: 'sentinel-test-secret-of-at-least-32-characters',
      // Each test request names its own client, so the login and signup limits never get in the way.
      TRUST_PROXY: 'loopback',
      LINKS_REFRESH_SECONDS: '0',
    };
    const worker = startNode(['jobs/worker.js'], env);
    await worker.said('refresh worker started');
    const ports = [await freePort(), await freePort()];
    const webs = ports.map((port) => startNode(['src/index.js'], { ...env, PORT: String(port) }));
    await Promise.all(webs.map((web, index) => web.answers(ports[index]!)));
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    // Both serve every source's pages (the worker filled the snapshots in).
    const refreshed = SOURCE_NAMES.filter((source) => source !== 'links');
    await until('both web processes are ready with every source', async () => {
      for (const base of bases) {
        const body = (await (await fetch(`${base}/readyz`)).json()) as {
          store: string;
          sources: Record<string, { status: string }>;
        };
        if (body.store !== 'ok' || !refreshed.every((source) => body.sources[source]?.status === 'ok'))
          return false;
      }
      return true;
    });

    let client = 0;
    const nextClient = () => `198.51.100.${(client++ % 250) + 1}`;
    const accepted: string[] = [];
    async function signUp(base: string): Promise<boolean> {
      const email = `reader-${accepted.length}-${randomUUID().slice(0, 8)}@example.com`;
      const response = await fetch(`${base}/api/subscribers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
        body: JSON.stringify({ email }),
      });
      if (response.status === 202) accepted.push(email);
      return response.status === 202;
    }
    async function logIn(base: string): Promise<string | null> {
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
        body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      });
      return response.status === 200 ? ((await response.json()) as { token: string }).token : null;
    }
    async function adminRefresh(base: string, token: string): Promise<boolean> {
      const response = await fetch(`${base}/api/admin/sources/podcast/refresh`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextClient() },
      });
      return response.status === 202;
    }

    for (const base of bases) expect(await signUp(base)).toBe(true);
    const token = await logIn(bases[0]!);
    expect(token).not.toBeNull();

    // Pages under load on both processes for the whole failover.
    const failures: string[] = [];
    let pages = 0;
    let loading = true;
    const paths = ['/', '/tools', '/terms', '/podcast', '/newsletter'];
    const load = Promise.all(
      Array.from({ length: 4 }, async (_, lane) => {
        for (let turn = 0; loading; turn++) {
          const url = `${bases[(lane + turn) % 2]}${paths[turn % paths.length]}`;
          try {
            const response = await fetch(url, { headers: { 'x-forwarded-for': nextClient() } });
            await response.arrayBuffer();
            if (response.status !== 200) failures.push(`${url}: ${response.status}`);
          } catch (error) {
            failures.push(`${url}: ${(error as Error).message}`);
          }
          pages += 1;
        }
      }),
    );
    await until('some pages served', async () => pages > 20);

    // Replication is asynchronous: what the primary holds now reaches the replica before the kill.
    const primaryOffset = infoNumber(await redisInfo(primaryPort), 'master_repl_offset');
    await until(
      'the replica has what the primary holds',
      async () => infoNumber(await redisInfo(replicaPort), 'slave_repl_offset') >= primaryOffset,
    );
    primary.kill('SIGKILL');
    const killedAt = Date.now();
    await until(
      'logins, signups and admin actions work again on both web processes',
      async () => {
        for (const base of bases) {
          const fresh = await logIn(base);
          if (!fresh || !(await adminRefresh(base, fresh)) || !(await signUp(base))) return false;
        }
        return true;
      },
      30_000,
    );
    const recoveredMs = Date.now() - killedAt;
    const promoted = (await sentinelCall(sentinels[0]!, 'get-master-addr-by-name', MASTER)) as string[];
    expect(promoted[1]).toBe(String(replicaPort));
    // More pages after recovery, then the load stops.
    const before = pages;
    await until('pages after the failover', async () => pages > before + 20);
    loading = false;
    await load;
    expect(failures).toEqual([]);
    expect(recoveredMs).toBeLessThan(30_000);

    for (const base of bases) expect(await signUp(base)).toBe(true);
    // Every accepted signup reaches the provider: the worker reconnected to the new primary.
    await until(
      'every accepted signup is delivered',
      async () => accepted.every((email) => fake.subscribers.has(email)),
      30_000,
    );
    // The schedules survived (they live in Redis, replicated) and the worker still runs them.
    const queue = new Queue('source-refresh', {
      connection: { sentinels: sentinels.map((port) => ({ host: '127.0.0.1', port })), name: MASTER },
      prefix: queuePrefix(env.REDIS_KEY_PREFIX),
    });
    cleanups.push(() => queue.close());
    const schedulers = (await queue.getJobSchedulers()).map((scheduler) => scheduler.key).sort();
    expect(schedulers).toEqual(refreshed.map((source) => `refresh:${source}`).sort());
    // An admin-requested job is removed once it ends (jobs/queue.ts): the source's own status says
    // it ran, as the admin screen shows it.
    await until('the admin-requested refresh ran on the new primary', async () => {
      const fresh = await logIn(bases[0]!);
      if (!fresh) return false;
      const response = await fetch(`${bases[0]}/api/admin/status`, {
        headers: { authorization: `Bearer ${fresh}`, 'x-forwarded-for': nextClient() },
      });
      if (response.status !== 200) return false;
      const body = (await response.json()) as { sources: { source: string; lastRefreshAt: string | null }[] };
      const podcast = body.sources.find((entry) => entry.source === 'podcast');
      return Date.parse(podcast?.lastRefreshAt ?? '') > killedAt;
    });
    for (const process of [worker, ...webs]) expect(process.output()).not.toMatch(/@example\.com/);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  }, 120_000);
});
