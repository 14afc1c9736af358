import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingFrom } from '../../src/page-services.ts';
import { STATIC_PUBLIC_PATHS } from '../../src/seo/sitemap.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

function nonceFrom(csp: string): string {
  const match = /script-src[^;]*'nonce-([^']+)'/.exec(csp);
  if (!match) throw new Error(`no nonce in ${csp}`);
  return match[1]!;
}

describe('pages', () => {
  it('serves the home page in Hebrew, right to left, streamed in chunks to a browser', async () => {
    const response = await request(ctx.app).get('/').set('User-Agent', BROWSER_UA);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.text).toMatch(/^<!DOCTYPE html><html lang="he" dir="rtl">/);
  });

  it('compresses HTML for clients that accept gzip', async () => {
    const response = await request(ctx.app)
      .get('/')
      .set('User-Agent', BROWSER_UA)
      .set('Accept-Encoding', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.text).toContain('lang="he"');
  });

  it('gives crawlers the whole document', async () => {
    const response = await request(ctx.app)
      .get('/')
      .set('User-Agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect(response.status).toBe(200);
    expect(response.text).toContain('</html>');
  });

  it.each(['/no-such-page', '/404', '/tools/../../etc/passwd', '/%E0%A4%A'])(
    'answers 404 with the not-found page for %s',
    async (path) => {
      const response = await request(ctx.app).get(path).set('User-Agent', BROWSER_UA);
      expect([400, 404]).toContain(response.status);
      if (response.status === 404 && response.type === 'text/html')
        expect(response.text).toContain('אופס! הדף לא נמצא');
    },
  );

  // Segments named like object properties once made the breadcrumbs render an object: a 500.
  it.each([
    ['/start-here/__proto__', 'מסלול ההתנסות לא נמצא'],
    ['/start-here/toString', 'מסלול ההתנסות לא נמצא'],
    ['/tools/constructor', 'הכלי לא נמצא'],
  ])('answers 404 with its page for %s, a path segment named like an object property', async (path, text) => {
    const response = await request(ctx.app).get(path).set('User-Agent', BROWSER_UA);
    expect(response.status).toBe(404);
    expect(response.text).toContain(text);
  });

  it('serves hashed assets with immutable year-long caching, and 404 for a missing asset', async () => {
    const page = await request(ctx.app).get('/').set('User-Agent', BROWSER_UA);
    // The page's module script names its files (they load after the first paint).
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    expect(asset).toBeDefined();
    const response = await request(ctx.app).get(asset!);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(ctx.app).get('/assets/missing-abc123.js')).status).toBe(404);
  });

  it.each([
    ['/images/tools/midjourney.svg', 'image/svg+xml', 'public, max-age=2592000'],
    ['/brand-marks/claude.svg', 'image/svg+xml', 'public, max-age=2592000'],
    ['/audio/episode-12.mp3', 'audio/mpeg', 'public, max-age=2592000'],
    ['/sw.js', 'javascript', 'public, max-age=3600'],
    ['/manifest.webmanifest', 'manifest', 'public, max-age=3600'],
    ['/favicon.svg', 'image/svg+xml', 'public, max-age=3600'],
  ])('serves the public file %s with its type and caching', async (path, type, cacheControl) => {
    const response = await request(ctx.app).get(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect((await request(ctx.app).head(path)).status).toBe(200);
  });

  it('serves a public file whose path comes percent-encoded', async () => {
    const response = await request(ctx.app).get('/%69mages/tools/midjourney.svg');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it.each(['/images/no-such.svg', '/images', '/images/', '/audio/%E0%A4%A.mp3', '/sw.js/x'])(
    'answers %s, no public file, with the 404 page',
    async (path) => {
      const response = await request(ctx.app).get(path).set('User-Agent', BROWSER_UA);
      expect([400, 404]).toContain(response.status);
    },
  );
});

describe('security headers', () => {
  it('sends CSP with a per-request nonce and no unsafe-inline scripts, HSTS, referrer policy and frame-ancestors none', async () => {
    const response = await request(ctx.app).get('/').set('User-Agent', BROWSER_UA);
    const csp = response.headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    const nonce = nonceFrom(csp);
    const scripts = [...response.text.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('uses a different nonce on every request', async () => {
    const first = await request(ctx.app).get('/about').set('User-Agent', BROWSER_UA);
    const second = await request(ctx.app).get('/about').set('User-Agent', BROWSER_UA);
    expect(nonceFrom(first.headers['content-security-policy'] as string)).not.toBe(
      nonceFrom(second.headers['content-security-policy'] as string),
    );
  });

  it('returns a request id on every response, keeping a well-formed incoming one', async () => {
    const response = await request(ctx.app).get('/healthz').set('X-Request-Id', 'trace-12345678');
    expect(response.headers['x-request-id']).toBe('trace-12345678');
    const generated = await request(ctx.app).get('/healthz').set('X-Request-Id', 'bad id <script>');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('api errors', () => {
  it('answers malformed JSON with a clear 400', async () => {
    const response = await request(ctx.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"username": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'invalid_json', message: expect.any(String) } });
  });

  it('answers an oversized body with 413', async () => {
    const response = await request(ctx.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ password: 'x'.repeat(100_000) }));
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
  });

  it('answers unknown API paths with JSON 404, not the HTML page', async () => {
    const response = await request(ctx.app).get('/api/definitely-not-here');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });
});

describe('health', () => {
  it('GET /healthz says the process is alive', async () => {
    const response = await request(ctx.app).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('GET /readyz reports the store and every source', async () => {
    const response = await request(ctx.app).get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body.store).toBe('ok');
    expect(response.body.status).toBe('ready');
    expect(Object.keys(response.body.sources).sort()).toEqual(
      ['code', 'content', 'links', 'newsletter', 'podcast', 'videos'].sort(),
    );
    const { links, ...refreshed } = response.body.sources;
    for (const state of Object.values(refreshed))
      expect(state).toEqual({ status: 'ok', ageSeconds: expect.any(Number) });
    // The link check runs in the background a minute after start-up: not failed, not run yet.
    expect(links).toEqual({ status: 'pending', ageSeconds: null });
  });

  it('GET /readyz: the store down, still 200 while the process holds snapshots to serve pages from', async () => {
    const broken = await buildTestApp({}, (services) => ({
      ...services,
      store: { ...services.store, ping: async () => false },
    }));
    try {
      // The process has read its snapshots (serving a page does): it can serve pages without the store.
      await request(broken.app).get('/tools').set('User-Agent', BROWSER_UA);
      const response = await request(broken.app).get('/readyz');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'ready', store: 'down' });
    } finally {
      await broken.close();
    }
  });

  it('GET /readyz answers 503 when the store is down and the process holds nothing to serve', async () => {
    const broken = await buildTestApp({}, (services) => ({
      ...services,
      store: { ...services.store, ping: async () => false },
      content: { ...services.content, heldCount: () => 0 },
    }));
    try {
      const response = await request(broken.app).get('/readyz');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ status: 'unavailable', store: 'down' });
    } finally {
      await broken.close();
    }
  });

  it('GET /readyz says degraded while the store answers but the rate-limit counters failed just now', async () => {
    const shaky = await buildTestApp({}, (services) => ({
      ...services,
      rateLimits: services.rateLimits && {
        ...services.rateLimits,
        failures: () => ({ count: 3, lastAt: new Date().toISOString() }),
      },
    }));
    try {
      const response = await request(shaky.app).get('/readyz');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        status: 'ready',
        store: 'degraded',
        rateLimit: { storeFailures: 3 },
      });
    } finally {
      await shaky.close();
    }
  });
});

