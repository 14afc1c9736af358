import { SignJWT } from 'jose';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdminTokens, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../src/auth/tokens.ts';
import type { SourceName } from '../../src/domain/types.ts';
import { SNAPSHOT_SCHEMA_VERSION } from '../../src/domain/types.ts';
import { createApiApp } from '../support/api-app.ts';
import { TEST_JWT_SECRET, TEST_PASSWORD, testServices } from './api-helpers.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function apiApp(env: Record<string, string> = {}, extra = {}) {
  const built = await testServices(env, extra);
  const { app, api } = await createApiApp(built.services);
  closers.push(() => api.close());
  return { app, ...built };
}

async function loginToken(app: Parameters<typeof request>[0]) {
  const response = await request(app)
    .post('/api/auth/login')
    .send({ username: 'admin', password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  return response.body.token as string;
}

const key = new TextEncoder().encode(TEST_JWT_SECRET);

describe('POST /api/auth/login', () => {
  it('returns a token for the admin password, and the token validates', async () => {
    const { app } = await apiApp();
    const token = await loginToken(app);
    expect(token.split('.')).toHaveLength(3);
    const check = await request(app).get('/api/auth/validate').set('Authorization', `Bearer ${token}`);
    expect(check.status).toBe(200);
  });

  it('answers 401 with the same body for a wrong password and a wrong username', async () => {
    const { app } = await apiApp();
    const wrongPassword = await request(app)
      .post('/api/auth/login')
      .send({ username: 'admin', password: 'nope' });
    const wrongUser = await request(app)
      .post('/api/auth/login')
      .send({ username: 'root', password: TEST_PASSWORD });
    expect(wrongPassword.status).toBe(401);
    expect(wrongUser.status).toBe(401);
    expect(wrongUser.body).toEqual(wrongPassword.body);
    expect(JSON.stringify(wrongPassword.body)).not.toMatch(/password|username/i);
  });

  it.each([
    ['a JSON array', '[1,2]'],
    ['a number', '42'],
    ['missing password', '{"username":"admin"}'],
    ['a non-string password', '{"username":"admin","password":12345}'],
    ['an object password', '{"username":"admin","password":{"$gt":""}}'],
    ['an empty password', '{"username":"admin","password":""}'],
    ['a password over 1024 characters', JSON.stringify({ username: 'admin', password: 'א'.repeat(1025) })],
  ])('answers 400 for %s', async (_name, body) => {
    const { app } = await apiApp();
    const response = await request(app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBeTruthy();
  });

  it('answers 400 for broken JSON and 413 for a body over 32 kB, never 500', async () => {
    const { app } = await apiApp();
    const broken = await request(app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"user');
    expect(broken.status).toBe(400);
    const huge = await request(app)
      .post('/api/auth/login')
      .send({ username: 'admin', password: 'x'.repeat(40_000) });
    expect(huge.status).toBe(413);
  });

  it('handles unicode and long passwords as plain wrong passwords', async () => {
    const { app } = await apiApp();
    for (const password of ['🙂'.repeat(256), 'שלום\u0000עולם', '\u202e\u202dadmin', ' '.repeat(1024)]) {
      const response = await request(app).post('/api/auth/login').send({ username: 'admin', password });
      expect(response.status).toBe(401);
    }
  });

  it('answers 503 with a clear error when no password hash or JWT secret is configured', async () => {
    for (const env of [{ ADMIN_PASSWORD_HASH: '' }, { JWT_SECRET: '' }] as Record<string, string>[]) {
      const { app } = await apiApp(env);
      const response = await request(app).post('/api/auth/login').send({ username: 'admin', password: 'x' });
      expect(response.status).toBe(503);
      expect(response.body.error.code).toBe('auth_not_configured');
    }
  });

  it('answers 429 with Retry-After after 10 failed attempts, and then even the right password waits', async () => {
    const { app } = await apiApp();
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await request(app)
        .post('/api/auth/login')
        .send({ username: 'admin', password: `bad-${attempt}` });
      expect(response.status).toBe(401);
    }
    const limited = await request(app)
      .post('/api/auth/login')
      .send({ username: 'admin', password: TEST_PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.error.code).toBe('too_many_requests');
  });

  it('lets the owner’s browser (device cookie) in through a lockout of its address; strangers stay limited', async () => {
    const { app } = await apiApp();
    // The owner logged in from this browser before: it holds a signed, HttpOnly device cookie.
    const first = await request(app)
      .post('/api/auth/login')
      .send({ username: 'admin', password: TEST_PASSWORD });
    expect(first.status).toBe(200);
    const setCookie = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    const device = setCookie.find((cookie) => cookie.startsWith('site_device='));
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/SameSite=Strict/);
    const cookie = device!.split(';')[0]!;

    // Someone else at the same address guesses ten times: the address is locked out.
    for (let attempt = 0; attempt < 10; attempt++) {
      const guess = await request(app)
        .post('/api/auth/login')
        .send({ username: 'admin', password: `g-${attempt}` });
      expect(guess.status).toBe(401);
    }
    const stranger = await request(app)
      .post('/api/auth/login')
      .send({ username: 'admin', password: TEST_PASSWORD });
    expect(stranger.status).toBe(429);
    // A made-up or tampered device cookie is no way around it.
    const forged = await request(app)
      .post('/api/auth/login')
      .set('Cookie', `${cookie.slice(0, -4)}AAAA`)
      .send({ username: 'admin', password: TEST_PASSWORD });
    expect(forged.status).toBe(429);

    // The owner's browser still logs in, and its own mistakes count against it alone.
    const owner = await request(app)
      .post('/api/auth/login')
      .set('Cookie', cookie)
      .send({ username: 'admin', password: TEST_PASSWORD });
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
    for (let attempt = 0; attempt < 10; attempt++) {
      const typo = await request(app)
        .post('/api/auth/login')
        .set('Cookie', cookie)
        .send({ username: 'admin', password: `typo-${attempt}` });
      expect(typo.status).toBe(401);
    }
    const lockedDevice = await request(app)
      .post('/api/auth/login')
      .set('Cookie', cookie)
      .send({ username: 'admin', password: TEST_PASSWORD });
    expect(lockedDevice.status).toBe(429);
  });

  it('does not count successful logins towards the limit', async () => {
    const { app } = await apiApp();
    for (let attempt = 0; attempt < 12; attempt++) await loginToken(app);
  });

  it('logs neither the password nor the token, for a failed and a successful login', async () => {
    const { app, logs } = await apiApp();
    await request(app).post('/api/auth/login').send({ username: 'admin', password: 'wrong-password-XYZ' });
    const token = await loginToken(app);
    await request(app).get('/api/auth/validate').set('Authorization', `Bearer ${token}`);
    const text = logs.text();
    expect(text).toContain('admin login failed');
    expect(text).toContain('admin login succeeded');
    expect(text).not.toContain('wrong-password-XYZ');
    expect(text).not.toContain(TEST_PASSWORD);
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.split('.')[2]!);
    expect(text).not.toContain(TEST_JWT_SECRET);
  });
});

describe('GET /api/auth/validate', () => {
  async function rejected(app: Parameters<typeof request>[0], header?: string) {
    const req = request(app).get('/api/auth/validate');
    const response = await (header === undefined ? req : req.set('Authorization', header));
    expect(response.status).toBe(401);
  }

  it('rejects a missing or malformed header', async () => {
    const { app } = await apiApp();
    await rejected(app);
    await rejected(app, 'Bearer');
    await rejected(app, 'Basic YWRtaW46YWRtaW4=');
    await rejected(app, 'Bearer not.a.jwt');
    await rejected(app, `Bearer ${'a'.repeat(5000)}`);
  });

  it('rejects alg none, a wrong key, a past expiry, another audience and another issuer', async () => {
    const { app } = await apiApp();
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = {
      sub: 'admin',
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      exp: Math.floor(Date.now() / 1000) + 600,
    };
    await rejected(app, `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`);
    const build = () =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('admin')
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE);
    await rejected(
      app,
      `Bearer ${await build()
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode('w'.repeat(40)))}`,
    );
    await rejected(
      app,
      `Bearer ${await build()
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(key)}`,
    );
    await rejected(
      app,
      `Bearer ${await build().setAudience('someone-else').setExpirationTime('10m').sign(key)}`,
    );
    await rejected(
      app,
      `Bearer ${await build().setIssuer('someone-else').setExpirationTime('10m').sign(key)}`,
    );
    await rejected(
      app,
      `Bearer ${await new SignJWT({})
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject('admin')
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode(TEST_JWT_SECRET.repeat(2)))}`,
    );
    const good = await createAdminTokens(TEST_JWT_SECRET).issue();
    const ok = await request(app).get('/api/auth/validate').set('Authorization', `Bearer ${good}`);
    expect(ok.status).toBe(200);
  });
});

describe('/api/admin', () => {
  it('answers 401 for every path without a valid token, unknown ones included', async () => {
    const { app } = await apiApp();
    for (const [method, path] of [
      ['get', '/api/admin/status'],
      ['post', '/api/admin/sources/content/refresh'],
      ['get', '/api/admin/unknown/path'],
      ['delete', '/api/admin'],
    ] as const) {
      const response = await request(app)[method](path).set('Authorization', 'Bearer nope');
      expect(response.status).toBe(401);
    }
  });

  it('reports each source and the tool data quality to the admin', async () => {
    const { app, services } = await apiApp();
    await services.store.putStatus({
      source: 'podcast',
      mode: 'seed',
      lastRefreshAt: new Date(Date.now() - 60_000).toISOString(),
      lastSuccessAt: new Date(Date.now() - 60_000).toISOString(),
      lastError: { message: 'feed timed out', at: new Date().toISOString(), attempt: 2 },
      version: 'v1',
      nextRunAt: null,
    });
    const tool = (id: string, status: 'draft' | 'published', issues: string[]) => ({
      id,
      name: id,
      validation: { isValid: status === 'published', issues, status },
    });
    await services.store.putSnapshot({
      source: 'content',
      schemaVersion: SNAPSHOT_SCHEMA_VERSION,
      mode: 'seed',
      fetchedAt: new Date().toISOString(),
      version: 'c1',
      data: { tools: [tool('a', 'draft', ['Missing company']), tool('b', 'published', [])] } as never,
    });
    const token = await loginToken(app);
    const response = await request(app).get('/api/admin/status').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
    const podcast = response.body.sources.find((item: { source: string }) => item.source === 'podcast');
    expect(podcast).toMatchObject({ mode: 'seed', lastError: { message: 'feed timed out' } });
    expect(podcast.ageSeconds).toBeGreaterThanOrEqual(59);
    expect(response.body.tools.counts).toEqual({ draft: 1, research_needed: 0, published: 1 });
    expect(response.body.tools.tools[0]).toMatchObject({
      id: 'a',
      issues: ['Missing company', 'No Hebrew rating'],
    });
    const unknown = await request(app).get('/api/admin/unknown').set('Authorization', `Bearer ${token}`);
    expect(unknown.status).toBe(404);
  });

  it('queues a refresh of a known source with 202 and answers 404 for an unknown one', async () => {
    const asked: SourceName[] = [];
    const { app } = await apiApp({}, { refreshNow: async (source: SourceName) => void asked.push(source) });
    const token = await loginToken(app);
    const ok = await request(app)
      .post('/api/admin/sources/videos/refresh')
      .set('Authorization', `Bearer ${token}`);
    expect(ok.status).toBe(202);
    expect(asked).toEqual(['videos']);
    const unknown = await request(app)
      .post('/api/admin/sources/nope/refresh')
      .set('Authorization', `Bearer ${token}`);
    expect(unknown.status).toBe(404);
  });

  it('refuses to refresh the links with 409 and the reason while link checks are turned off', async () => {
    const asked: SourceName[] = [];
    const { app } = await apiApp(
      { LINKS_REFRESH_SECONDS: '0' },
      { refreshNow: async (source: SourceName) => void asked.push(source) },
    );
    const token = await loginToken(app);
    const links = await request(app)
      .post('/api/admin/sources/links/refresh')
      .set('Authorization', `Bearer ${token}`);
    expect(links.status).toBe(409);
    expect(links.body.error).toMatchObject({ code: 'links_off' });
    expect(links.body.error.message).toContain('LINKS_REFRESH_SECONDS');
    expect(asked).toEqual([]);
    // The status says the check is off, not that it fails.
    const status = await request(app).get('/api/admin/status').set('Authorization', `Bearer ${token}`);
    expect(status.body.sources.find((row: { source: string }) => row.source === 'links')).toMatchObject({
      state: 'off',
      lastError: null,
    });
  });

  it('reports a source with no status yet as pending in the admin status', async () => {
    const { app } = await apiApp();
    const token = await loginToken(app);
    const status = await request(app).get('/api/admin/status').set('Authorization', `Bearer ${token}`);
    expect(status.status).toBe(200);
    // The link check's first run follows start-up by a minute: here it has not run.
    expect(status.body.sources.find((row: { source: string }) => row.source === 'links')).toMatchObject({
      state: 'pending',
      lastSuccessAt: null,
    });
  });
});
