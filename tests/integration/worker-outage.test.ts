import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SOURCE_NAMES } from '../../src/domain/types.ts';
import { createStore } from '../../src/store/create-store.ts';
import { freePort, startRedis } from '../global-setup.ts';
import { startNode } from '../support/processes.ts';
import { testConfig, testLogger } from '../unit/sources/helpers.ts';

// A Redis outage costs the worker's log one warning when it starts and one when it
// ends, not a stack trace per reconnect attempt (main logged 1,065 in 11 minutes).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the worker during a Redis outage', () => {
  it('warns once when Redis goes away and once when it is back, with no stack traces', async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: `outage-${randomUUID()}:` };
    const worker = startNode(['jobs/worker.js'], {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    });
    try {
      await worker.said('refresh worker started');
      // Let the first scheduled refreshes finish (link health checks third-party sites, which
      // these runs keep out of reach: not waited for), then take Redis away for several
      // reconnect rounds.
      const store = await createStore(testConfig(env), testLogger());
      const refreshed = async () => {
        const statuses = await Promise.all(
          SOURCE_NAMES.filter((source) => source !== 'links').map((source) => store.getStatus(source)),
        );
        return statuses.every((status) => status?.lastSuccessAt);
      };
      // (The store answers only once connected.)
      while (!(await refreshed().catch(() => false))) await sleep(100);
      await store.close();
      const before = worker.output().length;
      redis.kill('SIGKILL');
      await worker.said('redis unreachable');
      await sleep(4_000);
      redis = await startRedis(port);
      await worker.said('redis reachable again');
      const during = worker.output().slice(before);
      const lines = during.split('\n').filter(Boolean);
      expect(lines.filter((line) => line.includes('redis unreachable'))).toHaveLength(1);
      expect(lines.filter((line) => line.includes('reachable again'))).toHaveLength(1);
      expect(during).not.toMatch(/"stack"|\n\s+at /);
      expect(lines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
    } finally {
      worker.child.kill('SIGTERM');
      await worker.exited;
      redis.kill('SIGKILL');
    }
  }, 60_000);
});
