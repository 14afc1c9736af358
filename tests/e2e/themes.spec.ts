import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { THEME_COLOURS } from '../../client/lib/theme-colours.ts';
import {
  drawEverything,
  expectNoAxeViolations,
  isDark,
  luminance,
  waitForDocumentHydrated,
} from './helpers.ts';

// The dark theme (decision 0046): the page follows the device's colour scheme, or the accessibility
// panel's choice, before the first paint; every text keeps its contrast in both.

/** The colour of the browser's own bar: the theme-color meta whose media matches, as a browser picks it. */
const barColour = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')]
        .find((meta) => !meta.media || matchMedia(meta.media).matches)
        ?.getAttribute('content') ?? null,
  );

/** Opens the accessibility panel and gives its colour setting's group of radios. */
async function openColourSetting(page: Page) {
  await page.getByRole('button', { name: 'הגדרות נגישות' }).click();
  return page.getByRole('group', { name: 'ערכת צבעים' });
}

// One page of every kind a visitor reads, at a phone's and a desktop's width in turn.
const PAGES = [
  '/',
  '/tools',
  '/tools/midjourney',
  '/tools/neeva',
  '/terms',
  '/terms/rag',
  '/terms/token',
  '/podcast/episode-12',
  '/services',
  '/lectures',
  '/portfolio/videos',
  '/newsletter',
  '/accessibility',
  '/tools/compare?tools=chatgpt,claude,gemini',
];

