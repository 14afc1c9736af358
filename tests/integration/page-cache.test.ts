import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, loadServerBuild } from '../../src/app.ts';
import type { Snapshot } from '../../src/domain/types.ts';
import type { PageCache } from '../../src/page-cache/page-cache.ts';
import { readingFrom } from '../../src/page-services.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';
import { pageCacheSettled } from '../support/page-cache.ts';
import { until } from '../support/until.ts';

// The rendered-page cache: what is stored, what is answered from it, and that a stored page
// keeps the strict CSP (every inline script it carries is allowed by the policy sent with it).

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let cache: PageCache;

beforeAll(async () => {
  ctx = await buildTestApp({ PAGE_CACHE_MB: '8', PAGE_CACHE_DEBUG: '1' });
  cache = ctx.app.locals.pageCache as PageCache;
});
afterAll(async () => {
  await ctx.close();
});

function get(path: string, app: Express = ctx.app) {
  return request(app).get(path).set('User-Agent', BROWSER_UA);
}

/** One request on a real socket, the body exactly as sent (supertest would decompress it). */
async function rawGet(path: string, acceptEncoding: string) {
  const server = ctx.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(
          `http://127.0.0.1:${port}${path}`,
          { headers: { 'user-agent': BROWSER_UA, 'accept-encoding': acceptEncoding } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          },
        )
        .on('error', reject);
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/** Requests a page until it is stored, returning the stored answer. */
async function stored(path: string, app: Express = ctx.app, pageCache: PageCache = cache) {
  const first = await get(path, app);
  await pageCacheSettled(pageCache);
  const second = await get(path, app);
  expect(second.headers['x-page-cache']).toBe('HIT');
  return { first, second };
}

function scriptSources(csp: string): string[] {
  const directive = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
  return directive.trim().split(/\s+/).slice(1);
}

/** Every inline executable script of the document, as the browser hashes it. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/application\/ld\+json/.test(attributes!))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
}

describe('page cache', () => {
  it('streams a miss, then answers the same page from the cache with identical content', async () => {
    const { first, second } = await stored('/about');
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(first.headers['transfer-encoding']).toBe('chunked');
    expect(second.status).toBe(200);
    expect(second.headers['content-type']).toMatch(/^text\/html/);
    expect(second.headers['content-length']).toBeDefined();
    // The same document, except the nonce attributes of the first render.
    const nonce = /'nonce-([^']+)'/.exec(first.headers['content-security-policy'] as string)![1]!;
    expect(second.text).toBe(first.text.replaceAll(` nonce="${nonce}"`, ''));
    expect(cache.stats().hits).toBeGreaterThan(0);
  });

  it("leaves the build's public files alone: no lookup, no miss counted, no page-cache header", async () => {
    const before = cache.stats();
    for (const path of ['/favicon.svg', '/manifest.webmanifest', '/sw.js', '/images/tools/midjourney.svg']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers['x-page-cache'], path).toBeUndefined();
    }
    const after = cache.stats();
    expect([after.hits, after.misses, after.bypasses]).toEqual([before.hits, before.misses, before.bypasses]);
    // A page next to them is still looked up.
    expect((await get('/no-such-file.svg')).headers['x-page-cache']).toBeDefined();
  });

  it('sends a stored page with a policy whose hashes allow exactly its inline scripts, and no nonce', async () => {
    const { second } = await stored('/tools');
    const csp = second.headers['content-security-policy'] as string;
    const sources = scriptSources(csp);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    const hashes = inlineScriptHashes(second.text);
    expect(hashes.length).toBeGreaterThan(2);
    for (const hash of hashes) expect(sources).toContain(hash);
    expect(second.text).not.toMatch(/\snonce="/);
    // The rest of the strict policy is unchanged.
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('stores compressed bytes: gzip and brotli answers decode to the same document', async () => {
    const { second } = await stored('/services');
    const gzipped = await rawGet('/services', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
    expect(zlib.gunzipSync(gzipped.body).toString('utf8')).toBe(second.text);
    const brotli = await rawGet('/services', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(zlib.brotliDecompressSync(brotli.body).toString('utf8')).toBe(second.text);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    const plain = await rawGet('/services', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(second.text);
  });

  it('answers 304 to a matching If-None-Match, with the same ETag and policy', async () => {
    const { second } = await stored('/lectures');
    const etag = second.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const revalidated = await get('/lectures').set('If-None-Match', etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['content-security-policy']).toBe(second.headers['content-security-policy']);
    const other = await get('/lectures').set('If-None-Match', 'W/"something-else"');
    expect(other.status).toBe(200);
  });

  it('answers HEAD from the cache without a body', async () => {
    await stored('/lectures-old');
    const head = await request(ctx.app).head('/lectures-old').set('User-Agent', BROWSER_UA);
    expect(head.status).toBe(200);
    expect(head.headers['x-page-cache']).toBe('HIT');
    expect(head.text ?? '').toBe('');
  });

  it.each([
    ['an admin token', { Authorization: 'Bearer any-token' }],
    ['a preview cookie', { Cookie: 'site_preview=abc' }],
  ])('passes requests with %s through to a fresh render', async (_label, headers) => {
    await stored('/privacy');
    const response = await get('/privacy').set(headers);
    expect(response.headers['x-page-cache']).toBe('BYPASS');
    expect(response.headers['content-security-policy']).toMatch(/'nonce-/);
  });

  it('ignores cookies no page depends on (analytics, made-up ones): they neither bypass nor vary the cache', async () => {
    await stored('/terms-of-service');
    for (const cookie of ['_ga=GA1.1.1; _gid=GA1.2.3', 'session=abc', `random=${Date.now()}`]) {
      const response = await get('/terms-of-service').set('Cookie', cookie);
      expect(response.headers['x-page-cache'], cookie).toBe('HIT');
    }
  });

  it('keys pages on the parameters that change them: order does not matter, unknown ones are never stored', async () => {
    await stored('/tools?hebrew=good&sort=hebrew');
    const reordered = await get('/tools?sort=hebrew&hebrew=good');
    expect(reordered.headers['x-page-cache']).toBe('HIT');
    // Made-up parameters (a cache-busting flood) render, but none is stored or fills the cache.
    const before = cache.stats().entries;
    for (let i = 0; i < 5; i++) {
      const response = await get(`/terms-of-service?utm_x=${i}`);
      expect(response.status).toBe(200);
      expect(response.headers['x-page-cache']).toBe('BYPASS');
    }
    await pageCacheSettled(cache);
    expect(cache.stats().entries).toBe(before);
  });

  it('passes non-GET page requests through', async () => {
    const response = await request(ctx.app)
      .post('/newsletter/subscribe')
      .set('User-Agent', BROWSER_UA)
      .type('form')
      .send({ email: 'not-an-email' });
    expect(response.headers['x-page-cache']).toBe('BYPASS');
    expect(response.status).toBe(400);
  });

  it('never stores a not-found page', async () => {
    await get('/no-such-page-here');
    await pageCacheSettled(cache);
    const again = await get('/no-such-page-here');
    expect(again.status).toBe(404);
    expect(again.headers['x-page-cache']).toBe('MISS');
  });

  it('keeps crawler documents (rendered whole) apart from browser documents', async () => {
    await stored('/accessibility');
    const bot = await request(ctx.app).get('/accessibility').set('User-Agent', 'Googlebot/2.1');
    expect(bot.headers['x-page-cache']).toBe('MISS');
  });

  it('a new snapshot version makes stored pages unreachable: the next answer shows the new content', async () => {
    await stored('/tools/midjourney');
    const snapshot = (await ctx.services.store.getSnapshot('content')) as Snapshot<'content'>;
    const tools = snapshot.data.tools.map((tool) =>
      tool.slug === 'midjourney' ? { ...tool, name: 'Midjourney Renamed In Test' } : tool,
    );
    await ctx.services.store.putSnapshot({
      ...snapshot,
      data: { ...snapshot.data, tools },
      version: `${snapshot.version}-renamed`,
    });
    try {
      // Versions are read at most every half second: until then the stored page is still answered.
      let after: request.Response | undefined;
      await until('the new version to be read', async () => {
        after = await get('/tools/midjourney');
        return after.text.includes('Midjourney Renamed In Test');
      });
      expect(after!.headers['x-page-cache']).toBe('MISS');
      await pageCacheSettled(cache);
      expect((await get('/tools/midjourney')).text).toContain('Midjourney Renamed In Test');
    } finally {
      await ctx.services.store.putSnapshot(snapshot);
    }
  });
});

describe('a burst of visitors to one page', () => {
  it('costs one render: requests arriving while it renders are answered from it', async () => {
    let slow = false;
    const reads: string[] = [];
    let inLoader!: () => void;
    const loading = new Promise<void>((resolve) => {
      inLoader = resolve;
    });
    const app = await createApp({
      services: readingFrom(ctx.services, {
        ...ctx.services.content,
        async read(source) {
          reads.push(source);
          if (slow) {
            inLoader();
            await new Promise((resolve) => setTimeout(resolve, 1500));
          }
          return ctx.services.content.read(source);
        },
      }),
      build: await loadServerBuild(),
      pageCacheBytes: 4 * 1024 * 1024,
    });
    slow = true;
    const first = get('/tools/midjourney?page=burst', app);
    const firstDone = first.then((response) => response);
    await loading; // the first render is in its loader
    const readsBefore = reads.length;
    const others = await Promise.all([1, 2, 3].map(() => get('/tools/midjourney?page=burst', app)));
    const firstResponse = await firstDone;
    expect(firstResponse.headers['x-page-cache']).toBe('MISS');
    for (const response of others) {
      expect(response.headers['x-page-cache']).toBe('HIT');
      expect(response.status).toBe(200);
    }
    // The waiting requests ran no loader of their own.
    expect(reads.length).toBe(readsBefore);
  });
});

describe('page cache limits', () => {
  async function appWith(options: Partial<Parameters<typeof createApp>[0]>) {
    const app = await createApp({ services: ctx.services, build: await loadServerBuild(), ...options });
    return { app, pageCache: app.locals.pageCache as PageCache };
  }

  it('holds no more bytes than its budget, dropping the least recently used page first', async () => {
    const probe = await appWith({ pageCacheBytes: 8 * 1024 * 1024 });
    await get('/tools?page=probe', probe.app);
    await pageCacheSettled(probe.pageCache);
    const oneDocument = probe.pageCache.stats().bytes;
    expect(oneDocument).toBeGreaterThan(1000);

    // Room for two such documents, not three.
    const budget = Math.floor(oneDocument * 2.5);
    const { app, pageCache } = await appWith({ pageCacheBytes: budget });
    for (const query of ['a', 'b']) {
      await get(`/tools?page=${query}`, app);
      await pageCacheSettled(pageCache);
    }
    // Using "a" makes "b" the least recently used.
    expect((await get('/tools?page=a', app)).headers['x-page-cache']).toBe('HIT');
    await get('/tools?page=c', app);
    await pageCacheSettled(pageCache);
    expect(pageCache.stats().entries).toBe(2);
    expect(pageCache.stats().bytes).toBeLessThanOrEqual(budget);
    expect((await get('/tools?page=b', app)).headers['x-page-cache']).toBe('MISS');
    expect((await get('/tools?page=c', app)).headers['x-page-cache']).toBe('HIT');
  });

  it('never stores a response that sets a cookie', async () => {
    const { app, pageCache } = await appWith({
      pageCacheBytes: 1024 * 1024,
      pageMiddleware: [
        (req, res, next) => {
          if (req.query.page === 'remember') res.setHeader('Set-Cookie', 'visitor=1; Path=/; HttpOnly');
          next();
        },
      ],
    });
    const first = await get('/about?page=remember', app);
    expect(first.headers['set-cookie']).toBeDefined();
    await pageCacheSettled(pageCache);
    const second = await get('/about?page=remember', app);
    expect(second.headers['x-page-cache']).toBe('MISS');
    expect(pageCache.stats().entries).toBe(0);
  });

  it('is off unless configured outside production', async () => {
    expect((await get('/about')).headers['x-page-cache']).toBeDefined();
    const testConfig = { ...ctx.services.config, PAGE_CACHE_MB: undefined };
    const plain = await createApp({
      services: { ...ctx.services, config: testConfig },
      build: await loadServerBuild(),
    });
    expect(plain.locals.pageCache).toBeUndefined();
    expect((await get('/about', plain)).headers['x-page-cache']).toBeUndefined();
  });
});
