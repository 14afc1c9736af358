import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './env.ts';
import {
  drawEverything,
  expectNoAxeViolations,
  fromClient,
  isDark,
  openAdminDialog,
  waitForShell,
} from './helpers.ts';

// The secret admin entry, the password dialog and its messages, the badge,
// logout, the admin area, and the footer newsletter form.

// Two signups (with and without JavaScript) and one wrong password, from an address of this spec's own.
test.use(fromClient('198.51.100.1'));

async function signIn(page: Page) {
  await openAdminDialog(page);
  await page.getByLabel('סיסמה').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'כניסה' }).click();
  await expect(page.locator('[data-admin-badge]')).toHaveText('מנהל');
}

test.beforeEach(async ({ page, javaScriptEnabled }) => {
  if (!javaScriptEnabled) return;
  await page.goto('/');
  await waitForShell(page);
});

test('three clicks on the copyright line open an accessible password dialog; Escape closes it', async ({
  page,
}) => {
  await openAdminDialog(page);
  const dialog = page.getByRole('dialog', { name: 'כניסת מנהל' });
  await expect(page.getByLabel('סיסמה')).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'כניסה' })).toBeDisabled();
  await page.getByLabel('סיסמה').fill('   ');
  await expect(dialog.getByRole('button', { name: 'כניסה' })).toBeDisabled();
  // Focus stays inside the dialog.
  for (let step = 0; step < 5; step++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

// The gesture's window is read from Date.now: the page's clock is held still, so each click lands at
// a chosen moment however long a loaded host takes between one click and the next.
const GESTURE_START = new Date('2026-11-29T10:00:00Z').getTime();

async function holdClock(page: Page) {
  await page.clock.setFixedTime(GESTURE_START);
  await page.reload();
  await waitForShell(page);
}

test('the gesture is three clicks within two seconds: two are not, nor three spread wider', async ({
  page,
}) => {
  await holdClock(page);
  const copyright = page.locator('[data-copyright]');
  const dialog = page.getByRole('dialog', { name: 'כניסת מנהל' });
  // The first gesture fetches and mounts the dialog; from then on a gesture opens it within the
  // click's own render, so a dialog that is absent right after a click stays absent.
  await copyright.click({ clickCount: 3 });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await copyright.click();
  await copyright.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await copyright.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.clock.setFixedTime(GESTURE_START + 10_000);
  await copyright.click();
  await copyright.click();
  await page.clock.setFixedTime(GESTURE_START + 12_000);
  await copyright.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The first two clicks fell out of the window; the third began a new gesture.
  await copyright.click();
  await copyright.click();
  await expect(dialog).toBeVisible();
});

test('a wrong password shows the 401 message', async ({ page }) => {
  await openAdminDialog(page);
  await page.getByLabel('סיסמה').fill('definitely-wrong');
  await page.getByRole('button', { name: 'כניסה' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('סיסמה לא נכונה. אנא נסו שנית');
  await expect(page.locator('[data-admin-badge]')).toHaveCount(0);
});

test('too many attempts shows the 429 message', async ({ page }) => {
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '900' },
      body: JSON.stringify({
        error: { code: 'too_many_requests', message: 'Too many failed login attempts' },
      }),
    }),
  );
  await openAdminDialog(page);
  await page.getByLabel('סיסמה').fill('anything');
  await page.getByRole('button', { name: 'כניסה' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'יותר מדי נסיונות התחברות. אנא המתינו כמה דקות ונסו שנית',
  );
});

