import type { RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, loadServerBuild } from '../../src/app.ts';
import { PAGE_CACHE_CONTROL, PERSONAL } from '../../src/cache-policy.ts';
import type { PageCache } from '../../src/page-cache/page-cache.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';
import { pageCacheSettled } from '../support/page-cache.ts';

// What a CDN in front may keep (docs/operations.md, "Cache headers"): anonymous pages are public
// for a shared cache with their ETag, Vary and the sources they read; anything about one visitor is
// private and never stored.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let cache: PageCache;

beforeAll(async () => {
  ctx = await buildTestApp({ PAGE_CACHE_MB: '8', PAGE_CACHE_DEBUG: '1' });
  cache = ctx.app.locals.pageCache as PageCache;
});
afterAll(async () => {
  await ctx.close();
});

const get = (path: string) => request(ctx.app).get(path).set('User-Agent', BROWSER_UA);

describe('anonymous pages', () => {
  it('say a shared cache may keep them, with the ETag and Vary: Accept-Encoding, on a miss and a hit', async () => {
    const miss = await get('/tools?page=cdn');
    expect(miss.headers['x-page-cache']).toBe('MISS');
    expect(miss.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(miss.headers.vary).toMatch(/Accept-Encoding/i);
    await pageCacheSettled(cache);
    const hit = await get('/tools?page=cdn');
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(hit.headers.etag).toMatch(/^W\/"/);
    expect(hit.headers.vary).toBe('Accept-Encoding');
    expect(hit.headers['surrogate-key']).toBe(miss.headers['surrogate-key']);
    // A CDN's revalidation is answered 304 with the same directives.
    const revalidated = await get('/tools?page=cdn').set('If-None-Match', hit.headers.etag as string);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  });

  it.each([
    ['/tools', ['content']],
    ['/podcast', ['podcast']],
    ['/newsletter', ['newsletter']],
    ['/portfolio/videos', ['videos']],
  ])('name the sources %s read in Surrogate-Key and Cache-Tag', async (path, sources) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const keys = (response.headers['surrogate-key'] as string).split(' ');
    expect(keys[0]).toBe('pages');
    for (const source of sources) expect(keys).toContain(source);
    expect(response.headers['cache-tag']).toBe(keys.join(','));
  });

  it('a page answered 404 is not shared and names no sources', async () => {
    const response = await get('/no-such-page-for-cdn');
    expect(response.status).toBe(404);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['surrogate-key']).toBeUndefined();
  });
});

describe('anything about one visitor is private, no-store', () => {
  it.each([
    ['an admin token', { Authorization: 'Bearer any-token' }],
    ['a preview cookie', { Cookie: 'site_preview=abc' }],
  ])('a page requested with %s', async (_label, headers) => {
    const response = await get('/about').set(headers);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(PERSONAL);
    expect(response.headers['surrogate-key']).toBeUndefined();
  });

  it('a page requested with cookies no page reads (analytics, made-up) stays public', async () => {
    for (const cookie of ['_ga=GA1.1.1', 'session=abc']) {
      const response = await get('/about').set('Cookie', cookie);
      expect(response.headers['cache-control'], cookie).toBe(PAGE_CACHE_CONTROL);
    }
  });

  it('a response that sets a cookie, whatever the route said', async () => {
    const setsCookie: RequestHandler = (_req, res, next) => {
      res.setHeader('Set-Cookie', 'visitor=1; Path=/; HttpOnly');
      next();
    };
    const app = await createApp({
      services: ctx.services,
      build: await loadServerBuild(),
      pageMiddleware: [setsCookie],
    });
    const response = await request(app).get('/about').set('User-Agent', BROWSER_UA);
    expect(response.headers['set-cookie']).toBeDefined();
    expect(response.headers['cache-control']).toBe(PERSONAL);
  });

  it('a form action answer', async () => {
    const response = await request(ctx.app)
      .post('/newsletter/subscribe')
      .set('User-Agent', BROWSER_UA)
      .type('form')
      .send({ email: 'not-an-email' });
    expect(response.headers['cache-control']).toBe(PERSONAL);
  });

  it('API answers about a session (token validation)', async () => {
    const validate = await request(ctx.app).get('/api/auth/validate').set('Authorization', 'Bearer nope');
    expect(validate.status).toBe(401);
    expect(validate.headers['cache-control']).toBe(PERSONAL);
  });
});
