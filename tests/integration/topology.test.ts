import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/password.ts';
import { type Snapshot, SOURCE_NAMES } from '../../src/domain/types.ts';
import { WEB_NODE_FLAGS } from '../../src/node-flags.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createStore } from '../../src/store/create-store.ts';
import type { Store } from '../../src/store/store.ts';
import { freePort, startRedis } from '../global-setup.ts';
import { BROWSER_UA } from '../support/app.ts';

// The production topology of deploy/ without containers (docs/operations.md, "Topology"): a private
// Redis, the worker, three web processes and Debian's nginx with the server block of
// deploy/nginx/site.conf, all on loopback, nginx run as the current user with its own prefix, pid
// and temp paths. It proves what the issue asks of the replicas: one login limit per client address
// whichever replica answers, a new snapshot served by every replica within 2 s of its write, and no
// failed GET through the proxy while one replica is stopped (SIGTERM) and another killed (SIGKILL).

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'topology-test-password';
/** Debian installs nginx in /usr/sbin, which a user's PATH may leave out. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

type Web = { port: number; child: ChildProcess; stderr: string[] };

let dir: string;
let redis: ChildProcess;
let worker: ChildProcess;
let nginx: ChildProcess | undefined;
let proxy: string;
let store: Store;
const webs: Web[] = [];
const env: NodeJS.ProcessEnv = {};

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type ReadyBody = { sources?: Record<string, { status: string }> };
async function ready(base: string): Promise<boolean> {
  const response = await fetch(`${base}/readyz`);
  if (!response.ok) return false;
  const body = (await response.json()) as ReadyBody;
  // Link health checks third-party sites, which this test keeps out of reach: it is not waited for.
  return SOURCE_NAMES.filter((source) => source !== 'links').every(
    (source) => body.sources?.[source]?.status === 'ok',
  );
}

function startWeb(port: number): Web {
  const stderr: string[] = [];
  const child = spawn(process.execPath, [...WEB_NODE_FLAGS, 'src/index.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(String(chunk)));
  return { port, child, stderr };
}

/** The compose proxy's server block, on a free loopback port, with loopback upstreams. */
function nginxConfig(port: number): string {
  const site = readFileSync(path.join(ROOT, 'deploy/nginx/site.conf'), 'utf8');
  if (!site.includes('listen 8080;')) throw new Error('deploy/nginx/site.conf no longer listens on 8080');
  const server = site
    .replace(
      'listen 8080;',
      `listen 127.0.0.1:${port};\n    # Test only: which replica answered.\n    add_header X-Upstream $upstream_addr always;`,
    )
    .replaceAll('\n', '\n    ');
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  return [
    // Run as the current user (a root test run keeps its workers as root: the temp paths are its own).
    process.getuid?.() === 0 ? 'user root root;' : '',
    'worker_processes 1;',
    'daemon off;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    access_log off;',
    `    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}`,
    '    upstream web {',
    ...webs.map((web) => `        server 127.0.0.1:${web.port} max_fails=1 fail_timeout=5s;`),
    '        keepalive 32;',
    '    }',
    `    ${server}`,
    '}',
    '',
  ].join('\n');
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'topology-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, 'temp', name), { recursive: true });
  const redisPort = await freePort();
  redis = await startRedis(redisPort);
  Object.assign(env, {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REDIS_KEY_PREFIX: 'topology:',
    // Exactly the proxy (nginx connects from 127.0.0.1).
    TRUST_PROXY: '127.0.0.1',
    ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
    JWT_SECRET: 'topology-test-secret-of-at-least-32-characters',
  });
  // Tests never reach the internet: the worker's requests to anything but loopback (the link health
  // check's third-party sites) go to a proxy that refuses at once.
  const offline = {
    NODE_USE_ENV_PROXY: '1',
    HTTP_PROXY: 'http://127.0.0.1:9',
    HTTPS_PROXY: 'http://127.0.0.1:9',
    NO_PROXY: '127.0.0.1,localhost',
  };
  worker = spawn(process.execPath, ['jobs/worker.ts'], {
    cwd: ROOT,
    env: { ...env, ...offline },
    stdio: 'ignore',
  });
  for (let i = 0; i < 3; i++) webs.push(startWeb(await freePort()));
  for (const web of webs)
    await until(`replica ${web.port} to be ready`, () => ready(`http://127.0.0.1:${web.port}`), 150_000);

  const proxyPort = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(proxyPort));
  const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    encoding: 'utf8',
  });
  if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);
  nginx = spawn(NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { stdio: 'ignore' });
  proxy = `http://127.0.0.1:${proxyPort}`;
  await until('nginx to answer', () => ready(proxy), 20_000);

  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  store = await createStore(config, createLogger(config), { role: 'web', reportOutages: false });
}, 240_000);

afterAll(async () => {
  await store?.close().catch(() => {});
  const children = [nginx, ...webs.map((web) => web.child), worker, redis].filter(
    (child): child is ChildProcess => child !== undefined,
  );
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      Promise.race([exited(child), new Promise((resolve) => setTimeout(resolve, 10_000))]).then(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }),
    ),
  );
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe('replicas behind nginx on loopback', () => {
  it('refuses the 11th failed login from one address, whichever replica answers', async () => {
    const answers: { status: number; upstream: string }[] = [];
    for (let attempt = 1; attempt <= 11; attempt++) {
      const response = await fetch(`${proxy}/api/auth/login`, {
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
    for (const web of webs)
      await fetch(`http://127.0.0.1:${web.port}/tools/midjourney`, { headers: { 'user-agent': BROWSER_UA } });
    const written = Date.now();
    await store.putSnapshot({
      ...snapshot,
      data: { ...snapshot.data, tools },
      version: `${snapshot.version}-topology`,
    });
    const servedAfter = await Promise.all(
      [...webs.map((web) => `http://127.0.0.1:${web.port}`), proxy].map(async (base) => {
        for (;;) {
          const page = await fetch(`${base}/tools/midjourney`, { headers: { 'user-agent': BROWSER_UA } });
          if ((await page.text()).includes(name)) return Date.now() - written;
          if (Date.now() - written > 10_000) return Number.POSITIVE_INFINITY;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    );
    for (const ms of servedAfter) expect(ms).toBeLessThanOrEqual(2000);
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
          const response = await fetch(`${proxy}${page}`, {
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

    const [stopped, killed] = webs;
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
