import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageCache } from '../../src/page-cache/page-cache.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';
import { pageCacheSettled } from '../support/page-cache.ts';

// The Hebrew-support, compare and alternatives pages with the seed content: each goes through the page cache like the others, any
// query on the compare page is a page (200), and the sitemap lists the new pages.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp({ PAGE_CACHE_MB: '8', PAGE_CACHE_DEBUG: '1' });
});
afterAll(async () => {
  await ctx.close();
});

const get = (path: string) => request(ctx.app).get(path).set('User-Agent', BROWSER_UA);

describe('the Hebrew, compare and alternatives pages', () => {
  it.each([
    '/tools/hebrew',
    '/tools/compare?tools=chatgpt,claude,gemini',
    '/tools/compare?tools=nope',
    '/tools/chatgpt/alternatives',
    '/tools/chatgpt/alternatives?open=1',
    '/tools?hebrew=good&sort=hebrew',
    '/tools/language?hebrew=ui',
  ])('%s is stored and answered from the page cache', async (path) => {
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBe('MISS');
    await pageCacheSettled(ctx.app.locals.pageCache as PageCache);
    const second = await get(path);
    expect(second.status).toBe(200);
    expect(second.headers['x-page-cache']).toBe('HIT');
  });

  it.each([
    '',
    '?tools=',
    '?tools=%E0%A4%A',
    `?tools=${'a,'.repeat(3000)}`,
    '?tools[]=chatgpt&tools[]=claude',
    '?tools=chatgpt&tools=chatgpt&tools=CHATGPT',
    '?tools=__proto__,constructor',
  ])('answers /tools/compare%s with a page, never an error', async (query) => {
    const response = await get(`/tools/compare${query}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain('השוואת כלים');
  });

  it('lists /tools/hebrew and every tool’s alternatives page in the sitemap', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.text).toContain('/tools/hebrew</loc>');
    expect(sitemap.text).toContain('/tools/midjourney/alternatives</loc>');
    const tools = sitemap.text.match(/\/tools\/[^/<]+\/alternatives<\/loc>/g) ?? [];
    expect(tools.length).toBe(45);
  });
});
