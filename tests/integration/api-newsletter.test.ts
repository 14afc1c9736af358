import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../../src/api/index.ts';
import { createNewsletterService } from '../../src/newsletter/newsletter-service.ts';
import { type FakeMailerLite, startFakeMailerLite } from '../fakes/mailerlite-api.ts';
import { testServices } from './api-helpers.ts';

const API_KEY = 'ml-secret-key-0123456789';
const GROUP_ID = '987654321';
let fake: FakeMailerLite;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  fake = await startFakeMailerLite(API_KEY);
});
afterAll(() => fake.close());
afterEach(async () => {
  fake.behaviour = 'ok';
  fake.requests.length = 0;
  while (closers.length) await closers.pop()!();
});

async function liveApp(env: Record<string, string> = {}) {
  const built = await testServices({
    MAILERLITE_API_KEY: API_KEY,
    MAILERLITE_API_URL: fake.url,
    MAILERLITE_GROUP_ID: GROUP_ID,
    UPSTREAM_TIMEOUT_MS: '400',
    ...env,
  });
  const { app, api } = await createApiApp(built.services);
  closers.push(() => api.close());
  return { app, ...built };
}

async function closedPortUrl() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/api`;
}

describe('newsletter API against MailerLite', () => {
  it('GET /api/test proves the key and the service answer', async () => {
    const { app } = await liveApp();
    const response = await request(app).get('/api/test');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, mode: 'live' });
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('GET /api/campaigns sends the defaults page 1, limit 10, sent, and passes include=emails', async () => {
    const { app } = await liveApp();
    const response = await request(app).get('/api/campaigns?include=emails&filter[status]=sent');
    expect(response.status).toBe(200);
    expect(response.body.data[0].status).toBe('sent');
    const sent = new URL(fake.requests[0]!.url, 'http://x');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      page: '1',
      limit: '10',
      'filter[status]': 'sent',
      include: 'emails',
    });
    expect(JSON.stringify(response.body)).not.toContain(API_KEY);
  });

  it.each([
    'page=0',
    'page=-1',
    'page=abc',
    'page=1.5',
    'limit=0',
    'limit=101',
    'limit=99999999999',
    'filter[status]=draft',
    'include=everything',
    'page=1&page=2',
    `page=${'9'.repeat(5000)}`,
    'limit=%F0%9F%99%82',
  ])('GET /api/campaigns?%s answers 400 without calling upstream', async (query) => {
    const { app } = await liveApp();
    const response = await request(app).get(`/api/campaigns?${query}`);
    expect(response.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('GET /api/campaigns/:id and /api/campaign-emails read data; bad ids are 400 and unknown 404', async () => {
    const { app } = await liveApp();
    const one = await request(app).get('/api/campaigns/123');
    expect(one.status).toBe(200);
    expect(one.body.data.id).toBe('123');
    const emails = await request(app).get('/api/campaign-emails?campaignId=123');
    expect(emails.status).toBe(200);
    expect(emails.body.data[0].content).toBe('<p>hi</p>');
    expect((await request(app).get('/api/campaigns/404')).status).toBe(404);
    expect((await request(app).get('/api/campaigns/..%2Fsubscribers')).status).toBe(400);
    expect((await request(app).get('/api/campaign-emails')).status).toBe(400);
    expect((await request(app).get('/api/campaign-emails?campaignId=abc')).status).toBe(400);
  });

  it('POST /api/subscribers adds the fixed group id and never logs the address', async () => {
    const { app, logs } = await liveApp();
    const response = await request(app)
      .post('/api/subscribers')
      .send({ email: 'dana@example.com', name: 'דנה' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true });
    expect(JSON.parse(fake.requests[0]!.body)).toEqual({
      email: 'dana@example.com',
      fields: { name: 'דנה' },
      groups: [GROUP_ID],
    });
    expect(logs.text()).not.toContain('dana@example.com');
    expect(logs.text()).not.toContain(API_KEY);
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
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it.each([
    ['status', 502, 'upstream_status'],
    ['html', 502, 'upstream_content_type'],
    ['empty', 502, 'upstream_empty'],
    ['bad-json', 502, 'upstream_parse'],
    ['drop', 502, 'upstream_network'],
    ['hang', 504, 'upstream_timeout'],
  ] as const)('an upstream "%s" becomes a clear JSON %i', async (behaviour, status, code) => {
    const { app, logs } = await liveApp();
    fake.behaviour = behaviour;
    for (const call of [
      request(app).get('/api/campaigns'),
      request(app).get('/api/campaigns/1'),
      request(app).get('/api/campaign-emails?campaignId=1'),
      request(app).get('/api/test'),
      request(app).post('/api/subscribers').send({ email: 'x@example.com' }),
    ]) {
      const response = await call;
      expect(response.status).toBe(status);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.body.error.code).toBe(code);
    }
    expect(logs.text()).not.toContain(API_KEY);
  });

  it('an unreachable service is a network error (502)', async () => {
    const { app } = await liveApp({ MAILERLITE_API_URL: await closedPortUrl() });
    const response = await request(app).get('/api/campaigns');
    expect(response.status).toBe(502);
    expect(response.body.error.code).toBe('upstream_network');
  });

  it('a wrong key (upstream 401) is a 502, never the upstream body', async () => {
    const { app } = await liveApp({ MAILERLITE_API_KEY: 'wrong-key-value' });
    const response = await request(app).get('/api/campaigns');
    expect(response.status).toBe(502);
    expect(JSON.stringify(response.body)).not.toContain('Unauthenticated');
  });
});

describe('newsletter API without a key (seed mode)', () => {
  async function seedApp(seedDir?: string) {
    const built = await testServices();
    const newsletter = createNewsletterService({
      config: built.config,
      logger: built.services.logger,
      content: built.services.content,
      seedDir,
    });
    const { app, api } = await createApiApp(built.services, { newsletter });
    closers.push(() => api.close());
    return { app, ...built };
  }

  it('answers from MailerLite-shaped seed files, paged', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ml-seed-'));
    const campaign = (id: string, created: string, status = 'sent') => ({
      id,
      name: `Issue ${id}`,
      status,
      created_at: created,
      emails: [{ id: `e${id}`, content: '<p>body</p>' }],
    });
    writeFileSync(
      path.join(dir, 'campaigns.json'),
      JSON.stringify({
        data: [
          campaign('1', '2024-01-01 10:00:00'),
          campaign('2', '2024-02-01 10:00:00'),
          campaign('3', '2024-03-01', 'draft'),
        ],
      }),
    );
    writeFileSync(
      path.join(dir, 'campaign-2.json'),
      JSON.stringify({ data: { ...campaign('2', '2024-02-01 10:00:00'), extra: true } }),
    );
    const { app } = await seedApp(dir);
    const list = await request(app).get('/api/campaigns?limit=1&include=emails');
    expect(list.status).toBe(200);
    expect(list.body.data.map((item: { id: string }) => item.id)).toEqual(['2']);
    expect(list.body.data[0].emails[0].content).toBeUndefined();
    expect(list.body.meta).toMatchObject({ current_page: 1, last_page: 2, total: 2 });
    const one = await request(app).get('/api/campaigns/2');
    expect(one.body.data).toMatchObject({ id: '2', extra: true });
    expect((await request(app).get('/api/campaign-emails?campaignId=1')).body.data[0].content).toBe(
      '<p>body</p>',
    );
    expect((await request(app).get('/api/campaigns/999')).status).toBe(404);
    expect((await request(app).get('/api/test')).body).toEqual({ ok: true, mode: 'seed' });
  });

  it('accepts a signup and logs it with the address hashed, not in clear', async () => {
    const { app, logs } = await seedApp(mkdtempSync(path.join(os.tmpdir(), 'ml-empty-')));
    const response = await request(app).post('/api/subscribers').send({ email: 'Secret.Person@example.com' });
    expect(response.status).toBe(201);
    expect(logs.text()).toContain('newsletter signup not sent: MAILERLITE_API_KEY is not set');
    expect(logs.text()).toMatch(/"emailHash":"[0-9a-f]{16}"/);
    expect(logs.text().toLowerCase()).not.toContain('secret.person');
  });
});
