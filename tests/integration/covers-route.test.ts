import * as cheerio from 'cheerio';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoversRoute } from '../../src/share-cards/covers-route.ts';
import { buildTestApp } from '../support/app.ts';
import { getPage } from '../support/site-pages.ts';

// /covers/...: the designed covers the lists name, drawn once per version, width and format, and
// nothing else: unknown ids, other widths and other formats are 404s.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
}, 300_000);
afterAll(async () => {
  await ctx?.close();
});

function fetchImage(path: string) {
  return request(ctx.app)
    .get(path)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** The AVIF address of the first cover on a page, at its srcset's `entry`th width. */
async function firstCover(path: string, entry = 0): Promise<string> {
  const $ = cheerio.load((await getPage(ctx.app, path)).text);
  const srcset = $('picture[data-cover] source[type="image/avif"]').first().attr('srcset') ?? '';
  return srcset.split(',')[entry]!.trim().split(' ')[0]!;
}

describe('designed covers', () => {
  it("give every guide whose image is a site placeholder its own cover, named by the guide's title", async () => {
    const $ = cheerio.load((await getPage(ctx.app, '/guides')).text);
    const cards = $('ul[aria-label="רשימת המדריכים"] > li').toArray();
    expect(cards.length).toBeGreaterThan(1);
    const addresses = new Set<string>();
    for (const card of cards) {
      const img = $(card).find('picture[data-cover] img');
      expect(img.length, $(card).attr('id')).toBe(1);
      // Beside its title in the card: the cover is decorative to a screen reader.
      expect(img.attr('alt')).toBe('');
      const key = $(card)
        .attr('id')!
        .replace(/^guide-/, '');
      expect(img.attr('src')).toMatch(new RegExp(`^/covers/guide/${key}\\.[0-9a-z]+\\.400\\.png$`));
      addresses.add(img.attr('src')!);
      // No placeholder tile left behind.
      expect($(card).find('img[src^="/images/guides/"]').length).toBe(0);
    }
    expect(addresses.size).toBe(cards.length);
  });

  it('are named by the podcast, newsletter, videos and guides lists, and served in each format', async () => {
    for (const page of ['/podcast', '/newsletter', '/portfolio/videos', '/', '/guides']) {
      const avif = await firstCover(page);
      expect(avif, page).toMatch(/^\/covers\/(episode|issue|video|guide)\/[^/]+\.[0-9a-z]+\.\d+\.avif$/);
      for (const [format, type] of [
        ['avif', 'image/avif'],
        ['webp', 'image/webp'],
        ['png', 'image/png'],
      ]) {
        const response = await fetchImage(avif.replace(/\.avif$/, `.${format}`));
        expect(response.status, `${page} ${format}`).toBe(200);
        expect(response.headers['content-type']).toBe(type);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect((response.body as Buffer).length).toBeGreaterThan(1000);
      }
    }
  }, 120_000);

  it('renders a cover once per version, width and format, however many ask', async () => {
    const route = ctx.app.locals.covers as CoversRoute;
    // The 2x width: not asked for by the test above.
    const address = (await firstCover('/newsletter', 1)).replace(/\.avif$/, '.webp');
    const before = route.renders();
    const answers = await Promise.all([fetchImage(address), fetchImage(address), fetchImage(address)]);
    await fetchImage(address);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(route.renders() - before).toBe(1);
    // A revalidation with the ETag is a 304 with no drawing.
    const etag = answers[0]!.headers.etag!;
    const again = await request(ctx.app).get(address).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(route.renders() - before).toBe(1);
  }, 60_000);

  it.each([
    '/covers/episode/no-such-episode.abc.320.png',
    '/covers/episode/episode-11.abc.321.png',
    '/covers/episode/episode-11.abc.4000.avif',
    '/covers/episode/episode-11.abc.320.gif',
    '/covers/issue/not-a-number.abc.360.png',
    '/covers/video/no-such-video.abc.360.webp',
    '/covers/guide/no-such-guide.abc.400.webp',
    '/covers/guide/guide-midjourney-basics.abc.360.webp',
    '/covers/term/rag.abc.360.png',
    '/covers/episode/%E0%A4%A.abc.320.png',
    `/covers/episode/${'x'.repeat(400)}.abc.320.png`,
  ])('answers 404 to %s', async (path) => {
    const route = ctx.app.locals.covers as CoversRoute;
    const before = route.renders();
    const response = await request(ctx.app).get(path);
    expect(response.status).toBe(404);
    expect(route.renders()).toBe(before);
  });
});
