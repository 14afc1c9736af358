import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, testPagesAtEachWidth, waitForHydration } from './helpers.ts';

// The catalogue screens against the production build with the seed content.

const PAGES: { path: string; heading: RegExp }[] = [
  { path: '/tools', heading: /כלי AI/ },
  { path: '/tools/midjourney', heading: /Midjourney/ },
  { path: '/tools/image-generation', heading: /תמונות/ },
  { path: '/tools/coding', heading: /תכנות/ },
  { path: '/tools/language', heading: /שפה/ },
  { path: '/tools/video', heading: /וידאו/ },
  { path: '/tools/audio', heading: /אודיו/ },
  { path: '/tools/creative', heading: /./ },
  { path: '/tools/concepts', heading: /./ },
  { path: '/category/image-generation', heading: /תמונות/ },
  { path: '/start-here', heading: /מתחילים כאן/ },
  { path: '/start-here/image-generation', heading: /יצירת תמונות/ },
  { path: '/learning-path/code-development', heading: /תכנות/ },
  { path: '/ecosystem', heading: /אקוסיסטם/ },
  { path: '/guides', heading: /מדריכים/ },
  { path: '/courses', heading: /מדריכים/ },
  { path: `/search?q=${encodeURIComponent('תמונות')}`, heading: /חיפוש/ },
];

// axe walks every node: on the full catalogue (50 cards, each with its compare checkbox) that took
// 14 s on a busy 2-core machine and over 30 s at load 30, so these get three times the budget.
testPagesAtEachWidth(PAGES, { slow: true });

test('an ecosystem service has its own page, linked from /ecosystem', async ({ page }) => {
  await page.goto('/ecosystem');
  const first = page.locator('main article h3 a').first();
  const name = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/ecosystem\/[^/]+\/[^/]+$/);
  // The new page's own heading is the condition that the navigation has finished ('networkidle'
  // waited 30 s once in a full run while the idle-time preloads kept the network busy).
  await expect(page.locator('h1')).toHaveText(name);
  await expectNoAxeViolations(page);
});

test('every tool card links to its detail page and shows at most 4 capability chips plus +N', async ({
  page,
}) => {
  await page.goto('/tools');
  const cards = page.locator('main article[data-tool-id]');
  expect(await cards.count()).toBeGreaterThan(20);
  const chips = await cards.evaluateAll((nodes) =>
    nodes.map((node) => node.querySelectorAll('ul[aria-label="יכולות"] li:not([data-more])').length),
  );
  expect(Math.max(...chips)).toBeLessThanOrEqual(4);
  await page.getByRole('link', { name: 'Midjourney', exact: true }).click();
  await expect(page).toHaveURL(/\/tools\/midjourney$/);
});

// Cards are plain anchors handled by their grid (client/lib/list-links.tsx), not <Link>s: this is what
// <Link prefetch="intent"> did for a visitor, checked in the browser.
test("the cards' icons (the Hebrew badge's, the details arrow) are drawn in the text colour, in forced colours too", async ({
  page,
}) => {
  for (const forcedColors of ['none', 'active'] as const) {
    await page.emulateMedia({ forcedColors });
    for (const path of ['/tools', '/terms']) {
      await page.goto(path);
      const icons = await page.evaluate(() =>
        [
          ['[data-hebrew-level]', '::before'],
          ['article .icon-details', '::after'],
        ]
          .filter(([selector]) => document.querySelector(selector!))
          .map(([selector, pseudo]) => {
            const element = document.querySelector(selector!)!;
            const icon = getComputedStyle(element, pseudo);
            return {
              selector,
              drawn: icon.maskImage.includes('data:image/svg+xml') && Number.parseFloat(icon.width) >= 14,
              inTextColour: icon.backgroundColor === getComputedStyle(element).color,
            };
          }),
      );
      expect(icons.length, path).toBeGreaterThan(0);
      for (const icon of icons)
        expect(icon, `${path} ${forcedColors}`).toMatchObject({ drawn: true, inTextColour: true });
    }
  }
});

