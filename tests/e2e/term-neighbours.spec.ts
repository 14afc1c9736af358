import { expect, test } from '@playwright/test';
import { holdRequests, waitForHydration } from './helpers.ts';
import { SEED_TERMS } from './seed-terms.ts';

// A term page's previous and next (the glossary's order, wrapping around), against the production
// build with the seed content: what each shows and announces, where the focus stays, without script.

test('previous and next wrap around the list, keep the focus on the pressed link and announce the term', async ({
  page,
}) => {
  const last = SEED_TERMS.at(-1)!;
  await page.goto('/terms/machine-learning');
  await waitForHydration(page);
  await expect(page.getByTestId('term-position')).toHaveText(`1 מתוך ${SEED_TERMS.length}`);

  const previous = page.getByTestId('term-previous');
  // Each link shows the term it leads to.
  await expect(previous.locator('[data-neighbour-term]')).toHaveText(last.fields.term);
  await expect(previous).toHaveAccessibleName(`המושג הקודם: ${last.fields.term}`);
  await expect(page.getByTestId('term-next').locator('[data-neighbour-term]')).toHaveText(
    SEED_TERMS[1]!.fields.term,
  );
  await previous.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/terms/${last.fields.slug}$`));
  await expect(page.locator('h1')).toHaveText(last.fields.term);
  await expect(page.getByTestId('term-position')).toHaveText(
    `${SEED_TERMS.length} מתוך ${SEED_TERMS.length}`,
  );
  await expect(previous).toBeFocused();
  await expect(previous.locator('[data-neighbour-term]')).toHaveText(SEED_TERMS.at(-2)!.fields.term);
  await expect(page.getByTestId('term-announcement')).toHaveText(
    `${last.fields.term}, ${SEED_TERMS.length} מתוך ${SEED_TERMS.length}`,
  );

  const next = page.getByTestId('term-next');
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/terms\/machine-learning$/);
  await expect(page.getByTestId('term-position')).toHaveText(`1 מתוך ${SEED_TERMS.length}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/terms/${SEED_TERMS[1]!.fields.slug}$`));
  await expect(next).toBeFocused();
  await expect(page.getByTestId('term-position')).toHaveText(`2 מתוך ${SEED_TERMS.length}`);
});

test("while the next term loads the page says 'טוען מושג...' and the navigation keeps the focus", async ({
  page,
}) => {
  await page.goto('/terms/token');
  await waitForHydration(page);
  const release = await holdRequests(page, /\/terms\/[^/]+\.data/);
  const next = page.getByTestId('term-next');
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('term-loading')).toContainText('טוען מושג...');
  await expect(next).toBeFocused();
  release();
  await expect(page).toHaveURL(/\/terms\/embedding$/);
  await expect(page.getByTestId('term-loading')).toHaveCount(0);
});

test('without JavaScript previous and next are plain links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/terms/${SEED_TERMS.at(-1)!.fields.slug}`);
  await page.getByTestId('term-next').click();
  await expect(page).toHaveURL(/\/terms\/machine-learning$/);
  await page.getByTestId('term-previous').click();
  await expect(page).toHaveURL(new RegExp(`/terms/${SEED_TERMS.at(-1)!.fields.slug}$`));
  await context.close();
});
