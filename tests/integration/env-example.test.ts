import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../global-setup.ts';
import { envExample } from '../support/env-example.ts';

// The README's Docker path: `cp .env.example .env`, and Compose hands every line of it, empty
// values included, to the web process and to the worker. Both must come up with it as written.

const root = path.resolve(import.meta.dirname, '../..');

/** Only the variables of the file (plus PATH), like a container started with `--env-file`. */
function start(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  return { child, exited, output: () => output, running: () => running };
}

async function until(check: () => Promise<boolean> | boolean, alive: () => boolean, what: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && alive()) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(what);
}

describe('.env.example exactly as written', () => {
  it('the web server starts with every variable of it and answers /healthz', async () => {
    const example = envExample();
    expect(Object.values(example)).toContain('');
    const port = await freePort();
    const web = start('src/index.ts', { ...example, PORT: String(port) });
    try {
      await until(
        () =>
          fetch(`http://127.0.0.1:${port}/healthz`).then(
            (response) => response.ok,
            () => false,
          ),
        web.running,
        'no /healthz answer',
      ).catch((error: Error) => {
        throw new Error(`${error.message}; the server said: ${web.output()}`);
      });
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await response.json()).toEqual({ status: 'ok' });
      expect(web.output()).not.toContain('Invalid environment variable');
      web.child.kill('SIGTERM');
      expect(await web.exited).toBe(0);
    } finally {
      web.child.kill('SIGKILL');
    }
  }, 30_000);

  it('the worker starts with it and the REDIS_URL Compose sets beside it, and stops on SIGTERM', async () => {
    const worker = start('jobs/worker.ts', {
      ...envExample(),
      REDIS_URL: process.env.TEST_REDIS_URL!,
      // Its own keys in the shared test Redis (the file leaves the prefix empty).
      REDIS_KEY_PREFIX: `env-example-${randomUUID()}:`,
    });
    try {
      await until(
        () => worker.output().includes('refresh worker started'),
        worker.running,
        'the worker did not start',
      ).catch((error: Error) => {
        throw new Error(`${error.message}; it said: ${worker.output()}`);
      });
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(worker.output()).not.toContain('Invalid environment variable');
    } finally {
      worker.child.kill('SIGKILL');
    }
  }, 30_000);
});
