import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './env.ts';
import {
  expectNoAxeViolations,
  fromClient,
  holdRequests,
  openAdminDialog,
  preferTextSize,
  WIDTHS,
  waitForShell,
} from './helpers.ts';

// Visitor polish on the shell and the existing pages, each at 390 and 1280 px: the admin dialog, the
// 404 and error pages, images, toasts, the progress bar, the debug page, contact addresses, and axe
// on the routes no other list covers. The cookie banner and layout have their own files.

// The signup toast test subscribes at both widths, from an address of this spec's own.
test.use(fromClient('198.51.100.3'));

/** Existing routes no other page list covers (axe stays at zero on every route). */
const MORE_ROUTES: { path: string; status: number }[] = [
  { path: '/ecosystem/hosting/vercel', status: 200 },
  { path: '/tools/flux', status: 200 },
  { path: '/tools/no-such-tool', status: 404 },
  { path: '/start-here/no-such-path', status: 404 },
  { path: '/admin', status: 200 },
  { path: '/newsletter/subscribe', status: 200 },
  { path: '/debug/contentful-test', status: 404 },
  { path: '/404', status: 404 },
];

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

    test('the 404 page speaks Hebrew only: the heading, then the link home', async ({ page }) => {
      const response = await page.goto('/no-such-page-at-all');
      expect(response?.status()).toBe(404);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(/אופס! הדף לא נמצא/);
      const home = page.getByRole('link', { name: 'חזרה לדף הבית' });
      await expect(home).toHaveAttribute('href', '/');
      expect((await heading.boundingBox())!.y).toBeLessThan((await home.boundingBox())!.y);
      // Not a word of Latin script in the page's main text (the 404 figure aside).
      expect(await page.getByRole('main').innerText()).not.toMatch(/[A-Za-z]/);
      await expect(page).toHaveTitle(/הדף לא נמצא/);
      await expectNoAxeViolations(page);
    });

    test('remote images go through the image component: sized, lazy, with a fallback', async ({ page }) => {
      test.slow();
      // One logo fails: its letter placeholder takes over, nothing shifts.
      await page.route('**/images/tools/midjourney.svg', (route) => route.fulfill({ status: 404, body: '' }));
      for (const path of ['/tools', '/tools/midjourney', '/guides', '/ecosystem']) {
        await page.goto(path);
        await waitForShell(page);
        const bare = await page.evaluate(
          () =>
            [...document.querySelectorAll('main img')].filter(
              (image) =>
                !image.getAttribute('width') ||
                // Brand marks (scripts/brand-marks.ts) and designed covers (/covers/...) are the
                // site's own images, not remote ones.
                (!image.closest('[data-image-state]') &&
                  !image.hasAttribute('data-brand-mark') &&
                  !image.closest('picture[data-cover]')),
            ).length,
        );
        expect(bare, path).toBe(0);
        // The seed's guides have only placeholder tiles, so /guides shows designed covers instead;
        // its ecosystem services have no logos, so /ecosystem shows their marks or letters.
        if (path !== '/guides' && path !== '/ecosystem')
          expect(await page.locator('main [data-image-state]').count(), path).toBeGreaterThan(0);
      }
      await page.goto('/tools');
      const logo = page.locator('article[data-tool-id="midjourney"] [data-image-state]');
      // Below the fold on a phone: not loaded until it comes near the viewport.
      if (width === 'mobile') await expect(logo).toHaveAttribute('data-image-state', 'waiting');
      await logo.scrollIntoViewIfNeeded();
      await expect(logo).toHaveAttribute('data-image-source', 'fallback');
      await expect(logo).toHaveAttribute('data-image-state', 'loaded');
      const frame = (await logo.boundingBox())!;
      expect(Math.round(frame.width)).toBe(Math.round(frame.height));
      await expectNoAxeViolations(page);
    });

    test('a signup answer that arrives while the form is off screen is shown in a toast', async ({
      page,
    }) => {
      const release = await holdRequests(page, '**/newsletter/subscribe*');
      await page.goto('/about');
      await waitForShell(page);
      const form = page.locator('footer form');
      await form.getByRole('textbox', { name: 'אימייל' }).fill('reader@mail.co.il');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'הרשמה לניוזלטר' }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      release();
      // The form's own message is off screen, so the answer is told in a toast.
      const toast = page.locator('[data-toast]');
      await expect(toast).toContainText('תודה! קיבלנו את ההרשמה לניוזלטר שלנו 🎉');
      await expect(toast).toBeInViewport();
      await toast.getByRole('button', { name: 'סגירת ההודעה' }).click();
      await expect(toast).toHaveCount(0);
    });

    test('a client navigation that waits shows a top progress bar; the first load never does', async ({
      page,
      request,
    }) => {
      const html = await (await request.get('/')).text();
      expect(html).not.toContain('role="progressbar"');
      const release = await holdRequests(page, '**/start-here.data*');
      await page.goto('/');
      await waitForShell(page);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.getByRole('main').getByRole('link', { name: 'מתחילים כאן' }).click();
      const bar = page.getByRole('progressbar', { name: 'טוען את הדף' });
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute('data-navigation-progress', 'moving');
      const value = Number(await bar.getAttribute('aria-valuenow'));
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThanOrEqual(90);
      const box = (await bar.boundingBox())!;
      expect(box.y).toBe(0);
      expect(box.width).toBe(viewport.width);
      release();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('מתחילים כאן');
      await expect(bar).toHaveCount(0);
    });

    test('the progress bar stands still for visitors who ask for reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const release = await holdRequests(page, '**/start-here.data*');
      await page.goto('/');
      await waitForShell(page);
      await page.getByRole('main').getByRole('link', { name: 'מתחילים כאן' }).click();
      const bar = page.getByRole('progressbar', { name: 'טוען את הדף' });
      await expect(bar).toHaveAttribute('data-navigation-progress', 'still');
      await expect(bar).not.toHaveAttribute('aria-valuenow', /.*/);
      release();
      await expect(bar).toHaveCount(0);
    });

    test("a route error shows 'אופס! משהו השתבש' in the site's shell, and the refresh button recovers", async ({
      page,
    }) => {
      await page.route('**/start-here.data*', (route) =>
        route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
      );
      await page.goto('/');
      await waitForShell(page);
      await page.getByRole('main').getByRole('link', { name: 'מתחילים כאן' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('אופס! משהו השתבש');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByText('boom')).toHaveCount(0);
      // The failed request took the root's data with it: the page keeps its inline stylesheet all
      // the same (swapped for a <link>, everything flashed unstyled and faded back in).
      await expect(page.locator('head style[data-inline-stylesheet]')).toHaveCount(1);
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.unroute('**/start-here.data*');
      await page.getByRole('link', { name: 'רענון הדף' }).click();
      await expect(page).toHaveURL(/\/start-here$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('מתחילים כאן');
    });

    test('/debug/contentful-test is the not-found page for visitors', async ({ page }) => {
      const response = await page.goto('/debug/contentful-test');
      expect(response?.status()).toBe(404);
      await waitForShell(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/הדף לא נמצא/);
      await expect(page.getByText('בדיקת חיבור')).toHaveCount(0);
      await expect(page).toHaveTitle(/הדף לא נמצא/);
      expect((await page.goto('/debug/other'))?.status()).toBe(404);
    });

    test('/debug/contentful-test shows the admin the variables and runs the connection test', async ({
      page,
    }) => {
      await page.goto('/');
      await waitForShell(page);
      await openAdminDialog(page);
      await page.getByLabel('סיסמה').fill(E2E_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'כניסה' }).click();
      await expect(page.locator('[data-admin-badge]')).toHaveText('מנהל');
      await page.goto('/debug/contentful-test');
      const panel = page.locator('[data-debug-panel]');
      await expect(panel.getByRole('heading', { level: 1 })).toHaveText('בדיקת חיבור לשירות התוכן');
      // The browser tests run on the embedded default: no content credentials.
      await expect(panel.locator('[data-variable="CONTENTFUL_SPACE_ID"]')).toHaveAttribute(
        'data-state',
        'unset',
      );
      await expect(panel.locator('[data-variable="CONTENTFUL_ACCESS_TOKEN"]')).toHaveAttribute(
        'data-state',
        'unset',
      );
      await expect(panel.locator('[data-variable="CONTENTFUL_HOST"]')).toHaveAttribute(
        'data-state',
        'default',
      );
      await expect(panel.locator('[data-client-status]')).toHaveAttribute(
        'data-client-status',
        'missing-credentials',
      );
      await panel.getByRole('button', { name: 'בדיקת חיבור' }).click();
      const result = panel.locator('[data-test-result="failed"]');
      await expect(result).toContainText('חסרים פרטי התחברות לשירות התוכן');
      await expect(result).toContainText('missing-credentials');
      await expectNoAxeViolations(page);
    });

    test('the admin area says which contact addresses are unset and counts unsent signups', async ({
      page,
    }) => {
      await page.goto('/');
      await waitForShell(page);
      // Signups on this server are accepted but not sent (no email-provider key); their count is
      // checked in tests/integration/unsent-signups.test.ts (the browser tests share the signup limit).
      await openAdminDialog(page);
      await page.getByLabel('סיסמה').fill(E2E_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'כניסה' }).click();
      await expect(page.locator('[data-admin-badge]')).toHaveText('מנהל');
      await page.goto('/admin');
      const emails = page.locator('[data-admin-notice="contact-emails"]');
      for (const name of ['CONTACT_EMAIL', 'PRIVACY_EMAIL', 'ACCESSIBILITY_EMAIL'])
        await expect(emails.locator('code', { hasText: name }).first()).toBeVisible();
      const signups = page.locator('[data-admin-notice="newsletter-signups"]');
      await expect(signups).toContainText('MAILERLITE_API_KEY');
      expect(Number(await signups.locator('[data-unsent-signups]').textContent())).toBeGreaterThanOrEqual(0);
      // The outbox: what waits, what was delivered, what failed for good.
      const outbox = page.locator('[data-signup-outbox]');
      await expect(outbox).toContainText('ממתינות למשלוח');
      await expect(outbox).toContainText('נכשלו סופית');
      await expectNoAxeViolations(page);
    });

    test('pages without a configured address show no made-up one and point to the contact section', async ({
      page,
    }) => {
      for (const path of ['/services', '/privacy', '/accessibility']) {
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.locator('a[href^="mailto:"]')).toHaveCount(0);
        expect(await main.textContent()).not.toMatch(/@[\w.-]*example/);
        await expect(main.locator('[data-contact-fallback]').first()).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await page.goto('/privacy');
      await page.getByRole('main').locator('[data-contact-fallback]').first().click();
      await expect(page).toHaveURL(/\/services#contact$/);
    });

    test('every other existing route has no axe violations, at 100 % and 150 % text', async ({ page }) => {
      test.slow();
      for (const { path, status } of MORE_ROUTES) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(status);
        await expect(page.locator('h1')).toHaveCount(1);
        await expectNoAxeViolations(page);
      }
      await preferTextSize(page, 150);
      for (const path of ['/', '/tools/midjourney', '/about', '/search?q=midjourney']) {
        await page.goto(path);
        await waitForShell(page);
        await expectNoAxeViolations(page);
      }
    });
  });
}
