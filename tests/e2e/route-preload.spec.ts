import { expect, test } from '@playwright/test';
import { MEDIUM_PRELOAD_DELAY_MS, ROUTE_PRIORITIES } from '../../client/lib/navigation.ts';
import { waitForHydration } from './helpers.ts';

// docs/product.md#navigation: high-priority pages are preloaded at start, medium ones 2 s later.
// The preloader adds them one per idle period (one long task inserting every page's links hurt
// Lighthouse's total blocking time); this checks what a visitor's browser actually fetches, and when.

/** The single-fetch data URL React Router prefetches for a page. */
const dataUrl = (page: string) => (page === '/' ? '/_.data' : `${page}.data`);

test('the tools page preloads the other high pages after load, the medium ones 2 s later, never itself', async ({
  page,
}) => {
  const fetched = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.data') && !fetched.has(pathname)) fetched.set(pathname, Date.now());
  });
  await page.goto('/tools');
  await waitForHydration(page);
  const high = ROUTE_PRIORITIES.high.filter((p) => p !== '/tools').map(dataUrl);
  const medium = ROUTE_PRIORITIES.medium.map(dataUrl);
  await expect.poll(() => high.every((url) => fetched.has(url)), { timeout: 10_000 }).toBe(true);
  await expect
    .poll(() => medium.every((url) => fetched.has(url)), { timeout: MEDIUM_PRELOAD_DELAY_MS + 10_000 })
    .toBe(true);
  const firstHigh = Math.min(...high.map((url) => fetched.get(url)!));
  const firstMedium = Math.min(...medium.map((url) => fetched.get(url)!));
  // Two seconds between the stages (less a little for the clock of the test and the idle callbacks).
  expect(firstMedium - firstHigh).toBeGreaterThanOrEqual(MEDIUM_PRELOAD_DELAY_MS - 250);
  expect(fetched.has('/tools.data')).toBe(false);
  // Each page's preload links are in the document once.
  const prefetchLinks = await page
    .locator('head link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(prefetchLinks.sort()).toEqual([...high, ...medium].sort());
  // Their code came too, at low priority, each file once and none the page already had.
  const links = await page
    .locator('head link[href], script[src]')
    .evaluateAll((elements) =>
      elements.map((element) => (element as HTMLLinkElement).href || (element as HTMLScriptElement).src),
    );
  expect(new Set(links).size).toBe(links.length);
  const lowPriority = await page.locator('head link[rel="modulepreload"][fetchpriority="low"]').count();
  expect(lowPriority).toBeGreaterThan(0);
  // Opening a preloaded page then needs no code the preload did not bring. (Other links may fetch
  // code of their own pages on the way: hovering one preloads its page.)
  await page.waitForLoadState('networkidle');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'אודות' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(scripts.filter((url) => /\/assets\/about-[\w-]+\.js$/.test(url))).toEqual([]);
});

test('a page that is never preloaded opens by client navigation', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'הצהרת נגישות' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('נגישות');
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