describe('seo files', () => {
  it('robots.txt allows the site and points at the sitemap', async () => {
    const response = await request(ctx.app).get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.text).toContain('Sitemap: http://example.test/sitemap.xml');
    expect(response.text).toContain('Disallow: /api/');
  });

  it('sitemap.xml lists every public route', async () => {
    const response = await request(ctx.app).get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    for (const path of STATIC_PUBLIC_PATHS)
      expect(response.text).toContain(`<loc>http://example.test${path}</loc>`);
  });
});

describe('logs', () => {
  it('logs each request with id, method, path, status and duration, redacting secrets in the query', async () => {
    await request(ctx.app).get('/no-such-page?key=SECRET123&token=abc').set('User-Agent', BROWSER_UA);
    const line = ctx.logs.lines
      .map((text) => JSON.parse(text))
      .find((entry) => entry.req?.path?.startsWith('/no-such-page'));
    expect(line).toMatchObject({ req: { method: 'GET' }, res: { status: 404 } });
    expect(line.req.id).toBeTruthy();
    expect(typeof line.durationMs).toBe('number');
    expect(ctx.logs.text()).not.toContain('SECRET123');
  });

  it('never logs authorization or cookie headers', async () => {
    await request(ctx.app)
      .get('/healthz?x=1')
      .set('Authorization', 'Bearer sekret-token-value')
      .set('Cookie', 'session=sekret-cookie');
    expect(ctx.logs.text()).not.toContain('sekret-token-value');
    expect(ctx.logs.text()).not.toContain('sekret-cookie');
  });
});

describe('error fallback', () => {
  it('answers a failing page with 500 and the fallback, leaking nothing internal', async () => {
    const failing = await buildTestApp({}, (services) =>
      readingFrom(services, {
        ...services.content,
        read: async () => {
          throw new Error('internal detail at /srv/secret/path');
        },
        derive: async () => {
          throw new Error('internal detail at /srv/secret/path');
        },
      }),
    );
    try {
      for (const path of ['/tools', '/guides', '/sitemap.xml']) {
        const response = await request(failing.app).get(path).set('User-Agent', BROWSER_UA);
        expect(response.status).toBe(500);
        expect(response.text).not.toContain('internal detail');
        expect(response.text).not.toContain('/srv/secret');
        if (path !== '/sitemap.xml') {
          expect(response.text).toContain('אופס! משהו השתבש');
          expect(response.text).toContain('רענון הדף');
        }
      }
    } finally {
      await failing.close();
    }
  });
});
