import * as cheerio from 'cheerio';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCard, sectionCardPaths } from '../../src/domain/share-cards/section-cards.ts';
import type { ShareCardRoute } from '../../src/share-cards/og-route.ts';
import { buildTestApp } from '../support/app.ts';
import { getPage, sitemapPaths } from '../support/site-pages.ts';

// Every page names a share card (og:image, 1200 × 630 PNG) that shows what was shared,
// served from /og/... with immutable caching, rendered once per version.

const SITE = 'http://example.test';
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let paths: string[];
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_SITE_URL: SITE });
  paths = await sitemapPaths(ctx.app);
}, 300_000);
afterAll(async () => {
  await ctx?.close();
});

function metaOf(html: string) {
  const $ = cheerio.load(html);
  const property = (name: string) => $(`meta[property="${name}"]`).attr('content');
  const named = (name: string) => $(`meta[name="${name}"]`).attr('content');
  return {
    image: property('og:image'),
    width: property('og:image:width'),
    height: property('og:image:height'),
    alt: property('og:image:alt'),
    twitterCard: named('twitter:card'),
  };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function fetchImage(url: string) {
  const { pathname } = new URL(url);
  return request(ctx.app)
    .get(pathname)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

describe('share cards in the page head', () => {
  it('name an absolute 1200 × 630 og:image with its alt, and a large Twitter card, on every sitemap page', async () => {
    const problems: string[] = [];
    for (const path of paths) {
      const meta = metaOf((await getPage(ctx.app, path)).text);
      if (!meta.image?.startsWith(`${SITE}/og/`) || !meta.image.endsWith('.png'))
        problems.push(`${path}: og:image ${meta.image}`);
      if (meta.width !== '1200' || meta.height !== '630')
        problems.push(`${path}: ${meta.width} × ${meta.height}`);
      if (!meta.alt) problems.push(`${path}: no og:image:alt`);
      if (meta.twitterCard !== 'summary_large_image')
        problems.push(`${path}: twitter:card ${meta.twitterCard}`);
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it('give each page kind its own card', async () => {
    const issue = paths.find((path) => /^\/newsletter\/\d+$/.test(path))!;
    const learningPath = paths.find((path) => path.startsWith('/start-here/'))!;
    const expected: [string, RegExp][] = [
      ['/terms/rag', /\/og\/term\/rag\.[0-9a-z]+\.png$/],
      ['/tools/chatgpt', /\/og\/tool\/chatgpt\.[0-9a-z]+\.png$/],
      ['/podcast/episode-12', /\/og\/episode\/episode-12\.[0-9a-z]+\.png$/],
      [issue, /\/og\/issue\/\d+\.[0-9a-z]+\.png$/],
      [learningPath, /\/og\/path\/[\w-]+\.[0-9a-z]+\.png$/],
      ['/tools', /\/og\/page\/tools\.[0-9a-z]+\.png$/],
      ['/terms', /\/og\/page\/terms\.[0-9a-z]+\.png$/],
      ['/podcast', /\/og\/page\/podcast\.[0-9a-z]+\.png$/],
      ['/privacy', /\/og\/page\/default\.[0-9a-z]+\.png$/],
      ['/', /\/og\/page\/default\.[0-9a-z]+\.png$/],
    ];
    for (const [path, pattern] of expected) {
      expect(metaOf((await getPage(ctx.app, path)).text).image, path).toMatch(pattern);
    }
  });

  it("give every section page its section's card, and every other page that is not an entity's the site's", async () => {
    // A section's route passes its card (sectionMeta); one that did not would show the site's.
    const sections = new Set(sectionCardPaths());
    // Pages with a card of their own kind (a term, a tool, an episode...), and the sections' pages
    // under them, named below.
    const entity = /^\/(terms|tools|podcast|newsletter|start-here|learning-path)\/[^/?]+$/;
    const asked = [
      ...paths.filter((path) => !entity.test(path)),
      '/tools/hebrew',
      '/tools/chatgpt/alternatives',
      '/tools/compare?tools=chatgpt,claude',
      '/podcast?page=2',
    ];
    const covered = new Set<string>();
    const problems: string[] = [];
    for (const path of asked) {
      const card = pageCard(path);
      if (card.key !== 'default') covered.add(card.key);
      const image = metaOf((await getPage(ctx.app, path)).text).image ?? '';
      if (!new URL(image).pathname.startsWith(`/og/page/${card.key}.`)) problems.push(`${path}: ${image}`);
    }
    expect(problems).toEqual([]);
    // Every section's card is one a page shows: none is left that no page names.
    expect([...sections].map((path) => pageCard(path).key).filter((key) => !covered.has(key))).toEqual([]);
  }, 300_000);
});

describe('/og/...', () => {
  it('answers every page kind’s card as an immutable 1200 × 630 PNG', async () => {
    const issue = paths.find((path) => /^\/newsletter\/\d+$/.test(path))!;
    const learningPath = paths.find((path) => path.startsWith('/start-here/'))!;
    for (const path of [
      '/terms/rag',
      '/tools/chatgpt',
      '/podcast/episode-12',
      issue,
      learningPath,
      '/tools',
      '/about',
      '/privacy',
    ]) {
      const image = metaOf((await getPage(ctx.app, path)).text).image!;
      const response = await fetchImage(image);
      expect(response.status, image).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(pngSize(response.body as Buffer), path).toEqual({ width: 1200, height: 630 });
    }
  }, 60_000);

  it('renders a card once per version, however many ask at once', async () => {
    const route = ctx.app.locals.shareCards as ShareCardRoute;
    const image = metaOf((await getPage(ctx.app, '/terms/embedding')).text).image!;
    const before = route.renders();
    const answers = await Promise.all([fetchImage(image), fetchImage(image), fetchImage(image)]);
    await fetchImage(image);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(route.renders() - before).toBe(1);
  });

  it('serves today’s card for five minutes at an address of an older version', async () => {
    const image = metaOf((await getPage(ctx.app, '/terms/rag')).text).image!;
    const old = image.replace(/\.[0-9a-z]+\.png$/, '.0ld.png');
    const response = await fetchImage(old);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it.each([
    '/og/term/no-such-term.abc.png',
    '/og/tool/no-such-tool.abc.png',
    '/og/page/privacy.abc.png',
    '/og/nothing/rag.abc.png',
    '/og/term/rag.png',
    '/og/term/%E0%A4%A.abc.png',
    `/og/term/${'x'.repeat(400)}.abc.png`,
  ])('answers 404 to %s', async (path) => {
    const response = await request(ctx.app).get(path);
    expect(response.status).toBe(404);
  });

  it('takes only GET and HEAD', async () => {
    const response = await request(ctx.app).post('/og/page/default.abc.png');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe('a messaging app’s link preview', () => {
  it.each([
    'WhatsApp/2',
    'WhatsApp/2.23.20.0 A',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
  ])('%s gets the whole document with the term’s card', async (userAgent) => {
    const response = await getPage(ctx.app, '/terms/rag', userAgent);
    expect(response.status).toBe(200);
    expect(response.text.trimEnd()).toMatch(/<\/html>$/);
    expect(response.text).not.toContain('<template');
    const meta = metaOf(response.text);
    expect(meta.image).toMatch(/\/og\/term\/rag\.[0-9a-z]+\.png$/);
    expect(meta.alt).toContain('RAG');
    expect((await fetchImage(meta.image!)).status).toBe(200);
  });
});
