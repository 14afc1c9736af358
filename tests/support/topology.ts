import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SOURCE_NAMES } from '../../src/domain/types.ts';
import { WEB_ENTRY, WEB_NODE_FLAGS, WEB_PROCESS_ENV, WORKER_ENTRY } from '../../src/node-flags.ts';
import { freePort, startRedis } from '../global-setup.ts';
import { until } from './until.ts';

// The production topology of deploy/ without containers (docs/operations.md, "Topology"): a private
// Redis, the worker, N web processes and Debian's nginx with the server block of
// deploy/nginx/site.conf, all on free loopback ports, nginx run as the current user with its own
// prefix, pid and temp paths. Used by tests/integration/topology.test.ts and bench/topology.ts.

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Debian installs nginx in /usr/sbin, which a user's PATH may leave out. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const TEMP_PATHS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

type Replica = { port: number; base: string; child: ChildProcess };

export type Topology = {
  proxy: string;
  replicas: Replica[];
  worker: ChildProcess;
  /** The environment every process was started with (REDIS_URL, prefix, TRUST_PROXY, ...). */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
};

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

type ReadyBody = { sources?: Record<string, { status: string }> };
/** The last /readyz answer of each address, for the message when one is never ready. */
const lastReadiness = new Map<string, string>();

async function ready(base: string): Promise<boolean> {
  const response = await fetch(`${base}/readyz`);
  const text = await response.text();
  lastReadiness.set(base, `${response.status} ${text.slice(0, 2000)}`);
  if (!response.ok) return false;
  const body = JSON.parse(text) as ReadyBody;
  // Link health checks third-party sites, which these runs keep out of reach: not waited for.
  return SOURCE_NAMES.filter((source) => source !== 'links').every(
    (source) => body.sources?.[source]?.status === 'ok',
  );
}

/** nginx.conf for the compose proxy's server block on `port`, with loopback upstreams. */
function nginxConfig(dir: string, port: number, upstreams: number[], showUpstream: boolean): string {
  const site = readFileSync(path.join(ROOT, 'deploy/nginx/site.conf'), 'utf8');
  if (!site.includes('listen 8080;')) throw new Error('deploy/nginx/site.conf no longer listens on 8080');
  const listen = `listen 127.0.0.1:${port};${showUpstream ? '\n    add_header X-Upstream $upstream_addr always;' : ''}`;
  const server = site.replace('listen 8080;', listen).replaceAll('\n', '\n    ');
  return [
    // Run as the current user (a root run keeps its workers as root: the temp paths are its own).
    process.getuid?.() === 0 ? 'user root root;' : '',
    'worker_processes 1;',
    'daemon off;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    access_log off;',
    ...TEMP_PATHS.map((name) => `    ${name}_temp_path ${path.join(dir, 'temp', name)};`),
    '    upstream web {',
    ...upstreams.map((upstream) => `        server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`),
    '        keepalive 32;',
    '    }',
    `    ${server}`,
    '}',
    '',
  ].join('\n');
}

export type TopologyOptions = {
  replicas: number;
  env?: NodeJS.ProcessEnv;
  /** Adds `X-Upstream` (the replica that answered) to every answer: tests only. */
  showUpstream?: boolean;
  readyTimeoutMs?: number;
};

export type Nginx = { base: string; child: ChildProcess; stop(): Promise<void> };

/**
 * Debian's nginx with deploy/nginx/site.conf in front of the given loopback ports, in `dir` (its own
 * temporary one when not given, removed by `stop`). Resolves once nginx accepts connections.
 */
export async function startNginx(
  upstreams: number[],
  options: { showUpstream?: boolean; dir?: string } = {},
): Promise<Nginx> {
  const dir = options.dir ?? mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  for (const name of TEMP_PATHS) mkdirSync(path.join(dir, 'temp', name), { recursive: true });
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port, upstreams, options.showUpstream ?? false));
  const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const child = spawn(NGINX, args, { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
    if (!options.dir) rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Any answer at all (a 502 while the upstreams start is one): nginx is listening.
    await until('nginx to listen', () => fetch(base).then(() => true), 20_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, child, stop };
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'topology-'));
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) =>
        Promise.race([exited(child), new Promise((resolve) => setTimeout(resolve, 10_000))]).then(() => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const redisPort = await freePort();
    children.push(await startRedis(redisPort));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_KEY_PREFIX: 'topology:',
      // Exactly the proxy (nginx connects from 127.0.0.1).
      TRUST_PROXY: '127.0.0.1',
      ...options.env,
    };
    // Never the internet: the worker's requests to anything but loopback (the link health check's
    // third-party sites) go to a proxy that refuses at once.
    const offline = {
      NODE_USE_ENV_PROXY: '1',
      HTTP_PROXY: 'http://127.0.0.1:9',
      HTTPS_PROXY: 'http://127.0.0.1:9',
      NO_PROXY: '127.0.0.1,localhost',
    };
    const worker = spawn(process.execPath, [WORKER_ENTRY], {
      cwd: ROOT,
      env: { ...env, ...offline },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(worker);
    // The worker's last words (its errors: LOG_LEVEL is error), for the message when a replica is
    // never ready: the sources' statuses are the worker's to write.
    let workerOutput = '';
    const keepTail = (chunk: Buffer) => {
      workerOutput = (workerOutput + chunk.toString('utf8')).slice(-4000);
    };
    worker.stdout?.on('data', keepTail);
    worker.stderr?.on('data', keepTail);
    const replicas: Replica[] = [];
    for (let i = 0; i < options.replicas; i++) {
      const port = await freePort();
      const child = spawn(process.execPath, [...WEB_NODE_FLAGS, WEB_ENTRY], {
        cwd: ROOT,
        env: { ...env, ...WEB_PROCESS_ENV, PORT: String(port) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      replicas.push({ port, base: `http://127.0.0.1:${port}`, child });
    }
    for (const replica of replicas)
      await until(
        `replica ${replica.port} to be ready`,
        () => ready(replica.base),
        options.readyTimeoutMs ?? 150_000,
      ).catch((error: Error) => {
        // What it last said (which source is not ok, and why) and whether the processes still run.
        const running = (child: ChildProcess) =>
          child.exitCode === null && child.signalCode === null
            ? 'running'
            : `exited ${child.exitCode ?? child.signalCode}`;
        throw new Error(
          `${error.message}; worker ${running(worker)}, replica ${running(replica.child)}; last /readyz: ${lastReadiness.get(replica.base) ?? 'no answer'}; the worker's output: ${workerOutput || 'none'}`,
        );
      });

    const nginx = await startNginx(
      replicas.map((replica) => replica.port),
      { showUpstream: options.showUpstream, dir },
    );
    children.unshift(nginx.child);
    const proxy = nginx.base;
    await until('nginx to answer', () => ready(proxy), 20_000);
    return { proxy, replicas, worker, env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
