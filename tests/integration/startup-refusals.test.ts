import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../global-setup.ts';
import { startNode } from '../support/processes.ts';

// Settings that would crash start-up with a stack trace, or weaken a stated rule, are refused at
// start with one line naming the variable and why (docs/operations.md#threat-model). And the
// metrics, which have no authentication, listen on loopback unless METRICS_HOST says otherwise.

const base = (port: number) => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  REDIS_URL: '',
  LOG_LEVEL: 'warn',
  METRICS_PORT: '',
  METRICS_HOST: '',
  TRUST_PROXY: '',
});

async function squat(port: number) {
  const squatter = net.createServer();
  await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => squatter.close(() => resolve()));
}

function expectOneLineRefusal(output: { stdout(): string; stderr(): string }, variable: string) {
  expect(output.stdout()).not.toContain('Listening on');
  expect(output.stderr()).toContain(variable);
  expect(output.stderr()).not.toMatch(/\n\s+at /);
}

/** Whether something accepts a connection at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('start-up refusals', () => {
  it('a busy METRICS_PORT: the web process says so in one line and exits non-zero', async () => {
    const metricsPort = await freePort();
    const release = await squat(metricsPort);
    try {
      const web = startNode(['src/index.js'], {
        ...base(await freePort()),
        METRICS_PORT: String(metricsPort),
      });
      const code = await web.exited;
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expectOneLineRefusal(web, 'METRICS_PORT');
      expect(web.stderr()).toContain('already in use');
    } finally {
      await release();
    }
  }, 30_000);

  it('a busy METRICS_PORT: the worker says so in one line and exits non-zero', async () => {
    const metricsPort = await freePort();
    const release = await squat(metricsPort);
    try {
      const worker = startNode(['jobs/worker.js'], {
        ...base(await freePort()),
        REDIS_URL: process.env.TEST_REDIS_URL!,
        REDIS_KEY_PREFIX: `refusal-${metricsPort}:`,
        METRICS_PORT: String(metricsPort),
      });
      const code = await worker.exited;
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expectOneLineRefusal(worker, 'METRICS_PORT');
    } finally {
      await release();
    }
  }, 30_000);

  it.each([
    ['0.0.0.0/0', /TRUST_PROXY: .*\/0/],
    ['::/0', /TRUST_PROXY: .*\/0/],
    ['99', /TRUST_PROXY: a hop count must be 1 to 3/],
    ['true', /TRUST_PROXY/],
  ])(
    'TRUST_PROXY=%s is refused in one line naming the variable and why',
    async (value, why) => {
      const web = startNode(['src/index.js'], { ...base(await freePort()), TRUST_PROXY: value });
      expect(await web.exited).toBe(1);
      expectOneLineRefusal(web, 'TRUST_PROXY');
      expect(web.stderr()).toMatch(why);
      expect(web.stderr().trim().split('\n')).toHaveLength(1);
    },
    30_000,
  );
});

describe('the metrics listener', () => {
  it('listens on loopback only unless METRICS_HOST says otherwise', async () => {
    for (const [metricsHost, reachableElsewhere] of [
      ['', false],
      ['0.0.0.0', true],
    ] as const) {
      const port = await freePort();
      const metricsPort = await freePort();
      // HOST is every address: the public listener's choice must not carry over to the metrics.
      const web = startNode(['src/index.js'], {
        ...base(port),
        HOST: '0.0.0.0',
        METRICS_PORT: String(metricsPort),
        METRICS_HOST: metricsHost,
      });
      try {
        await web.answers(port);
        expect(await accepts('127.0.0.1', metricsPort)).toBe(true);
        // 127.0.0.2 is this machine too, but not the loopback address a listener bound to 127.0.0.1 takes.
        expect(await accepts('127.0.0.2', metricsPort)).toBe(reachableElsewhere);
      } finally {
        web.child.kill('SIGTERM');
        await web.exited;
      }
    }
  }, 60_000);
});
