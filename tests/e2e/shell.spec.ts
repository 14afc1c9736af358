import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  holdRequests,
  WIDTHS,
  waitForHeader,
  waitForHydration,
  waitForShell,
} from './helpers.ts';

// The foundation's pages and the shell around them (issue: foundation).
const PAGES = [
  { path: '/', heading: /לעבוד עם AI/ },
  { path: '/about', heading: /./ },
  { path: '/services', heading: /./ },
  { path: '/lectures', heading: /./ },
  { path: '/lectures-old', heading: /./ },
  { path: '/accessibility', heading: /נגישות/ },
  { path: '/privacy', heading: /פרטיות/ },
  { path: '/terms-of-service', heading: /תנאי/ },
  // Before anything is typed: the example searches.
  { path: '/search', heading: /חיפוש באתר/ },
];

for (const { path, heading } of PAGES) {
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    test(`${path} renders right to left in Hebrew with no axe violations at ${name} width`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'he');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toContainText(heading);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const direction = await page.evaluate(() => getComputedStyle(document.body).direction);
      expect(direction).toBe('rtl');
      await expectNoAxeViolations(page);
    });
  }
}

test('the skip link is the first focusable element and moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'דלג לתוכן הראשי' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
  await expect(page.locator('#main-content')).toBeFocused();
});

test('header dropdowns open, reach their links and close with Escape using the keyboard only', async ({
  page,
}) => {
  await page.goto('/');
  // Escape and one-open-at-a-time are script behaviour: wait for the header's deferred hydration.
  await waitForHeader(page);
  const toggle = page.locator('header nav[aria-label="ניווט ראשי"] summary', { hasText: 'עבודה משותפת' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const services = page.locator('header nav[aria-label="ניווט ראשי"]').getByRole('link', { name: /שירותים/ });
  await expect(services).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(
    page.locator('header nav[aria-label="ניווט ראשי"]').getByRole('link', { name: /אודות/ }),
  ).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(services).toBeHidden();
  await expect(toggle).toBeFocused();

  const tools = page.locator('header nav[aria-label="ניווט ראשי"] summary', { hasText: 'כלים ותוכן' });
  await tools.focus();
  await page.keyboard.press('Space');
  for (const label of ['מתחילים כאן', 'מדריכים', 'מונחים', 'כלי AI ומודלים', 'כלי פיתוח משלימים']) {
    await expect(
      page.locator('header nav[aria-label="ניווט ראשי"]').getByRole('link', { name: new RegExp(label) }),
    ).toBeVisible();
  }
});

// Header and footer links are plain anchors handled by their container (client/lib/list-links.tsx).
test('header and footer links open pages in the app and the header marks the current page', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHeader(page);
  await waitForHydration(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  const nav = page.locator('header nav[aria-label="ניווט ראשי"]');
  await expect(nav.getByRole('link', { name: 'בית' })).toHaveAttribute('aria-current', 'page');
  await nav.locator('summary', { hasText: 'כלים ותוכן' }).click();
  await nav.getByRole('link', { name: /מונחים/ }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The menu closed with the navigation; the current page moved.
  await expect(nav.locator('a[href="/terms"]')).toBeHidden();
  await expect(nav.locator('a[href="/terms"]')).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'בית' })).not.toHaveAttribute('aria-current', 'page');
  await page.locator('footer nav').getByRole('link', { name: 'פודקאסט', exact: true }).click();
  await expect(page).toHaveURL(/\/podcast$/);
  await expect(nav.getByRole('link', { name: 'פודקאסט' })).toHaveAttribute('aria-current', 'page');
  expect(documents).toEqual([]);
});

test('opening one dropdown closes the other', async ({ page }) => {
  await page.goto('/');
  await waitForHeader(page);
  const nav = page.locator('header nav[aria-label="ניווט ראשי"]');
  await nav.locator('summary', { hasText: 'פורטפוליו' }).click();
  await expect(nav.getByRole('link', { name: /פרויקטי קוד/ })).toBeVisible();
  await nav.locator('summary', { hasText: 'עבודה משותפת' }).click();
  await expect(nav.getByRole('link', { name: /פרויקטי קוד/ })).toBeHidden();
  await expect(nav.getByRole('link', { name: /הרצאות וסדנאות/ })).toBeVisible();
});

