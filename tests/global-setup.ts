import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A private redis-server on a free loopback port for the whole test run: tests never depend on
// (or disturb) a Redis the machine may already run. Exposed as TEST_REDIS_URL.

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startRedis(port: number, extraArgs: readonly string[] = []): Promise<ChildProcess> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'redis-test-'));
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--maxmemory-policy',
      'noeviction',
      ...extraArgs,
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start (is it installed? .ci/run installs it)');
}

let redis: ChildProcess | undefined;

export async function setup() {
  const port = await freePort();
  redis = await startRedis(port);
  process.env.TEST_REDIS_URL = `redis://127.0.0.1:${port}`;
}

export async function teardown() {
  redis?.kill('SIGTERM');
}
