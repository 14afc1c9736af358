import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/api/index.ts';
import { createApp } from '../../src/app.ts';
import { initSentry, Sentry, sentryReporter } from '../../src/platform/instrument.ts';
import { testServices } from './api-helpers.ts';

// An error raised in an API route reaches error reporting (a fake Sentry on loopback), scrubbed.

const envelopes: string[] = [];
let sentry: http.Server;
let dsn = '';

beforeAll(async () => {
  sentry = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      envelopes.push(
        (req.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8'),
      );
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(sentry.address() as AddressInfo).port}/1`;
});

afterAll(async () => {
  await Sentry.close(2000);
  sentry.closeAllConnections();
  await new Promise<void>((resolve) => sentry.close(() => resolve()));
});

describe('server error reporting', () => {
  it('sends an API error to the Sentry endpoint with secrets scrubbed', async () => {
    const { services, config } = await testServices({ SENTRY_DSN: dsn }, { reportError: sentryReporter() });
    expect(initSentry(config)).toBe(true);
    const api = await createApi(services);
    // Built at run time, so the source lines Sentry attaches to frames do not hold them.
    const secret = (name: string) => `${name}${'7'.repeat(6)}`;
    const boom = Router().post('/boom', () => {
      throw new Error(
        `upstream https://api.example.com/v1?key=${secret('KEY')} failed for Bearer ${secret('abc.def.')}`,
      );
    });
    const app = await createApp({
      services,
      build: { entry: { module: {} } } as never,
      apiRouters: [boom, ...api.routers],
    });
    const response = await request(app)
      .post(`/api/boom?token=${secret('QUERY')}`)
      .set('Authorization', `Bearer ${secret('HEADER')}`)
      .send({ password: secret('BODY') });
    expect(response.status).toBe(500);
    expect(response.body.error.code).toBe('internal');
    await Sentry.flush(5000);
    await api.close();
    const all = envelopes.join('\n');
    expect(all).toContain('failed for Bearer');
    expect(all).toContain('"type":"event"');
    for (const name of ['KEY', 'abc.def.', 'QUERY', 'HEADER', 'BODY'])
      expect(all).not.toContain(secret(name));
  });
});
