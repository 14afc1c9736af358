import { describe, expect, it } from 'vitest';
import { cachedPagesApp } from '../support/cached-pages.ts';
import { sitemapPaths } from '../support/site-pages.ts';

// The history and lifecycle pages on the embedded default with the seed content
// (docs/product.md#catalogue-history, #tool-lifecycle): an honest empty history, the seed's one
// closed tool (Neeva) in the graveyard and out of every list, its renamed one (Bard) redirecting.

const { app, get, expectMissThenHit } = cachedPagesApp();

describe('history pages', () => {
  it.each([
    '/changes',
    '/changes?kind=price',
    '/changes?kind=price&page=2',
    '/tools/new',
    '/tools/graveyard',
  ])('%s is stored and answered from the page cache', expectMissThenHit);

  it('starts with no invented history: /changes says so, the tool page shows its empty history', async () => {
    const changes = await get('/changes');
    expect(changes.text).toContain('<h1');
    expect(changes.text).toContain('מה השתנה');
    expect(changes.text).toContain('עוד לא נרשמו שינויים');
    expect(changes.text).toContain('נשמרת בזיכרון בלבד');
    const tool = await get('/tools/chatgpt');
    expect(tool.text).toContain('היסטוריה');
    expect(tool.text).toContain('עוד לא ראינו שינויים בכלי הזה');
    // The seed's ChatGPT has a Hebrew check date: the badge counts days from it.
    expect(tool.text).toMatch(
      /נבדק (היום|אתמול|לפני (יומיים|\d+ ימים|שבוע|שבועיים|\d+ שבועות|חודש|חודשיים|\d+ חודשים)|ב\S+ \d{4})</,
    );
  });

  it.each(['?kind=nope', '?page=-3', '?page=99999999999999999999', '?kind[]=price', '?page=abc&kind=link'])(
    'answers /changes%s with the page, never an error',
    async (query) => {
      const response = await get(`/changes${query}`);
      expect(response.status).toBe(200);
      expect(response.text).toContain('מה השתנה');
    },
  );

  it('lists the new pages and the closed tool’s page in the sitemap, not the renamed one', async () => {
    const paths = await sitemapPaths(app());
    expect(paths).toEqual(
      expect.arrayContaining(['/changes', '/tools/new', '/tools/graveyard', '/tools/neeva']),
    );
    expect(paths).not.toContain('/tools/bard');
  });

  it('/tools and the home page link to what is new', async () => {
    for (const path of ['/tools', '/']) {
      const page = await get(path);
      expect(page.text).toContain('href="/tools/new"');
      expect(page.text).toContain('href="/changes"');
    }
  });
});

describe('a tool’s life', () => {
  it('a discontinued tool is on the graveyard with its date, reason and what to use instead', async () => {
    const page = await get('/tools/graveyard');
    expect(page.text).toContain('כלים שנסגרו');
    expect(page.text).toContain('data-tool-id="neeva"');
    expect(page.text).toContain('2 ביוני, 2023');
    expect(page.text).toContain('קשה מדי לשכנע משתמשים');
    expect(page.text).toContain('במה להשתמש במקומו');
    expect(page.text).toContain('href="/tools/perplexity"');
    // A renamed tool is not dead: it is not buried.
    expect(page.text).not.toContain('data-tool-id="bard"');
  });

  it('its own page stays, with a notice at the top and its alternatives', async () => {
    const page = await get('/tools/neeva');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-lifecycle="discontinued"');
    expect(page.text).toContain('הכלי הזה נסגר');
    expect(page.text).toContain('id="alternatives"');
  });

  it('it leaves /tools, the category pages, filters, compare choices and alternatives', async () => {
    for (const path of [
      '/tools',
      '/tools/language',
      '/tools?q=neeva',
      '/tools/perplexity',
      '/tools/perplexity/alternatives',
      '/tools/new',
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).not.toContain('/tools/neeva"');
    }
    const compare = await get('/tools/compare?tools=neeva,perplexity,chatgpt');
    expect(compare.text).not.toContain('>Neeva<');
  });

  it('a renamed tool’s old address answers 301 to its successor', async () => {
    const page = await get('/tools/bard').redirects(0);
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe('/tools/gemini');
    const alternatives = await get('/tools/bard/alternatives').redirects(0);
    expect(alternatives.status).toBe(301);
    expect(alternatives.headers.location).toBe('/tools/gemini/alternatives');
  });
});
