import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../global-setup.ts';
import { startNode } from '../support/processes.ts';

// A busy port is a failure, said clearly, with a non-zero exit; never "Listening on".

describe('starting on a port that is already in use', () => {
  it('prints a clear error, never "Listening on", and exits non-zero', async () => {
    const port = await freePort();
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      // A server that wrongly kept running does not outlive the test (startNode sees to it).
      const server = startNode(['src/index.js'], {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      });
      const code = await server.exited;
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(server.stdout()).not.toContain('Listening on');
      expect(server.stderr()).toContain(`Cannot listen on 127.0.0.1:${port}: the port is already in use`);
      // One line for ops, not a stack trace.
      expect(server.stderr()).not.toMatch(/\n\s+at /);
    } finally {
      await new Promise<void>((resolve) => squatter.close(() => resolve()));
    }
  }, 30_000);
});
