import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE_CONTROL } from '../../src/cache-policy.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';

// Permissions-Policy on every answer, Cache-Control on every HTML page, and one
// signup limit per address across POST /api/subscribers and the footer form.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp({}, undefined, { signupLimit: 2 });
});
afterAll(async () => {
  await ctx.close();
});

describe('Permissions-Policy', () => {
  it.each(['/', '/tools', '/healthz', '/api/no-such-endpoint', '/robots.txt'])(
    'is sent for %s',
    async (path) => {
      const response = await request(ctx.app).get(path).set('User-Agent', BROWSER_UA);
      const policy = response.headers['permissions-policy'] as string;
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
        expect(policy).toContain(feature);
      // Embedded players keep what they need.
      expect(policy).not.toMatch(/\b(fullscreen|autoplay|encrypted-media|picture-in-picture)=/);
    },
  );
});

describe('Cache-Control', () => {
  it('is the shared-cache directive on HTML pages and their data requests, no-cache on a missing page', async () => {
    expect(PAGE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    for (const path of ['/', '/tools', '/about', '/tools.data']) {
      const response = await request(ctx.app).get(path).set('User-Agent', BROWSER_UA);
      expect(response.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    }
    for (const path of ['/no-such-page', '/_root.data']) {
      const missing = await request(ctx.app).get(path).set('User-Agent', BROWSER_UA);
      expect(missing.status).toBe(404);
      expect(missing.headers['cache-control']).toBe('no-cache');
    }
    const head = await request(ctx.app).head('/about').set('User-Agent', BROWSER_UA);
    expect(head.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  });

  it('leaves a route that sets its own alone', async () => {
    const response = await request(ctx.app).get('/sitemap.xml');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
  });
});

describe('one signup limit per address for the API and the footer form', () => {
  const form = () =>
    request(ctx.app)
      .post('/newsletter/subscribe')
      .set('User-Agent', BROWSER_UA)
      .type('form')
      .send({ email: 'reader@example.com', privacy: 'on' });
  const api = () => request(ctx.app).post('/api/subscribers').send({ email: 'reader@example.com' });

  it('counts both against one limit, and a client header cannot change that', async () => {
    expect((await api()).status).toBe(202);
    const first = await form().set('X-Signup-Rate-Limited', '');
    expect(first.status).toBe(200);
    expect(first.text).toContain('קיבלנו את ההרשמה');
    // The limit (2) is reached whichever door comes next.
    const limitedForm = await form();
    expect(limitedForm.status).toBe(429);
    expect(limitedForm.text).toContain('אוי, משהו השתבש. אנא נסה שנית מאוחר יותר.');
    // Told to try later, the reader keeps the address already typed in the form.
    expect(limitedForm.text).toMatch(/<input[^>]*id="signup-email"[^>]*value="reader@example.com"/);
    const limitedApi = await api();
    expect(limitedApi.status).toBe(429);
    expect(limitedApi.body.error.code).toBe('too_many_requests');
  });
});
