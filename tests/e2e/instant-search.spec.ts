import { expect, type Page, test } from '@playwright/test';
import {
  cutPlaceholders,
  expectNoAxeViolations,
  preferTextSize,
  WIDTHS,
  waitForHeader,
  waitForHydration,
} from './helpers.ts';

// The instant-search dialog (docs/search.md#instant-search), by keyboard only, on the production
// build with the seed.

/** The header hydrates from its own chunk after the page: its shortcuts work from then on. */
async function ready(page: Page, path = '/') {
  await page.goto(path);
  await waitForHydration(page);
  await waitForHeader(page);
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'חיפוש באתר' });
const input = (page: Page) => dialog(page).getByRole('combobox');

for (const [name, viewport] of Object.entries(WIDTHS)) {
  test(`Ctrl+K opens it with the input focused; arrows, Enter and Esc work at ${name} width; axe finds nothing`, async ({
    page,
  }) => {
    // axe walks the whole catalogue page behind the dialog: slow on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await ready(page, '/tools');
    // Focus somewhere known first: Esc must bring it back there.
    await page.keyboard.press('Tab');
    const before = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('קלוד');
    const options = dialog(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(dialog(page).locator('[data-hit-id="tool:claude"]')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id'))!,
    );
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    // Radix hands focus back a task after the dialog leaves the page: wait for it, not the removal.
    await expect.poll(() => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))).toBe(before);
    // Again, and Enter opens the chosen result.
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('קלוד');
    await expect(dialog(page).locator('[data-hit-id="tool:claude"]')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/claude$/);
    await expect(dialog(page)).toBeHidden();
  });
}

test('`/` opens it; a passage hit shows its time and opens the episode at that moment', async ({ page }) => {
  await ready(page);
  await page.keyboard.press('/');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('קוונטיזציה');
  const passage = dialog(page).locator('[data-hit-id^="passage:"]').first();
  await expect(passage).toBeVisible();
  await expect(passage.locator('[data-moment-time]')).toHaveText(/^\d\d:\d\d$/);
  await expect(passage.locator('mark')).toContainText('קוונטיזציה');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/podcast\/episode-8\?t=\d+$/);
  await expect(page.locator('[data-passage][aria-current="true"]')).toContainText('קוונטיזציה');
});

test("on a Hebrew keyboard the '/' key (which types '.') opens it too", async ({ page }) => {
  // Playwright's keyboard is a US one: the Hebrew layout's key is sent as the browser reports it.
  // dispatchEvent answers false when a listener took the key (preventDefault).
  await ready(page);
  const press = (key: string, code: string, shiftKey = false) =>
    page.evaluate(
      ([key, code, shiftKey]) =>
        document.body.dispatchEvent(
          new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true }),
        ),
      [key, code, shiftKey] as const,
    );
  // Shift with that key is '?' on a US keyboard: not the shortcut (the page leaves the key alone,
  // and the listener decides synchronously, so the event says so at once).
  expect(await press('?', 'Slash', true)).toBe(true);
  expect(await press('.', 'Slash')).toBe(false);
  await expect(input(page)).toBeFocused();
});

test('the shortcuts do nothing while typing in a text field', async ({ page }) => {
  await ready(page, '/tools');
  const filter = page.locator('main input[type="search"]').first();
  await filter.focus();
  await page.keyboard.type('a/b');
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toHaveCount(0);
  await expect(filter).toHaveValue('a/b');
});

test('the last five queries are kept in this browser, and can be cleared', async ({ page }) => {
  await ready(page);
  for (const query of ['קלוד', 'סונו', 'פלקס', 'ויספר', 'קרסר', 'סורה']) {
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type(query);
    await expect(dialog(page).getByRole('option').first()).toBeVisible();
    const from = page.url();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    // The chosen page has arrived before the next search starts.
    await expect.poll(() => page.url()).not.toBe(from);
    await expect(page.locator('h1')).toBeVisible();
  }
  await page.keyboard.press('Control+k');
  const recent = dialog(page).getByRole('listbox', { name: 'חיפושים אחרונים' }).getByRole('option');
  await expect(recent).toHaveText(['סורה', 'קרסר', 'ויספר', 'פלקס', 'סונו']);
  await dialog(page).getByRole('button', { name: 'ניקוי החיפושים האחרונים' }).click();
  await expect(recent).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('search:recent'))).toBeNull();
});

test("typing in the header's search field opens the same dialog with the text", async ({ page }) => {
  await page.setViewportSize(WIDTHS.desktop);
  await ready(page);
  await page.locator('#site-search').focus();
  await page.keyboard.type('ג');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type("'מיני");
  await expect(input(page)).toHaveValue("ג'מיני");
  await expect(dialog(page).locator('[data-hit-id="tool:gemini"]')).toBeVisible();
});

test("Enter typed before the dialog's code arrives goes to the full results with the text", async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS.desktop);
  // The dialog's chunk is held back until the form has been submitted: a fast typist on a slow line.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/instant-search-dialog[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await ready(page);
  const box = page.locator('#site-search');
  await box.fill('midjourney');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=midjourney$/);
  await expect(page.locator('section[data-kind="tool"] a[href="/tools/midjourney"]')).toBeVisible();
  const arrived = page.waitForResponse(/instant-search-dialog[^/]*\.js$/);
  release();
  await arrived;
  // The dialog that was about to open did not: Ctrl+K now opens it empty (had it opened with the
  // text, the shortcut would do nothing and the text would still be there).
  await page.locator('#site-search').blur();
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('');
});

test('the header field is empty again once the dialog it opened is closed', async ({ page }) => {
  await page.setViewportSize(WIDTHS.desktop);
  await ready(page);
  await page.locator('#site-search').focus();
  await page.keyboard.type('קלוד');
  await expect(input(page)).toHaveValue('קלוד');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator('#site-search')).toHaveValue('');
});

test("at 390 px and 150 % text the dialog's field shows its whole hint, and the dialog says what it reaches", async ({
  page,
}) => {
  // 'חיפוש כלים, מושגים, פרקים ורגעים בפרקים' showed as 'חיפוש כלים, מושגים, פר'. The hint is short
  // now; the empty dialog names the rest in a line that wraps.
  await page.setViewportSize(WIDTHS.mobile);
  await preferTextSize(page, 150);
  await ready(page);
  await page.getByRole('banner').getByRole('link', { name: 'חיפוש באתר' }).click();
  await expect(input(page)).toBeFocused();
  expect(await cutPlaceholders(dialog(page))).toEqual([]);
  const scope = dialog(page).locator('[data-search-scope]');
  await expect(scope).toContainText('פרקי פודקאסט ומה שנאמר בהם');
  await page.keyboard.type('קלוד');
  await expect(dialog(page).locator('[data-hit-id="tool:claude"]')).toBeVisible();
  await expect(scope).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the header form goes to /search', async ({ page }) => {
    await page.setViewportSize(WIDTHS.desktop);
    await page.goto('/');
    await page.locator('#site-search').fill('קלוד');
    await page.locator('#site-search').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.locator('[data-hit-id="tool:claude"]')).toBeVisible();
  });
});
