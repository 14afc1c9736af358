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
