// The processes one benchmark mode runs: the web process alone (embedded default), or Redis, the
// refresh worker and the web process (the Redis setup), each on a free loopback port.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PublicSourceState } from '../../src/health.ts';
import { WEB_ENTRY, WEB_NODE_FLAGS, WEB_PROCESS_ENV, WORKER_ENTRY } from '../../src/node-flags.ts';
import { freePort, startRedis } from '../../tests/global-setup.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type Mode = 'embedded' | 'redis';

export type Stack = {
  mode: Mode;
  base: string;
  web: ChildProcess;
  /** Peak resident memory of the web process so far (VmHWM), in MB. */
  peakMemoryMb(): number;
  /** Resident memory of the web process now (VmRSS), in MB. */
  memoryMb(): number;
  stop(): Promise<void>;
};

function statusField(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function stopChild(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// Public /readyz says per source only ok, stale, failing or pending: 'ok' means a snapshot exists.
type ReadyBody = { sources?: Record<string, { status: PublicSourceState }> };

/** Waits until the web process answers and every source has a snapshot. */
async function waitUntilReady(base: string, web: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (web.exitCode !== null) throw new Error(`the web process exited with code ${web.exitCode}`);
    const body = await fetch(`${base}/readyz`).then(
      async (response) => (response.ok ? ((await response.json()) as ReadyBody) : null),
      () => null,
    );
    const sources = Object.values(body?.sources ?? {});
    if (sources.length > 0 && sources.every((source) => source.status === 'ok')) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the web process did not become ready within 120 s');
}

/** Starts the stack of the built tree at `root` (this tree by default; the long-task bench also starts a git ref's). */
export async function startStack(mode: Mode, root = ROOT): Promise<Stack> {
  const port = await freePort();
  let redis: ChildProcess | undefined;
  let worker: ChildProcess | undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    REDIS_URL: '',
    // The report shows whether each measured page came from the page cache.
    PAGE_CACHE_DEBUG: '1',
    // The load comes from one client address: the search limit is for people, not for the bench.
    SEARCH_RATE_LIMIT: '1000000',
  };
  if (mode === 'redis') {
    const redisPort = await freePort();
    redis = await startRedis(redisPort);
    env.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
    env.REDIS_KEY_PREFIX = 'bench:';
    worker = spawn(process.execPath, [WORKER_ENTRY], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  const web = spawn(process.execPath, [...WEB_NODE_FLAGS, WEB_ENTRY], {
    cwd: root,
    env: { ...env, ...WEB_PROCESS_ENV, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(base, web);
  } catch (error) {
    await stopChild(web);
    await stopChild(worker);
    await stopChild(redis);
    throw error;
  }
  return {
    mode,
    base,
    web,
    peakMemoryMb: () => statusField(web.pid!, 'VmHWM'),
    memoryMb: () => statusField(web.pid!, 'VmRSS'),
    async stop() {
      await stopChild(web);
      await stopChild(worker);
      await stopChild(redis);
    },
  };
}
