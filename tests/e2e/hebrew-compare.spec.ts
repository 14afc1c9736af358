import { expect, type Page, test } from '@playwright/test';
import {
  expectNoSidewaysScroll,
  preferTextSize,
  testPagesAtEachWidth,
  WIDTHS,
  waitForHydration,
} from './helpers.ts';

// Hebrew support, side-by-side comparison and alternatives, with the seed content.

const COMPARE_PAGE = '/tools/compare?tools=chatgpt,claude,gemini';
const PAGES = [
  { path: '/tools/hebrew', heading: /כלים שמדברים עברית/ },
  { path: COMPARE_PAGE, heading: /השוואת כלים/ },
  { path: '/tools/chatgpt/alternatives', heading: /חלופות ל-ChatGPT/ },
];

testPagesAtEachWidth(PAGES);

test('without JavaScript the Hebrew filter and sort work from the form, on /tools and a category page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/tools');
  await page.getByLabel('תמיכה בעברית', { exact: true }).selectOption('good');
  await page.getByLabel('מיון', { exact: true }).selectOption('hebrew');
  await page.getByRole('button', { name: 'סינון', exact: true }).click();
  // The filtered document loaded, not only its address committed (a half-parsed list has fewer cards).
  await page.waitForURL(/hebrew=good.*sort=hebrew|sort=hebrew.*hebrew=good/, { waitUntil: 'load' });
  const badges = page.locator('main article[data-tool-id] [role="img"][aria-label^="תמיכה בעברית"]');
  const labels = await badges.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  expect(labels.length).toBeGreaterThan(3);
  expect(new Set(labels)).toEqual(new Set(['תמיכה בעברית: מלאה', 'תמיכה בעברית: טובה']));
  // Sorted: every full level before the first good one.
  expect(labels.lastIndexOf('תמיכה בעברית: מלאה')).toBeLessThan(labels.indexOf('תמיכה בעברית: טובה'));

  await page.goto('/tools/language');
  await page.getByLabel('תמיכה בעברית', { exact: true }).selectOption('ui');
  await page.getByRole('button', { name: 'סינון', exact: true }).click();
  await page.waitForURL(/\/tools\/language\?hebrew=ui/, { waitUntil: 'load' });
  await expect(page.locator('main article[data-tool-id="chatgpt"]')).toBeVisible();
  await expect(page.locator('main article[data-tool-id="claude"]')).toHaveCount(0);
  await context.close();
});

test("search for 'תומך עברית' finds the tools with good support", async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('תומך עברית')}`);
  await expect(page.locator('main a[href="/tools/chatgpt"]').first()).toBeVisible();
  await expect(page.locator('main a[href="/tools/stable-diffusion"]')).toHaveCount(0);
});

test('without JavaScript the cards’ checkboxes lead to the compare page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/tools/language');
  const featured = page.locator('#featured-tools').locator('..');
  await featured.locator('article[data-tool-id="chatgpt"]').getByLabel('הוסף להשוואה').check();
  await featured.locator('article[data-tool-id="claude"]').getByLabel('הוסף להשוואה').check();
  await featured.getByRole('button', { name: 'השוואת הכלים שסומנו' }).click();
  await expect(page).toHaveURL(/\/tools\/compare\?tools=chatgpt&tools=claude$/);
  const table = page.getByRole('table', { name: 'השוואת כלים' });
  await expect(table).toBeVisible();
  await expect(table.locator('thead th[scope="col"]')).toHaveText(['ChatGPT', 'Claude']);
  await expect(table.locator('th[scope="row"]').first()).toHaveText('קטגוריה');
  // Not the canonical address (a repeated parameter): not indexed, canonical points at it.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/tools\/compare\?tools=chatgpt,claude$/,
  );

  await page.goto('/tools/chatgpt');
  await page.getByLabel('השווה את ChatGPT עם…').selectOption('gemini');
  await page.getByRole('button', { name: 'השוואה', exact: true }).click();
  await expect(page).toHaveURL(/\/tools\/compare\?tools=chatgpt&tools=gemini$/);
  await expect(page.getByRole('table', { name: 'השוואת כלים' })).toBeVisible();
  await context.close();
});

test('the compare page names unknown tools, keeps four, and explains itself with fewer than two', async ({
  page,
}) => {
  let response = await page.goto('/tools/compare?tools=chatgpt,NOPE,claude,gemini,cursor,whisper');
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-notice="unknown"]')).toContainText('NOPE');
  await expect(page.locator('[data-notice="dropped"]')).toContainText('Whisper');
  await expect(page.locator('thead th[scope="col"]')).toHaveCount(4);

  response = await page.goto('/tools/compare?tools=chatgpt,claude');
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  for (const query of ['', '?tools=', '?tools=chatgpt', '?tools=%ZZ,<x>']) {
    response = await page.goto(`/tools/compare${query}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'איך משווים כלים?' })).toBeVisible();
    await expect(page.locator('main a[href="/tools"]').first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
});

