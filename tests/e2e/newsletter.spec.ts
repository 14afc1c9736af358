import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, holdRequests, testPagesAtEachWidth, waitForHydration } from './helpers.ts';

// The newsletter archive against the production build with the seed: three sent issues
// in MailerLite's shapes, read from the newsletter snapshot.

const NEWEST = '/newsletter/150211000000000001';

testPagesAtEachWidth([
  { path: '/newsletter', heading: 'ארכיון הניוזלטר' },
  { path: NEWEST, heading: /^ניוזלטר #12/ },
]);

test('the archive lists every sent issue newest first and links the RSS feed from its head', async ({
  page,
  request,
}) => {
  await page.goto('/newsletter');
  const cards = page.locator('main article[data-issue]');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('ניוזלטר #12');
  await expect(cards.nth(0)).toContainText('16 במרץ, 2025');
  await expect(cards.nth(2)).toContainText('ניוזלטר #10');
  const feedLink = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(feedLink).toHaveAttribute('href', '/newsletter/rss.xml');
  const feed = await request.get('/newsletter/rss.xml');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  const xml = await feed.text();
  expect(xml.match(/<item>/g)).toHaveLength(3);
  expect(xml).toContain('/newsletter/150211000000000001</link>');
  expect(xml).toContain('<pubDate>Sun, 16 Mar 2025 07:30:00 GMT</pubDate>');
  await cards.nth(0).locator('h2 a').click();
  await expect(page).toHaveURL(new RegExp(`${NEWEST}$`));
});

test('an issue shows its cover, date, counts, summary, article cards and the web-view link', async ({
  page,
}) => {
  await page.goto(NEWEST);
  await expect(page.getByRole('link', { name: 'חזרה לארכיון הניוזלטר' })).toHaveAttribute(
    'href',
    '/newsletter',
  );
  await expect(page.locator('h1')).toHaveText('ניוזלטר #12 - סוכנים, וידאו ומה שביניהם');
  await expect(page.locator('main time').first()).toHaveText('16 במרץ, 2025');
  await expect(page.getByTestId('sent')).toContainText(/\d/);
  await expect(page.getByTestId('opens')).toContainText(/\d/);
  await expect(page.locator('section[aria-labelledby="summary-heading"] li')).not.toHaveCount(0);
  const articles = page.locator('article[data-article]');
  expect(await articles.count()).toBeGreaterThanOrEqual(4);
  for (const article of await articles.all()) {
    await expect(article.locator('[data-category]')).not.toBeEmpty();
    await expect(article.locator('h3')).not.toBeEmpty();
    const visit = article.getByRole('link', { name: /לאתר/ });
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByTestId('web-view')).toHaveAttribute('href', /^https:\/\/preview\.mailerlite\.io\//);
  await expect(page.getByTestId('web-view')).toHaveAttribute('rel', 'noopener noreferrer');
  const cover = page.locator('header [data-image-state] img');
  await expect(cover).toHaveAttribute('src', '/images/newsletter/issue-1-hero.svg');
});

test('an article image that fails to load is hidden', async ({ page }) => {
  await page.route('**/images/newsletter/issue-1-article-1.svg', (route) => route.abort());
  await page.goto(NEWEST);
  await waitForHydration(page);
  const articles = page.locator('article[data-article]');
  const total = await articles.count();
  await expect(page.locator('article[data-article] [data-article-image]')).toHaveCount(total - 1);
  await expect(page.locator('img[src$="issue-1-article-1.svg"]')).toHaveCount(0);
});

test('the cover falls back to the screenshot, then to the local placeholder', async ({ page }) => {
  await page.route('**/images/newsletter/issue-1-hero.svg', (route) => route.abort());
  const screenshots: string[] = [];
  await page.route('https://storage.googleapis.com/**', (route) => {
    screenshots.push(route.request().url());
    return route.abort();
  });
  await page.goto(NEWEST);
  await waitForHydration(page);
  const cover = page.locator('header [data-image-state] img');
  await expect(cover).toHaveAttribute('src', '/images/newsletter-placeholder.svg');
  expect(screenshots.some((url) => url.includes('mailerlite-screenshots'))).toBe(true);
  await expect(page.locator('header [data-image-state]')).toHaveAttribute('data-image-state', 'loaded');
});

test('a client-side navigation to an issue shows a loading text until it arrives', async ({ page }) => {
  await page.goto('/newsletter');
  await waitForHydration(page);
  // The data is held back until the loading text has been seen.
  const release = await holdRequests(page, '**/newsletter/150211000000000002.data*');
  await page.locator('a[href="/newsletter/150211000000000002"]').click();
  await expect(page.getByTestId('issue-loading')).toHaveText('טוען גיליון...');
  release();
  await expect(page.locator('h1')).toContainText('ניוזלטר #11');
  await expect(page.getByTestId('issue-loading')).toHaveText('');
});

test('an unknown issue is a 404 with the message and a way back to the archive', async ({ page }) => {
  for (const id of ['999', 'not-a-number']) {
    const response = await page.goto(`/newsletter/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('הגיליון המבוקש לא נמצא');
    await expect(page.getByRole('link', { name: 'חזרה לארכיון הניוזלטר' })).toHaveAttribute(
      'href',
      '/newsletter',
    );
  }
  await expectNoAxeViolations(page);
});

test('/newsletter/subscribe is still the signup page, not an issue', async ({ page }) => {
  const response = await page.goto('/newsletter/subscribe');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('הרשמה לניוזלטר');
  await expect(page).toHaveTitle('הרשמה לניוזלטר | AI בעברית');
  await expect(page.getByRole('navigation', { name: 'פירורי לחם' })).toHaveText(/ניוזלטר\s*הרשמה$/);
  await expect(page.getByRole('main').getByRole('form', { name: 'הרשמה לניוזלטר' })).toBeVisible();
});

test('the archive and each issue lead to the signup page', async ({ page }) => {
  await page.goto(NEWEST);
  const next = page.getByRole('region', { name: 'רוצים את הגיליון הבא?' });
  await expect(next.getByRole('link', { name: 'הרשמה לניוזלטר' })).toHaveAttribute(
    'href',
    '/newsletter/subscribe',
  );
  await expect(next.getByRole('link', { name: 'לכל הגיליונות' })).toHaveAttribute('href', '/newsletter');
  await page.goto('/newsletter');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'הרשמה לניוזלטר' }).click();
  await expect(page).toHaveURL(/\/newsletter\/subscribe$/);
  await expect(page.getByRole('main').getByRole('form', { name: 'הרשמה לניוזלטר' })).toBeVisible();
});

test('the signup page refuses in place, with JavaScript too, and axe finds nothing', async ({ page }) => {
  await page.goto('/newsletter/subscribe');
  await waitForHydration(page);
  const form = page.getByRole('main').getByRole('form', { name: 'הרשמה לניוזלטר' });
  await form.getByRole('textbox', { name: 'אימייל' }).fill('dana@');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'הרשמה לניוזלטר' }).click();
  await expect(page.getByRole('alert').getByRole('listitem')).toHaveText(['אנא הכנס כתובת אימייל תקינה']);
  await expect(form.getByRole('textbox', { name: 'אימייל' })).toHaveValue('dana@');
  await expectNoAxeViolations(page);
  // One signup form on the page that is one: the footer's comes back on the next page.
  await expect(page.getByRole('form', { name: 'הרשמה לניוזלטר' })).toHaveCount(1);
  await expect(page.locator('footer form')).toHaveCount(0);
  await page.locator('footer').getByRole('link', { name: 'פודקאסט', exact: true }).click();
  await expect(page).toHaveURL(/\/podcast$/);
  await expect(page.locator('footer form').getByRole('button', { name: 'הרשמה לניוזלטר' })).toBeVisible();
});

test('an issue leads to the one sent before it and the one sent after it', async ({ page }) => {
  await page.goto(NEWEST);
  const nav = page.getByRole('navigation', { name: 'גיליונות סמוכים' });
  // The newest has only the one before it.
  await expect(nav.getByRole('link')).toHaveCount(1);
  await nav.getByRole('link', { name: /הגיליון הקודם/ }).click();
  await expect(page).toHaveURL(/\/newsletter\/150211000000000002$/);
  await expect(page.locator('h1')).toContainText('ניוזלטר #11');
  await expect(nav.getByRole('link')).toHaveCount(2);
  await expect(nav.getByRole('link', { name: /הגיליון הקודם/ })).toContainText('ניוזלטר #10');
  await nav.getByRole('link', { name: /הגיליון שאחריו/ }).click();
  await expect(page).toHaveURL(new RegExp(`${NEWEST}$`));
  await expect(page.locator('h1')).toContainText('ניוזלטר #12');
});

test('every issue is in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const id of ['150211000000000001', '150211000000000002', '150211000000000003'])
    expect(sitemap).toContain(`/newsletter/${id}</loc>`);
  expect(sitemap).toContain('/newsletter</loc>');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the archive and an issue read fully', async ({ page }) => {
    await page.goto('/newsletter');
    await expect(page.locator('main article[data-issue]')).toHaveCount(3);
    await page.locator('main article[data-issue] h2 a').first().click();
    await expect(page).toHaveURL(new RegExp(`${NEWEST}$`));
    await expect(page.locator('h1')).toContainText('ניוזלטר #12');
    await expect(page.locator('section[aria-labelledby="summary-heading"] li')).not.toHaveCount(0);
    expect(await page.locator('article[data-article]').count()).toBeGreaterThanOrEqual(4);
    await expect(page.locator('header noscript, header img')).not.toHaveCount(0);
  });

  test('a refused footer signup comes back as the form, with what was typed and why', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer form');
    await footer.getByRole('textbox', { name: 'שם' }).fill('דנה');
    await footer.getByRole('textbox', { name: 'אימייל' }).fill('dana@');
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/newsletter/subscribe')),
      footer.getByRole('button', { name: 'הרשמה לניוזלטר' }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page).toHaveURL(/\/newsletter\/subscribe$/);
    // Each refusal on a line of its own, each a link to the field it is about.
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('listitem')).toHaveText([
      'אנא הכנס כתובת אימייל תקינה',
      'יש לאשר את מדיניות הפרטיות ותנאי השימוש',
    ]);
    const form = page.getByRole('main').getByRole('form', { name: 'הרשמה לניוזלטר' });
    const email = form.getByRole('textbox', { name: 'אימייל' });
    await expect(form.getByRole('textbox', { name: 'שם' })).toHaveValue('דנה');
    await expect(email).toHaveValue('dana@');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('אנא הכנס כתובת אימייל תקינה');
    const consent = form.getByRole('checkbox');
    await expect(consent).toHaveAccessibleDescription('יש לאשר את מדיניות הפרטיות ותנאי השימוש');
    await summary.getByRole('link', { name: 'יש לאשר את מדיניות הפרטיות ותנאי השימוש' }).click();
    await expect(consent).toBeFocused();

    // Corrected on the same page, the signup is kept.
    await email.fill('no-js-reader@example.com');
    await consent.check();
    await form.getByRole('button', { name: 'הרשמה לניוזלטר' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'תודה! קיבלנו את ההרשמה לניוזלטר שלנו 🎉',
    );
  });
});
