import type http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createHttpServer,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from '../../src/http-server.ts';
import { createApiApp } from '../support/api-app.ts';
import { until } from '../support/until.ts';
import { testServices } from './api-helpers.ts';

// A client that sends its headers or its body a byte at a time is cut off (408 and
// the connection closed) instead of holding a connection open indefinitely. Raw sockets, because an
// HTTP client would not dribble. The server is the one src/index.ts makes, with short limits.

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

async function startServer() {
  const { services } = await testServices();
  const { app } = await createApiApp(services);
  const server = createHttpServer(app, {
    headersTimeoutMs: 1_000,
    requestTimeoutMs: 2_000,
    checkIntervalMs: 100,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** Writes `head`, then one byte of `drip` every 250 ms until the server closes the connection. */
function dribble(port: number, head: string, drip: string) {
  return new Promise<{ answer: string; dripped: number }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let dripped = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (dripped < drip.length && socket.writable) socket.write(drip[dripped++]!);
      }, 250);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, dripped });
    });
    setTimeout(() => reject(new Error(`still open after 15 s; answer so far: ${answer}`)), 15_000).unref();
  });
}

describe('slow clients', () => {
  it('the production server bounds headers to 10 s and whole requests to 30 s', () => {
    const server = createHttpServer(() => {});
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('cuts off headers sent one byte at a time with 408', async () => {
    const port = await startServer();
    const { answer, dripped } = await dribble(
      port,
      'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      `X-Slow: ${'a'.repeat(200)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(dripped).toBeLessThan(200);
  });

  it('cuts off a body sent one byte at a time with 408', async () => {
    const port = await startServer();
    const body = JSON.stringify({ username: 'admin', password: 'x'.repeat(200) });
    const { answer, dripped } = await dribble(
      port,
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(dripped).toBeLessThan(body.length);
  });

  it('leaves a prompt request on a kept-alive connection alone', async () => {
    const port = await startServer();
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const answers: string[] = [];
    socket.on('data', (chunk) => answers.push(chunk.toString()));
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    // Idle for longer than the header limit between two requests: not a slow request.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const answered = (status: string) =>
      answers.join('').match(new RegExp(`HTTP/1\\.1 ${status}`, 'g'))?.length ?? 0;
    await until('the second answer', async () => answered('\\d{3}') === 2, 10_000);
    socket.destroy();
    expect(answered('200')).toBe(2);
  });
});
