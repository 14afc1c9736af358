import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, fromClient, waitForHydration } from './helpers.ts';

// The privacy page's data-rights form on a server without a privacy address (the browser tests' server
// sets none): the request goes to the server, with JavaScript through a fetcher, and the visitor sees
// the spec's messages (docs/product.md#data-rights-form).

// The request shares the signup forms' per-client limit: this spec's own address keeps it apart.
test.use(fromClient('198.51.100.2'));

test('a data-rights request without a privacy address is sent to the server and confirmed', async ({
  page,
}) => {
  await page.goto('/privacy');
  await waitForHydration(page);
  const form = page.locator('#request form');
  await expect(form).toHaveAttribute('action', '/privacy');

  await form.getByRole('button', { name: 'שליחת הבקשה' }).click();
  await expect(form.getByRole('status')).toHaveText('אנא מלאו את כל שדות החובה');

  await form.getByLabel('שם מלא').fill('דנה כהן');
  await form.getByLabel('אימייל').fill('dana.e2e@example.com');
  await form.getByLabel('סוג הבקשה').selectOption('access');
  await form.getByRole('button', { name: 'שליחת הבקשה' }).click();
  await expect(form.getByRole('status')).toHaveText('הבקשה נשלחה בהצלחה, נשיב לכם תוך 30 ימי עסקים');
  // Still the privacy page: no mail client, no navigation.
  await expect(page).toHaveURL(/\/privacy$/);
  await expectNoAxeViolations(page);
});
