import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app.ts';
import { getPage } from '../support/site-pages.ts';

// An empty state's picture says what kind of empty it is (client/components/catalogue/page-parts.tsx):
// a search or filter that matched nothing, a list with nothing yet, an address that names nothing.
// Each was a wrench, which reads as 'under repair'.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

describe('empty states', () => {
  it.each([
    ['/search?q=zzqqxx', 'no-results', 'search-x', 'לא נמצאו תוצאות'],
    ['/tools?q=zzqqxx', 'no-results', 'search-x', 'לא נמצאו כלים שמתאימים לסינון'],
    // The embedded default keeps no catalogue history.
    ['/changes', 'empty', 'inbox', 'עוד לא נרשמו שינויים'],
    ['/changes?kind=renamed', 'no-results', 'search-x', 'אין שינויים מהסוג הזה'],
    ['/ecosystem/hosting/no-such-service', 'not-found', 'file-question', 'השירות לא נמצא'],
    ['/start-here/no-such-path', 'not-found', 'file-question', 'מסלול ההתנסות לא נמצא'],
  ])('%s shows a %s state with its own picture', async (path, kind, icon, text) => {
    const $ = cheerio.load((await getPage(ctx.app, path)).text);
    const state = $('[data-testid="empty-state"]');
    expect(state.length).toBe(1);
    expect(state.attr('data-empty-kind')).toBe(kind);
    expect(state.find('svg').first().attr('class')).toContain(`lucide-${icon}`);
    expect(state.text()).toContain(text);
  });
});
