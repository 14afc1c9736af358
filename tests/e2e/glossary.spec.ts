import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, holdRequests, testPagesAtEachWidth, waitForHydration } from './helpers.ts';
import { SEED_TERMS } from './seed-terms.ts';

// The glossary against the production build with the seed content.

const cards = (page: Page) => page.locator('main article[data-term-id]');

const A11Y_PAGES = [
  { path: '/terms', heading: /מילון מונחי AI/ },
  { path: `/terms?difficulty=2&tag=${encodeURIComponent('חיפוש')}`, heading: /מילון מונחי AI/ },
  { path: '/terms/token', heading: /טוקן/ },
  { path: '/terms/rag', heading: /אחזור משולב ביצירה/ },
  { path: '/terms/fine-tuning', heading: /כוונון עדין/ },
];

testPagesAtEachWidth(A11Y_PAGES);

test('/terms lists every seeded term, each linking to its page by slug', async ({ page }) => {
  await page.goto('/terms');
  await expect(cards(page)).toHaveCount(SEED_TERMS.length);
  await expect(page.getByTestId('results-count')).toHaveText(
    `מוצגים ${SEED_TERMS.length} מתוך ${SEED_TERMS.length} מושגים`,
  );
  for (const item of SEED_TERMS) {
    const card = page.locator(`main article[data-term-id="${item.sys.id}"]`);
    await expect(card.getByRole('link')).toHaveAttribute('href', `/terms/${item.fields.slug}`);
  }
  const first = cards(page).first();
  await expect(first.locator('bdi[lang="en"]')).toHaveText('Machine Learning');
  await expect(first.locator('[data-difficulty]')).toContainText('מתחיל');
  await expect(first.locator('[data-term-category]')).toHaveText('יסודות');
  await expect(page.getByTestId('popular-tags').locator('li')).toHaveCount(10);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"DefinedTermSet"'))).toBe(true);
});

test('the filters and popular tags work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/terms?difficulty=9&category=%%&tag=nope');
  await expect(cards(page)).toHaveCount(SEED_TERMS.length);

  await page.getByLabel('חיפוש מושג').fill('והטמעות');
  await page.getByRole('button', { name: 'סינון' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.locator('main article[data-term-id="embedding"]')).toBeVisible();
  expect(await cards(page).count()).toBeLessThan(SEED_TERMS.length);

  await page.goto('/terms');
  await page.getByLabel('רמת קושי').selectOption('3');
  await page.getByRole('button', { name: 'סינון' }).click();
  await expect(page).toHaveURL(/difficulty=3/);
  // The new document streams in after the address changes: wait for its cards.
  await expect
    .poll(
      async () =>
        new Set(
          await cards(page)
            .locator('[data-difficulty]')
            .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-difficulty'))),
        ),
    )
    .toEqual(new Set(['advanced']));

  const tag = page.getByTestId('popular-tags').getByRole('link').first();
  const tagName = ((await tag.textContent()) ?? '').replace(/[#()\d\s]+/g, ' ').trim();
  await tag.click();
  await expect(page).toHaveURL(/tag=/);
  await expect(page).toHaveURL(/difficulty=3/);
  await expect(page.getByTestId('popular-tags').locator('a[aria-current="true"]')).toContainText(tagName);
  const tagged = SEED_TERMS.filter((item) => item.fields.tags.includes(tagName)).map((item) => item.sys.id);
  for (const id of await cards(page).evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-term-id')),
  ))
    expect(tagged).toContain(id);

  await page.goto(`/terms?q=${encodeURIComponent('זזזזזזז')}`);
  await expect(page.getByTestId('empty-state')).toContainText('לא נמצאו מושגים');
  await page.getByTestId('empty-state').getByRole('link').click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(cards(page)).toHaveCount(SEED_TERMS.length);
  await context.close();
});

test('with JavaScript the filters apply as you type and show 3 skeleton cards while waiting', async ({
  page,
}) => {
  await page.goto('/terms');
  await waitForHydration(page);
  const release = await holdRequests(page, /\/terms\.data/);
  await page.getByLabel('קטגוריה').selectOption('פיתוח ותפעול');
  await expect(page.getByTestId('skeleton')).toBeVisible();
  await expect(page.getByTestId('skeleton').locator('li')).toHaveCount(3);
  release();
  await expect(page).toHaveURL(/category=/);
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByTestId('skeleton')).toHaveCount(0);

  await page.getByLabel('קטגוריה').selectOption('');
  await page.getByLabel('חיפוש מושג').fill('embeddings');
  await expect(page).toHaveURL(/[?&]q=embeddings/);
  await expect(page).not.toHaveURL(/category=/);
  await expect(cards(page).first()).toHaveAttribute('data-term-id', 'embedding');
  expect(await cards(page).count()).toBeLessThan(SEED_TERMS.length);

  await page.getByLabel('חיפוש מושג').fill('טוֹקֵן');
  await expect(page.locator('main article[data-term-id="token"]')).toBeVisible();
  await expect(cards(page).first()).toHaveAttribute('data-term-id', 'token');
});

