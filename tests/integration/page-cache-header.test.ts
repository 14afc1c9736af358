import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageCache } from '../../src/page-cache/page-cache.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';
import { pageCacheSettled } from '../support/page-cache.ts';

// What the site says about its cache (docs/operations.md#threat-model): without PAGE_CACHE_DEBUG
// no visitor learns from a header whether someone else asked for a URL (a search) lately.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp({ PAGE_CACHE_MB: '8' });
});

afterAll(async () => {
  await ctx.close();
});

describe('X-Page-Cache', () => {
  it('is not sent to visitors, whether the page came from the cache or not', async () => {
    const cache = ctx.app.locals.pageCache as PageCache;
    const get = () =>
      request(ctx.app).get('/search?q=%D7%91%D7%99%D7%A0%D7%94').set('User-Agent', BROWSER_UA);
    const first = await get();
    await pageCacheSettled(cache);
    const hits = cache.stats().hits;
    const second = await get();
    expect(cache.stats().hits).toBe(hits + 1); // the second answer did come from the cache
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers['x-page-cache']).toBeUndefined();
    }
  });
});
