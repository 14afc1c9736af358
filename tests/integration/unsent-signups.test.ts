import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../../src/api/index.ts';
import { createApp, loadServerBuild } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createRuntime } from '../../src/runtime.ts';
import { BROWSER_UA, captureLogs } from '../support/app.ts';
import { TEST_JWT_SECRET, TEST_PASSWORD, testPasswordHash } from './api-helpers.ts';

// A newsletter signup on a server without MAILERLITE_API_KEY is kept in the outbox (a file under
// DATA_DIR) and the visitor is told it was received, not that it was sent; the admin area counts
// what waits, and the address never reaches the log.

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** The whole server as src/index.ts builds it: pages, /api and the footer form's limiter. */
async function app() {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD_HASH: await testPasswordHash(),
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'unsent-signups-')),
  });
  const logs = captureLogs();
  const runtime = await createRuntime(config, createLogger(config, logs.stream));
  const api = await createApi(runtime.services);
  const server = await createApp({
    services: runtime.services,
    build: await loadServerBuild(),
    apiRouters: api.routers,
    pageMiddleware: api.pageMiddleware,
  });
  closers.push(async () => {
    await api.close();
    await runtime.close();
  });
  return { app: server, logs };
}

async function adminStatus(server: Parameters<typeof request>[0]) {
  const login = await request(server)
    .post('/api/auth/login')
    .send({ username: 'admin', password: TEST_PASSWORD });
  const response = await request(server)
    .get('/api/admin/status')
    .set('Authorization', `Bearer ${login.body.token}`);
  return response.body as {
    newsletterSignups: { providerConfigured: boolean; outbox: { waiting: number; deliveredLast24h: number } };
  };
}

describe('a signup without email-provider credentials', () => {
  it('waits in the outbox, counted for the admin, from the API and the footer form, with no address in the log', async () => {
    const { app: server, logs } = await app();
    expect((await adminStatus(server)).newsletterSignups).toMatchObject({
      providerConfigured: false,
      outbox: { waiting: 0, deliveredLast24h: 0 },
    });

    const api = await request(server).post('/api/subscribers').send({ email: 'Hidden.Reader@mail.co.il' });
    expect(api.status).toBe(202);
    expect(api.body.message).toBe('תודה! קיבלנו את ההרשמה לניוזלטר שלנו 🎉');
    const form = await request(server)
      .post('/newsletter/subscribe')
      .set('User-Agent', BROWSER_UA)
      .type('form')
      .send({ email: 'second.reader@mail.co.il', privacy: 'on' });
    expect(form.status).toBe(200);
    expect(form.text).toContain('תודה! קיבלנו את ההרשמה לניוזלטר שלנו 🎉');
    expect(form.text).not.toContain('נרשמת בהצלחה');

    expect(logs.text().toLowerCase()).not.toContain('hidden.reader');
    expect(logs.text().toLowerCase()).not.toContain('second.reader');
    expect((await adminStatus(server)).newsletterSignups).toMatchObject({
      providerConfigured: false,
      outbox: { waiting: 2, deliveredLast24h: 0 },
    });
  });
});
