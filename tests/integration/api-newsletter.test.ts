import net from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refreshSource } from '../../jobs/refresh.ts';
import { newsletterSource } from '../../jobs/sources/newsletter/index.ts';
import { type FakeMailerlite, startFakeMailerlite } from '../fakes/mailerlite.ts';
import { createApiApp } from '../support/api-app.ts';
import { until } from '../support/until.ts';
import { TEST_PASSWORD, testServices } from './api-helpers.ts';

// The newsletter API (docs/product.md#newsletter-api). Campaign reads answer from the newsletter
// snapshot that the refresh job wrote (live against the fake MailerLite, or the seed); the
// connection test calls MailerLite, and signups reach it through the outbox (kept first, delivered
// with retries).

const API_KEY = 'ml-secret-key-0123456789';
const GROUP_ID = '987654321';
const NEWEST = '150211000000000001';
let fake: FakeMailerlite;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  fake = await startFakeMailerlite({ apiKey: API_KEY });
});
afterAll(() => fake.close());
afterEach(async () => {
  fake.setMode('ok');
  fake.requests.length = 0;
  fake.subscribers.clear();
  while (closers.length) await closers.pop()!();
});

async function app(env: Record<string, string>, options: { refresh?: boolean } = {}) {
  const built = await testServices({ UPSTREAM_TIMEOUT_MS: '400', ...env });
  closers.push(() => built.services.signupOutbox.close());
  if (options.refresh !== false) {
    const result = await refreshSource(newsletterSource, {
      config: built.config,
      logger: built.services.logger,
      store: built.services.store,
    });
    expect(result.ok).toBe(true);
  }
  fake.requests.length = 0;
  const { app: express, api } = await createApiApp(built.services);
  closers.push(() => api.close());
  return { app: express, ...built };
}

const liveApp = (env: Record<string, string> = {}, options: { refresh?: boolean } = {}) =>
  app(
    { MAILERLITE_API_KEY: API_KEY, MAILERLITE_API_URL: fake.url, MAILERLITE_GROUP_ID: GROUP_ID, ...env },
    options,
  );
const seedApp = (options: { refresh?: boolean } = {}) => app({}, options);

