import { describe, expect, it } from 'vitest';
import { cachedPagesApp } from '../support/cached-pages.ts';

// The Hebrew-support, compare and alternatives pages with the seed content: each goes through the page cache like the others, any
// query on the compare page is a page (200), and the sitemap lists the new pages.

const { get, expectMissThenHit } = cachedPagesApp();

describe('the Hebrew, compare and alternatives pages', () => {
  it.each([
    '/tools/hebrew',
    '/tools/compare?tools=chatgpt,claude,gemini',
    '/tools/compare?tools=nope',
    '/tools/chatgpt/alternatives',
    '/tools/chatgpt/alternatives?open=1',
    '/tools?hebrew=good&sort=hebrew',
    '/tools/language?hebrew=ui',
  ])('%s is stored and answered from the page cache', expectMissThenHit);

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
