import { expect, test } from '@playwright/test';
import { holdRequests, waitForDocumentHydrated } from './helpers.ts';

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
