import { expect, test } from '@playwright/test';
import { holdRequests, waitForDocumentHydrated, waitForHydration, waitForShell } from './helpers.ts';

// The shell (header, breadcrumbs, footer) hydrates after the page itself, from its own chunks.
// While those chunks are still on their way, the server HTML must stay in place: nothing
// disappears and nothing moves.

test('header, breadcrumbs and footer stay in place, without layout shift, while their code loads', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const release = await holdRequests(page, /\/assets\/(site-header|breadcrumbs|site-footer)-[^/]+\.js$/);
  await page.goto('/tools/midjourney');
  // The page hydrated while the header's and footer's code is still held back.
  await waitForDocumentHydrated(page);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('nav[aria-label="ניווט ראשי"]')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  release();
  await waitForHydration(page);
  await expect(page.locator('[data-copyright][data-hydrated]')).toHaveCount(1);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
});

// The first Hebrew Intl object a page makes loads ICU's Hebrew data: one ~70 ms task on a throttled
// phone (docs/decisions/0013-no-intl-in-the-browser.md). Reading pages word their dates and counts on
// the server, and their modules make no formatter when they load.
for (const path of [
  '/',
  '/tools',
  '/tools/midjourney',
  '/terms/machine-learning',
  '/podcast/episode-12',
  '/portfolio/code',
  '/portfolio/videos',
  '/newsletter/150211000000000001',
]) {
  test(`${path} loads and hydrates without making an Intl formatter`, async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { __intl: string[] }).__intl = made;
      for (const name of [
        'DateTimeFormat',
        'NumberFormat',
        'RelativeTimeFormat',
        'PluralRules',
        'Collator',
      ] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        const Counted = new Proxy(Original, {
          construct(target, args, newTarget) {
            made.push(`${name}(${JSON.stringify(args[0])})`);
            return Reflect.construct(target, args, newTarget);
          },
        });
        Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
      }
      for (const [proto, method] of [
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleTimeString'],
        [Number.prototype, 'toLocaleString'],
      ] as const) {
        const original = (proto as unknown as Record<string, (...args: unknown[]) => string>)[method]!;
        Object.defineProperty(proto, method, {
          configurable: true,
          writable: true,
          value(this: unknown, ...args: unknown[]) {
            made.push(method);
            return original.apply(this, args);
          },
        });
      }
    });
    await page.goto(path);
    await waitForDocumentHydrated(page);
    await waitForShell(page);
    expect(await page.evaluate(() => (window as unknown as { __intl: string[] }).__intl)).toEqual([]);
  });
}
