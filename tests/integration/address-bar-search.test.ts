import { XMLParser } from 'fast-xml-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';

// The site search in the browser's address bar (docs/search.md): the OpenSearch description every
// page names, the results page it leads to, and the suggestions as one types. The embedded default.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const get = (path: string) => request(ctx.app).get(path).set('User-Agent', BROWSER_UA);

describe("the site search in the browser's address bar", () => {
  type Url = { '@_type': string; '@_template': string; '@_rel'?: string };
  const description = async () => {
    const response = await request(ctx.app).get('/opensearch.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/opensearchdescription+xml; charset=utf-8');
    const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'Url' }).parse(
      response.text,
    );
    return parsed.OpenSearchDescription as { ShortName: string; Image: { '#text': string }; Url: Url[] };
  };
  const template = (urls: Url[], type: string) => urls.find((url) => url['@_type'] === type)?.['@_template'];
  /** The path a browser asks for: the template on the site's address, the terms put in. */
  const follow = (urlTemplate: string, terms: string) => {
    const url = new URL(urlTemplate.replace('{searchTerms}', encodeURIComponent(terms)));
    expect(url.origin).toBe('http://example.test');
    return `${url.pathname}${url.search}`;
  };

  it('is named by every page and describes the search on the site’s public address', async () => {
    for (const page of ['/', '/tools/midjourney', '/search?q=a']) {
      const link = /<link[^>]* rel="search"[^>]*>/.exec((await get(page)).text)?.[0];
      expect(link, page).toMatch(
        / type="application\/opensearchdescription\+xml" title="AI בעברית" href="\/opensearch.xml"/,
      );
    }
    const osd = await description();
    expect(osd.ShortName).toBe('AI בעברית');
    expect(osd.ShortName.length).toBeLessThanOrEqual(16);
    expect(osd.Image['#text']).toBe('http://example.test/favicon.ico');
    expect(template(osd.Url, 'text/html')).toBe('http://example.test/search?q={searchTerms}');
    expect(osd.Url.find((url) => url['@_rel'] === 'self')?.['@_template']).toBe(
      'http://example.test/opensearch.xml',
    );
  });

  it('takes a Hebrew query typed in the address bar to the results page', async () => {
    const osd = await description();
    const response = await get(follow(template(osd.Url, 'text/html')!, "מידג'רני"));
    expect(response.status).toBe(200);
    expect(response.text).toContain('data-hit-id="tool:midjourney"');
  });

  it('suggests titles as one types, the tool before what mentions it, each with its kind and address', async () => {
    const osd = await description();
    const suggest = template(osd.Url, 'application/x-suggestions+json')!;
    const response = await request(ctx.app).get(follow(suggest, 'Clau'));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toMatch(/public.*s-maxage=\d+/);
    const [query, completions, descriptions, urls] = response.body as [string, string[], string[], string[]];
    expect(query).toBe('Clau');
    expect(completions[0]).toBe('Claude');
    expect(completions).toContain('Claude Code');
    expect(completions.length).toBeLessThanOrEqual(8);
    expect(new Set(completions).size).toBe(completions.length);
    expect(descriptions[0]).toBe('כלי AI');
    expect(urls[0]).toBe('http://example.test/tools/claude');
    expect(descriptions).toHaveLength(completions.length);
    expect(urls).toHaveLength(completions.length);
    // A query typed on the wrong keyboard layout: what it meant, the query repeated as typed.
    const [typed, meant] = (await request(ctx.app).get(follow(suggest, 'nusk'))).body as [string, string[]];
    expect(typed).toBe('nusk');
    expect(meant.length).toBeGreaterThan(0);
  });

  it.each([
    ['an empty query', '?q=', ['', [], [], []]],
    ['no query', '', ['', [], [], []]],
    ['spaces', '?q=%20%20', ['  ', [], [], []]],
    [
      'markup',
      `?q=${encodeURIComponent('<script>alert(1)</script>')}`,
      ['<script>alert(1)</script>', [], [], []],
    ],
  ])('answers %s with no suggestions, as JSON the browser does not sniff', async (_name, query, body) => {
    const response = await request(ctx.app).get(`/api/search/suggest${query}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toEqual(body);
  });

  it.each([
    ['a query over 200 characters', `?q=${'א'.repeat(201)}`],
    ['a repeated q', '?q=a&q=b'],
  ])('answers 400 with a Hebrew message for %s', async (_name, query) => {
    const response = await request(ctx.app).get(`/api/search/suggest${query}`);
    expect(response.status).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.error.code).toBe('invalid_query');
    expect(response.body.error.message).toMatch(/[\u05D0-\u05EA]/);
  });
});
