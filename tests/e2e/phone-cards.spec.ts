import { expect, type Locator, type Page, test } from '@playwright/test';
import { brokenWords } from './broken-words.ts';
import { drawEverything, preferTextSize, textOutOfBoxes, WIDTHS } from './helpers.ts';

// The catalogue's cards on a phone (390 px): the compact card keeps 45 tools a short scroll, the
// desktop keeps the full card, names stay whole and the compare box in its card at 150 % text, and a
// tool page's 'compare with' list takes its line.

/** How many lines a tool card's description shows, from its height and line height. */
const descriptionLines = (card: Locator) =>
  card.locator(':scope > p').evaluate((description) => {
    const lineHeight = Number.parseFloat(getComputedStyle(description).lineHeight);
    return Math.round(description.getBoundingClientRect().height / lineHeight);
  });

async function phone(page: Page) {
  await page.setViewportSize(WIDTHS.mobile);
}

test('/tools at 390 px: the compact cards keep the whole catalogue within 9,000 px', async ({ page }) => {
  await phone(page);
  await page.goto('/tools');
  await expect(page.locator('article[data-tool-id]')).toHaveCount(45);
  // Cards past the first screens are laid out when scrolled near: go down the page so each is.
  let height = 0;
  for (let top = 0; top <= height || height === 0; top += WIDTHS.mobile.height / 2) {
    height = await page.evaluate((y) => {
      window.scrollTo(0, y);
      return document.documentElement.scrollHeight;
    }, top);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(9000);
  // A compact card: logo, name, one line, the badges and the compare box; no capabilities.
  const card = page.locator('article[data-tool-id="chatgpt"]');
  await expect(card.getByRole('heading', { name: 'ChatGPT' })).toBeVisible();
  await expect(card.getByLabel('הוסף להשוואה')).toBeVisible();
  await expect(card.locator('ul[aria-label="יכולות"]')).toBeHidden();
  const box = (await card.boundingBox())!;
  expect(box.height).toBeLessThan(200);
  expect(await descriptionLines(page.locator('article[data-tool-id="flux"]'))).toBe(1);
  // The compare box in the card's corner keeps to the card's padding: inset 10 px where the card pads
  // 14 px, 'השוואה' ran 4 px past the line the rest of the card's text keeps.
  expect(await textOutOfBoxes(page.locator('main'))).toEqual([]);
});

test('/tools at 1280 px keeps the full card with its capabilities', async ({ page }) => {
  await page.goto('/tools');
  const card = page.locator('article[data-tool-id="chatgpt"]');
  await expect(card.locator('ul[aria-label="יכולות"]')).toBeVisible();
  await expect(card.locator('[data-company]')).toBeVisible();
});

test("/tools at 390 px and 150 % text: no tool's name breaks inside a word, and its compare box stays in the card", async ({
  page,
}) => {
  // At the panel's largest text the name column beside the logo and the compare box was ~80 px wide,
  // and names broke inside words ('Stable Diffusi' / 'on'). Read where the letters land: each word
  // of each name on one line.
  await phone(page);
  await preferTextSize(page, 150);
  await page.goto('/tools');
  const cards = page.locator('article[data-tool-id]');
  await expect(cards).toHaveCount(45);
  await drawEverything(page);
  expect(await brokenWords(cards.locator('h2 a, h3 a'))).toEqual([]);
  // The description gets a second line at this size: one held two or three words ('מודל תמונות...').
  expect(await descriptionLines(page.locator('article[data-tool-id="flux"]'))).toBe(2);
  const outside = await cards.evaluateAll((articles) =>
    articles
      .filter((card) => {
        const box = card.querySelector('input[type="checkbox"]')!.getBoundingClientRect();
        const frame = card.getBoundingClientRect();
        return box.left < frame.left || box.right > frame.right || box.bottom > frame.bottom;
      })
      .map((card) => card.dataset.toolId),
  );
  expect(outside).toEqual([]);
});

test('a tool page at 390 px and 150 % text: the "compare with" list takes the line, the button goes below', async ({
  page,
}) => {
  await phone(page);
  await preferTextSize(page, 150);
  // The catalogue's longest name: the list's first line once read 'בחרו כלי להשוואה עם' and the
  // name, which a closed list cuts at its edge ('.Ai' was all that showed of 'Leonardo.Ai').
  await page.goto('/tools/canva-magic-studio');
  const select = page.getByLabel('השווה את Canva Magic Studio עם…');
  expect(await brokenWords(page.locator('[data-compare-with] label'))).toEqual([]);
  const shown = await select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    // The list's arrow takes about a letter's width of the box beside the padding.
    const room =
      element.clientWidth -
      Number.parseFloat(style.paddingLeft) -
      Number.parseFloat(style.paddingRight) -
      Number.parseFloat(style.fontSize);
    const text = element.selectedOptions[0]!.text;
    return { text, width: context.measureText(text).width, room };
  });
  expect(shown.text).toBe('בחרו כלי…');
  expect(shown.width).toBeLessThanOrEqual(shown.room);
  const button = page.locator('[data-compare-with] button[type="submit"]');
  const [list, submit, form] = await Promise.all([
    select.boundingBox(),
    button.boundingBox(),
    page.locator('[data-compare-with]').boundingBox(),
  ]);
  expect(list!.width).toBeGreaterThan(form!.width * 0.95);
  expect(submit!.y).toBeGreaterThanOrEqual(list!.y + list!.height);
});