test('on a 390 px screen the tools’ columns scroll sideways while the row headings stay', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS.mobile);
  await page.goto('/tools/compare?tools=chatgpt,claude,gemini,cursor');
  const scroller = page.locator('[data-compare-scroller]');
  const { scrollWidth, clientWidth } = await scroller.evaluate((node) => ({
    scrollWidth: node.scrollWidth,
    clientWidth: node.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  const heading = page.locator('th[scope="row"]').first();
  const cell = page.locator('tr[data-row="category"] td').first();
  const before = { heading: await heading.boundingBox(), cell: await cell.boundingBox() };
  // Right to left: scrolling towards the end of the row is a negative scrollLeft.
  await scroller.evaluate((node) => {
    node.scrollLeft = -300;
  });
  await expect.poll(async () => (await cell.boundingBox())?.x).not.toBe(before.cell?.x);
  const after = await heading.boundingBox();
  expect(after?.x).toBe(before.heading?.x);
  expect(after?.width).toBe(before.heading?.width);
  // The page itself does not scroll sideways.
  await expectNoSidewaysScroll(page);
});

test("on a 390 px screen at 150 % text, each of a tool's plans keeps its name beside its price, a plan a line", async ({
  page,
}) => {
  // The plans ran together on one line of the narrow column, 'Free: חינם · Plus: $20 לחודש · ...',
  // and a plan's name broke from its price: 'Plus:' at the end of one line, '$20' on the next.
  await page.setViewportSize(WIDTHS.mobile);
  await preferTextSize(page, 150);
  await page.goto(COMPARE_PAGE);
  const plans = page.locator('tr[data-row="price"] td').first().getByRole('listitem');
  await expect(plans).toHaveText(['Free: חינם', 'Plus: $20 לחודש', 'Pro: $200 לחודש']);
  for (const plan of await plans.all()) {
    // The plan's name and the first figure of its price start on one line.
    const tops = await plan.evaluate((item) => {
      const text = item.textContent ?? '';
      const topOf = (character: string) => {
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(character) ?? -1;
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          return Math.round(range.getBoundingClientRect().top);
        }
        return null;
      };
      return [topOf(text.trim()[0]!), topOf(text.split(':')[1]!.trim()[0]!)];
    });
    expect(tops[0], await plan.innerText()).not.toBeNull();
    expect(tops[1], await plan.innerText()).toBe(tops[0]);
  }
});

function tray(page: Page) {
  return page.locator('[data-compare-tray]');
}

test('the tray with JavaScript: add from two pages, survive a reload, compare and remove', async ({
  page,
}) => {
  await page.goto('/tools/language');
  await waitForHydration(page);
  await page.locator('article[data-tool-id="chatgpt"]').first().getByLabel('הוסף להשוואה').check();
  await expect(tray(page)).toContainText('ChatGPT');
  // The no-JavaScript submit buttons give way to the tray.
  await expect(page.getByRole('button', { name: 'השוואת הכלים שסומנו' })).toHaveCount(0);

  await page.goto('/tools/coding');
  await waitForHydration(page);
  await expect(tray(page)).toContainText('ChatGPT');
  await page.locator('article[data-tool-id="cursor"]').first().getByLabel('הוסף להשוואה').check();
  await expect(tray(page).getByRole('listitem')).toHaveCount(2);

  await page.reload();
  await waitForHydration(page);
  await expect(tray(page).getByRole('listitem')).toHaveCount(2);
  await expect(
    page.locator('article[data-tool-id="cursor"]').first().getByLabel('הוסף להשוואה'),
  ).toBeChecked();

  await tray(page).getByRole('link', { name: 'השוואה' }).click();
  await expect(page).toHaveURL(/\/tools\/compare\?tools=chatgpt,cursor$/);
  await expect(page.locator('thead th[scope="col"]')).toHaveText(['ChatGPT', 'Cursor']);

  await waitForHydration(page);
  await tray(page).getByRole('button', { name: 'הסרת ChatGPT מההשוואה' }).click();
  await expect(tray(page).getByRole('listitem')).toHaveCount(1);
  await tray(page).getByRole('button', { name: 'ניקוי' }).click();
  await expect(tray(page)).toHaveCount(0);
});

test('the tray holds four and says so at a fifth; it never covers the accessibility button or the cookie banner', async ({
  browser,
}) => {
  // No stored consent: the cookie banner shows.
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: WIDTHS.desktop,
  });
  const page = await context.newPage();
  await page.goto('/tools');
  await waitForHydration(page);
  for (const id of ['chatgpt', 'claude', 'gemini', 'cursor', 'whisper'])
    await page.locator(`article[data-tool-id="${id}"]`).getByLabel('הוסף להשוואה').click();
  await expect(tray(page).getByRole('listitem')).toHaveCount(4);
  await expect(tray(page).getByRole('status')).toContainText('עד 4 כלים');
  await expect(page.locator('article[data-tool-id="whisper"]').getByLabel('הוסף להשוואה')).not.toBeChecked();

  const banner = page.getByRole('region', { name: /עוגיות/ });
  await expect(banner).toBeVisible();
  const toggle = page.locator('[data-accessibility-toggle="floating"]');
  await expect(toggle).toBeVisible();
  const overlaps = (a: { x: number; y: number; width: number; height: number } | null, b: typeof a) =>
    Boolean(
      a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height,
    );
  const trayBox = await tray(page).boundingBox();
  expect(overlaps(trayBox, await banner.boundingBox())).toBe(false);
  expect(overlaps(trayBox, await toggle.boundingBox())).toBe(false);

  await page.setViewportSize(WIDTHS.mobile);
  await expect(banner).toBeVisible();
  expect(overlaps(await tray(page).boundingBox(), await banner.boundingBox())).toBe(false);
  // The button floats at the bottom left on a phone too, beside the tray and above the banner.
  expect(overlaps(await tray(page).boundingBox(), await toggle.boundingBox())).toBe(false);
  expect(overlaps(await banner.boundingBox(), await toggle.boundingBox())).toBe(false);
  expect((await toggle.boundingBox())!.x).toBeLessThanOrEqual(16);
  await context.close();
});

