import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { drawEverything, expectNoAxeViolations, waitForDocumentHydrated } from './helpers.ts';

// The accessibility panel (docs/product.md#site-wide-widgets) in a browser, against the production
// build with the seed: the text size within its bounds, kept across pages; high contrast, and the
// enhanced contrast it promises on every text; the panel closing itself. The colours and the
// device's own contrast are in themes.spec.ts, the layouts at each text size in
// text-size-grids.spec.ts and large-text-phones.spec.ts.

test('the accessibility panel changes the text size within 70-150 %, keeps it across pages and closes itself', async ({
  page,
}) => {
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: 'הגדרות נגישות' });
  await toggle.click();
  const slider = page.getByRole('slider', { name: /גודל טקסט/ });
  await expect(slider).toHaveAttribute('min', '70');
  await expect(slider).toHaveAttribute('max', '150');
  await slider.fill('130');
  await expect(page.locator('html')).toHaveAttribute('style', /font-size: 130%/);
  await page.getByRole('switch', { name: 'ניגודיות גבוהה' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-high-contrast', '');
  await expectNoAxeViolations(page);
  await page.mouse.move(10, 10);
  await expect(page.getByRole('heading', { name: 'הגדרות נגישות' })).toBeHidden({ timeout: 8000 });
  await page.goto('/services');
  await expect(page.locator('html')).toHaveAttribute('style', /font-size: 130%/);
  await expect(page.locator('html')).toHaveAttribute('data-high-contrast', '');
});

test('the settings are stored only while they differ from the defaults', async ({ page }) => {
  const stored = () => page.evaluate(() => localStorage.getItem('site:accessibility'));
  // A first visit changes nothing, so it stores nothing (the privacy page lists what is kept).
  await page.goto('/about');
  await waitForDocumentHydrated(page);
  const toggle = page.getByRole('button', { name: 'הגדרות נגישות' });
  await toggle.click();
  const slider = page.getByRole('slider', { name: /גודל טקסט/ });
  await expect(slider).toHaveValue('100');
  expect(await stored()).toBeNull();

  await slider.fill('120');
  await expect.poll(stored).toContain('"textSize":120');
  await page.getByRole('button', { name: 'איפוס הגדרות' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('style', /font-size/);
  await expect.poll(stored).toBeNull();
});

test('high contrast: every text at 7:1 or more (WCAG enhanced contrast), chips of every colour included', async ({
  page,
}) => {
  // The category and Hebrew-support chips kept their default 4.5–6:1 with high contrast on (axe's
  // color-contrast-enhanced named them on /tools, /terms and the home page, and nothing else).
  // Seven pages drawn whole and checked by axe: 31-32 s with two workers on this project's hosts.
  test.slow();
  await page.addInitScript(() =>
    localStorage.setItem('site:accessibility', JSON.stringify({ textSize: 100, highContrast: true })),
  );
  const chips = new Set<string>();
  for (const [width, path] of [
    [1280, '/'],
    [1280, '/tools'],
    [1280, '/terms'],
    [1280, '/terms/token'],
    [390, '/tools'],
    [390, '/tools/midjourney'],
    // A closed tool's notice: its links on the notice's amber tint.
    [1280, '/tools/neeva'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-high-contrast', '');
    await drawEverything(page);
    for (const chip of await page
      .locator('.chip')
      .evaluateAll((nodes) => nodes.map((node) => node.className)))
      for (const colour of chip.match(/\btext-cat-[a-z]+\b|\bbg-cat-audio\b/g) ?? []) chips.add(colour);
    const results = await new AxeBuilder({ page }).withRules(['color-contrast-enhanced']).analyze();
    const low = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${path} at ${width}: ${node.target.join(' ')}`),
    );
    expect(low).toEqual([]);
  }
  // Every chip colour was on one of the pages.
  expect([...chips].sort()).toEqual([
    'bg-cat-audio',
    'text-cat-audio',
    'text-cat-automation',
    'text-cat-code',
    'text-cat-image',
    'text-cat-other',
    'text-cat-text',
    'text-cat-video',
  ]);
});
