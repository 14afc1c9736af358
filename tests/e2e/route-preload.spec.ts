import { expect, type Locator, type Request, test } from '@playwright/test';
import { MEDIUM_PRELOAD_DELAY_MS, ROUTE_PRIORITIES } from '../../client/lib/navigation.ts';
import { waitForHydration } from './helpers.ts';

// docs/product.md#navigation: high-priority pages are preloaded at start, medium ones 2 s later.
// A worker fetches them into the HTTP cache (client/lib/preload-worker.ts): the page's own thread
// inserts nothing. This checks what a visitor's browser actually fetches, when, and that the
// navigation then finds the code in the cache.

/** Follows a link as a keyboard does: focus, then Enter (wherever the layout has moved it). */
async function followFromKeyboard(link: Locator) {
  await link.focus();
  await expect(link).toBeFocused();
  await link.press('Enter');
}

/** The single-fetch data URL React Router prefetches for a page. */
const dataUrl = (page: string) => (page === '/' ? '/_.data' : `${page}.data`);

test('the tools page preloads the other high pages after load, the medium ones 2 s later, never itself', async ({
  page,
}) => {
  // Each page's data, by when the browser started to fetch it (its own clock, not this process's).
  const fetched = new Map<string, number>();
  page.context().on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.data') && !fetched.has(pathname))
      fetched.set(pathname, request.timing().startTime);
  });
  // Every request for code; the worker's are told apart below, once they are done.
  const codeRequests: Request[] = [];
  page.context().on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) codeRequests.push(request);
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
  // Two seconds between the stages (less a little for the idle callbacks).
  expect(firstMedium - firstHigh).toBeGreaterThanOrEqual(MEDIUM_PRELOAD_DELAY_MS - 250);
  expect(fetched.has('/tools.data')).toBe(false);
  // The worker has done its work and is gone; it added nothing to the document.
  await expect.poll(() => page.workers().length, { timeout: 10_000 }).toBe(0);
  await expect(page.locator('head link[rel="prefetch"], head link[fetchpriority="low"]')).toHaveCount(0);
  // The worker's fetches of code carry `Sec-Fetch-Dest: empty` (the page loads its own as scripts).
  // Each file was asked for once, and none of the page's own first-load modules (the list its
  // module script inserted as links before it imported anything).
  const workerCode: string[] = [];
  for (const request of codeRequests)
    if ((await request.allHeaders())['sec-fetch-dest'] === 'empty')
      workerCode.push(new URL(request.url()).pathname);
  expect(workerCode.filter((path, index) => workerCode.indexOf(path) !== index)).toEqual([]);
  expect(workerCode.some((path) => /\/assets\/about-[\w-]+\.js$/.test(path))).toBe(true);
  const firstLoad = await page.evaluate(() => {
    const script = document.querySelector('script[type="module"]')?.textContent ?? '';
    return JSON.parse(/const preloads=(\[[^\]]*\]);/.exec(script)?.[1] ?? '[]') as string[];
  });
  expect(firstLoad.length).toBeGreaterThan(3);
  expect(workerCode.filter((path) => firstLoad.includes(path))).toEqual([]);
  // Opening a preloaded page then fetches none of its code from the network: the worker's fetch left
  // it in the HTTP cache. (Other links may fetch code of their own pages on the way: hovering one
  // preloads its page.)
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const fromNetwork: string[] = [];
  const fromCache: string[] = [];
  cdp.on('Network.responseReceived', ({ response }) => {
    if (!/\/assets\/about-[\w-]+\.js$/.test(response.url)) return;
    (response.fromDiskCache ? fromCache : fromNetwork).push(response.url);
  });
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  // Followed from the keyboard: a pointer's click on the footer, scrolled to in one jump past 45
  // cards, once landed where the link had been before the cards near it were laid out (their
  // placeholder heights, decision 0040) and opened nothing.
  await followFromKeyboard(page.getByRole('contentinfo').getByRole('link', { name: 'אודות' }));
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(fromNetwork).toEqual([]);
  expect(fromCache).toHaveLength(1);
});

test('a page that is never preloaded opens by client navigation', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await followFromKeyboard(page.getByRole('contentinfo').getByRole('link', { name: 'הצהרת נגישות' }));
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('נגישות');
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
