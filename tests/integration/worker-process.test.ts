import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRefreshQueue, schedulerId } from '../../jobs/queue.ts';
import { sources } from '../../jobs/registry.ts';
import { startNode } from '../support/processes.ts';
import { testConfig } from '../unit/sources/helpers.ts';

// `npm run worker` as ops run it: a real process, registering schedulers and stopping on SIGTERM.

const runWorker = (env: Record<string, string>) =>
  startNode(['jobs/worker.js'], { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env });

describe('npm run worker', () => {
  it('registers one scheduler per source, keeps one after a restart, and exits 0 on SIGTERM', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_KEY_PREFIX: `worker-${randomUUID()}:` };
    for (let run = 0; run < 2; run += 1) {
      const worker = runWorker(env);
      await worker.said('refresh worker started');
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(worker.output()).toContain('refresh worker stopped');
    }
    const producer = createRefreshQueue(testConfig(env), { failFast: false });
    try {
      const lanes = [producer.queue, producer.linksQueue];
      const keys = (await Promise.all(lanes.map((lane) => lane.getJobSchedulers())))
        .flat()
        .map((s) => s.key)
        .sort();
      expect(keys).toEqual(sources.map((s) => schedulerId(s.name)).sort());
    } finally {
      await producer.close();
    }
  }, 30_000);

  it('refuses to start without REDIS_URL', async () => {
    const worker = runWorker({ REDIS_URL: '' });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).not.toContain('refresh worker started');
  });
});
