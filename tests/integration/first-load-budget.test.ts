import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoad } from '../../bench/lib/first-load.ts';
import { TARGETS } from '../../bench/lib/targets.ts';
import { buildTestApp } from '../support/app.ts';
import { getPage } from '../support/site-pages.ts';

// Target 3 of docs/benchmarks.md as a test, on the build the suite runs against: the JavaScript a
// page makes the browser load before it can hydrate (gzip -9 of every file), at most 120 KB on the
// home page and 150 KB on a term page, with no other page's widgets. `npm run bench` printed it, but CI
// does not run the bench, and the home page stood at 120.7 KB for a stop unnoticed (docs/benchmarks.md,
// the forty-third stop). A size, not a time: the same build gives the same bytes on any machine.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

async function firstLoadOf(path: string) {
  const response = await getPage(ctx.app, path);
  expect(response.status, path).toBe(200);
  return firstLoad(response.text, path);
}

describe('first-load JavaScript', () => {
  it(`is at most ${TARGETS.homeFirstLoadKb} KB gzip on the home page`, async () => {
    const home = await firstLoadOf('/');
    expect(home.files.length).toBeGreaterThan(3);
    expect(home.gzipBytes / 1024).toBeLessThanOrEqual(TARGETS.homeFirstLoadKb);
  });

  it(`is at most ${TARGETS.termFirstLoadKb} KB gzip on a term page, its explorable included`, async () => {
    for (const path of ['/terms/rag', '/terms/token', '/terms/temperature']) {
      const term = await firstLoadOf(path);
      expect(term.gzipBytes / 1024, path).toBeLessThanOrEqual(TARGETS.termFirstLoadKb);
    }
  });

  it("carries no other page's widgets (error reporting, admin, visualizations, tokenizer, player)", async () => {
    for (const path of [
      '/',
      '/tools',
      '/tools/midjourney',
      '/terms/rag',
      '/podcast',
      '/newsletter',
      '/search',
    ]) {
      expect((await firstLoadOf(path)).widgets, path).toEqual([]);
    }
  });
});
