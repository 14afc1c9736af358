import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './env.ts';
import { expectNoAxeViolations, WIDTHS, waitForDocumentHydrated } from './helpers.ts';

// The catalogue's history pages and 'דווחו על בעיה' in a browser (docs/product.md#catalogue-history,
// #tool-lifecycle, #report-a-problem): axe finds nothing; the report form works with and without
// JavaScript, shows its errors, and its reports reach the admin's queue.

for (const [path, heading] of [
  ['/changes', 'מה השתנה'],
  ['/tools/new', 'חדש באתר'],
  ['/tools/graveyard', 'כלים שנסגרו'],
] as const) {
  for (const [name, size] of Object.entries(WIDTHS)) {
    test(`${path} has no axe violations (${name})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

async function openReport(page: Page, tool: string) {
  await page.goto(`/tools/${tool}`);
  await page.locator('[data-report] summary').click();
  await expect(page.getByRole('group', { name: 'מה לא בסדר?' })).toBeVisible();
}

/**
 * The form asks for an inline answer once it is enhanced: its hidden `inline` field comes in a
 * transition after the document has hydrated (useHydrated). A post before that gets the report page,
 * as without JavaScript.
 */
async function waitForInlineReport(page: Page) {
  await waitForDocumentHydrated(page);
  await page.locator('[data-report-form] input[name="inline"]').waitFor({ state: 'attached' });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the report form posts, then shows the thank-you state; errors come back per field', async ({
    page,
  }) => {
    await openReport(page, 'claude');
    await page.getByLabel('אימייל לתשובה (לא חובה)').fill('not-an-email');
    await page.getByRole('button', { name: 'שליחת הדיווח' }).click();
    await expect(page).toHaveURL(/\/tools\/claude\/report$/);
    await expect(page.getByText('בחרו מה לא בסדר')).toBeVisible();
    await expect(page.getByText('כתובת האימייל לא נראית תקינה')).toBeVisible();
    await expect(page.getByLabel('אימייל לתשובה (לא חובה)')).toHaveValue('not-an-email');

    await page.getByLabel('קישור שבור').check();
    await page.getByLabel('אימייל לתשובה (לא חובה)').fill('reader@example.com');
    await page.getByLabel('פרטים (לא חובה)').fill('הקישור הראשי מחזיר 404 (no-js)');
    await page.getByRole('button', { name: 'שליחת הדיווח' }).click();
    await expect(page).toHaveURL(/\/tools\/claude\/report\?sent=1$/);
    await expect(page.locator('[data-report-sent] [role="status"]')).toHaveText(
      'תודה! קיבלנו את הדיווח ונבדוק אותו.',
    );
  });
});

test('with JavaScript the report is sent inline, with a toast, and errors show in place', async ({
  page,
}) => {
  await openReport(page, 'gemini');
  await waitForInlineReport(page);
  await page.getByRole('button', { name: 'שליחת הדיווח' }).click();
  await expect(page.getByText('בחרו מה לא בסדר')).toBeVisible();
  await expect(page).toHaveURL(/\/tools\/gemini$/);

  await page.getByLabel('המחיר השתנה').check();
  await page.getByLabel('פרטים (לא חובה)').fill('יש תוכנית חדשה (js)');
  await page.getByRole('button', { name: 'שליחת הדיווח' }).click();
  await expect(page.locator('[data-report-form] [role="status"]')).toHaveText(
    'תודה! קיבלנו את הדיווח ונבדוק אותו.',
  );
  await expect(page.locator('[data-toast="success"]')).toContainText('תודה! קיבלנו את הדיווח');
  await expect(page).toHaveURL(/\/tools\/gemini$/);
  await expectNoAxeViolations(page);
});

test('the admin queue lists the reports and marks one handled', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', {
    data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  // One report of our own, so the queue has something whatever ran before.
  await openReport(page, 'perplexity');
  await waitForInlineReport(page);
  await page.getByLabel('הכלי נסגר').check();
  await page.getByLabel('פרטים (לא חובה)').fill('admin queue check');
  await page.getByRole('button', { name: 'שליחת הדיווח' }).click();
  await expect(page.locator('[data-report-form] [role="status"]')).toBeVisible();

  await page.addInitScript((value) => {
    localStorage.setItem('ai-site:admin', 'true');
    localStorage.setItem('ai-site:admin-token', value);
  }, token);
  await page.goto('/admin');
  const queue = page.locator('[data-admin-reports]');
  await expect(queue.getByRole('heading', { name: 'דיווחים על בעיות' })).toBeVisible();
  await expect(queue.locator('[data-reports-memory]')).toBeVisible();
  const item = queue.locator('[data-reports-state="new"] li', { hasText: 'admin queue check' });
  await expect(item).toContainText('Perplexity');
  await expect(item).toContainText('הכלי נסגר');
  await item.getByRole('button', { name: 'סימון כטופל' }).click();
  await expect(
    queue.locator('[data-reports-state="handled"] li', { hasText: 'admin queue check' }),
  ).toBeVisible();
  await expect(queue.locator('[data-reports-state="new"] li', { hasText: 'admin queue check' })).toHaveCount(
    0,
  );
});