test.describe('a device that asks for dark colours', () => {
  test.use({ colorScheme: 'dark' });

  PAGES.forEach((path, index) => {
    const width = index % 2 ? 1280 : 390;
    test(`${path} is dark, with no axe violations, at ${width} px`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('site:cookie-consent', 'true'));
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await waitForDocumentHydrated(page);
      expect(await isDark(page)).toBe(true);
      // The text is light on it.
      expect(await luminance(page, 'h1', 'color')).toBeGreaterThan(0.6);
      await drawEverything(page);
      await expectNoAxeViolations(page);
    });
  });

  test('with high contrast on, every text is at 7:1 or more on the dark surfaces', async ({ page }) => {
    test.slow();
    await page.addInitScript(() =>
      localStorage.setItem('site:accessibility', JSON.stringify({ textSize: 100, highContrast: true })),
    );
    for (const path of ['/', '/tools', '/tools/neeva', '/terms/rag']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-high-contrast', '');
      expect(await isDark(page)).toBe(true);
      await drawEverything(page);
      const results = await new AxeBuilder({ page }).withRules(['color-contrast-enhanced']).analyze();
      const low = results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${path}: ${node.target.join(' ')}`),
      );
      expect(low).toEqual([]);
    }
  });

  test('a visualization is drawn on a light stage, as its palette is made for one', async ({ page }) => {
    await page.goto('/terms/attention');
    const figure = page.locator('figure[data-visualization="attention"]');
    await expect(figure).toBeVisible();
    expect(await isDark(page)).toBe(true);
    expect(
      await luminance(page, 'figure[data-visualization="attention"]', 'backgroundColor'),
    ).toBeGreaterThan(0.9);
    expect(await luminance(page, 'figure[data-visualization="attention"] figcaption', 'color')).toBeLessThan(
      0.1,
    );
  });

  test('the accessibility panel can set the light colours, kept across pages from the first paint', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForDocumentHydrated(page);
    expect(await isDark(page)).toBe(true);
    expect(await barColour(page)).toBe(THEME_COLOURS.dark);
    const group = await openColourSetting(page);
    await expect(group.getByRole('radio', { name: 'לפי המכשיר' })).toBeChecked();
    await group.getByRole('radio', { name: 'בהירה' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await isDark(page)).toBe(false);
    expect(await barColour(page)).toBe(THEME_COLOURS.light);
    // The next page is light before any of its own scripts run: the inline head script set it, and
    // the browser's bar with it.
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/services');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await isDark(page)).toBe(false);
    expect(await barColour(page)).toBe(THEME_COLOURS.light);
  });
});

test('on a light device the panel can set the dark colours, and its reset returns to the device', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForDocumentHydrated(page);
  expect(await isDark(page)).toBe(false);
  expect(await barColour(page)).toBe(THEME_COLOURS.light);
  const group = await openColourSetting(page);
  await group.getByRole('radio', { name: 'כהה' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await isDark(page)).toBe(true);
  expect(await barColour(page)).toBe(THEME_COLOURS.dark);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'איפוס הגדרות' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  expect(await isDark(page)).toBe(false);
  expect(await barColour(page)).toBe(THEME_COLOURS.light);
  await expect(group.getByRole('radio', { name: 'לפי המכשיר' })).toBeChecked();
});

test('a page printed from a dark screen is printed in the light colours', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() =>
    localStorage.setItem('site:accessibility', JSON.stringify({ textSize: 100, theme: 'dark' })),
  );
  await page.goto('/terms/rag');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await luminance(page, 'h1', 'color')).toBeGreaterThan(0.6);
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  // Dark text for white paper.
  expect(await luminance(page, 'h1', 'color')).toBeLessThan(0.05);
  expect(await luminance(page, 'main p', 'color')).toBeLessThan(0.1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, colorScheme: 'dark' });

  test('a dark device still gets the dark colours', async ({ page }) => {
    await page.goto('/tools');
    expect(await isDark(page)).toBe(true);
    expect(await luminance(page, 'h1', 'color')).toBeGreaterThan(0.6);
  });
});

test.describe('a device that asks for more contrast', () => {
  test.use({ contrast: 'more' });

  test('gets high contrast before the first paint, with no script of the page', async ({ page }) => {
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/tools');
    await expect(page.locator('html')).toHaveAttribute('data-high-contrast', '');
  });

  test('the panel shows it on; switched off it stays off, and the reset returns to the device', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForDocumentHydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-high-contrast', '');
    await page.getByRole('button', { name: 'הגדרות נגישות' }).click();
    await page.locator('#accessibility-panel').hover();
    const toggle = page.getByRole('switch', { name: 'ניגודיות גבוהה' });
    await expect(toggle).toBeChecked();
    // It says why it is on, and the visitor may still switch it off.
    await expect(toggle).toHaveAccessibleDescription('מופעל לפי הגדרת המכשיר');
    await expect(toggle).toBeEnabled();
    await toggle.uncheck();
    await expect(toggle).not.toHaveAccessibleDescription(/המכשיר/);
    await expect(page.locator('html')).not.toHaveAttribute('data-high-contrast');
    await page.goto('/services');
    await expect(page.locator('html')).not.toHaveAttribute('data-high-contrast');
    await waitForDocumentHydrated(page);
    await page.getByRole('button', { name: 'הגדרות נגישות' }).click();
    await expect(toggle).not.toBeChecked();
    await page.getByRole('button', { name: 'איפוס הגדרות' }).click();
    await expect(toggle).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-high-contrast', '');
  });

  test('a change of the device while the page is open applies at once', async ({ page }) => {
    await page.emulateMedia({ contrast: 'no-preference' });
    await page.goto('/about');
    await waitForDocumentHydrated(page);
    await expect(page.locator('html')).not.toHaveAttribute('data-high-contrast');
    await page.emulateMedia({ contrast: 'more' });
    await expect(page.locator('html')).toHaveAttribute('data-high-contrast', '');
  });
});

test('a device with no contrast preference keeps the standard colours', async ({ page }) => {
  await page.goto('/about');
  await waitForDocumentHydrated(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-high-contrast');
});

test.describe('a device that asks for less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test("the panel shows 'stop animations' on, by the device, and it cannot be switched off there", async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForDocumentHydrated(page);
    await page.getByRole('button', { name: 'הגדרות נגישות' }).click();
    // The pointer over the panel keeps it open (it closes by itself after 5 s otherwise).
    await page.locator('#accessibility-panel').hover();
    const toggle = page.getByRole('switch', { name: 'עצירת אנימציות' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription('מופעל לפי הגדרת המכשיר');
    // The other switches are the visitor's alone.
    await expect(page.getByRole('switch', { name: 'הדגשת מיקוד' })).not.toHaveAccessibleDescription(/המכשיר/);
    await expectNoAxeViolations(page);
    // A change of the device while the panel is open shows at once.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
  });
});