async function closedPortUrl() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/api`;
}

describe('campaign reads answer from the newsletter snapshot', () => {
  it('GET /api/campaigns lists sent campaigns newest first with the defaults page 1, limit 10, without calling MailerLite', async () => {
    const { app } = await liveApp();
    const response = await request(app).get('/api/campaigns?include=emails&filter[status]=sent');
    expect(response.status).toBe(200);
    expect(response.body.data.map((campaign: { id: string }) => campaign.id)).toEqual([
      NEWEST,
      '150211000000000002',
      '150211000000000003',
    ]);
    const first = response.body.data[0];
    expect(first).toMatchObject({
      id: NEWEST,
      account_id: '252151',
      name: 'ניוזלטר #12 - סוכנים, וידאו ומה שביניהם',
      status: 'sent',
      created_at: '2025-03-16 07:30:00',
    });
    expect(first.emails[0]).toMatchObject({ id: '150211000000000101', subject: expect.any(String) });
    expect(first.emails[0].content).toBeUndefined();
    expect(first.stats).toEqual({ sent: expect.any(Number), unique_opens_count: expect.any(Number) });
    expect(response.body.meta).toMatchObject({ current_page: 1, per_page: 10, last_page: 1, total: 3 });
    expect(fake.requests).toHaveLength(0);
    expect(JSON.stringify(response.body)).not.toContain(API_KEY);
  });

  it('pages with page and limit, and leaves emails out unless include=emails', async () => {
    const { app } = await liveApp();
    const second = await request(app).get('/api/campaigns?page=2&limit=1');
    expect(second.body.data.map((campaign: { id: string }) => campaign.id)).toEqual(['150211000000000002']);
    expect(second.body.data[0].emails).toEqual([]);
    expect(second.body.meta).toMatchObject({ current_page: 2, from: 2, to: 2, last_page: 3, total: 3 });
    const past = await request(app).get('/api/campaigns?page=9&limit=1');
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
  });

  it.each([
    ['page=0', 'page=0'],
    ['page=-1', 'page=-1'],
    ['page=abc', 'page=abc'],
    ['page=1.5', 'page=1.5'],
    ['limit=0', 'limit=0'],
    ['limit=101', 'limit=101'],
    ['limit=99999999999', 'limit=99999999999'],
    ['filter[status]=draft', 'filter[status]=draft'],
    ['include=everything', 'include=everything'],
    ['page=1&page=2', 'page=1&page=2'],
    ['a page of 5000 digits', `page=${'9'.repeat(5000)}`],
    ['limit=%F0%9F%99%82', 'limit=%F0%9F%99%82'],
  ])('GET /api/campaigns with %s answers 400', async (_name, query) => {
    const { app } = await liveApp();
    const response = await request(app).get(`/api/campaigns?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_query');
  });

  it('GET /api/campaigns/:id and /api/campaign-emails carry the email content; bad ids are 400 and unknown 404', async () => {
    const { app } = await liveApp();
    const one = await request(app).get(`/api/campaigns/${NEWEST}`);
    expect(one.status).toBe(200);
    expect(one.body.data.id).toBe(NEWEST);
    expect(one.body.data.emails[0].content).toContain('<h2');
    expect(one.body.data.emails[0].content).not.toMatch(/<script|<style|style="/i);
    const emails = await request(app).get(`/api/campaign-emails?campaignId=${NEWEST}`);
    expect(emails.status).toBe(200);
    expect(emails.body.data[0].content).toBe(one.body.data.emails[0].content);
    expect((await request(app).get('/api/campaigns/404')).status).toBe(404);
    expect((await request(app).get('/api/campaign-emails?campaignId=404')).status).toBe(404);
    expect((await request(app).get('/api/campaigns/..%2Fsubscribers')).status).toBe(400);
    expect((await request(app).get('/api/campaign-emails')).status).toBe(400);
    expect((await request(app).get('/api/campaign-emails?campaignId=abc')).status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('keeps answering from the snapshot while MailerLite is down', async () => {
    const { app } = await liveApp();
    fake.setMode('error-500');
    const response = await request(app).get('/api/campaigns');
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(3);
  });

  it('answers 503 while no snapshot has been written yet', async () => {
    const { app } = await liveApp({}, { refresh: false });
    for (const path of [
      '/api/campaigns',
      `/api/campaigns/${NEWEST}`,
      `/api/campaign-emails?campaignId=${NEWEST}`,
    ]) {
      const response = await request(app).get(path);
      expect(response.status).toBe(503);
      expect(response.body.error.code).toBe('newsletter_unavailable');
    }
  });

  it('without a key, answers the same shapes from the seed snapshot', async () => {
    const { app } = await seedApp();
    const list = await request(app).get('/api/campaigns?limit=1&include=emails');
    expect(list.status).toBe(200);
    expect(list.body.data.map((item: { id: string }) => item.id)).toEqual([NEWEST]);
    expect(list.body.data[0].emails[0].content).toBeUndefined();
    expect(list.body.meta).toMatchObject({ current_page: 1, last_page: 3, total: 3 });
    const one = await request(app).get('/api/campaigns/150211000000000002');
    expect(one.body.data).toMatchObject({ id: '150211000000000002', status: 'sent' });
    expect((await request(app).get('/api/campaigns/999')).status).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('calls that reach MailerLite', () => {
  it('GET /api/test proves the key and the service answer', async () => {
    const { app } = await liveApp();
    const response = await request(app).get('/api/test');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, mode: 'live' });
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('GET /api/test answers from one MailerLite call a minute, and is rate-limited per client', async () => {
    // A loaded machine must not turn the one call into a timeout that answers every request.
    const { app } = await liveApp({ UPSTREAM_TIMEOUT_MS: '5000' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(app).get('/api/test')));
    for (let i = 0; i < 20; i++) answers.push(await request(app).get('/api/test'));
    expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(200));
    expect(answers.every((answer) => answer.body.ok === true)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    // A client that keeps asking is refused before the cache is even consulted.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await request(app).get('/api/test')).status);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(statuses.at(-1)).toBe(429);
    expect(fake.requests).toHaveLength(1);
  });

  it('GET /api/test in seed mode answers without a call', async () => {
    const { app } = await seedApp({ refresh: false });
    expect((await request(app).get('/api/test')).body).toEqual({ ok: true, mode: 'seed' });
    expect(fake.requests).toHaveLength(0);
  });

  it('POST /api/subscribers keeps the signup, answers 202, delivers it with the fixed group id and never logs the address', async () => {
    const { app, logs, services } = await liveApp();
    const response = await request(app)
      .post('/api/subscribers')
      .send({ email: 'dana@example.com', name: 'דנה' });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      ok: true,
      status: 'accepted',
      message: 'תודה! קיבלנו את ההרשמה לניוזלטר שלנו 🎉',
    });
    await until('the signup is delivered', async () => fake.subscribers.has('dana@example.com'), 10_000);
    const posts = fake.requests.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ method: 'POST', path: '/subscribers' });
    expect(JSON.parse(posts[0]!.body)).toEqual({
      email: 'dana@example.com',
      fields: { name: 'דנה' },
      groups: [GROUP_ID],
    });
    await until('the outbox counts it delivered', async () => {
      const status = await services.signupOutbox.status();
      return status.waiting === 0 && status.deliveredLast24h === 1;
    });
    expect(logs.text()).not.toContain('dana@example.com');
    expect(logs.text()).not.toContain(API_KEY);
  });

  it('a signup while MailerLite answers 503 is kept and delivered once, after it recovers', async () => {
    fake.setMode('unavailable');
    const { app, services } = await liveApp({ SIGNUP_RETRY_BASE_MS: '50' }, { refresh: false });
    const response = await request(app).post('/api/subscribers').send({ email: 'Later@Example.com' });
    expect(response.status).toBe(202);
    await until(
      'three refused attempts',
      async () => fake.requests.filter((call) => call.method === 'POST').length >= 3,
    );
    expect((await services.signupOutbox.status()).waiting).toBe(1);
    fake.setMode('ok');
    await until(
      'the signup is delivered',
      async () => (await services.signupOutbox.status()).deliveredLast24h === 1,
    );
    expect(fake.subscribers.get('later@example.com')).toMatchObject({ writes: 1 });
    expect((await services.signupOutbox.status()).waiting).toBe(0);
  });

  it('the same address twice while it waits is one delivery', async () => {
    const { app, services } = await seedApp({ refresh: false });
    for (const email of ['twice@example.com', ' TWICE@example.com ']) {
      expect((await request(app).post('/api/subscribers').send({ email })).status).toBe(202);
    }
    expect((await services.signupOutbox.status()).waiting).toBe(1);
  });

  it('an address MailerLite refuses (422) fails for good with its reason, never the key', async () => {
    fake.setMode('reject-email');
    const { app, services, logs } = await liveApp({}, { refresh: false });
    expect((await request(app).post('/api/subscribers').send({ email: 'odd@example.com' })).status).toBe(202);
    await until(
      'the signup fails for good',
      async () => (await services.signupOutbox.status()).failed.count === 1,
    );
    const status = await services.signupOutbox.status();
    expect(status.waiting).toBe(0);
    expect(status.failed.recent[0]!.reason).toContain('The email must be a valid email address.');
    expect(JSON.stringify(status)).not.toContain(API_KEY);
    expect(JSON.stringify(status)).not.toContain('odd@example.com');
    expect(logs.text()).not.toContain('odd@example.com');
  });

  it.each([
    ['no email', { name: 'x' }],
    ['an email without @', { email: 'not-an-email' }],
    ['an email of the wrong type', { email: ['a@b.co'] }],
    ['a very long email', { email: `${'a'.repeat(300)}@example.com` }],
    ['a very long name', { email: 'a@example.com', name: 'ש'.repeat(101) }],
    ['a string body', 'a@example.com'],
  ])('POST /api/subscribers answers 400 for %s', async (_name, body) => {
    const { app } = await liveApp();
    const response = await request(app)
      .post('/api/subscribers')
      .set('Content-Type', 'application/json')
      .send(typeof body === 'string' ? JSON.stringify(body) : body);
    expect(response.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('rate limits signups per client', async () => {
    const { app } = await liveApp();
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++) {
      statuses.push(
        (
          await request(app)
            .post('/api/subscribers')
            .send({ email: `u${index}@example.com` })
        ).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it.each([
    ['error-500', 502, 'upstream_status'],
    ['not-json', 502, 'upstream_content_type'],
    ['empty-body', 502, 'upstream_empty'],
    ['malformed', 502, 'upstream_parse'],
    ['drop', 502, 'upstream_network'],
    ['timeout', 504, 'upstream_timeout'],
  ] as const)('an upstream "%s" becomes a clear JSON %i', async (mode, status, code) => {
    const { app, logs } = await liveApp();
    fake.setMode(mode);
    const response = await request(app).get('/api/test');
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body.error.code).toBe(code);
    expect(logs.text()).not.toContain(API_KEY);
  });

  it('an unreachable service is a network error (502)', async () => {
    const { app } = await liveApp({ MAILERLITE_API_URL: await closedPortUrl() }, { refresh: false });
    const response = await request(app).get('/api/test');
    expect(response.status).toBe(502);
    expect(response.body.error.code).toBe('upstream_network');
  });

  it('a wrong key (upstream 401) is a 502, never the upstream body', async () => {
    const { app } = await liveApp({ MAILERLITE_API_KEY: 'wrong-key-value' }, { refresh: false });
    const response = await request(app).get('/api/test');
    expect(response.status).toBe(502);
    expect(JSON.stringify(response.body)).not.toContain('Unauthenticated');
  });

  it('without a key, keeps the signup waiting, exports it as CSV for the owner, and never logs the address', async () => {
    const { app, logs, services } = await seedApp({ refresh: false });
    const response = await request(app)
      .post('/api/subscribers')
      .send({ email: 'Secret.Person@example.com', name: '=HYPERLINK("x")' });
    expect(response.status).toBe(202);
    expect(await services.signupOutbox.status()).toMatchObject({ waiting: 1, deliveredLast24h: 0 });
    const token = (
      await request(app).post('/api/auth/login').send({ username: 'admin', password: TEST_PASSWORD })
    ).body.token as string;
    const admin = await request(app).get('/api/admin/status').set('Authorization', `Bearer ${token}`);
    expect(admin.body.newsletterSignups).toMatchObject({
      providerConfigured: false,
      outbox: { waiting: 1, deliveredLast24h: 0, failed: { count: 0 } },
    });
    expect(JSON.stringify(admin.body).toLowerCase()).not.toContain('secret.person');
    expect((await request(app).get('/api/admin/newsletter/signups.csv')).status).toBe(401);
    const csv = await request(app)
      .get('/api/admin/newsletter/signups.csv')
      .set('Authorization', `Bearer ${token}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['cache-control']).toMatch(/no-store/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('email,name,accepted_at');
    // A name that looks like a formula stays text in a spreadsheet.
    expect(lines[1]).toMatch(/^Secret\.Person@example\.com,"'=HYPERLINK\(""x""\)",\d{4}-/);
    expect(logs.text().toLowerCase()).not.toContain('secret.person');
    expect(fake.requests).toHaveLength(0);
  });
});
