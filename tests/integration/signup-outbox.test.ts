import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { afterEach, describe, expect, it } from 'vitest';
import { queuePrefix } from '../../src/store/keys.ts';
import { createRedisOutbox } from '../../src/store/outbox/redis-outbox.ts';
import { type FakeMailerlite, startFakeMailerlite } from '../fakes/mailerlite.ts';
import { freePort } from '../global-setup.ts';
import { startNode } from '../support/processes.ts';
import { until } from '../support/until.ts';
import { testConfig } from '../unit/sources/helpers.ts';

// A signup is never lost once the visitor was told it was received (docs/product.md#newsletter-api):
// with Redis it survives MailerLite being down and the worker being SIGKILLed in between, and reaches
// MailerLite exactly once; on the embedded default it survives the web process being killed.

const API_KEY = 'outbox-test-key-0123456789';
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fakeMailerlite(): Promise<FakeMailerlite> {
  const fake = await startFakeMailerlite({ apiKey: API_KEY });
  cleanups.push(() => fake.close());
  return fake;
}

const signupCalls = (fake: FakeMailerlite) =>
  fake.requests.filter((call) => call.method === 'POST' && call.path === '/subscribers').length;

describe('the signup outbox with Redis', () => {
  it('delivers a signup after MailerLite answered 503 for a while, across a SIGKILL of the worker, exactly once', async () => {
    const fake = await fakeMailerlite();
    fake.setMode('unavailable');
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_KEY_PREFIX: `outbox-${randomUUID()}:`,
      MAILERLITE_API_KEY: API_KEY,
      MAILERLITE_API_URL: fake.url,
      // "A minute" of the real policy, made short: retries 200 ms apart, doubling.
      SIGNUP_RETRY_BASE_MS: '200',
      LINKS_REFRESH_SECONDS: '0',
    };
    const config = testConfig(env);
    const outbox = createRedisOutbox(config);
    const jobs = new Queue('newsletter-signups', {
      connection: { url: env.REDIS_URL },
      prefix: queuePrefix(env.REDIS_KEY_PREFIX),
    });
    cleanups.push(
      () => outbox.close(),
      () => jobs.close(),
    );
    // The web side's client fails fast until it is connected.
    await until('the outbox accepts', async () => {
      await outbox.accept({ email: 'Survivor@Example.com', name: 'נועה' });
      return true;
    });

    const start = () =>
      startNode(['jobs/worker.js'], { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env });
    const first = start();
    await first.said('refresh worker started');
    await until('two refused deliveries', async () => signupCalls(fake) >= 2);
    // Killed between two attempts (the job waits for its retry), the way a crash usually lands.
    await until('the signup waits for its retry', async () => {
      const [job] = await jobs.getJobs(['delayed']);
      return job !== undefined;
    });
    first.child.kill('SIGKILL');
    await first.exited;
    expect(await outbox.status()).toMatchObject({ waiting: 1, deliveredLast24h: 0 });

    fake.setMode('ok');
    const second = start();
    await second.said('refresh worker started');
    await until(
      'the signup is delivered',
      async () => {
        const status = await outbox.status();
        return status.waiting === 0 && status.deliveredLast24h === 1;
      },
      60_000,
    );
    expect([...fake.subscribers.values()]).toEqual([
      { email: 'Survivor@Example.com', name: 'נועה', writes: 1 },
    ]);
    // Delivered: the address is gone from Redis with its job.
    expect(await jobs.getJobCounts()).toMatchObject({
      waiting: 0,
      delayed: 0,
      active: 0,
      completed: 0,
      failed: 0,
    });
    expect(first.output() + second.output()).not.toMatch(/survivor@example\.com/i);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 90_000);
});

describe('the signup outbox on the embedded default', () => {
  it('keeps a signup across a SIGKILL of the web process and delivers it once a key is set', async () => {
    const fake = await fakeMailerlite();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-data-'));
    const port = await freePort();
    const base = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
    };
    const first = startNode(['src/index.js'], { ...base, REDIS_URL: '', MAILERLITE_API_KEY: '' });
    await first.answers(port);
    const response = await fetch(`http://127.0.0.1:${port}/api/subscribers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com' }),
    });
    expect(response.status).toBe(202);
    // The answer came after the write: a crash right after it loses nothing.
    first.child.kill('SIGKILL');
    await first.exited;

    const second = startNode(['src/index.js'], {
      ...base,
      REDIS_URL: '',
      MAILERLITE_API_KEY: API_KEY,
      MAILERLITE_API_URL: fake.url,
    });
    await until('the kept signup is delivered', async () => fake.subscribers.has('kept@example.com'), 30_000);
    expect(fake.subscribers.get('kept@example.com')).toMatchObject({ writes: 1 });
    expect(first.output() + second.output()).not.toContain('kept@example.com');
    second.child.kill('SIGTERM');
    await second.exited;
  }, 60_000);
});
