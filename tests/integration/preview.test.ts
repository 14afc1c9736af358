import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTokens, TOKEN_ISSUER } from '../../src/auth/tokens.ts';
import type { PageCache } from '../../src/page-cache/page-cache.ts';
import { PREVIEW_AUDIENCE, PREVIEW_COOKIE } from '../../src/preview/session.ts';
import {
  FAKE_PREVIEW_TOKEN,
  FAKE_SPACE,
  FAKE_TOKEN,
  type FakeContentful,
  startFakeContentful,
} from '../fakes/contentful.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';
import { pageCacheSettled } from '../support/page-cache.ts';

// The fake Content Preview API serves a draft tool; the admin in preview
// mode sees it on the site, a visitor never does (a forged cookie of the preview cookie's name, a
// token signed with another secret, and the page cache were all tried).

const JWT_SECRET = randomBytes(32).toString('hex');
const DRAFT_NAME = 'Draftly Preview Tool';
const BANNER = 'מצב תצוגה מקדימה — התוכן אינו מפורסם';

let fake: FakeContentful;
let built: Awaited<ReturnType<typeof buildTestApp>>;
let adminToken: string;
let previewCookie: string;

beforeAll(async () => {
  fake = await startFakeContentful();
  const [template] = fake.entriesOf('aiTool') as {
    sys: Record<string, unknown>;
    fields: Record<string, unknown>;
  }[];
  fake.preview.setDrafts('aiTool', [
    {
      ...template,
      sys: { ...template!.sys, id: 'draftly', publishedVersion: undefined },
      fields: { ...template!.fields, name: DRAFT_NAME, slug: 'draftly' },
    },
  ]);
  built = await buildTestApp({
    CONTENTFUL_SPACE_ID: FAKE_SPACE,
    CONTENTFUL_ACCESS_TOKEN: FAKE_TOKEN,
    CONTENTFUL_HOST: fake.url,
    CONTENTFUL_PREVIEW_TOKEN: FAKE_PREVIEW_TOKEN,
    CONTENTFUL_PREVIEW_HOST: fake.preview.url,
    JWT_SECRET,
    PAGE_CACHE_MB: '4',
    PAGE_CACHE_DEBUG: '1',
  });
  adminToken = await createAdminTokens(JWT_SECRET).issue();
  const on = await request(built.app).post('/api/admin/preview').set('Authorization', `Bearer ${adminToken}`);
  expect(on.status).toBe(200);
  const setCookie = String(on.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Lax/);
  previewCookie = setCookie.split(';')[0]!;
}, 60_000);

afterAll(async () => {
  await built?.close();
  await fake?.close();
});

const visit = (path: string, cookie?: string) => {
  const call = request(built.app).get(path).set('User-Agent', BROWSER_UA);
  return cookie ? call.set('Cookie', cookie) : call;
};

describe('preview mode', () => {
  it('the admin in preview sees the draft, with the banner, private no-store and noindex', async () => {
    const page = await visit('/tools/draftly', previewCookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain(DRAFT_NAME);
    expect(page.text).toContain(BANNER);
    expect(page.text).toContain('/api/preview/exit?to=%2Ftools%2Fdraftly');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['x-page-cache']).toBe('BYPASS');
    // The admin area says preview is on.
    const state = await request(built.app)
      .get('/api/admin/preview')
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Cookie', previewCookie);
    expect(state.body).toEqual({ available: true, active: true });
  });

  it('a visitor never sees the draft: no cookie, a forged cookie, a token signed elsewhere', async () => {
    const elsewhere = await new SignJWT({ preview: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(PREVIEW_AUDIENCE)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
    for (const cookie of [
      undefined,
      `${PREVIEW_COOKIE}=1`,
      `${PREVIEW_COOKIE}=true`,
      `${PREVIEW_COOKIE}=${elsewhere}`,
      `${PREVIEW_COOKIE}=${adminToken}`, // an admin token is not a preview token
    ]) {
      const page = await visit('/tools/draftly', cookie);
      expect(page.status).toBe(404);
      expect(page.text).not.toContain(DRAFT_NAME);
      expect(page.text).not.toContain(BANNER);
      const list = await visit('/tools', cookie);
      expect(list.text).not.toContain(DRAFT_NAME);
    }
  });

  it('preview pages never enter the page cache, nor come from it', async () => {
    const cache = built.app.locals.pageCache as PageCache;
    // A visitor's /tools is stored; the admin in preview still gets the drafts, rendered for her.
    await visit('/tools');
    await pageCacheSettled(cache);
    expect((await visit('/tools')).headers['x-page-cache']).toBe('HIT');
    for (let i = 0; i < 3; i++) {
      const preview = await visit('/tools', previewCookie);
      expect(preview.text).toContain(DRAFT_NAME);
      expect(preview.headers['x-page-cache']).toBe('BYPASS');
    }
    await pageCacheSettled(cache);
    // An address the admin saw first in preview is stored from a visitor's render only.
    expect((await visit('/tools/draftly', previewCookie)).status).toBe(200);
    await pageCacheSettled(cache);
    const after = await visit('/tools');
    expect(after.headers['x-page-cache']).toBe('HIT');
    expect(after.text).not.toContain(DRAFT_NAME);
    expect((await visit('/tools/draftly')).status).toBe(404);
  });

  it('the banner’s way out clears the cookie and returns to the page (on this site only)', async () => {
    const exit = await request(built.app).post('/api/preview/exit?to=%2Ftools%2Fmidjourney');
    expect(exit.status).toBe(303);
    expect(exit.headers.location).toBe('/tools/midjourney');
    expect(String(exit.headers['set-cookie'])).toMatch(new RegExp(`^${PREVIEW_COOKIE}=;.*Max-Age=0`));
    for (const to of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const away = await request(built.app).post(`/api/preview/exit?to=${encodeURIComponent(to)}`);
      expect(away.headers.location).toBe('/');
    }
  });

  it('switching preview on needs the admin token', async () => {
    const response = await request(built.app).post('/api/admin/preview');
    expect(response.status).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('preview without a preview token', () => {
  it('cannot be switched on (409), and the admin area says what to set', async () => {
    const plain = await buildTestApp({ JWT_SECRET });
    try {
      const token = await createAdminTokens(JWT_SECRET).issue();
      const state = await request(plain.app)
        .get('/api/admin/preview')
        .set('Authorization', `Bearer ${token}`);
      expect(state.body).toEqual({ available: false, active: false });
      const on = await request(plain.app).post('/api/admin/preview').set('Authorization', `Bearer ${token}`);
      expect(on.status).toBe(409);
    } finally {
      await plain.close();
    }
  });
});
