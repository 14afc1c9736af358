import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentReader } from '../../src/content/reader.ts';
import { readingFrom } from '../../src/page-services.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';

// The podcast and newsletter pages on the production build with the seed: status codes, redirects,
// the RSS feed, and the error states when a snapshot is missing.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const get = (path: string) => request(ctx.app).get(path).set('User-Agent', BROWSER_UA);

describe('podcast pages', () => {
  it.each([
    ['/podcast', 200],
    ['/podcast?page=1', 200],
    ['/podcast?page=2', 404],
    ['/podcast?page=0', 400],
    ['/podcast?page=1e3', 400],
    [`/podcast?page=${'9'.repeat(400)}`, 400],
    ['/podcast/episode-12', 200],
    ['/podcast/no-such-episode', 404],
    // Broken percent-encoding is a malformed address: the page guard answers 400.
    ['/podcast/%E0%A4%A', 400],
  ])('%s answers %i', async (path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
  });

  it('shows the episode with its player, transcript and chapters in the HTML', async () => {
    const response = await get('/podcast/episode-12');
    expect(response.text).toContain('<audio');
    expect(response.text).toContain('src="/audio/episode-12.mp3"');
    expect(response.text).toContain('מקטעי הפרק');
    expect(response.text).toContain('תמליל הפרק');
    expect(response.text).toContain('"@type":"PodcastEpisode"');
    // Built files' names carry content hashes, which may spell anything ('balanced-grid-BLXQNaNW.js').
    const withoutFileNames = response.text.replaceAll(/\/assets\/[\w.-]+/g, '');
    expect(withoutFileNames).not.toMatch(/undefined|NaN|Invalid Date/);
  });

  it('says the episode was not found in Hebrew', async () => {
    const response = await get('/podcast/no-such-episode');
    expect(response.text).toContain('פרק הפודקאסט לא נמצא');
  });

  it('redirects a partial address to the episode, Hebrew addresses included', async () => {
    const partial = await get('/podcast/episode-12-old');
    expect(partial.status).toBe(301);
    expect(partial.headers.location).toBe('/podcast/episode-12');
    const hebrew = await get(`/podcast/${encodeURIComponent('קול-סינתטי')}`);
    expect(hebrew.status).toBe(301);
    const location = String(hebrew.headers.location);
    expect(decodeURIComponent(location)).toBe('/podcast/קול-סינתטי-בעברית-שיבוט-קול-הקראה-ודיבוב');
    const landed = await get(location);
    expect(landed.status).toBe(200);
  });

  it('serves the seed audio with range support', async () => {
    const response = await request(ctx.app).get('/audio/episode-12.mp3').set('Range', 'bytes=0-99');
    expect(response.status).toBe(206);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    const whole = await request(ctx.app).get('/audio/sample-episode.mp3');
    expect(whole.status).toBe(200);
    expect(Number(whole.headers['content-length'])).toBeLessThan(200 * 1024);
  });
});

describe('newsletter pages', () => {
  it.each([
    ['/newsletter', 200],
    ['/newsletter/150211000000000001', 200],
    ['/newsletter/999', 404],
    ['/newsletter/not-an-id', 404],
    ['/newsletter/subscribe', 200],
    ['/newsletter/rss.xml', 200],
  ])('%s answers %i', async (path, status) => {
    expect((await get(path)).status).toBe(status);
  });

  it('links the RSS feed from the archive head and serves it as RSS', async () => {
    const page = await get('/newsletter');
    expect(page.text).toMatch(
      /<link[^>]* rel="alternate" type="application\/rss\+xml"[^>]* href="\/newsletter\/rss.xml"/,
    );
    const feed = await get('/newsletter/rss.xml');
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.text).toContain('<link>http://example.test/newsletter/150211000000000001</link>');
  });

  it('the footer form still posts to /newsletter/subscribe', async () => {
    const response = await request(ctx.app)
      .post('/newsletter/subscribe')
      .set('User-Agent', BROWSER_UA)
      .type('form')
      .send({ email: 'reader@example.com', privacy: 'on' });
    expect(response.status).toBe(200);
    expect(response.text).toContain('קיבלנו את ההרשמה');
  });
});

describe('without snapshots', () => {
  let empty: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    empty = await buildTestApp({}, (services) => {
      const content: ContentReader = {
        ...services.content,
        read: async (source) =>
          source === 'podcast' || source === 'newsletter' ? null : services.content.read(source),
        derive: async (source, name, build) =>
          source === 'podcast' || source === 'newsletter'
            ? null
            : services.content.derive(source, name, build),
      };
      return readingFrom(services, content);
    });
  });
  afterAll(async () => {
    await empty.close();
  });

  it('an episode page answers 503 with the episode error text', async () => {
    const response = await request(empty.app).get('/podcast/episode-12').set('User-Agent', BROWSER_UA);
    expect(response.status).toBe(503);
    expect(response.text).toContain('אירעה שגיאה בטעינת פרק הפודקאסט');
  });

  it('an issue page answers 503 with the newsletter error text; the lists say they are updating', async () => {
    const issue = await request(empty.app)
      .get('/newsletter/150211000000000001')
      .set('User-Agent', BROWSER_UA);
    expect(issue.status).toBe(503);
    expect(issue.text).toContain('לא ניתן לטעון את הניוזלטר כעת, נסו שוב מאוחר יותר');
    const list = await request(empty.app).get('/newsletter').set('User-Agent', BROWSER_UA);
    expect(list.status).toBe(200);
    expect(list.text).toContain('הארכיון מתעדכן');
    const podcast = await request(empty.app).get('/podcast').set('User-Agent', BROWSER_UA);
    expect(podcast.text).toContain('הפרקים מתעדכנים');
    expect((await request(empty.app).get('/newsletter/rss.xml')).status).toBe(503);
  });
});
