import { XMLParser } from 'fast-xml-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeRecord } from '../../src/domain/catalogue/changes.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';

// The feeds (docs/product.md#feeds) on the embedded default: each parses as RSS 2.0 and as JSON Feed
// 1.1, with Hebrew titles, absolute links to pages that exist, and GUIDs that do not change between
// two readings. The change log is given two records first (it starts empty on the embedded default).

const SITE = 'http://example.test';
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

const now = new Date().toISOString();
const CHANGES: ChangeRecord[] = [
  {
    id: `perplexity.added.${Date.parse(now)}`,
    toolId: 'perplexity',
    toolName: 'Perplexity',
    kind: 'added',
    old: null,
    new: 'Perplexity',
    at: now,
    source: 'content',
  },
  {
    id: 'midjourney.price.1',
    toolId: 'midjourney',
    toolName: 'Midjourney',
    kind: 'price',
    old: 'paid',
    new: 'freemium',
    at: '2026-11-01T10:00:00.000Z',
    source: 'content',
  },
];

beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_SITE_URL: SITE });
  await ctx.services.store.recordChanges('test:feeds', CHANGES);
});
afterAll(async () => {
  await ctx.close();
});

const get = (path: string) => request(ctx.app).get(path).set('User-Agent', BROWSER_UA);
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

type RssItem = {
  title: string;
  link: string;
  guid: { '#text': string; '@isPermaLink': string };
  pubDate: string;
};

async function rss(name: string) {
  const response = await get(`/feeds/${name}.xml`);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  const doc = parser.parse(response.text) as {
    rss: { '@version': string; channel: Record<string, unknown> };
  };
  expect(doc.rss['@version']).toBe('2.0');
  const channel = doc.rss.channel;
  const items = ([] as RssItem[]).concat((channel.item as RssItem[] | RssItem | undefined) ?? []);
  return { channel, items, text: response.text };
}

async function json(name: string) {
  const response = await get(`/feeds/${name}.json`);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/feed+json; charset=utf-8');
  return JSON.parse(response.text) as {
    version: string;
    title: string;
    home_page_url: string;
    feed_url: string;
    language: string;
    authors: { name: string }[];
    items: { id: string; url: string; title: string; content_text: string; date_published: string }[];
  };
}

const HEBREW = /[\u0590-\u05FF]/;

describe.each([
  ['new-tools', '/tools/new', 1],
  ['changes', '/changes', 2],
  ['terms', '/terms', 1],
  ['episodes', '/podcast', 1],
])('the %s feed', (name, page, atLeast) => {
  it('parses as RSS 2.0: Hebrew title, language he, absolute links, stable GUIDs', async () => {
    const first = await rss(name);
    expect(String(first.channel.title)).toMatch(HEBREW);
    expect(first.channel.language).toBe('he');
    expect(first.channel.link).toBe(`${SITE}${page}`);
    expect(first.items.length).toBeGreaterThanOrEqual(atLeast);
    for (const item of first.items) {
      expect(item.link.startsWith(`${SITE}/`)).toBe(true);
      expect(item.guid['#text'].startsWith(`${SITE}/`)).toBe(true);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
    const second = await rss(name);
    expect(second.items.map((item) => item.guid['#text'])).toEqual(
      first.items.map((item) => item.guid['#text']),
    );
    // Each item's page exists.
    const path = new URL(first.items[0]!.link).pathname;
    expect((await get(path)).status, path).toBe(200);
  });

  it('parses as JSON Feed 1.1 with the same items', async () => {
    const feed = await json(name);
    const { items } = await rss(name);
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.language).toBe('he');
    expect(feed.title).toMatch(HEBREW);
    expect(feed.home_page_url).toBe(`${SITE}${page}`);
    expect(feed.feed_url).toBe(`${SITE}/feeds/${name}.json`);
    expect(feed.authors[0]?.name).toBeTruthy();
    expect(feed.items.map((item) => [item.id, item.url])).toEqual(
      items.map((item) => [item.guid['#text'], item.link]),
    );
    expect(feed.items.every((item) => item.title && item.content_text && item.date_published)).toBe(true);
  });

  it(`is announced on ${page} with <link rel="alternate">`, async () => {
    const html = (await get(page)).text;
    const alternates = html.match(/<link[^>]*rel="alternate"[^>]*>/g) ?? [];
    expect(alternates).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `type="application/rss\\+xml" title="[^"]*[\u0590-\u05FF][^"]*" href="/feeds/${name}\\.xml"`,
          ),
        ),
        expect.stringMatching(
          new RegExp(`type="application/feed\\+json" title="[^"]+" href="/feeds/${name}\\.json"`),
        ),
      ]),
    );
  });
});

describe('feed items', () => {
  it('word the changes in Hebrew and list them newest first', async () => {
    const { items } = await rss('changes');
    expect(items.map((item) => item.title)).toEqual([
      'Perplexity: נוסף לאתר',
      'Midjourney: ממחיר בתשלום למחיר חינמי חלקית',
    ]);
    expect(items[1]!.link).toBe(`${SITE}/tools/midjourney`);
  });

  it('list a tool added in the last 90 days as new', async () => {
    const { items } = await rss('new-tools');
    expect(items.map((item) => item.link)).toEqual([`${SITE}/tools/perplexity`]);
  });

  it.each(['nope.xml', 'changes.atom', 'changes', '..%2Fchanges.xml'])(
    'answers /feeds/%s with 404',
    async (file) => {
      expect((await get(`/feeds/${file}`)).status).toBe(404);
    },
  );
});
