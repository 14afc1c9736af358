import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../../src/api/index.ts';
import { createApp, loadServerBuild } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createRuntime } from '../../src/runtime.ts';
import { BROWSER_UA, captureLogs } from '../support/app.ts';
import { TEST_JWT_SECRET, TEST_PASSWORD, testPasswordHash } from './api-helpers.ts';

// A newsletter signup on a server without MAILERLITE_API_KEY says success to the visitor
// (the form works offline), but it is a warning in the log (the production level shows it), with the
// address never in clear, and the admin area counts it.

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
  return response.body as { newsletterSignups: { providerConfigured: boolean; unsent: number } };
}

describe('a signup without email-provider credentials', () => {
  it('is logged as a warning without the address and counted for the admin, from the API and the footer form', async () => {
    const { app: server, logs } = await app();
    expect((await adminStatus(server)).newsletterSignups).toEqual({ providerConfigured: false, unsent: 0 });

    const api = await request(server).post('/api/subscribers').send({ email: 'Hidden.Reader@mail.co.il' });
    expect(api.status).toBe(201);
    const form = await request(server)
      .post('/newsletter/subscribe')
      .set('User-Agent', BROWSER_UA)
      .type('form')
      .send({ email: 'second.reader@mail.co.il', privacy: 'on' });
    expect(form.status).toBe(200);

    const warnings = logs.lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; emailHash?: string })
      .filter((line) => line.msg === 'newsletter signup not sent: MAILERLITE_API_KEY is not set');
    expect(warnings).toHaveLength(2);
    for (const warning of warnings) {
      expect(warning.level).toBe(40);
      expect(warning.emailHash).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(logs.text().toLowerCase()).not.toContain('hidden.reader');
    expect(logs.text().toLowerCase()).not.toContain('second.reader');
    expect((await adminStatus(server)).newsletterSignups).toEqual({ providerConfigured: false, unsent: 2 });
  });
});