test('a term page shows its sections in order, the panel, the complexity meter and safe external links', async ({
  page,
}) => {
  await page.goto('/terms/token');
  const sections = await page
    .locator('main [data-section]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section')));
  expect(sections).toEqual([
    'definition',
    'links',
    'how-it-works',
    'examples',
    'related-terms',
    'related-tools',
    'applications',
    'limitations',
  ]);
  await expect(page.getByRole('link', { name: 'חזור למונחים' })).toHaveAttribute('href', '/terms');
  await expect(page.locator('h1')).toHaveText('טוקן');
  await expect(page.locator('header bdi[lang="en"]')).toHaveText('Token / Tokenization');

  const panel = page.locator('figure[data-visualization]');
  await expect(panel).toBeVisible();
  expect(['tokenization', 'placeholder']).toContain(await panel.getAttribute('data-visualization'));
  expect((await panel.boundingBox())?.height).toBeGreaterThanOrEqual(400);
  await expect(panel.locator('figcaption')).not.toBeEmpty();

  await expect(page.locator('#how-it-works ~ ol > li')).toHaveCount(4);
  await expect(page.locator('[data-section="related-terms"] li').first().getByRole('link')).toHaveAttribute(
    'href',
    '/terms/llm',
  );
  await expect(page.locator('[data-section="related-tools"] article[data-tool-id="chatgpt"]')).toBeVisible();
  for (const link of await page.locator('[data-section="links"] a').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(page.locator('[data-placeholder]')).toHaveCount(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"DefinedTerm"'))).toBe(true);

  await page.goto('/terms/fine-tuning');
  const meter = page.getByRole('meter', { name: 'רמת מורכבות' });
  await expect(meter).toHaveAttribute('value', '90');
  // HTML allows no aria-valuetext on <meter>: the level's name is its description.
  await expect(meter).toHaveAccessibleDescription(/מתקדמת מאוד/);
});

test("the seed's concept names lead to the term's own address", async ({ page }) => {
  for (const [alias, slug] of [
    ['tokenization', 'token'],
    ['embeddings', 'embedding'],
    ['deployment', 'deploy'],
  ]) {
    const response = await page.goto(`/terms/${alias}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/terms/${slug}$`));
  }
});

test('an unknown term answers 404 with a link back to the list', async ({ page }) => {
  const response = await page.goto('/terms/no-such-term');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('מושג לא נמצא');
  const back = page.getByRole('main').getByRole('link', { name: 'חזרה לרשימת המושגים' });
  await expect(back).toHaveAttribute('href', '/terms');
  await expectNoAxeViolations(page);
  await back.click();
  await expect(page).toHaveURL(/\/terms$/);
});

test('without JavaScript a term page shows no control that only script can work', async ({ browser }) => {
  // Saving a term keeps it in this browser's storage, and the figure's animation is played by script:
  // without script the two buttons stayed on the page disabled for good. The page's reading and its
  // links stay.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/terms/rag');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('save-term')).toBeHidden();
  await expect(page.getByRole('button', { name: 'השהיית האנימציה' })).toBeHidden();
  await expect(page.locator('figure[data-visualization]')).toBeVisible();
  // The saved list explains that saving needs script, rather than showing an empty list.
  await page.getByRole('link', { name: 'המושגים השמורים שלי' }).click();
  await expect(page).toHaveURL(/\/terms\?saved=1$/);
  await expect(page.getByTestId('saved-explainer')).toContainText('JavaScript');
  await context.close();
});

test('a saved term stays saved across reloads and is listed on /terms?saved=1', async ({ page }) => {
  await page.goto('/terms?saved=1');
  await waitForHydration(page);
  await expect(page.getByTestId('empty-state')).toContainText('עדיין לא שמרתם מושגים');

  await page.goto('/terms/rag');
  await waitForHydration(page);
  const save = page.getByRole('button', { name: 'שמור למועדפים' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-toast]')).toContainText('נשמר במועדפים');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'שמור למועדפים' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/terms/token');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'שמור למועדפים' }).click();

  await page.goto('/terms?saved=1');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('המושגים השמורים שלי');
  const saved = await cards(page).evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-term-id')),
  );
  expect(saved).toEqual(['token', 'rag']);
  await expectNoAxeViolations(page);

  await page.goto('/terms/rag');
  await waitForHydration(page);
  const unsave = page.getByRole('button', { name: 'שמור למועדפים' });
  await unsave.click();
  await expect(unsave).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('[data-toast]')).toContainText('הוסר מהמועדפים');
  await page.goto('/terms?saved=1');
  await expect(cards(page)).toHaveCount(1);
});

test('a tool page lists the terms that name it', async ({ page }) => {
  await page.goto('/tools/chatgpt');
  const section = page.locator('[data-section="tool-terms"]');
  await expect(section).toBeVisible();
  await expect(section.locator('a[href="/terms/llm"]')).toBeVisible();
  await section.locator('a[href="/terms/llm"]').click();
  await expect(page).toHaveURL(/\/terms\/llm$/);
  await expect(page.locator('[data-section="related-tools"] article[data-tool-id="chatgpt"]')).toBeVisible();
});

test('a term card opens its page in the app, without reloading the document', async ({ page }) => {
  await page.goto('/terms');
  await waitForHydration(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  const card = page.getByTestId('term-grid').locator('a[href="/terms/llm"]');
  await card.hover();
  await expect(page.locator('link[rel="prefetch"][href^="/terms/llm.data"]')).toHaveCount(1);
  await card.click();
  await expect(page).toHaveURL(/\/terms\/llm$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
});

test('site search and the sitemap lead to term pages by slug', async ({ page, request }) => {
  await page.goto(`/search?q=${encodeURIComponent('טוקן')}`);
  await expect(page.locator('section[data-kind="term"] a[href="/terms/token"]')).toBeVisible();
  const body = await (await request.get('/sitemap.xml')).text();
  expect(body).toContain('/terms</loc>');
  for (const item of SEED_TERMS) expect(body).toContain(`/terms/${item.fields.slug}</loc>`);
});
