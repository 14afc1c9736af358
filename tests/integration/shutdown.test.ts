import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../global-setup.ts';
import { startNode } from '../support/processes.ts';

describe('graceful shutdown', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s stops accepting, finishes the in-flight request and exits 0 within 10 s',
    async (signal) => {
      const port = await freePort();
      // A server that never came up (or never stopped) does not outlive the test.
      const server = startNode(['src/index.js'], {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      });
      await server.answers(port);

      // An in-flight request: headers sent, body still arriving when the signal lands. The server's
      // "100 Continue" says it has read the headers: the request is in flight.
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const body = '{"hello":"world"}';
      let answer = '';
      const continued = new Promise<void>((resolve) => {
        socket.on('data', (chunk) => {
          answer += chunk.toString();
          if (answer.startsWith('HTTP/1.1 100 Continue')) resolve();
        });
      });
      socket.write(
        `POST /api/echo-nothing HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
      );
      await continued;
      socket.write(body.slice(0, 5));

      const signalledAt = Date.now();
      server.child.kill(signal);
      // Logged as the server stops listening (the same tick).
      await server.said('shutting down: no new connections');
      // New connections are refused once shutdown has begun.
      const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => false,
        () => true,
      );
      expect(refused).toBe(true);

      socket.write(body.slice(5));
      const code = await server.exited;
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(code).toBe(0);
      // The in-flight request got its full answer (the JSON 404 of an unknown endpoint).
      expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 404/);
      expect(answer).toContain('"not_found"');
      socket.destroy();
    },
    20_000,
  );
});
