import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { COOKIE_BANNER_DELAY_MS } from '../../client/lib/preferences.ts';
import { expectNoAxeViolations, openAdminDialog, WIDTHS, waitForShell } from './helpers.ts';

// The cookie banner (spec: consent) at 390 and 1280 px: its size and stacking, the page end clear of
// it, and the footer link that reopens the preferences.

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport });

    test('the cookie banner takes at most a third of the screen and stays under an open menu and dialog', async ({
      page,
    }) => {
      await page.addInitScript(() => localStorage.removeItem('site:cookie-consent'));
      await page.goto('/about');
      await waitForShell(page);
      const banner = page.getByRole('region', { name: 'אנחנו משתמשים בעוגיות' });
      await expect(banner).toBeVisible();
      const box = (await banner.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(viewport.height / 3);
      await expectNoAxeViolations(page);

      // An open menu is drawn over the banner, never under it.
      if (width === 'mobile') {
        await page.getByLabel('תפריט').click();
        const menu = page.locator('header nav[aria-label="ניווט ראשי"]');
        await expect(menu).toBeVisible();
        // With a group open the menu reaches down over the banner.
        await menu.locator('summary', { hasText: 'כלים ותוכן' }).click();
        await expect(menu.getByRole('link', { name: /^כלי פיתוח משלימים/ })).toBeVisible();
      } else {
        await page.locator('header nav[aria-label="ניווט ראשי"] summary', { hasText: 'כלים ותוכן' }).click();
      }
      const order = await page.evaluate(() => ({
        header: Number(getComputedStyle(document.querySelector('header')!).zIndex),
        banner: Number(getComputedStyle(document.querySelector('[data-cookie-banner]')!).zIndex),
      }));
      expect(order.header).toBeGreaterThan(order.banner);
      if (width === 'mobile') {
        const covered = await page.evaluate(
          ([x, y]) => {
            const top = document.elementFromPoint(x!, y!);
            return Boolean(top?.closest('header')) && !top?.closest('[data-cookie-banner]');
          },
          [box.x + box.width / 2, box.y + 10],
        );
        expect(covered).toBe(true);
      }
      await page.keyboard.press('Escape');

      // A dialog covers the banner too (and makes it unreachable).
      await page.mouse.click(5, 5);
      await openAdminDialog(page);
      const underDialog = await page.evaluate(
        ([x, y]) => {
          const top = document.elementFromPoint(x!, y!);
          return !top?.closest('[data-cookie-banner]');
        },
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(underDialog).toBe(true);
    });

    test('the end of the page scrolls clear of the cookie banner, which restyles only the overlays', async ({
      page,
    }) => {
      await page.addInitScript(() => localStorage.removeItem('site:cookie-consent'));
      await page.goto('/terms');
      await waitForShell(page);
      const banner = page.getByRole('region', { name: 'אנחנו משתמשים בעוגיות' });
      await expect(banner).toBeVisible();
      // The overlays' block takes the banner's height once it is measured.
      await expect
        .poll(() =>
          page.evaluate(() => document.querySelector<HTMLElement>('[data-page-overlays]')!.offsetHeight),
        )
        .toBeGreaterThanOrEqual(Math.floor((await banner.boundingBox())!.height));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const lastLink = page.getByRole('contentinfo').getByRole('link').last();
      await expect
        .poll(async () => {
          const [link, cover] = [await lastLink.boundingBox(), await banner.boundingBox()];
          return link && cover ? link.y + link.height <= cover.y : false;
        })
        .toBe(true);
      // Its height is published on the overlays' block, not on the document: a custom property set on
      // the root restyles every element of the page.
      expect(await page.evaluate(() => document.documentElement.getAttribute('style') ?? '')).not.toContain(
        '--cookie-banner-height',
      );
    });

    test("the footer link 'הגדרות עוגיות' reopens the preferences after a choice was stored", async ({
      page,
    }) => {
      await page.addInitScript(() => {
        localStorage.setItem('site:cookie-consent', 'true');
        localStorage.setItem(
          'site:cookie-preferences',
          JSON.stringify({ necessary: true, analytics: true, marketing: false }),
        );
      });
      await page.goto('/services');
      await waitForShell(page);
      await expect(page.locator('[data-cookie-banner]')).toHaveCount(0);
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'הגדרות עוגיות' });
      await link.click();
      const preferences = page.getByRole('region', { name: 'העדפות עוגיות' });
      await expect(preferences).toBeVisible();
      await expect(preferences).toBeFocused();
      await expect(preferences.getByRole('checkbox', { name: 'ניתוח שימוש' })).toBeChecked();
      await expect(preferences.getByRole('checkbox', { name: 'שיווק' })).not.toBeChecked();
      await preferences.getByRole('checkbox', { name: 'ניתוח שימוש' }).uncheck();
      await preferences.getByRole('button', { name: 'שמירת העדפות' }).click();
      await expect(preferences).toBeHidden();
      await expect(link).toBeFocused();
      const stored = await page.evaluate(() => localStorage.getItem('site:cookie-preferences'));
      expect(JSON.parse(stored!)).toEqual({ necessary: true, analytics: false, marketing: false });
    });
  });
}

test.describe('cookie banner', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test('appears after a second, stores the choice, and stays away afterwards', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'אנחנו משתמשים בעוגיות' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'העדפות' }).click();
    const preferences = page.getByRole('region', { name: 'העדפות עוגיות' });
    await expect(preferences.getByRole('checkbox', { name: /הכרחיות/ })).toBeDisabled();
    await expect(preferences.getByRole('checkbox', { name: /הכרחיות/ })).toBeChecked();
    await preferences.getByRole('checkbox', { name: 'ניתוח שימוש' }).check();
    await preferences.getByRole('button', { name: 'שמירת העדפות' }).click();
    await expect(preferences).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem('site:cookie-preferences'));
    expect(JSON.parse(stored!)).toEqual({ necessary: true, analytics: true, marketing: false });
    // After a reload, with the banner's code loaded and the page's timers run past the moment it
    // would appear (Playwright's clock: no waiting), it stays away.
    await page.clock.install();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(2 * COOKIE_BANNER_DELAY_MS);
    await expect(page.getByRole('region', { name: 'אנחנו משתמשים בעוגיות' })).toHaveCount(0);
  });

  test('the banner and the accessibility panel are top-level landmarks, outside the page content', async ({
    page,
  }) => {
    await page.goto('/tools');
    const banner = page.getByRole('region', { name: 'אנחנו משתמשים בעוגיות' });
    await expect(banner).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'נגישות' });
    for (const overlay of [banner, panel]) {
      expect(await overlay.evaluate((node) => node.closest('main, header, footer, nav') === null)).toBe(true);
    }
    // axe's landmark rules beyond WCAG (best practice) agree.
    const results = await new AxeBuilder({ page })
      .withRules(['landmark-complementary-is-top-level', 'landmark-no-duplicate-contentinfo', 'region'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('closing hides it without storing a choice', async ({ page }) => {
    await page.goto('/about');
    await page
      .getByRole('region', { name: 'אנחנו משתמשים בעוגיות' })
      .getByRole('button', { name: 'סגירה' })
      .click();
    expect(await page.evaluate(() => localStorage.getItem('site:cookie-consent'))).toBeNull();
  });
});
