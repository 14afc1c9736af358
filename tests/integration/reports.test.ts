import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTokens } from '../../src/auth/tokens.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';

// 'דווחו על בעיה' without JavaScript (a form post) and the admin's queue behind it
// (docs/product.md#report-a-problem), on the embedded default.

const JWT_SECRET = randomBytes(32).toString('hex');
const SITE = 'http://example.test';
let built: Awaited<ReturnType<typeof buildTestApp>>;
let token: string;

beforeAll(async () => {
  built = await buildTestApp({ JWT_SECRET, PUBLIC_SITE_URL: SITE, TRUST_PROXY: '1' });
  token = await createAdminTokens(JWT_SECRET).issue();
});
afterAll(async () => {
  await built.close();
});

/** A form post as the browser sends it from the tool page (same origin, address of its own). */
function post(fields: Record<string, string>, options: { origin?: string; ip?: string; tool?: string } = {}) {
  return (
    request(built.app)
      .post(`/tools/${options.tool ?? 'midjourney'}/report`)
      .set('User-Agent', BROWSER_UA)
      // The site's own address, as behind its public name: React Router also compares Origin with Host.
      .set('Host', new URL(SITE).host)
      .set('Origin', options.origin ?? SITE)
      .set('X-Forwarded-For', options.ip ?? '203.0.113.1')
      .type('form')
      .send(fields)
      .redirects(0)
  );
}

const reports = () => request(built.app).get('/api/admin/reports').set('Authorization', `Bearer ${token}`);

describe('the report form without JavaScript', () => {
  it('the tool page has the form, posting to the tool’s report page', async () => {
    const page = await request(built.app).get('/tools/midjourney').set('User-Agent', BROWSER_UA);
    expect(page.text).toContain('דווחו על בעיה');
    const form = page.text.match(/<form[^>]*action="\/tools\/midjourney\/report"[^>]*>/)?.[0];
    expect(form).toContain('method="post"');
  });

  it('a valid report is stored and answered 303 to the thank-you state', async () => {
    const email = 'reader@example.com';
    const response = await post({ kind: 'price-changed', details: 'עכשיו 12$ לחודש', email });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/tools/midjourney/report?sent=1');
    const thanks = await request(built.app)
      .get('/tools/midjourney/report?sent=1')
      .set('User-Agent', BROWSER_UA);
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain('תודה! קיבלנו את הדיווח');
    // Its tab names the tool, like every page's title ends in the site's name; no search engine keeps it.
    expect(thanks.text).toContain('<title>דווחו על בעיה ב-Midjourney | AI בעברית</title>');
    expect(thanks.text).toContain('<meta name="robots" content="noindex"/>');
    const stored = await reports();
    expect(stored.status).toBe(200);
    expect(stored.body.durable).toBe(false);
    expect(stored.body.reports[0]).toMatchObject({
      toolId: 'midjourney',
      toolName: 'Midjourney',
      kind: 'price-changed',
      details: 'עכשיו 12$ לחודש',
      email,
      state: 'new',
    });
    // The email is the admin's alone: never in the log.
    expect(built.logs.text()).not.toContain(email);
    expect(built.logs.text()).not.toContain('עכשיו 12$');
  });

  it('answers invalid fields with the form again, a Hebrew message per field and the values kept', async () => {
    const response = await post({ kind: 'nonsense', details: 'א'.repeat(1_001), email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.text).toContain('בחרו מה לא בסדר');
    expect(response.text).toContain('אפשר לכתוב עד 1,000 תווים');
    expect(response.text).toContain('כתובת האימייל לא נראית תקינה');
    expect(response.text).toContain('value="not-an-email"');
  });

  it('refuses a post from another site', async () => {
    const before = (await reports()).body.reports.length;
    const response = await post({ kind: 'other' }, { origin: 'https://evil.example' });
    // Refused before any field is read (React Router's own origin check answers 400, ours 403).
    expect([400, 403]).toContain(response.status);
    expect((await reports()).body.reports.length).toBe(before);
  });

  it('thanks a bot that fills the honeypot and stores nothing', async () => {
    const before = (await reports()).body.reports.length;
    const response = await post({ kind: 'other', website: 'https://spam.example' });
    expect(response.status).toBe(303);
    expect((await reports()).body.reports.length).toBe(before);
  });

  it('answers a flood from one address with 429 and its message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post({ kind: 'other' }, { ip: '198.51.100.7' })).status);
    expect(statuses.slice(0, 5).every((status) => status === 303)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await post({ kind: 'other' }, { ip: '198.51.100.7' });
    expect(limited.text).toContain('שלחתם הרבה דיווחים בזמן קצר');
    // Another address is not affected.
    expect((await post({ kind: 'other' }, { ip: '198.51.100.8' })).status).toBe(303);
  });

  it('a report about a tool that does not exist is 404', async () => {
    expect((await post({ kind: 'other' }, { tool: 'no-such-tool', ip: '192.0.2.99' })).status).toBe(404);
  });
});

describe('the admin queue API', () => {
  it('needs the admin token', async () => {
    expect((await request(built.app).get('/api/admin/reports')).status).toBe(401);
    expect((await request(built.app).post('/api/admin/reports/1-0')).status).toBe(401);
  });

  it('lists newest first and marks a report handled', async () => {
    await post({ kind: 'broken-link', details: 'first' }, { ip: '192.0.2.1' });
    await post({ kind: 'tool-closed', details: 'second' }, { ip: '192.0.2.1' });
    const { reports: list } = (await reports()).body as {
      reports: { id: string; details: string; state: string }[];
    };
    expect(list.slice(0, 2).map((report) => report.details)).toEqual(['second', 'first']);
    const id = list[0]!.id;
    const marked = await request(built.app)
      .post(`/api/admin/reports/${encodeURIComponent(id)}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ state: 'handled' });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ id, state: 'handled' });
    const after = (await reports()).body.reports as { id: string; state: string }[];
    expect(after.find((report) => report.id === id)?.state).toBe('handled');
    expect(after.find((report) => report.id === list[1]!.id)?.state).toBe('new');
    const missing = await request(built.app)
      .post('/api/admin/reports/nope')
      .set('Authorization', `Bearer ${token}`)
      .send({});
    expect(missing.status).toBe(404);
    const bad = await request(built.app)
      .post(`/api/admin/reports/${encodeURIComponent(id)}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ state: 'new' });
    expect(bad.status).toBe(400);
  });
});
