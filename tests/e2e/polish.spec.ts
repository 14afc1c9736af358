import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, WIDTHS } from './helpers.ts';

// Issue 12 in the browser: visitor polish on the shell and the existing pages, each at 390 and 1280 px.

/** The copyright line marks itself once React hydrated the shell (handlers are attached then). */
async function waitForShell(page: Page) {
  await page.locator('[data-copyright][data-hydrated]').waitFor({ state: 'attached' });
}

async function openAdminDialog(page: Page) {
  const copyright = page.locator('[data-copyright]');
  await copyright.scrollIntoViewIfNeeded();
  for (let click = 0; click < 3; click++) await copyright.click();
  await expect(page.getByRole('dialog', { name: 'כניסת מנהל' })).toBeVisible();
}

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport });

    test('the admin dialog says admin login is not set up when the server has no password hash', async ({
      page,
    }) => {
      // The server's own answer without ADMIN_PASSWORD_HASH (tests/integration/api-auth.test.ts).
      await page.route('**/api/auth/login', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'auth_not_configured', message: 'Admin login is not configured on this server' },
          }),
        }),
      );
      await page.goto('/');
      await waitForShell(page);
      await openAdminDialog(page);
      await page.getByLabel('סיסמה').fill('whatever');
      await page.getByRole('button', { name: 'כניסה' }).click();
      const alert = page.getByRole('dialog').getByRole('alert');
      await expect(alert).toContainText('כניסת מנהל לא הוגדרה בשרת הזה');
      await expect(alert).not.toContainText('שגיאה בהתחברות');
      // The variable names read left to right inside the Hebrew sentence.
      await expect(alert.locator('bdi[dir="ltr"]', { hasText: 'ADMIN_PASSWORD_HASH' })).toHaveCount(1);
      await expectNoAxeViolations(page);
    });

    test('the 404 page speaks Hebrew first, with the English line beneath, marked and isolated', async ({
      page,
    }) => {
      const response = await page.goto('/no-such-page-at-all');
      expect(response?.status()).toBe(404);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(/הדף לא נמצא/);
      const home = page.getByRole('link', { name: 'חזרה לדף הבית' });
      await expect(home).toHaveAttribute('href', '/');
      const english = page.locator('[data-english-line] bdi[lang="en"]');
      await expect(english).toHaveAttribute('dir', 'ltr');
      await expect(english).toContainText('Oops! Page not found');
      await expect(english.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      const headingBox = (await heading.boundingBox())!;
      const homeBox = (await home.boundingBox())!;
      const englishBox = (await english.boundingBox())!;
      expect(headingBox.y).toBeLessThan(homeBox.y);
      expect(homeBox.y).toBeLessThan(englishBox.y);
      await expect(page).toHaveTitle(/הדף לא נמצא/);
      await expectNoAxeViolations(page);
    });
  });
}