test('signing in shows the badge, survives a reload, opens /admin, and the gesture logs out after confirming', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await waitForShell(page);
  await expect(page.locator('[data-admin-badge]')).toHaveText('מנהל');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'מקורות הנתונים' })).toBeVisible();
  await expect(page.locator('[data-source="content"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'איכות נתוני הכלים' })).toBeVisible();
  // The report's issues read in Hebrew; the API's English stays in each one's title, and a value
  // it names (a field, a date) in a left-to-right <bdi>.
  const issues = page.locator('[data-issue]');
  await expect(issues.first()).toBeVisible();
  // A tool with no logo reads so; where the site draws the tool's brand mark meanwhile, it says so.
  const row = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
  await expect(row('Bard').locator('[data-issue="Missing logo"]')).toHaveText('חסר לוגו');
  await expect(row('Claude').locator('[data-issue="Missing logo"]')).toHaveText(
    'חסר לוגו (בינתיים מוצג סימן המותג)',
  );
  const english = await issues.evaluateAll((elements) =>
    elements
      .map((element) => {
        const copy = element.cloneNode(true) as HTMLElement;
        for (const value of copy.querySelectorAll('bdi')) value.remove();
        return copy.textContent ?? '';
      })
      .filter((text) => /[A-Za-z]/.test(text)),
  );
  expect(english).toEqual([]);

  await page.goto('/');
  await waitForShell(page);
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('confirm');
    void dialog.accept();
  });
  await page.locator('[data-copyright]').click({ clickCount: 3 });
  await expect(page.locator('[data-admin-badge]')).toHaveCount(0);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ai-site:admin'))),
  ).toEqual([]);
});

test.describe('in the dark theme', () => {
  // A sign-in of its own, from an address of its own: the attempts limit of this spec's address stays
  // the other tests'.
  test.use({ colorScheme: 'dark', ...fromClient('198.51.100.4') });

  test('the admin area reads with no axe violations, contrast included', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'מקורות הנתונים' })).toBeVisible();
    await expect(page.locator('[data-issue]').first()).toBeVisible();
    expect(await isDark(page)).toBe(true);
    await drawEverything(page);
    await expectNoAxeViolations(page);
  });
});

test('a rejected stored token is cleared silently at start-up', async ({ page }) => {
  await page.evaluate(() => {
    localStorage.setItem('ai-site:admin', 'true');
    localStorage.setItem('ai-site:admin-token', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.');
  });
  await page.reload();
  await waitForShell(page);
  await expect(page.locator('[data-admin-badge]')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ai-site:admin-token'))).toBeNull();
});

test('/admin without a token shows a sign-in prompt and no data, and is not indexed', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.locator('[data-admin-signin]')).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the newsletter form validates, then subscribes, clears and disables itself', async ({ page }) => {
  const form = page.locator('form[data-signup-state]');
  await form.getByRole('button', { name: 'הרשמה לניוזלטר' }).click();
  await expect(form).toContainText('אנא הכנס כתובת אימייל תקינה');
  await expect(form).toContainText('יש לאשר את מדיניות הפרטיות ותנאי השימוש');
  await form.getByPlaceholder('כתובת אימייל').fill('reader@example.com');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'הרשמה לניוזלטר' }).click();
  await expect(form.locator('[data-signup-message]')).toHaveText('תודה! קיבלנו את ההרשמה לניוזלטר שלנו 🎉');
  // The form is in view: its own message says it, no toast on top.
  await expect(page.locator('[data-toast]')).toHaveCount(0);
  await expect(form.getByPlaceholder('כתובת אימייל')).toHaveValue('');
  await expect(form.getByPlaceholder('כתובת אימייל')).toBeDisabled();
  await expect(form).toHaveAttribute('data-signup-state', 'idle', { timeout: 8_000 });
  await expect(form.getByPlaceholder('כתובת אימייל')).toBeEnabled();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the newsletter form posts to /newsletter/subscribe and shows the outcome', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('form[data-signup-state]');
    await form.getByPlaceholder('כתובת אימייל').fill('nojs@example.com');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'הרשמה לניוזלטר' }).click();
    await expect(page).toHaveURL(/\/newsletter\/subscribe$/);
    await expect(page.getByRole('main')).toContainText('תודה! קיבלנו את ההרשמה לניוזלטר שלנו 🎉');
  });
});