test('a tool card opens its page in the app, prefetched on hover; a modified click is left to the browser', async ({
  page,
  context,
}) => {
  await page.goto('/tools');
  await waitForHydration(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const link = page.getByRole('link', { name: 'Midjourney', exact: true });
  await link.hover();
  await expect(page.locator('link[rel="prefetch"][href^="/tools/midjourney.data"]')).toHaveCount(1);
  // Moving away cancels the intent; focusing the link is an intent too.
  await page.mouse.move(0, 0);
  await expect(page.locator('link[rel="prefetch"][href^="/tools/midjourney.data"]')).toHaveCount(0);
  await link.focus();
  await expect(page.locator('link[rel="prefetch"][href^="/tools/midjourney.data"]')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tools\/midjourney$/);
  await expect(page.getByRole('heading', { level: 1, name: /Midjourney/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/tools$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(documents).toEqual([]);

  // Ctrl-click: a new tab with the tool page; this page stays where it was.
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Midjourney', exact: true }).click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await opened.waitForLoadState('domcontentloaded');
  expect(new URL(opened.url()).pathname).toBe('/tools/midjourney');
  await expect(page).toHaveURL(/\/tools$/);
});

test('the pricing filter changes the URL and the results', async ({ page }) => {
  await page.goto('/tools');
  await waitForHydration(page);
  const before = await page.locator('main article[data-tool-id]').count();
  await page.getByLabel('מחיר').selectOption('free');
  await expect(page).toHaveURL(/[?&]pricing=free/);
  const cards = page.locator('main article[data-tool-id]');
  await expect
    .poll(async () => [...new Set(await cards.locator('[data-pricing]').allTextContents())])
    .toEqual(['חינמי']);
  expect(await cards.count()).toBeLessThan(before);
});

test('the text search filters the tools and lives in the URL', async ({ page }) => {
  await page.goto('/tools');
  await waitForHydration(page);
  await page.getByLabel('חיפוש', { exact: true }).fill('whisper');
  await expect(page).toHaveURL(/[?&]q=whisper/);
  await expect(page.locator('main article[data-tool-id="whisper"]')).toBeVisible();
  await expect.poll(() => page.locator('main article[data-tool-id]').count()).toBe(1);
});

test('the filters work without JavaScript and bad values are ignored', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/tools?type=audio&open=1&pricing=nonsense&category=%%');
  expect(response?.status()).toBe(200);
  await expect(page.locator('main article[data-tool-id="whisper"]')).toBeVisible();
  await expect(page.locator('main article[data-tool-id="midjourney"]')).toHaveCount(0);
  await page.getByLabel('חיפוש', { exact: true }).fill('suno');
  await page.getByLabel('קוד פתוח בלבד').uncheck();
  await page.getByRole('button', { name: 'סינון' }).click();
  await expect(page).toHaveURL(/q=suno/);
  await expect(page.locator('main article[data-tool-id="suno"]')).toBeVisible();
  await context.close();
});

test('the tool page shows every section, the licence and price labels, and the try button', async ({
  page,
}) => {
  await page.goto('/tools/midjourney');
  for (const section of [
    'about',
    'capabilities',
    'applications',
    'limitations',
    'pricing',
    'specs',
    'integrations',
    'tips',
  ]) {
    await expect(page.locator(`[data-section="${section}"]`)).toBeVisible();
  }
  await expect(page.getByTestId('licence-label')).toHaveText('קוד סגור');
  await expect(page.getByRole('link', { name: /נסו את Midjourney/ })).toHaveAttribute('href', /^https?:/);
  await expect(page.getByTestId('ecosystem-cta')).toHaveCount(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"SoftwareApplication"'))).toBe(true);
});

test('a tool is found by slug and coding or chat tools link to /ecosystem', async ({ page }) => {
  await page.goto('/tools/github-copilot');
  await expect(page.getByTestId('ecosystem-cta').getByRole('link')).toHaveAttribute('href', '/ecosystem');
  await page.goto('/tools/whisper');
  await expect(page.getByTestId('licence-label')).toHaveText('קוד פתוח');
});

test('an unknown tool answers 404 with the not-found message and a link to /tools', async ({ page }) => {
  const response = await page.goto('/tools/no-such-tool');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('הכלי שחיפשתם לא קיים במאגר שלנו.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'חזרה לכל הכלים' })).toHaveAttribute(
    'href',
    '/tools',
  );
  await expectNoAxeViolations(page);
});

test('static /tools segments win over the tool id route', async ({ page }) => {
  for (const key of ['image-generation', 'coding', 'language', 'video', 'audio']) {
    const response = await page.goto(`/tools/${key}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator(`[data-category-page="${key}"]`)).toBeVisible();
  }
});

test('the hard-coded pages: coding links to /ecosystem, video has content sections, audio lists six types', async ({
  page,
}) => {
  await page.goto('/tools/coding');
  await expect(page.getByTestId('ecosystem-cta')).toBeVisible();
  await expect(
    page.locator('#getting-started ~ ol > li, section[aria-labelledby="getting-started"] ol > li'),
  ).toHaveCount(3);
  await page.goto('/tools/video');
  await expect(page.locator('table').first()).toBeVisible();
  await expect(page.locator('table').first().locator('thead th')).toHaveCount(4);
  await page.goto('/tools/audio');
  await expect(page.getByTestId('audio-types').locator('li')).toHaveCount(6);
  await expect(page.locator('section[aria-labelledby="open-source"]')).toBeVisible();
});

test('the dynamic category page groups tools with counts; a missing category redirects to /404', async ({
  page,
}) => {
  await page.goto('/category/coding');
  await expect(page.getByTestId('ecosystem-cta')).toBeVisible();
  const groups = page.locator('section[data-group]');
  expect(await groups.count()).toBeGreaterThan(0);
  const response = await page.goto('/category/no-such-category');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/404$/);
});

test('the experience path dialog opens from a card, traps focus and closes on Escape', async ({ page }) => {
  await page.goto('/start-here/image-generation');
  await waitForHydration(page);
  const link = page.getByRole('link', { name: 'Midjourney', exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Midjourney' })).toBeVisible();
  await expect(page).toHaveURL(/\/start-here\/image-generation$/);
  for (let index = 0; index < 8; index++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
});

test('without JavaScript a path card is a plain link to the tool page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/learning-path/image-generation');
  await page.getByRole('link', { name: 'Midjourney', exact: true }).click();
  await expect(page).toHaveURL(/\/tools\/midjourney$/);
  await context.close();
});

test('an unknown experience path says so and links to /start-here, /guides and /tools', async ({ page }) => {
  const response = await page.goto('/start-here/no-such-path');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('מסלול ההתנסות לא נמצא')).toBeVisible();
  const main = page.getByRole('main');
  for (const href of ['/start-here', '/guides', '/tools']) {
    await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});

test('an unknown ecosystem service answers 404', async ({ page }) => {
  const response = await page.goto('/ecosystem/nothing/none');
  expect(response?.status()).toBe(404);
});

test('the header search goes to /search and shows results grouped by kind', async ({ page }) => {
  await page.goto('/');
  const box = page.locator('#site-search').first();
  await box.fill('midjourney');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=midjourney/);
  await expect(page.locator('section[data-kind="tool"]')).toBeVisible();
  await expect(page.locator('section[data-kind="tool"] a[href="/tools/midjourney"]')).toBeVisible();
});

test('search tolerates Hebrew prefixes, niqqud and typos', async ({ page }) => {
  for (const query of ['ותמונות', 'תְּמוּנוֹת', 'midjurney']) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByTestId('search-count')).toBeVisible();
  }
  await page.goto(`/search?q=${encodeURIComponent('זזזזזזזזזז')}`);
  await expect(page.getByTestId('empty-state')).toBeVisible();
});

test('the sitemap lists each tool, category and ecosystem service', async ({ request }) => {
  const body = await (await request.get('/sitemap.xml')).text();
  expect(body).toContain('/tools/midjourney</loc>');
  expect(body).toContain('/category/image-generation</loc>');
  expect(body).toMatch(/\/ecosystem\/[^/<]+\/[^/<]+<\/loc>/);
});

test('a signed-in admin sees the filter info strip on a category page; visitors do not', async ({ page }) => {
  await page.goto('/category/image-generation');
  await waitForHydration(page);
  await expect(page.getByTestId('admin-filter-strip')).toHaveCount(0);
  await page.route('**/api/auth/validate', (route) => route.fulfill({ status: 200, json: { valid: true } }));
  await page.evaluate(() => {
    localStorage.setItem('ai-site:admin', 'true');
    localStorage.setItem('ai-site:admin-token', 'test-token');
  });
  await page.reload();
  const strip = page.getByTestId('admin-filter-strip');
  await expect(strip).toBeVisible();
  await expect(strip).toContainText('primaryCategory');
  await expect(strip).toContainText('התאמות');
});