test('the mobile menu opens at 390 px, its groups open in place, and it lists the same entries as the header', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS.mobile);
  await page.goto('/');
  // Opening a group inside the menu must leave the menu open: script behaviour, so wait for it.
  await waitForHeader(page);
  const menu = page.locator('header nav[aria-label="ניווט ראשי"]');
  await expect(menu).toBeHidden();
  await page.getByLabel('תפריט').click();
  await expect(menu).toBeVisible();
  for (const label of ['בית', 'פודקאסט', 'ניוזלטר']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  const groups = {
    'עבודה משותפת': ['אודות', 'שירותים', 'הרצאות וסדנאות'],
    פורטפוליו: ['סרטונים', 'פרויקטי קוד'],
    'כלים ותוכן': [
      'מתחילים כאן',
      'מדריכים',
      'מונחים',
      'כלי AI ומודלים',
      'כלים שמדברים עברית',
      'כלי פיתוח משלימים',
    ],
  };
  for (const [group, labels] of Object.entries(groups)) {
    await expect(menu.getByRole('link', { name: new RegExp(`^${labels[0]}`) })).toBeHidden();
    await menu.locator('summary', { hasText: group }).click();
    await expect(menu).toBeVisible();
    for (const label of labels) {
      await expect(menu.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
    }
  }
  // One group open at a time: the last one opened.
  await expect(menu.getByRole('link', { name: /^אודות/ })).toBeHidden();
  await menu.locator('summary', { hasText: 'עבודה משותפת' }).click();
  // Escape closes the group, then the menu.
  await menu.getByRole('link', { name: /^שירותים/ }).focus();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: /^שירותים/ })).toBeHidden();
  await expect(menu.locator('summary', { hasText: 'עבודה משותפת' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByLabel('תפריט')).toBeFocused();

  await page.getByLabel('תפריט').click();
  await menu.locator('summary', { hasText: 'עבודה משותפת' }).click();
  await menu.getByRole('link', { name: /^אודות/ }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
});

// One navigation and one search field serve every width (decision 0045): the phone's menu is the
// desktop's row, not a second copy hidden at the other width.
for (const width of ['mobile', 'desktop'] as const) {
  test(`at ${width} width the header holds each link and the search field once`, async ({ page }) => {
    await page.setViewportSize(WIDTHS[width]);
    await page.goto('/tools');
    const header = page.getByRole('banner');
    await expect(header.locator('nav')).toHaveCount(1);
    await expect(header.locator('input[type="search"]')).toHaveCount(1);
    const hrefs = await header
      .locator('nav a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(12);
    expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index)).toEqual([]);
    await expect(header.locator('[aria-current="page"]')).toHaveCount(1);
    // Search is in the row at either width, without opening anything: the field on a wide screen,
    // a button beside the menu's toggle on a phone.
    const button = header.getByRole('link', { name: 'חיפוש באתר' });
    if (width === 'desktop') {
      await expect(header.getByRole('link', { name: 'פודקאסט', exact: true })).toBeVisible();
      await expect(header.locator('#site-search')).toBeVisible();
      await expect(page.getByLabel('תפריט')).toBeHidden();
      await expect(button).toBeHidden();
    } else {
      await expect(button).toBeVisible();
      await expect(header.locator('#site-search')).toBeHidden();
    }
  });
}

test("on a phone the header's search button opens the search dialog, and Escape returns to it", async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS.mobile);
  await page.goto('/about');
  await waitForHeader(page);
  const button = page.getByRole('banner').getByRole('link', { name: 'חיפוש באתר' });
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await button.click();
  const search = page.getByRole('dialog', { name: 'חיפוש באתר' });
  await expect(search.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('קלוד');
  await expect(search.locator('[data-hit-id="tool:claude"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page).toHaveURL(/\/about$/);
});

test('the home page shows the three highlight cards with their sizes, calls to action and six tool tiles', async ({
  page,
}) => {
  await page.goto('/');
  const creative = page.locator('[data-card-id="ai-creative-tools"]');
  await expect(creative).toHaveAttribute('data-size', '2x2');
  await expect(creative.getByRole('link', { name: 'גלה כלים' })).toHaveAttribute('href', '/tools');
  await expect(creative.getByRole('listitem')).toHaveCount(6);
  await expect(
    page.locator('[data-card-id="ai-tools"]').getByRole('link', { name: 'עיין בכל הכלים' }),
  ).toHaveAttribute('href', '/tools');
  await expect(
    page.locator('[data-card-id="ai-concepts"]').getByRole('link', { name: 'גלה מושגים' }),
  ).toHaveAttribute('href', '/terms');
  const large = await creative.boundingBox();
  const small = await page.locator('[data-card-id="ai-tools"]').boundingBox();
  expect(large!.width).toBeGreaterThan(small!.width * 1.5);
});

test('breadcrumbs follow the URL with Hebrew labels and emit BreadcrumbList data', async ({ page }) => {
  await page.goto('/about');
  const crumbs = page.getByRole('navigation', { name: 'פירורי לחם' });
  await expect(crumbs.getByRole('link', { name: 'בית' })).toHaveAttribute('href', '/');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('אודות');
  const data = await crumbs.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(data!)).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'בית' }, { name: 'אודות' }],
  });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'פירורי לחם' })).toHaveCount(0);
});

