import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, loadServerBuild } from '../../src/app.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';

// Streaming through compression: what the server has written must reach the browser before the
// response ends, whichever encoding the browser picked (every current browser picks brotli).

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let server: http.Server;
let base: string;
/** Lets the slow page below write its second half. */
let release: () => void = () => {};

const slowPage: RequestHandler = (req, res, next) => {
  if (req.path !== '/streaming-probe') return next();
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.write('<!DOCTYPE html><html lang="he" dir="rtl"><body><p>החלק הראשון</p>');
  // Without a flush the first part would wait in the compressor: the page then ends on its own.
  const second = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, 1500);
  });
  void second.then(() => res.end('<p>החלק השני</p></body></html>'));
};

beforeAll(async () => {
  ctx = await buildTestApp();
  const app = await createApp({
    services: ctx.services,
    build: await loadServerBuild(),
    pageMiddleware: [slowPage],
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

const DECODERS = {
  br: () => zlib.createBrotliDecompress(),
  gzip: () => zlib.createGunzip(),
} as const;

/** Requests `path` with one encoding; `onText` sees the decoded text so far each time more arrives. */
function get(path: string, encoding: keyof typeof DECODERS, onText: (text: string) => void = () => {}) {
  return new Promise<{ encoding: string | undefined; body: string }>((resolve, reject) => {
    http
      .get(
        `${base}${path}`,
        { headers: { 'user-agent': BROWSER_UA, 'accept-encoding': encoding, cookie: 'visitor=1' } },
        (response) => {
          const decoder = DECODERS[encoding]();
          let body = '';
          decoder.on('data', (chunk: Buffer) => {
            body += chunk.toString('utf8');
            onText(body);
          });
          decoder.on('end', () => resolve({ encoding: response.headers['content-encoding'], body }));
          decoder.on('error', reject);
          response.pipe(decoder);
        },
      )
      .on('error', reject);
  });
}

describe('streamed responses through compression', () => {
  it.each(['br', 'gzip'] as const)(
    'with %s, what the server wrote first is readable before the rest is written',
    async (encoding) => {
      let beforeRest: string | undefined;
      const result = await get('/streaming-probe', encoding, (text) => {
        if (beforeRest !== undefined) return;
        beforeRest = text;
        release();
      });
      expect(result.encoding).toBe(encoding);
      expect(beforeRest).toContain('החלק הראשון');
      expect(beforeRest).not.toContain('החלק השני');
      expect(result.body).toContain('החלק השני');
    },
  );

  it.each(['br', 'gzip'] as const)('with %s, a rendered page arrives whole', async (encoding) => {
    const result = await get('/tools', encoding);
    expect(result.encoding).toBe(encoding);
    expect(result.body).toMatch(/^<!DOCTYPE html><html lang="he" dir="rtl">/);
    expect(result.body).toContain('רשימת הכלים');
    expect(result.body).toMatch(/<\/html>$/);
    expect(result.body.match(/<!DOCTYPE html>/g)).toHaveLength(1);
  });
});
