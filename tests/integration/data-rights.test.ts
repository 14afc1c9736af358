import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../../src/api/index.ts';
import { createApp, loadServerBuild } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createRuntime } from '../../src/runtime.ts';
import { BROWSER_UA, captureLogs } from '../support/app.ts';
import { TEST_JWT_SECRET, TEST_PASSWORD, testPasswordHash } from './api-helpers.ts';

// Data-rights requests in every setup (docs/product.md#data-rights-form): without a privacy address
// the privacy page's form posts to the page itself, works without JavaScript, is validated with the
// spec's messages and limited per client, and the request is kept durably for the admin, who sees
// its 30-business-day deadline. With an address the form opens the visitor's mail client instead.

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

const REQUIRED = 'אנא מלאו את כל שדות החובה';
const INVALID_EMAIL = 'אנא הזינו כתובת אימייל תקינה';
const SUCCESS = 'הבקשה נשלחה בהצלחה, נשיב לכם תוך 30 ימי עסקים';

async function app(env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    ADMIN_PASSWORD_HASH: await testPasswordHash(),
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'data-rights-')),
    ...env,
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
  const close = async () => {
    await api.close();
    await runtime.close();
  };
  closers.push(close);
  return { app: server, logs, config, close };
}

const submit = (server: Parameters<typeof request>[0], fields: Record<string, string>) =>
  request(server).post('/privacy').set('User-Agent', BROWSER_UA).type('form').send(fields);

async function adminToken(server: Parameters<typeof request>[0]) {
  const login = await request(server)
    .post('/api/auth/login')
    .send({ username: 'admin', password: TEST_PASSWORD });
  return login.body.token as string;
}

const VALID = {
  name: 'ישראלה ישראלי',
  email: 'Private.Person@example.com',
  requestType: 'deletion',
  details: 'נא למחוק את כתובתי מרשימת הדיוור',
};

describe('the data-rights form without a privacy address', () => {
  it('is on the privacy page and posts to the page itself, so it works without JavaScript', async () => {
    const { app: server } = await app();
    const page = await request(server).get('/privacy').set('User-Agent', BROWSER_UA);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<form[^>]*action="\/privacy"[^>]*method="post"/);
    expect(page.text).not.toContain('mailto:');
    for (const name of ['name', 'email', 'requestType', 'details'])
      expect(page.text).toContain(`name="${name}"`);
  });

  it("answers the spec's messages for missing fields and a bad address, and keeps nothing", async () => {
    const { app: server } = await app();
    const missing = await submit(server, { ...VALID, requestType: '' });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain(REQUIRED);
    const badEmail = await submit(server, { ...VALID, email: 'not-an-address' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.text).toContain(INVALID_EMAIL);
    const token = await adminToken(server);
    const list = await request(server)
      .get('/api/admin/data-requests')
      .set('Authorization', `Bearer ${token}`);
    expect(list.body.requests).toEqual([]);
  });

  it('shows a refused request as it was filled in, so nothing typed is lost', async () => {
    const { app: server } = await app();
    const $ = cheerio.load((await submit(server, { ...VALID, email: 'not-an-address' })).text);
    const form = $('form[action="/privacy"]');
    expect(form.find('input[name="name"]').attr('value')).toBe(VALID.name);
    expect(form.find('input[name="email"]').attr('value')).toBe('not-an-address');
    expect(form.find('input[name="email"]').attr('aria-invalid')).toBe('true');
    expect(form.find('select[name="requestType"] option[selected]').attr('value')).toBe('deletion');
    expect(form.find('textarea[name="details"]').text()).toBe(VALID.details);
    // A type the form does not offer comes back as no choice, not as the posted text.
    const odd = cheerio.load((await submit(server, { ...VALID, requestType: '<b>x</b>' })).text);
    expect(odd('select[name="requestType"] option[selected]').attr('value')).toBe('');
  });

  it('keeps a request across a restart, lists it for the admin with its deadline, and never logs the address', async () => {
    const first = await app();
    const sent = await submit(first.app, VALID);
    expect(sent.status).toBe(200);
    expect(sent.text).toContain(SUCCESS);
    expect(first.logs.text().toLowerCase()).not.toContain('private.person');
    await first.close();

    // A new process on the same data directory has it.
    const second = await app({ DATA_DIR: first.config.DATA_DIR });
    expect((await request(second.app).get('/api/admin/data-requests')).status).toBe(401);
    const token = await adminToken(second.app);
    const list = await request(second.app)
      .get('/api/admin/data-requests')
      .set('Authorization', `Bearer ${token}`);
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toMatch(/no-store/);
    expect(list.body.requests).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: VALID.name,
        email: VALID.email,
        requestType: 'deletion',
        details: VALID.details,
        receivedAt: expect.any(String),
        deadline: expect.any(String),
      },
    ]);
    const [kept] = list.body.requests as { id: string; receivedAt: string; deadline: string }[];
    const days = (Date.parse(kept!.deadline) - Date.parse(kept!.receivedAt)) / 86_400_000;
    // 30 business days of a Sunday-to-Thursday week: six weeks, give or take the day it came in.
    expect(days).toBeGreaterThan(40);
    expect(days).toBeLessThan(44);

    // Answered: the request and the personal data in it are gone.
    const done = await request(second.app)
      .post(`/api/admin/data-requests/${kept!.id}/done`)
      .set('Authorization', `Bearer ${token}`);
    expect(done.status).toBe(200);
    const after = await request(second.app)
      .get('/api/admin/data-requests')
      .set('Authorization', `Bearer ${token}`);
    expect(after.body.requests).toEqual([]);
    const again = await request(second.app)
      .post(`/api/admin/data-requests/${kept!.id}/done`)
      .set('Authorization', `Bearer ${token}`);
    expect(again.status).toBe(404);
  });

  it('limits submissions per client, sharing the footer signup form’s counter', async () => {
    const { app: server } = await app();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++)
      statuses.push((await submit(server, { ...VALID, email: `p${index}@example.com` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await submit(server, VALID);
    expect(limited.text).toContain('אירעה שגיאה בשליחת הבקשה, אנא נסו שוב');
  });
});

describe('the data-rights form with a privacy address', () => {
  it('opens the mail client (a mailto form) and the page takes no posts', async () => {
    const { app: server } = await app({ PRIVACY_EMAIL: 'privacy@example.org' });
    const page = await request(server).get('/privacy').set('User-Agent', BROWSER_UA);
    expect(page.text).toContain('action="mailto:privacy@example.org?subject=');
    expect((await submit(server, VALID)).status).toBe(404);
  });
});
