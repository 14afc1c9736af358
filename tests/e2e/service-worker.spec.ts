import { expect, test } from '@playwright/test';
import { OFFLINE_LINKS_ATTRIBUTE } from '../../client/lib/offline-navigation.ts';
import {
  expectNoAxeViolations,
  holdRequests,
  waitForDocumentHydrated,
  waitForHydration,
  waitForShell,
} from './helpers.ts';

// The offline worker (public/sw.js) registers once the page has loaded and the browser is idle: its
// registration, download and install (which fetches the home page again) are none of the first
// load's business. The other specs block service workers; this one lets the real one run.
test.use({ serviceWorkers: 'allow' });

type RegisterCall = { script: string; readyState: DocumentReadyState };

test('the offline worker registers after the page has loaded, not while it loads', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: RegisterCall[] = [];
    Object.assign(window, { registerCalls: calls });
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
      calls.push({ script: String(args[0]), readyState: document.readyState });
      return register.apply(this, args);
    };
  });
  // The page's images held back: the document stays loading after it has hydrated.
  const releaseImages = await holdRequests(page, /\.(svg|png|webp|avif|jpe?g)(\?|$)/);
  await page.goto('/', { waitUntil: 'commit' });
  await waitForDocumentHydrated(page);
  const calls = () =>
    page.evaluate(() => (window as unknown as { registerCalls: RegisterCall[] }).registerCalls);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  expect(await calls()).toEqual([]);

  releaseImages();
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toMatch(/\/sw\.js$/);
  expect(await calls()).toEqual([{ script: '/sw.js', readyState: 'complete' }]);
});

test("the worker drops its own caches of other versions as it activates, not another application's", async ({
  page,
}) => {
  // The images held back: the page stays loading, so the worker is not registered before the caches
  // below are there.
  const releaseImages = await holdRequests(page, /\.(svg|png|webp|avif|jpe?g)(\?|$)/);
  await page.goto('/', { waitUntil: 'commit' });
  await waitForDocumentHydrated(page);
  await page.evaluate(async () => {
    await (await caches.open('pages-v0')).put('/old', new Response('a copy from an older worker'));
    await (await caches.open('other-app-cache')).put('/other', new Response('keep'));
  });
  releaseImages();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain('pages-v0');
  expect(await page.evaluate(() => caches.keys())).toEqual(
    expect.arrayContaining(['other-app-cache', 'pages-v1']),
  );
});