test('the tray works from the keyboard alone', async ({ page }) => {
  await page.goto('/tools/language');
  await waitForHydration(page);
  for (const id of ['claude', 'gemini']) {
    await page.locator(`article[data-tool-id="${id}"]`).first().getByLabel('הוסף להשוואה').focus();
    await page.keyboard.press('Space');
  }
  await expect(tray(page).getByRole('listitem')).toHaveCount(2);
  // Tab onwards until focus reaches the tray's first control (the tray follows the page's content).
  let inTray = false;
  for (let step = 0; step < 400 && !inTray; step += 1) {
    await page.keyboard.press('Tab');
    inTray = await page.evaluate(() => Boolean(document.activeElement?.closest('[data-compare-tray]')));
  }
  expect(inTray).toBe(true);
  await expect(page.locator(':focus')).toHaveAccessibleName('הסרת Claude מההשוואה');
  await page.keyboard.press('Enter');
  await expect(tray(page).getByRole('listitem')).toHaveCount(1);
  await expect(tray(page)).toContainText('Gemini');
});

test('the tool page shows its Hebrew support after about, and up to six alternatives with a link to all', async ({
  page,
}) => {
  await page.goto('/tools/chatgpt');
  const sections = await page
    .locator('[data-section]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section')));
  expect(sections.indexOf('hebrew')).toBe(sections.indexOf('about') + 1);
  const hebrew = page.getByRole('region', { name: 'תמיכה בעברית' });
  await expect(hebrew).toContainText('מלאה');
  await expect(hebrew).toContainText('5 מתוך 5 – מצוינת');
  await expect(hebrew).toContainText('נבדק לאחרונה:');
  const alternatives = page.locator('[data-section="alternatives"] article[data-tool-id]');
  expect(await alternatives.count()).toBeGreaterThan(0);
  expect(await alternatives.count()).toBeLessThanOrEqual(6);
  await expect(page.locator('[data-section="alternatives"] article[data-tool-id="chatgpt"]')).toHaveCount(0);
  await page.getByRole('link', { name: /כל החלופות ל-\s?ChatGPT/ }).click();
  await expect(page).toHaveURL(/\/tools\/chatgpt\/alternatives$/);
  await expect(page.locator('h1')).toHaveText('חלופות ל-ChatGPT');
});

test('the alternatives page filters without JavaScript and compares the top three; unknown tool is 404', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/tools/chatgpt/alternatives');
  const all = await page.locator('main article[data-tool-id]').count();
  await page.getByLabel('קוד פתוח').check();
  await page.getByRole('button', { name: 'סינון' }).click();
  await expect(page).toHaveURL(/open=1/);
  const open = page.locator('main article[data-tool-id]');
  expect(await open.count()).toBeLessThan(all);
  for (const card of await open.all()) await expect(card).toContainText('קוד פתוח');
  await page.goto('/tools/chatgpt/alternatives');
  await page.getByRole('link', { name: /השוואת ChatGPT עם/ }).click();
  await expect(page).toHaveURL(/\/tools\/compare\?tools=chatgpt,[^,]+,[^,]+,[^,]+$/);
  await expect(page.locator('thead th[scope="col"]')).toHaveCount(4);
  const missing = await page.goto('/tools/no-such-tool/alternatives');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('הכלי שחיפשתם לא קיים במאגר שלנו.')).toBeVisible();
  await context.close();
});

test('/tools/hebrew is linked from /tools, the header menu and the home page, with ItemList data', async ({
  page,
}) => {
  for (const path of ['/tools', '/']) {
    await page.goto(path);
    await expect(page.locator('main a[href="/tools/hebrew"]').first()).toBeVisible();
  }
  // The header's tools menu (a closed <details> until opened) links to it on every page.
  expect(await page.locator('header a[href="/tools/hebrew"]').count()).toBeGreaterThan(0);
  await page.goto('/tools/hebrew');
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = data.map((text) => JSON.parse(text)).find((block) => block['@type'] === 'ItemList');
  expect(list.itemListElement[0]).toMatchObject({ position: 1, '@type': 'ListItem' });
  expect(list.itemListElement.length).toBeGreaterThan(30);
  await expect(page.getByRole('heading', { name: 'טרם נבדקו' })).toBeVisible();
});
