import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './env.ts';
import { expectNoAxeViolations, holdRequests, preferTextSize, WIDTHS, waitForHydration } from './helpers.ts';

// The code projects page (/portfolio/code) against the production build with the seed content: its
// cards' dates at large text, the skeleton while a navigation waits, the filters with and without
// JavaScript, refresh, clear-cache, the 15-minute refresh and the saved copy. The portfolio's other
// pages and the video facade are in portfolio.spec.ts.

test("a code project's dates at 390 px: beside each other at 100 % text, each on its own line, whole, at 150 %", async ({
  page,
}) => {
  // Half a phone's card at 150 % text broke 'מרץ 2025' in two beside its label 'עודכן:'.
  await page.setViewportSize(WIDTHS.mobile);
  const dates = async () =>
    page
      .locator('[data-project]')
      .first()
      .locator('dl time')
      .evaluateAll((times) =>
        times.map((time) => {
          const lines = new Set([...time.getClientRects()].map((rect) => Math.round(rect.top))).size;
          const label = time.closest('div')?.querySelector('dt')?.getBoundingClientRect();
          const box = time.getBoundingClientRect();
          return { lines, top: Math.round(box.top), besideLabel: Math.abs((label?.top ?? 0) - box.top) < 4 };
        }),
      );
  await page.goto('/portfolio/code');
  let [updated, created] = await dates();
  expect(updated?.lines).toBe(1);
  expect(created?.top).toBe(updated?.top);

  await preferTextSize(page, 150);
  await page.goto('/portfolio/code');
  [updated, created] = await dates();
  expect(updated).toMatchObject({ lines: 1, besideLabel: true });
  expect(created).toMatchObject({ lines: 1, besideLabel: true });
  expect(created!.top).toBeGreaterThan(updated!.top);
});

test('while a client navigation waits, the code page shows 6 skeleton cards', async ({ page }) => {
  await page.goto('/portfolio');
  await waitForHydration(page);
  const release = await holdRequests(page, '**/portfolio/code.data*');
  await page.getByRole('link', { name: 'לכל הפרויקטים' }).click();
  await expect(page.getByTestId('skeleton').locator('li')).toHaveCount(6);
  release();
  await expect(page.locator('h1')).toHaveText('פרויקטי קוד');
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  await expect(page.locator('[data-project]')).toHaveCount(7);
});

test.describe('the code filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the code filters work as a GET form', async ({ page }) => {
    await page.goto('/portfolio/code');
    await expect(page.locator('[data-project]')).toHaveCount(7);
    await page.getByLabel('פרויקטי AI בלבד', { exact: true }).check();
    await page.getByLabel('שפה', { exact: true }).selectOption('TypeScript');
    await page.getByLabel('מיון לפי', { exact: true }).selectOption('name');
    await page.getByLabel('סדר', { exact: true }).selectOption('asc');
    await page.getByRole('button', { name: 'סינון', exact: true }).click();
    await expect(page).toHaveURL(/[?&]ai=1/);
    await expect(page).toHaveURL(/[?&]lang=TypeScript/);
    await expect(page).toHaveURL(/[?&]sort=name/);
    await expect(page).toHaveURL(/[?&]order=asc/);
    await expect(page.locator('[data-project]')).toHaveCount(2);
    expect(
      await page
        .locator('[data-project]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-project'))),
    ).toEqual(['hebrew-ai-site', 'telegram-ai-bot']);
    await page.getByLabel('חיפוש', { exact: true }).fill('zzz-nothing');
    await page.getByRole('button', { name: 'סינון', exact: true }).click();
    await expect(page.getByText('אין פרויקטים להצגה')).toBeVisible();
    await page.getByRole('link', { name: 'ניקוי הסינון' }).first().click();
    await expect(page).toHaveURL(/\/portfolio\/code$/);
    await expect(page.locator('[data-project]')).toHaveCount(7);
  });
});

