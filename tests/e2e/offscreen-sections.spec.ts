import { expect, type Locator, test } from '@playwright/test';
import { preferTextSize, WIDTHS, waitForDocumentHydrated } from './helpers.ts';

// The long pages' sections below the first screen are laid out and painted only near it
// (`content-visibility: auto`): while a phone's page is still arriving, each new part of the document
// is styled and laid out again, and a skipped section costs only its placeholder. What the visitor
// and a screen reader get must not change: the headings are in the accessibility tree from the start,
// a link to a section lands on it drawn, and scrolling draws each section as it comes near.

test.use({ viewport: WIDTHS.mobile });

/** Whether the browser skips drawing this element because of an ancestor's `content-visibility: auto`. */
function drawn(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
}

test('a tool page section far below the first screen is drawn only once it comes near', async ({ page }) => {
  await page.goto('/tools/midjourney');
  const heading = page.locator('#tips');
  // A named heading in the accessibility tree from the start, but not drawn.
  await expect(heading).toHaveRole('heading');
  await expect(heading).not.toHaveAccessibleName('');
  expect(await drawn(heading)).toBe(false);
  // The page's own first heading is drawn.
  expect(await drawn(page.getByRole('heading', { level: 1 }))).toBe(true);

  await heading.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(heading)).toBe(true);
  await expect(heading).toBeInViewport();
});

test('/terms: the glossary cards past the first screen are drawn only once they come near', async ({
  page,
}) => {
  await page.goto('/terms');
  const cards = page.getByTestId('term-grid').getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(8);
  const first = cards.first().getByRole('heading');
  const last = cards.last().getByRole('heading');
  expect(await drawn(first)).toBe(true);
  await expect(last).not.toHaveAccessibleName('');
  expect(await drawn(last)).toBe(false);

  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(last)).toBe(true);
  await expect(last).toBeInViewport();
});

test('/tools and /terms: a jump from the top to the footer lands where it stays, at 390, 1024 and 1280 px', async ({
  page,
}) => {
  // The list's cards below the first screen hold placeholder heights until drawn. A jump to the
  // footer drew the last rows after it landed, and the footer moved by what their placeholders were
  // off (137 px at 1024 px on /tools): a pointer's click on a footer link, aimed where the link had
  // been, opened nothing. The catalogue's last rows are drawn with the page (decision 0040); the
  // glossary's placeholder is its cards' height (12.5rem against 12.7rem moved its footer 13 px).
  // Only the placeholders may move the footer here: nothing that comes by time (the cookie banner,
  // which keeps room under the page while shown, hydration, a font swapping in) happens while the
  // frames are counted. A loaded CI run once saw the footer move 21 px at 1024 px on /terms.
  await page.addInitScript(() => localStorage.setItem('site:cookie-consent', 'true'));
  for (const [path, width] of [390, 1024, 1280].flatMap((width) => [
    ['/tools', width] as const,
    ['/terms', width] as const,
  ])) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await waitForDocumentHydrated(page);
    // Both of Heebo's files (one a script), whichever text the first screen happened to draw.
    await page.evaluate(async () => {
      await document.fonts.load('1em Heebo', 'אA');
      await document.fonts.ready;
    });
    const tops = await page.evaluate(async () => {
      const link = document.querySelector('footer a[href="/about"]')!;
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      link.scrollIntoView();
      // Where the link is as the jump lands, and at each of the frames that draw what came near.
      const seen = [link.getBoundingClientRect().top];
      for (let frame = 0; frame < 10; frame++) {
        await nextFrame();
        seen.push(link.getBoundingClientRect().top);
      }
      return seen;
    });
    expect(
      Math.max(...tops) - Math.min(...tops),
      `${path} at ${width} px: ${tops.join(', ')}`,
    ).toBeLessThanOrEqual(2);
  }
});

test('a link to a section far down the tool page lands on it, drawn', async ({ page }) => {
  await page.goto('/tools/midjourney#tips');
  const heading = page.locator('#tips');
  await expect(heading).toBeInViewport();
  await expect.poll(() => drawn(heading)).toBe(true);
});

test('an undrawn glossary card keeps a place that grows with the visitor’s text size', async ({ page }) => {
  // The height a card holds until it is drawn, as the browser resolves it. (Its laid-out height is not
  // read: once a card has been drawn, `auto` keeps the height it was drawn at.)
  const placeholder = async () => {
    const last = page.getByTestId('term-grid').getByRole('listitem').last();
    expect(await drawn(last.getByRole('heading'))).toBe(false);
    return last.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).containIntrinsicHeight.replace('auto', '')),
    );
  };
  await page.goto('/terms');
  const atDefault = await placeholder();
  expect(atDefault).toBeGreaterThan(100);

  // The accessibility panel's largest text size, as a visitor who chose it gets every page: the
  // place is half as tall again, as the drawn card will be (a pixel placeholder would stay put, and
  // the page would jump by the difference when the card is drawn).
  await preferTextSize(page, 150);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('style', /font-size: 150%/);
  expect(await placeholder()).toBeCloseTo(atDefault * 1.5, 0);
});
