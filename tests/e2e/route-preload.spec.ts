import { expect, test } from '@playwright/test';
import { MEDIUM_PRELOAD_DELAY_MS, ROUTE_PRIORITIES } from '../../client/lib/navigation.ts';
import { waitForHydration } from './helpers.ts';

// Spec section 2: high-priority pages are preloaded at start, medium ones 2 s later. The preloader
// adds them one per idle period (issue 13: one long task inserting every page's links hurt
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
});
