import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freePort } from '../global-setup.ts';
import { envExample } from '../support/env-example.ts';
import { startNode } from '../support/processes.ts';

// The README's Docker path: `cp .env.example .env`, and Compose hands every line of it, empty
// values included, to the web process and to the worker. Both must come up with it as written.

/** Only the variables of the file (plus PATH), like a container started with `--env-file`. */
const start = (script: string, env: Record<string, string>) =>
  startNode([script], { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env });

describe('.env.example exactly as written', () => {
  it('the web server starts with every variable of it and answers /healthz', async () => {
    const example = envExample();
    expect(Object.values(example)).toContain('');
    const port = await freePort();
    const web = start('src/index.js', { ...example, PORT: String(port) });
    await web.answers(port);
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(web.output()).not.toContain('Invalid environment variable');
    web.child.kill('SIGTERM');
    expect(await web.exited).toBe(0);
  }, 30_000);

  it('the worker starts with it and the REDIS_URL Compose sets beside it, and stops on SIGTERM', async () => {
    const worker = start('jobs/worker.js', {
      ...envExample(),
      REDIS_URL: process.env.TEST_REDIS_URL!,
      // Its own keys in the shared test Redis (the file leaves the prefix empty).
      REDIS_KEY_PREFIX: `env-example-${randomUUID()}:`,
    });
    await worker.said('refresh worker started');
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(worker.output()).not.toContain('Invalid environment variable');
  }, 30_000);
});
