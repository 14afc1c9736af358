import { expect, type Page, test } from '@playwright/test';
import { atEachSize, waitForHydration } from './helpers.ts';

// WCAG 2.4.11 (focus not obscured): as the keyboard walks a page, forwards from the top and backwards
// from the end, the browser scrolls each focused control into view clear of the sticky header, and on
// a phone (no gutter beside the page) clear of the floating accessibility button as well
// (scroll-padding on the root, client/app.css). Without it a control scrolled to the screen's top edge
// sat under the header, and one at its bottom left under the button.

const SIZES = [
  { width: 390, textSize: 100 },
  { width: 390, textSize: 150 },
  { width: 1280, textSize: 100 },
  { width: 1280, textSize: 150 },
] as const;

/** How many focus stops each walk takes: enough to scroll through several screens of the page. */
const STOPS = 45;

/** Where the focused control is, and what it would sit under; null for the header's own controls and floating ones. */
function focusedBox(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    // The header's controls and anything fixed (the skip link, the accessibility button) float with the screen.
    if (focused.closest('header') || focused.closest('.accessibility-dock')) return null;
    if (getComputedStyle(focused).position === 'fixed') return null;
    const box = focused.getBoundingClientRect();
    const header = document.querySelector('header.site-header')!.getBoundingClientRect();
    const button = document.querySelector('[data-accessibility-toggle]')?.getBoundingClientRect();
    return {
      name: (focused.getAttribute('aria-label') || focused.textContent || focused.tagName)
        .trim()
        .slice(0, 40),
      underHeader: box.top < header.bottom - 1,
      underButton: button
        ? box.left < button.right &&
          box.right > button.left &&
          box.top < button.bottom &&
          box.bottom > button.top
        : false,
    };
  });
}

async function walk(page: Page, key: 'Tab' | 'Shift+Tab') {
  const hidden: string[] = [];
  for (let stop = 0; stop < STOPS; stop++) {
    await page.keyboard.press(key);
    const box = await focusedBox(page);
    if (box?.underHeader) hidden.push(`${box.name} under the header`);
    if (box?.underButton) hidden.push(`${box.name} under the accessibility button`);
  }
  return hidden;
}

for (const path of ['/tools', '/podcast/episode-12', '/terms/rag']) {
  test(`${path}: the keyboard's focus is never under the header or the accessibility button`, async ({
    context,
  }) => {
    test.slow();
    await atEachSize(context, SIZES, async (page, where) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('[data-accessibility-toggle]')).toBeVisible();
      expect(await walk(page, 'Tab'), `${where}, forwards`).toEqual([]);

      await page.locator('footer a').last().focus();
      expect(await walk(page, 'Shift+Tab'), `${where}, backwards`).toEqual([]);
    });
  });
}