for (const path of ['/no-such-page', '/404', '/debug/nope']) {
  test(`${path} shows the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/אופס! הדף לא נמצא/);
    await expect(page.getByRole('link', { name: 'חזרה לדף הבית' })).toHaveAttribute('href', '/');
    // No trail of a mistyped address.
    await expect(page.getByRole('navigation', { name: 'פירורי לחם' })).toHaveCount(0);
    await page.getByRole('link', { name: 'חזרה לדף הבית' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('pages are readable and dropdown links reachable', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-card-id]')).toHaveCount(3);
    await page.locator('header nav[aria-label="ניווט ראשי"] summary', { hasText: 'עבודה משותפת' }).click();
    await page.locator('header nav[aria-label="ניווט ראשי"]').getByRole('link', { name: /אודות/ }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('h1')).toBeVisible();
  });
  test("a phone's search button goes to the search page", async ({ page }) => {
    await page.setViewportSize(WIDTHS.mobile);
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'חיפוש באתר' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('main').getByRole('searchbox').fill('קלוד');
    await page.getByRole('main').getByRole('searchbox').press('Enter');
    await expect(page.locator('[data-hit-id="tool:claude"]')).toBeVisible();
  });
});

test("where the error page's code cannot be fetched, its words still show, in Hebrew", async ({ page }) => {
  // A page left open while the network goes (or across a deploy that removed its build's files): the
  // next page's data cannot be fetched, and neither can the error page's code.
  await page.route(/\/assets\/status-pages-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/about');
  await waitForHydration(page);
  await page.route(/\/tools\.data/, (route) => route.abort());
  await page.evaluate(() => {
    void (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate('/tools');
  });
  const fallback = page.locator('[data-status-fallback]');
  await expect(fallback.getByRole('heading', { level: 1 })).toHaveText('אופס! משהו השתבש');
  await expect(fallback.getByRole('link', { name: 'רענון הדף' })).toHaveAttribute('href', '/tools');
  await expect(page.getByText('Application Error')).toHaveCount(0);
});

test('the footer signup form validates the email and the privacy checkbox', async ({ page }) => {
  await page.goto('/');
  // The footer hydrates from its own chunk; before that the form posts without JavaScript.
  await waitForShell(page);
  const form = page.locator('footer form');
  await form.getByRole('button', { name: 'הרשמה לניוזלטר' }).click();
  await expect(form.getByText('אנא הכנס כתובת אימייל תקינה')).toBeVisible();
  await expect(form.getByText('יש לאשר את מדיניות הפרטיות ותנאי השימוש')).toBeVisible();
  const email = form.getByRole('textbox', { name: 'אימייל' });
  await expect(email).toBeFocused();
  // A screen reader hears why the address was refused.
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('אנא הכנס כתובת אימייל תקינה');
});

test('the footer has the brand blurb, four social links, quick links, legal links and the copyright line', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('list', { name: 'רשתות חברתיות' }).getByRole('link')).toHaveCount(4);
  await expect(footer.getByRole('navigation', { name: 'קישורים מהירים' }).getByRole('link')).toHaveCount(6);
  for (const label of ['הצהרת נגישות', 'מדיניות פרטיות', 'תנאי שימוש']) {
    await expect(
      footer.getByRole('navigation', { name: 'מידע משפטי' }).getByRole('link', { name: label }),
    ).toBeVisible();
  }
  await expect(footer.locator('[data-copyright]')).toContainText('©');
});

test('the breadcrumb bar starts at the right edge of the page, as RTL reads', async ({ page }) => {
  await page.goto('/about');
  const home = page.getByRole('navigation', { name: 'פירורי לחם' }).getByRole('link', { name: 'בית' });
  const heading = page.locator('h1');
  const homeBox = (await home.boundingBox())!;
  const headingBox = (await heading.boundingBox())!;
  // Both hug the inline start (right) of the same container.
  expect(Math.abs(homeBox.x + homeBox.width - (headingBox.x + headingBox.width))).toBeLessThan(40);
});

test('a menu opened before the header hydrates stays open once it does', async ({ page }) => {
  await page.setViewportSize(WIDTHS.mobile);
  // Hold the header's chunk back until the visitor has opened the menu (a slow phone).
  const release = await holdRequests(page, /\/assets\/site-header-[^/]+\.js$/);
  await page.goto('/');
  await page.getByLabel('תפריט').click();
  const menu = page.locator('header nav[aria-label="ניווט ראשי"]');
  await expect(menu).toBeVisible();
  await menu.locator('summary', { hasText: 'כלים ותוכן' }).click();
  await expect(page.locator('header[data-hydrated]')).toHaveCount(0);
  release();
  await waitForHeader(page);
  await expect(menu).toBeVisible();
  // Navigating still closes it.
  await menu.getByRole('link', { name: /^מונחים/ }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(menu).toBeHidden();
});
