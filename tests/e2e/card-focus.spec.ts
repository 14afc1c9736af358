import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { WIDTHS, waitForHydration } from './helpers.ts';

// A card whose one link is stretched over it (the whole card is the target) shows the keyboard's
// focus around the card: a 3 px ring in the brand's 600 shade just inside its edge. The card's own
// cue, its hover border, read 1.9:1 against the page, and the link's outline had been taken off.

const RING = { r: 0x7c, g: 0x3a, b: 0xed };

/** Focuses the link the keyboard's way (Tab from the focusable before it) and reads the card's edges. */
async function ringAround(page: Page, link: string) {
  const target = page.locator(link).first();
  await target.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    const focusable = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, [tabindex]'),
    ];
    focusable[focusable.indexOf(element as HTMLElement) - 1]?.focus();
  });
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  const card = await target.evaluate((element) => {
    const rect = element.closest('.card')!.getBoundingClientRect();
    return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
  });
  const { data, info } = await sharp(await page.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const offset = (Math.floor(y) * info.width + Math.floor(x)) * info.channels;
    return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]! };
  };
  const middle = (card.left + card.right) / 2;
  const centre = (card.top + card.bottom) / 2;
  // Two pixels in from each side: inside the card's 1 px border, on the ring.
  return [
    at(middle, card.top + 2),
    at(middle, card.bottom - 2),
    at(card.left + 2, centre),
    at(card.right - 2, centre),
  ];
}

for (const [path, link] of [
  ['/tools', 'article[data-tool-id="flux"] h2 a'],
  ['/terms', 'article[data-term-id] h2 a, article[data-term-id] h3 a'],
  ['/podcast', 'main li .card h2 a'],
  ['/newsletter', 'main .card h2 a'],
  ['/start-here', 'main .card h3 a'],
  ['/ecosystem', 'main .card h3 a'],
] as const) {
  test(`${path}: a card's link focused with the keyboard rings the whole card, at 390 and 1280 px`, async ({
    page,
  }) => {
    for (const viewport of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await waitForHydration(page);
      const pixels = await ringAround(page, link);
      for (const pixel of pixels) {
        expect(
          Math.abs(pixel.r - RING.r) + Math.abs(pixel.g - RING.g) + Math.abs(pixel.b - RING.b),
        ).toBeLessThan(40);
      }
    }
  });
}

test("with the panel's focus highlight on, a card's ring and every other control's are amber and wider", async ({
  page,
}) => {
  const AMBER = { r: 0xf5, g: 0x9e, b: 0x0b };
  await page.addInitScript(() =>
    localStorage.setItem('site:accessibility', JSON.stringify({ focusHighlight: true })),
  );
  await page.goto('/tools');
  await waitForHydration(page);

  // The first Tab reaches the skip link: a plain control, ringed outside its edge.
  await page.keyboard.press('Tab');
  const skip = page.locator(':focus');
  await expect(skip).toHaveText('דלג לתוכן הראשי');
  expect(
    await skip.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.outlineOffset];
    }),
  ).toEqual(['solid', '4px', 'rgb(245, 158, 11)', '3px']);

  // A card's stretched link: no ring of its own; the card's, 4 px just inside its edge.
  const link = 'article[data-tool-id="flux"] h2 a';
  for (const pixel of await ringAround(page, link)) {
    expect(
      Math.abs(pixel.r - AMBER.r) + Math.abs(pixel.g - AMBER.g) + Math.abs(pixel.b - AMBER.b),
    ).toBeLessThan(40);
  }
  expect(
    await page.locator(link).evaluate((element) => {
      const own = getComputedStyle(element);
      const card = getComputedStyle(element, '::after');
      return [own.outlineStyle, card.outlineWidth, card.outlineOffset];
    }),
  ).toEqual(['none', '4px', '-4px']);
});