test.describe('the code projects page with JavaScript', () => {
  test('filters update live and live in the URL; AI projects come first', async ({ page }) => {
    await page.goto('/portfolio/code');
    await waitForHydration(page);
    const projects = page.locator('[data-project]');
    await expect(projects).toHaveCount(7);
    // The non-AI project is last under every sort.
    await page.getByLabel('מיון לפי', { exact: true }).selectOption('stars');
    await expect(page).toHaveURL(/[?&]sort=stars/);
    await expect(projects.last()).toHaveAttribute('data-project', 'hebrew-calendar-cli');
    await page.getByLabel('סדר', { exact: true }).selectOption('asc');
    await expect(page).toHaveURL(/[?&]order=asc/);
    await expect(projects.first()).toHaveAttribute('data-project', 'telegram-ai-bot');
    await expect(projects.last()).toHaveAttribute('data-project', 'hebrew-calendar-cli');

    await page.getByLabel('פרויקטי AI בלבד', { exact: true }).check();
    await expect(page).toHaveURL(/[?&]ai=1/);
    await expect(projects).toHaveCount(6);
    await expect(page.locator('[data-project="hebrew-calendar-cli"]')).toHaveCount(0);

    await page.getByLabel('חיפוש', { exact: true }).fill('whisper');
    await expect(page).toHaveURL(/[?&]q=whisper/);
    await expect(projects).toHaveCount(1);
    await expect(page.getByTestId('results-count')).toHaveText('מוצגים 1 מתוך 7 פרויקטים');

    await page.getByRole('link', { name: 'ניקוי הסינון' }).click();
    await expect(page).toHaveURL(/\/portfolio\/code$/);
    await expect(page.getByLabel('חיפוש', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('פרויקטי AI בלבד', { exact: true })).not.toBeChecked();
    await expect(projects).toHaveCount(7);

    await page.getByLabel('שפה', { exact: true }).selectOption('Go');
    await expect(page).toHaveURL(/[?&]lang=Go/);
    await expect(projects).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('a card shows at most 6 technology tags plus +N, the language, dates and its links', async ({
    page,
  }) => {
    await page.goto('/portfolio/code');
    const card = page.locator('[data-project="hebrew-ai-site"]');
    await expect(card.locator('ul[aria-label="טכנולוגיות"] li:not([data-more])')).toHaveCount(6);
    await expect(card.locator('[data-more]')).toContainText('+2');
    await expect(card.locator('[data-language]')).toContainText('TypeScript');
    await expect(card.getByRole('link', { name: /קוד המקור/ })).toHaveAttribute(
      'href',
      'https://github.com/binah-beivrit/hebrew-ai-site',
    );
    await expect(card.getByRole('link', { name: /לאתר הפרויקט/ })).toHaveAttribute(
      'href',
      'https://binah.example',
    );
    await expect(page.getByTestId('top-languages').locator('li')).toHaveCount(4);
    await expect(page.getByRole('link', { name: /הפרופיל שלי ב-GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/binah-beivrit',
    );
  });

  test('refresh fetches the data again; clear-cache drops the saved copy and resets the filters', async ({
    page,
  }) => {
    await page.goto('/portfolio/code?ai=1&q=bot');
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ai-site:code-projects')))
      .not.toBeNull();

    const reload = page.waitForRequest((request) => request.url().includes('/portfolio/code.data'));
    await page.getByRole('button', { name: 'רענון', exact: true }).click();
    await reload;
    await expect(page.getByText('הפרויקטים נטענו מחדש')).toBeVisible();
    await expect(page).toHaveURL(/q=bot/);

    await page.getByRole('button', { name: 'ניקוי מטמון', exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\/code$/);
    await expect(page.getByText('המטמון נוקה והמסננים אופסו')).toBeVisible();
    await expect(page.locator('[data-project]')).toHaveCount(7);
    await expect(page.getByLabel('חיפוש', { exact: true })).toHaveValue('');
    // The page saves a fresh copy once the data is loaded again.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ai-site:code-projects')))
      .not.toBeNull();
  });

  test('a refresh answered by the page cache with an older document still replaces the data', async ({
    page,
  }) => {
    // The first refresh stores the page's data request in the page cache.
    await page.goto('/portfolio/code');
    await waitForHydration(page);
    const stored = page.waitForResponse((response) => response.url().includes('/portfolio/code.data'));
    await page.getByRole('button', { name: 'רענון', exact: true }).click();
    await stored;
    // A page rendered later (another address, so not from the cache), with no saved copy.
    await page.goto('/portfolio/code?lang=Go');
    await waitForHydration(page);
    await page.evaluate(() => localStorage.removeItem('ai-site:code-projects'));
    // Its refresh gets the older stored data request; it is still the newest data to arrive.
    const cached = page.waitForResponse((response) => response.url().includes('/portfolio/code.data'));
    await page.getByRole('button', { name: 'רענון', exact: true }).click();
    expect((await cached).headers()['x-page-cache']).toBe('HIT');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ai-site:code-projects')))
      .not.toBeNull();
  });

  test('a failed refresh shows the saved copy, then the error with a retry once there is none', async ({
    page,
  }) => {
    await page.goto('/portfolio/code');
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ai-site:code-projects')))
      .not.toBeNull();
    await page.route('**/portfolio/code.data*', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'רענון', exact: true }).click();
    await expect(page.getByTestId('stale-copy')).toContainText('מוצג העותק שנשמר בדפדפן');
    await expect(page.locator('[data-project]')).toHaveCount(7);

    await page.getByRole('button', { name: 'ניקוי מטמון', exact: true }).click();
    await expect(page.getByTestId('code-error')).toContainText('שגיאה בטעינת פרויקטים');
    await expect(page.getByRole('button', { name: 'נסו שוב', exact: true })).toBeVisible();

    await page.unroute('**/portfolio/code.data*');
    await page.getByRole('button', { name: 'נסו שוב', exact: true }).click();
    await expect(page.locator('[data-project]')).toHaveCount(7);
    await expect(page.getByTestId('stale-copy')).toHaveCount(0);
  });

  test('the page fetches its data again every 15 minutes while it stays open', async ({ page }) => {
    await page.clock.install();
    await page.goto('/portfolio/code');
    await waitForHydration(page);
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/portfolio/code.data')) loads.push(request.url());
    });
    await page.clock.fastForward(14 * 60 * 1000);
    expect(loads).toEqual([]);
    const next = page.waitForRequest((request) => request.url().includes('/portfolio/code.data'));
    await page.clock.fastForward(60 * 1000);
    await next;
    await expect(page.locator('[data-project]')).toHaveCount(7);
  });

  test('for the admin, refresh first asks the worker to refresh the code source', async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/auth/login', {
      data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    await page.addInitScript((value) => {
      localStorage.setItem('ai-site:admin', 'true');
      localStorage.setItem('ai-site:admin-token', value);
    }, token);
    await page.goto('/portfolio/code');
    await waitForHydration(page);
    await expect(page.locator('[data-admin-badge]')).toBeAttached();
    const asked = page.waitForResponse((response) =>
      response.url().endsWith('/api/admin/sources/code/refresh'),
    );
    await page.getByRole('button', { name: 'רענון', exact: true }).click();
    expect((await asked).status()).toBe(202);
    await expect(page.getByText('ביקשנו רענון מ-GitHub והפרויקטים נטענו מחדש')).toBeVisible();
  });
});
