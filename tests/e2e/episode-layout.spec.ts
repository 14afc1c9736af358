import { expect, test } from '@playwright/test';
import { atEachSize, waitForDocumentHydrated } from './helpers.ts';

// An episode page's layout on phones and a desktop, at the panel's text sizes (moved out of
// large-text-phones.spec.ts, which keeps the sweeps of the narrowest phone).

test("an episode's chapter keeps a title column of 9rem beside its time, or puts the time under the title", async ({
  context,
}) => {
  // Beside its time, at 390 px and 150 % text, 'למה מודל צריך את המסמכים שלכם' took four lines of
  // two words or one in a 145 px column, with the time out in the card's empty half.
  const sizes = [
    { width: 390, textSize: 150, beside: false },
    { width: 320, textSize: 150, beside: false },
    { width: 390, textSize: 100, beside: true },
    { width: 320, textSize: 100, beside: true },
    { width: 1280, textSize: 150, beside: true },
  ];
  await atEachSize(context, sizes, async (page, where, { beside }) => {
    await page.goto('/podcast/episode-11');
    await waitForDocumentHydrated(page);
    await page.evaluate(() => document.fonts.ready);
    const chapters = page.getByTestId('chapters').getByRole('button');
    await expect(chapters.first()).toBeVisible();
    const rows = await chapters.evaluateAll((buttons) =>
      buttons.map((button) => {
        const [title, time] = [...button.querySelectorAll(':scope > span > span')].map((span) =>
          span.getBoundingClientRect(),
        ) as [DOMRect, DOMRect];
        const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
        const card = button.closest('section')!.getBoundingClientRect();
        return {
          beside: time.top < title.bottom - 1,
          titleRem: title.width / rem,
          inside: time.left >= card.left && time.right <= card.right,
        };
      }),
    );
    expect(rows.length, where).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.beside, where).toBe(beside);
      expect(row.inside, where).toBe(true);
      if (row.beside) expect(row.titleRem, where).toBeGreaterThanOrEqual(9 - 0.01);
    }
  });
});
