import request from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import type { PageCache } from '../../src/page-cache/page-cache.ts';
import { BROWSER_UA, buildTestApp } from './app.ts';
import { pageCacheSettled } from './page-cache.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * The app on the embedded default with the seed content and a page cache that says whether it
 * answered (`X-Page-Cache`), built once for the calling file's tests and closed after them. `get`
 * asks as a browser does; `expectMissThenHit` checks what a second visitor sees: the first request
 * renders the page and stores it, the next one is answered from the cache.
 */
export function cachedPagesApp() {
  let ctx: TestApp | undefined;
  beforeAll(async () => {
    ctx = await buildTestApp({ PAGE_CACHE_MB: '8', PAGE_CACHE_DEBUG: '1' });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const app = () => {
    if (!ctx) throw new Error('cachedPagesApp: the app is built in beforeAll');
    return ctx.app;
  };
  const get = (path: string) => request(app()).get(path).set('User-Agent', BROWSER_UA);
  async function expectMissThenHit(path: string): Promise<void> {
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBe('MISS');
    await pageCacheSettled(app().locals.pageCache as PageCache);
    const second = await get(path);
    expect(second.status).toBe(200);
    expect(second.headers['x-page-cache']).toBe('HIT');
  }
  return { app, get, expectMissThenHit };
}
