import { expect, test } from '@playwright/test';
import { waitForDocumentHydrated, waitForHydration } from './helpers.ts';

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
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(site-header|breadcrumbs|site-footer)-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
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
