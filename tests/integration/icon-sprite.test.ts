import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';

// The cards' repeated icons are <use> references to symbols drawn once per document
// (client/components/icon-sprite.tsx): every reference must find its symbol in the same document,
// or the icon silently disappears. Checked on the pages with the most cards and on an error page.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('the icon sprite', () => {
  it.each(['/tools', '/tools/midjourney', '/terms', '/tools/language', '/no-such-page'])(
    '%s: every <use> finds exactly one symbol in its own document',
    async (path) => {
      const response = await request(ctx.app).get(path).set('User-Agent', BROWSER_UA);
      expect([200, 404]).toContain(response.status);
      const html = response.text;
      const references = [...html.matchAll(/<use href="#([\w-]+)"/g)].map((match) => match[1]!);
      if (path !== '/no-such-page') expect(references.length).toBeGreaterThan(3);
      for (const id of new Set(references)) {
        expect(html.match(new RegExp(`<symbol id="${id}"`, 'g')), `#${id} on ${path}`).toHaveLength(1);
      }
      // The symbols are drawn once, before the first card that uses them.
      expect(html.match(/<symbol id="icon-arrow-left"/g)).toHaveLength(1);
      if (references.length > 0) expect(html.indexOf('<symbol id=')).toBeLessThan(html.indexOf('<use href='));
    },
  );
});
