import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, WIDTHS, waitForHydration } from './helpers.ts';

// The transcript's search field (docs/search.md#find-in-the-transcript) on the production build
// with the seed. Episode 12's transcript is six cues, open by itself; 'סוכן' reaches סוכני, סוכן
// (twice), סוכנים and לסוכן. Episode 11's has 22 cues behind its summary line, 'ראג' in the 3rd,
// 7th and 20th.

const A = '/podcast/episode-12';
const B = '/podcast/episode-11';

function find(page: Page) {
  const transcript = page.getByTestId('transcript');
  return {
    input: transcript.getByRole('searchbox', { name: 'חיפוש בתמליל' }),
    count: transcript.getByTestId('transcript-find-count'),
    status: transcript.getByRole('status'),
    marks: transcript.locator('mark'),
    current: transcript.locator('mark[data-find-current]'),
    next: transcript.getByRole('button', { name: 'ההתאמה הבאה' }),
    previous: transcript.getByRole('button', { name: 'ההתאמה הקודמת' }),
  };
}

for (const [name, size] of Object.entries(WIDTHS)) {
  test(`typing marks the matches, says 'n מתוך m', and the keys and buttons move (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto(A);
    await waitForHydration(page);
    const f = find(page);
    await f.input.fill('סוכן');
    await expect(f.count).toHaveText('1 מתוך 5');
    // The numbers are Latin digits, isolated from the Hebrew around them.
    await expect(f.count.locator('bdi[dir="ltr"]')).toHaveText(['1', '5']);
    await expect(f.marks).toHaveText(['סוכני', 'סוכן', 'סוכן', 'סוכנים', 'לסוכן']);
    await expect(f.current).toHaveText('סוכני');
    await expect(f.status).toHaveText('התאמה 1 מתוך 5 בתמליל');

    await f.input.press('Enter');
    await expect(f.count).toHaveText('2 מתוך 5');
    await expect(f.current).toHaveCount(1);
    await expect(f.marks.nth(1)).toHaveAttribute('data-find-current', '');
    await f.input.press('Shift+Enter');
    await expect(f.count).toHaveText('1 מתוך 5');
    await expect(f.marks.nth(0)).toHaveAttribute('data-find-current', '');

    // Round and round: before the first is the last.
    await f.previous.click();
    await expect(f.count).toHaveText('5 מתוך 5');
    await expect(f.current).toHaveText('לסוכן');
    await f.next.click();
    await expect(f.count).toHaveText('1 מתוך 5');
    await expect(f.current).toHaveText('סוכני');
    await expectNoAxeViolations(page);

    await f.input.fill('קוונטים');
    await expect(f.count).toHaveText('אין התאמות');
    await expect(f.marks).toHaveCount(0);
    await expect(f.next).toBeDisabled();
  });
}

test('in a long transcript, opened, the moves scroll to the match', async ({ page }) => {
  await page.setViewportSize(WIDTHS.mobile);
  await page.goto(B);
  await waitForHydration(page);
  const f = find(page);
  // The field is part of the transcript: hidden with it behind the summary line until it opens.
  await expect(f.input).toBeHidden();
  await page.getByRole('heading', { name: 'תמליל הפרק' }).click();
  await f.input.fill('ראג');
  await expect(f.count).toHaveText('1 מתוך 3');
  await f.previous.click();
  await expect(f.count).toHaveText('3 מתוך 3');
  await expect(f.current).toContainText('ראג');
  await expect(f.current).toBeInViewport();
  await f.next.click();
  await expect(f.count).toHaveText('1 מתוך 3');
  await expect(f.current).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('there is no search field, and the transcript reads as text', async ({ page }) => {
    await page.goto(A);
    await expect(page.getByTestId('transcript')).toContainText('סוכן הוא מודל שפה');
    await expect(page.getByTestId('transcript-find')).toHaveCount(0);
  });
});
