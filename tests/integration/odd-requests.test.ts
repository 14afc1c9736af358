import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';

// Methods and bodies a page route does not take are the client's mistake: a clear
// 4xx (405 with Allow, 411, 413, 415, 400), never a 500, an error-level log line or an error report.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const reported = vi.fn();
beforeAll(async () => {
  ctx = await buildTestApp({}, (services) => ({ ...services, reportError: reported }));
});
afterAll(async () => {
  await ctx.close();
});
let logsBefore = 0;
beforeEach(() => {
  logsBefore = ctx.logs.lines.length;
  reported.mockClear();
});

function expectNoErrorLogged() {
  const lines = ctx.logs.lines.slice(logsBefore).map((line) => JSON.parse(line) as { level: number });
  expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  expect(reported).not.toHaveBeenCalled();
}

const SIGNUP = '/newsletter/subscribe';

describe('bodies the footer signup route does not take', () => {
  it.each([
    ['JSON', 'application/json', '{"email":"a@example.com","privacy":"on"}', 415],
    ['text', 'text/plain', 'email=a@example.com', 415],
    ['XML', 'application/xml', '<email>a@example.com</email>', 415],
    ['multipart without a boundary', 'multipart/form-data', 'email=a@example.com', 400],
    ['a broken multipart body', 'multipart/form-data; boundary=XyZ', 'not multipart at all', 400],
  ])('%s gets a 4xx', async (_what, type, body, status) => {
    for (const path of [SIGNUP, `${SIGNUP}.data`]) {
      const response = await request(ctx.app).post(path).set('Content-Type', type).send(body);
      expect(response.status).toBe(status);
    }
    expectNoErrorLogged();
  });

  it('a POST with no body type at all gets 415', async () => {
    const response = await request(ctx.app).post(SIGNUP);
    expect(response.status).toBe(415);
    expectNoErrorLogged();
  });

  it('a form over 64 KiB gets 413', async () => {
    const response = await request(ctx.app)
      .post(SIGNUP)
      .type('form')
      .send({ email: 'a@example.com', name: 'x'.repeat(70_000), privacy: 'on' });
    expect(response.status).toBe(413);
    expectNoErrorLogged();
  });

  it('a chunked POST without Content-Length gets 411', async () => {
    const server = http.createServer(ctx.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const outgoing = http.request(
          {
            port: (server.address() as AddressInfo).port,
            host: '127.0.0.1',
            method: 'POST',
            path: SIGNUP,
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        outgoing.on('error', reject);
        outgoing.write('email=a%40example.com');
        outgoing.end('&privacy=on');
      });
      expect(status).toBe(411);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expectNoErrorLogged();
  });

  it('still takes the form the footer sends', async () => {
    const response = await request(ctx.app)
      .post(SIGNUP)
      .set('User-Agent', BROWSER_UA)
      .type('form')
      .send({ email: 'reader@example.com', name: 'קורא', privacy: 'on' });
    expect(response.status).toBe(200);
    expect(response.text).toContain('קיבלנו את ההרשמה');
    expectNoErrorLogged();
  });
});

describe('methods a page route does not take', () => {
  it.each([
    ['trace', '/'],
    ['trace', '/tools'],
    ['put', '/about'],
    ['delete', '/tools'],
    ['patch', '/tools/chatgpt'],
    ['post', '/about'],
    ['post', '/'],
    ['post', '/tools.data'],
    ['post', '/_root.data'],
    ['post', '/sitemap.xml'],
    ['post', '/no-such-page'],
    ['propfind', '/'],
    ['mkcol', '/tools'],
  ] as const)('%s %s gets 405 with Allow', async (method, path) => {
    const response = await request(ctx.app)[method](path);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
    expectNoErrorLogged();
  });

  it.each(['trace', 'put', 'delete', 'patch'] as const)(
    '%s on the signup route gets 405, allowing POST',
    async (method) => {
      const response = await request(ctx.app)[method](SIGNUP);
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      expectNoErrorLogged();
    },
  );

  it('OPTIONS answers 204 with Allow', async () => {
    const page = await request(ctx.app).options('/about');
    expect(page.status).toBe(204);
    expect(page.headers.allow).toBe('GET, HEAD, OPTIONS');
    const form = await request(ctx.app).options(SIGNUP);
    expect(form.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expectNoErrorLogged();
  });

  it('GET and HEAD still work', async () => {
    expect((await request(ctx.app).get('/about').set('User-Agent', BROWSER_UA)).status).toBe(200);
    expect((await request(ctx.app).head('/about').set('User-Agent', BROWSER_UA)).status).toBe(200);
    expect((await request(ctx.app).get('/no-such-page').set('User-Agent', BROWSER_UA)).status).toBe(404);
    expectNoErrorLogged();
  });
});
