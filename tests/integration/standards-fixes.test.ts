import * as cheerio from 'cheerio';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';
import { getPage, sitemapPaths } from '../support/site-pages.ts';

// What the W3C Nu checker, a JSON-LD reading and a crawl found, item by item.
// (tests/integration/validators.test.ts runs the validators themselves over every sitemap page.)

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let paths: string[];
const reported = vi.fn();
beforeAll(async () => {
  ctx = await buildTestApp({}, (services) => ({ ...services, reportError: reported }));
  paths = await sitemapPaths(ctx.app);
}, 300_000);
afterAll(async () => {
  await ctx?.close();
});
let logsBefore = 0;
beforeEach(() => {
  logsBefore = ctx.logs.lines.length;
  reported.mockClear();
});

async function html(path: string) {
  const response = await getPage(ctx.app, path);
  expect(response.status, path).toBe(200);
  return cheerio.load(response.text);
}

function jsonLd($: cheerio.CheerioAPI): Record<string, unknown>[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((element) => JSON.parse($(element).text()) as Record<string, unknown>);
}

describe('term pages', () => {
  it('keep every figcaption a child of its figure', { timeout: 300_000 }, async () => {
    for (const path of paths.filter((value) => value.startsWith('/terms/'))) {
      const $ = await html(path);
      for (const caption of $('figcaption').toArray()) {
        expect(caption.parent && 'name' in caption.parent ? caption.parent.name : null, path).toBe('figure');
      }
    }
  });

  it('give the complexity meter its level in words without aria-valuetext', async () => {
    const $ = await html('/terms/fine-tuning');
    const meter = $('meter');
    expect(meter.attr('aria-valuetext')).toBeUndefined();
    expect($(`#${meter.attr('aria-describedby')}`).text()).toMatch(/מתקדמת מאוד, 90 מתוך 100/);
  });

  it('isolate Latin runs in SVG with CSS, not a unicode-bidi attribute', { timeout: 300_000 }, async () => {
    let isolated = 0;
    for (const path of paths.filter((value) => value.startsWith('/terms/'))) {
      const $ = await html(path);
      expect($('text[unicode-bidi], tspan[unicode-bidi]').length, path).toBe(0);
      isolated += $('text[direction="ltr"], tspan[direction="ltr"]').filter((_i, el) =>
        /unicode-bidi:\s*isolate/.test($(el).attr('style') ?? ''),
      ).length;
    }
    expect(isolated).toBeGreaterThan(0);
  });
});

describe('newsletter issue pages', () => {
  it('hold only dt and dd inside a div of a dl', { timeout: 300_000 }, async () => {
    const issues = paths.filter((value) => /^\/newsletter\/\d+$/.test(value));
    expect(issues.length).toBeGreaterThan(0);
    for (const path of issues) {
      const $ = await html(path);
      for (const group of $('dl > div').toArray()) {
        const names = $(group)
          .children()
          .toArray()
          .map((child) => child.tagName);
        expect(
          names.every((name) => name === 'dt' || name === 'dd'),
          `${path}: ${names}`,
        ).toBe(true);
      }
    }
  });

  it('name the NewsArticle’s author and publisher', async () => {
    const path = paths.find((value) => /^\/newsletter\/\d+$/.test(value))!;
    const article = jsonLd(await html(path)).find((block) => block['@type'] === 'NewsArticle')!;
    expect(article.author).toMatchObject({ '@type': 'Organization', name: 'AI בעברית' });
    expect(article.publisher).toMatchObject({
      '@type': 'Organization',
      logo: { '@type': 'ImageObject', url: 'http://example.test/images/logo.svg' },
    });
  });
});

describe('tool pages', () => {
  it('give SoftwareApplication an absolute image and a price for every offer', {
    timeout: 300_000,
  }, async () => {
    let withOffer = 0;
    for (const path of paths.filter((value) => value.startsWith('/tools/'))) {
      const app = jsonLd(await html(path)).find((block) => block['@type'] === 'SoftwareApplication');
      if (!app) continue;
      if (app.image) expect(String(app.image), path).toMatch(/^https?:\/\//);
      const offers = app.offers as { price?: string } | undefined;
      if (offers) {
        withOffer++;
        expect(offers.price, path).toBe('0');
      } else {
        expect(app.isAccessibleForFree, path).toBe(false);
      }
    }
    expect(withOffer).toBeGreaterThan(0);
  });
});

describe('links inside the site', () => {
  it('lead an ecosystem service’s breadcrumb to its group on /ecosystem, not the redirect', async () => {
    const path = paths.find((value) => /^\/ecosystem\/[^/]+\/[^/]+$/.test(value))!;
    const category = path.split('/')[2]!;
    const $ = await html(path);
    const hrefs = $('nav[aria-label="פירורי לחם"] a')
      .toArray()
      .map((a) => $(a).attr('href'));
    expect(hrefs).toContain(`/ecosystem#eco-${category}`);
    expect(hrefs).not.toContain(`/ecosystem/${category}`);
    const crumbs = jsonLd($).find((block) => block['@type'] === 'BreadcrumbList') as {
      itemListElement: { item: string }[];
    };
    expect(crumbs.itemListElement.map((entry) => entry.item)).toContain(
      `http://example.test/ecosystem#eco-${category}`,
    );
  });

  it('lead to the contact section itself, not /contact (a 301)', async () => {
    const $ = await html('/privacy');
    expect($('a[href="/contact"]').length).toBe(0);
    expect($('a[href="/services#contact"]').length).toBeGreaterThan(0);
  });
});

describe('odd requests', () => {
  it('answers /favicon.ico with an icon', async () => {
    const response = await request(ctx.app).get('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(response.body.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  it('logs a cross-origin form post to the footer signup as one warning without a stack, unreported', async () => {
    const response = await request(ctx.app)
      .post('/newsletter/subscribe')
      .set('User-Agent', BROWSER_UA)
      .set('Origin', 'https://elsewhere.example')
      .type('form')
      .send({ email: 'reader@example.com', privacy: 'on' });
    expect(response.status).toBe(400);
    const lines = ctx.logs.lines.slice(logsBefore).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.filter((line) => (line.level as number) >= 50)).toEqual([]);
    const refusal = lines.filter((line) => line.msg === 'cross-origin form post refused');
    expect(refusal).toHaveLength(1);
    expect(refusal[0]).toMatchObject({ level: 40, path: '/newsletter/subscribe' });
    expect(JSON.stringify(refusal[0])).not.toContain('    at ');
    expect(reported).not.toHaveBeenCalled();
  });

  it('answers a 10 MB form-encoded body to /api/subscribers with 415', async () => {
    const response = await request(ctx.app)
      .post('/api/subscribers')
      .type('form')
      .send(`email=${'a'.repeat(10 * 1024 * 1024)}`);
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      error: { code: 'unsupported_media_type', message: 'The request body must be application/json' },
    });
  });

  it('still takes a JSON signup at /api/subscribers', async () => {
    const response = await request(ctx.app).post('/api/subscribers').send({ email: 'reader@example.com' });
    expect(response.status).not.toBe(415);
    expect(response.status).toBeLessThan(500);
  });
});
