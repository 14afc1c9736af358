import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../global-setup.ts';

// A busy port is a failure, said clearly, with a non-zero exit; never "Listening on".

const root = path.resolve(import.meta.dirname, '../..');

describe('starting on a port that is already in use', () => {
  it('prints a clear error, never "Listening on", and exits non-zero', async () => {
    const port = await freePort();
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    let child: ReturnType<typeof spawn> | undefined;
    try {
      child = spawn(process.execPath, ['src/index.ts'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          REDIS_URL: '',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout!.on('data', (chunk) => {
        stdout += chunk;
      });
      child.stderr!.on('data', (chunk) => {
        stderr += chunk;
      });
      const running = child;
      const code = await new Promise<number | null>((resolve) =>
        running.on('exit', (value) => resolve(value)),
      );
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(stdout).not.toContain('Listening on');
      expect(stderr).toContain(`Cannot listen on 127.0.0.1:${port}: the port is already in use`);
      // One line for ops, not a stack trace.
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      // A server that wrongly kept running must not outlive the test.
      if (child && child.exitCode === null) child.kill('SIGKILL');
      await new Promise<void>((resolve) => squatter.close(() => resolve()));
    }
  }, 30_000);
});