test('the offline worker keeps only the pages read last, as many as the privacy page says', async ({
  page,
}) => {
  await page.goto('/privacy');
  const said = await page.locator('[data-stored-thing="offline"]').textContent();
  const bound = Number(said?.match(/\d+/)?.[0]);
  expect(bound).toBeGreaterThan(10);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // More copies than the bound, from pages read earlier, stored after the home page's from the install.
  const older = Array.from({ length: bound + 10 }, (_, index) => `/read-before-${index}`);
  await page.evaluate(async (paths) => {
    const cache = await caches.open('pages-v1');
    for (const path of paths) await cache.put(path, new Response(path));
  }, older);
  const kept = () =>
    page.evaluate(async () => {
      const cache = await caches.open('pages-v1');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
  expect(await kept()).toEqual(['/', ...older]);

  // The next page read is kept, and the oldest copies beyond the bound go.
  await page.goto('/about');
  await expect.poll(kept).toEqual([...older.slice(-(bound - 1)), '/about']);

  // A page read again is stored anew, as the newest, in place of its older copy.
  await page.goto('/privacy');
  await page.goto('/about');
  await expect.poll(kept).toEqual([...older.slice(-(bound - 2)), '/privacy', '/about']);
});

test("the offline worker's copies of the site's code are bounded too, the oldest dropped", async ({
  page,
}) => {
  // Each deploy brings new hashed chunks; the worker keeps the code it served, so without a bound the
  // copies of every old build would stay on the visitor's disk.
  await page.goto('/about');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const older = Array.from({ length: 210 }, (_, index) => `/assets/old-build-${index}.js`);
  await page.evaluate(async (paths) => {
    const cache = await caches.open('assets-v1');
    for (const path of paths)
      await cache.put(path, new Response('', { headers: { 'Content-Type': 'text/javascript' } }));
  }, older);

  // The podcast's code is preloaded by no page before it: reading it stores new chunks.
  await page.goto('/podcast');
  const kept = () =>
    page.evaluate(async () => {
      const cache = await caches.open('assets-v1');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
  await expect
    .poll(async () => (await kept()).some((path) => /\/assets\/podcast-[\w-]+\.js$/.test(path)))
    .toBe(true);
  await expect.poll(async () => (await kept()).length).toBe(200);
  const after = await kept();
  for (const path of older.slice(0, 10)) expect(after).not.toContain(path);
  expect(after).toContain(older.at(-1));
});

test('offline, a link opens the stored copy of its page, or a page that says there is no connection', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto('/about');
  await waitForHydration(page);
  // The links are watched once the page has loaded and the browser is idle.
  const linksWatched = () => page.locator(`html[${OFFLINE_LINKS_ATTRIBUTE}]`).waitFor({ state: 'attached' });
  await linksWatched();
  const storedPages = () =>
    page.evaluate(async () => {
      const cache = await caches.open('pages-v1');
      return (await cache.keys()).map(
        (request) => new URL(request.url).pathname + new URL(request.url).search,
      );
    });
  await expect.poll(storedPages).toContain('/about');
  // A stored page under an address a stranger chose (a link with markup in its query) and a title
  // with markup in it: the list shows both as text.
  await page.evaluate(async () => {
    const cache = await caches.open('pages-v1');
    await cache.put(
      '/tools?q="><b id="injected">x</b>',
      new Response(
        '<html><head><title>&lt;i id=&quot;titled&quot;&gt;כלים | AI בעברית</title></head></html>',
      ),
    );
  });

  await context.setOffline(true);
  // A link React Router would follow in the page: the newsletter was never read, so nothing of it is kept.
  await page.locator('header a[href="/newsletter"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('אין חיבור לאינטרנט');
  expect(new URL(page.url()).pathname).toBe('/newsletter');
  await expect(page.getByRole('link', { name: 'לנסות שוב' })).toHaveAttribute('href', '/newsletter');
  const list = page.getByRole('list');
  await expect(list.getByRole('link', { name: 'אודות' })).toHaveAttribute('href', '/about');
  await expect(list.getByRole('link', { name: 'AI בעברית' })).toHaveAttribute('href', '/');
  await expect(list.getByRole('link', { name: '<i id="titled">כלים' })).toHaveAttribute(
    'href',
    '/tools?q=%22%3E%3Cb%20id=%22injected%22%3Ex%3C/b%3E',
  );
  await expect(page.locator('#injected, #titled')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A page that is kept opens as it was stored, and its own links keep working without a network.
  await list.getByRole('link', { name: 'אודות' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await waitForHydration(page);
  await linksWatched();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('אין חיבור לאינטרנט');
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'אין חיבור לאינטרנט' })).toHaveCount(0);
  // A link that opens something in the page still does: the footer's cookie settings.
  await waitForHydration(page);
  await waitForShell(page);
  await linksWatched();
  await page.getByRole('contentinfo').getByRole('link', { name: 'הגדרות עוגיות' }).click();
  await expect(page.getByRole('region', { name: 'העדפות עוגיות' })).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
  // The header's search form goes to another page: the browser sends it, and the worker answers.
  await page.getByRole('search').getByRole('button', { name: 'חפש' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('אין חיבור לאינטרנט');
  expect(new URL(page.url()).pathname).toBe('/search');
  expect(errors).toEqual([]);
  await context.setOffline(false);
});
