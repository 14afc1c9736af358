import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freePort, startRedis } from '../global-setup.ts';

// A Redis outage costs the worker's log one warning when it starts and one when it
// ends, not a stack trace per reconnect attempt (main logged 1,065 in 11 minutes).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(read: () => string, text: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!read().includes(text)) {
    if (Date.now() > deadline) throw new Error(`"${text}" not seen; output:\n${read()}`);
    await sleep(100);
  }
}

describe('the worker during a Redis outage', () => {
  it('warns once when Redis goes away and once when it is back, with no stack traces', async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const child = spawn(process.execPath, ['jobs/worker.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REDIS_KEY_PREFIX: `outage-${randomUUID()}:`,
      },
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
    try {
      await waitFor(() => output, 'refresh worker started');
      // Let the first scheduled refreshes finish, then take Redis away for several reconnect rounds.
      await sleep(2_000);
      const before = output.length;
      redis.kill('SIGKILL');
      await waitFor(() => output, 'redis unreachable');
      await sleep(4_000);
      redis = await startRedis(port);
      await waitFor(() => output, 'redis reachable again');
      const during = output.slice(before);
      const lines = during.split('\n').filter(Boolean);
      expect(lines.filter((line) => line.includes('redis unreachable'))).toHaveLength(1);
      expect(lines.filter((line) => line.includes('reachable again'))).toHaveLength(1);
      expect(during).not.toMatch(/"stack"|\n\s+at /);
      expect(lines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
    } finally {
      child.kill('SIGTERM');
      await exited;
      redis.kill('SIGKILL');
    }
  }, 60_000);
});
