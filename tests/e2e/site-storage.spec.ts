import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './helpers.ts';

// The privacy page's 'מה נשמר בדפדפן שלכם' (docs/product.md#other-pages): it counts what the site keeps
// in this browser and erases all of it, and only it. The values are left by the features themselves
// (the accessibility panel, a saved term, the compare box, a search, the podcast's list), so a
// feature that stored something under a name the erase does not know would fail here.

async function storedKeys(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));
}

/** The things of the privacy page's list marked 'שמור כעת', in the list's order. */
function markedThings(page: Page) {
  return page
    .locator('section#browser li')
    .filter({ has: page.locator('[data-stored-now]') })
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-stored-thing')));
}

test('the privacy page counts what the site keeps in this browser, and erases it all, and nothing else', async ({
  page,
}) => {
  // Another application on the same origin (or a browser extension) keeps its own value and cache:
  // they stay. The offline worker's copies (public/sw.js names its caches; the tests run without the
  // worker, so its copy of a page is put as it would) go.
  await page.goto('/about');
  await page.evaluate(async () => {
    localStorage.setItem('other-app:setting', 'keep');
    await (await caches.open('other-app-cache')).put('/other', new Response('keep'));
    await (await caches.open('pages-v1')).put('/podcast', new Response('a copy of /podcast'));
  });

  await page.getByRole('button', { name: 'הגדרות נגישות' }).click();
  await page.getByRole('slider', { name: /גודל טקסט/ }).fill('130');
  await expect(page.locator('html')).toHaveAttribute('style', /font-size: 130%/);

  await page.goto('/terms/rag');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'שמור למועדפים' }).click();
  await expect(page.getByRole('button', { name: 'שמור למועדפים' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/tools');
  await waitForHydration(page);
  await page.getByRole('checkbox', { name: 'הוסף להשוואה' }).first().check();
  await expect(page.getByText(/להשוואה \(1 מתוך/)).toBeVisible();

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'חיפוש באתר' });
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('קלוד');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  await page.goto('/podcast');
  await waitForHydration(page);
  await expect.poll(async () => (await storedKeys(page)).local).toContain('site:seen-up-to:podcast');

  const before = await storedKeys(page);
  expect(before.local).toEqual(
    expect.arrayContaining([
      'other-app:setting',
      'site:accessibility',
      'site:cookie-consent',
      'site:favourite-terms',
      'site:compare-tools',
      'search:recent',
      'site:seen-up-to:podcast',
    ]),
  );
  expect(before.session).toContain('site:seen-before-visit:podcast');

  await page.goto('/privacy#browser');
  await waitForHydration(page);
  const section = page.locator('section#browser');
  await expect(section.getByRole('heading', { name: 'מה נשמר בדפדפן שלכם' })).toBeVisible();
  const siteValues = before.local.length - 1 + before.session.length;
  await expect(section.locator('[data-site-storage-count]')).toHaveText(
    `בדפדפן הזה שמורים כעת ${siteValues} ערכים מהאתר, ועותקים של עמודים לקריאה בלי חיבור.`,
  );
  // Each thing the list names that this browser holds now is marked beside it (the offline copies
  // once the caches have answered); what nothing stored is not.
  await expect
    .poll(() => markedThings(page))
    .toEqual([
      'accessibility',
      'cookies',
      'saved',
      'searches',
      'seen',
      ...(before.session.includes('site:scroll-positions') ? ['scroll'] : []),
      'offline',
    ]);
  await expect(section.locator('[data-stored-now]').first()).toHaveText('שמור כעת');
  await expectNoAxeViolations(page);

  // The first click asks; 'ביטול' leaves everything and returns focus to the button.
  const erase = section.getByRole('button', { name: 'מחיקת כל מה שהאתר שמר בדפדפן' });
  await erase.click();
  const confirm = section.getByRole('button', { name: 'כן, למחוק הכול' });
  await expect(confirm).toBeFocused();
  await section.getByRole('button', { name: 'ביטול' }).click();
  await expect(erase).toBeFocused();
  expect(await storedKeys(page)).toEqual(before);

  await erase.click();
  await confirm.click();
  // The page reloads as a first visit's: default text size, its confirmation focused.
  const done = section.locator('[data-site-storage-erased]');
  await expect(done).toHaveText('כל מה שהאתר שמר בדפדפן הזה נמחק.');
  await expect(done).toBeFocused();
  await expect(page.locator('html')).not.toHaveAttribute('style', /font-size/);
  await expect(section.locator('[data-site-storage-count]')).toHaveText('האתר לא שומר כעת דבר בדפדפן הזה.');
  await expect(erase).toHaveCount(0);
  expect(await markedThings(page)).toEqual([]);
  expect(await storedKeys(page)).toEqual({ local: ['other-app:setting'], session: [] });
  expect(await page.evaluate(() => caches.keys())).toEqual(['other-app-cache']);
  // With no consent stored, the cookie banner asks again.
  await expect(page.getByRole('region', { name: 'אנחנו משתמשים בעוגיות' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The count follows what is stored while the page is open: a setting made here brings the button
  // back, and a term saved in another tab of the site counts at once.
  const count = section.locator('[data-site-storage-count]');
  await page.getByRole('button', { name: 'הגדרות נגישות' }).click();
  await page.getByRole('slider', { name: /גודל טקסט/ }).fill('120');
  await expect(count).toHaveText('בדפדפן הזה שמור כעת ערך אחד מהאתר.');
  expect(await markedThings(page)).toEqual(['accessibility']);
  await page.keyboard.press('Escape');
  await expect(erase).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/terms/rag');
  await waitForHydration(other);
  await other.getByRole('button', { name: 'שמור למועדפים' }).click();
  await expect(count).toHaveText('בדפדפן הזה שמורים כעת 2 ערכים מהאתר.');
  expect(await markedThings(page)).toEqual(['accessibility', 'saved']);
  await other.close();
});

test('a browser that holds only the offline copies is told so, and can erase them', async ({ context }) => {
  // The offline worker keeps a copy of each page read (public/sw.js; blocked in the tests, so its
  // cache is put as it would). A tab opened on the privacy page has nothing else: no setting, no
  // scroll position of an earlier page, no cookie choice (the tests start with one given).
  const first = await context.newPage();
  await first.goto('/privacy');
  await first.evaluate(async () => {
    localStorage.removeItem('site:cookie-consent');
    await (await caches.open('pages-v1')).put('/podcast', new Response('a copy of /podcast'));
  });
  const page = await context.newPage();
  await page.goto('/privacy#browser');
  await waitForHydration(page);
  const section = page.locator('section#browser');
  await expect(section.locator('[data-site-storage-count]')).toHaveText(
    'בדפדפן הזה שמורים כעת רק עותקים של עמודים מהאתר, לקריאה בלי חיבור.',
  );
  expect(await markedThings(page)).toEqual(['offline']);
  expect(await storedKeys(page)).toEqual({ local: [], session: [] });
  await expectNoAxeViolations(page);

  await section.getByRole('button', { name: 'מחיקת כל מה שהאתר שמר בדפדפן' }).click();
  await section.getByRole('button', { name: 'כן, למחוק הכול' }).click();
  await expect(section.locator('[data-site-storage-erased]')).toBeFocused();
  await expect(section.locator('[data-site-storage-count]')).toHaveText('האתר לא שומר כעת דבר בדפדפן הזה.');
  expect(await markedThings(page)).toEqual([]);
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
});

test('without script the privacy page lists what is kept and says where the browser erases it', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/privacy');
  const section = page.locator('section#browser');
  await expect(section.getByRole('listitem')).toHaveCount(10);
  await expect(section.locator('[data-stored-now]')).toHaveCount(0);
  await expect(section).toContainText('אפשר למחוק אותם גם בהגדרות הדפדפן, בניקוי נתוני האתר.');
  await expect(section.getByRole('button')).toHaveCount(0);
  await context.close();
});
