import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingFrom } from '../../src/page-services.ts';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';

// A route whose loader fails answers 500 with the error fallback (docs/product.md#not-found-and-error-pages)
// ('אופס! משהו השתבש' and a refresh link) inside the site's shell, with nothing internal in it.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp({}, (services) =>
    readingFrom(services, {
      ...services.content,
      async read(source) {
        if (source === 'content') throw new Error('store exploded: secret-internal-detail');
        return services.content.read(source);
      },
    }),
  );
});
afterAll(async () => {
  await ctx.close();
});

describe('the error fallback', () => {
  it('answers 500 with the Hebrew fallback and a refresh link to the same address, in the shell', async () => {
    const response = await request(ctx.app).get('/guides?x=1').set('User-Agent', BROWSER_UA);
    expect(response.status).toBe(500);
    expect(response.text).toContain('אופס! משהו השתבש');
    expect(response.text).toMatch(/<a href="\/guides\?x=1"[^>]*>.*רענון הדף/s);
    expect(response.text).toContain('<title>אופס! משהו השתבש | AI בעברית</title>');
    expect(response.text).toMatch(/<header[^>]*>/);
    expect(response.text).toMatch(/<footer[^>]*>/);
    expect(response.text).not.toContain('secret-internal-detail');
    expect(response.text).not.toContain('store exploded');
  });
});
