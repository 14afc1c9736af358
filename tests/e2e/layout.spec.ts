import { expect, type Locator, test } from '@playwright/test';
import { expectNoAxeViolations, preferTextSize, WIDTHS, waitForShell } from './helpers.ts';

// How pages read and fit, at 390 and 1280 px: no sideways scrolling at any text size, the
// accessibility panel and button clear of content, Latin inside Hebrew read as written and aligned
// like the Hebrew around it, grids that end in full rows.

const OVERFLOW_PAGES = [
  '/',
  '/tools',
  '/tools/midjourney',
  '/tools/video',
  '/category/image-generation',
  '/start-here/image-generation',
  '/ecosystem',
  '/guides',
  '/search?q=midjourney',
  '/about',
  '/services',
  '/privacy',
  '/accessibility',
];

type Glyph = { c: string; x: number; y: number; right: number };

/** The on-screen box of each character of `text`, where it first appears inside `root`. */
async function glyphsOf(root: Locator, text: string): Promise<Glyph[]> {
  return root.evaluate((element, needle) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const chars: [Text, number][] = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
      for (let index = 0; index < node.data.length; index++) chars.push([node, index]);
    const joined = chars.map(([node, index]) => node.data[index]).join('');
    const at = joined.indexOf(needle);
    if (at < 0) throw new Error(`"${needle}" is not on the page`);
    return chars.slice(at, at + needle.length).map(([node, index]) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const box = range.getBoundingClientRect();
      return { c: node.data[index]!, x: box.left, y: box.top, right: box.right };
    });
  }, text);
}

/**
 * Asserts that a Latin phrase inside Hebrew reads as written: each Latin token ('--ar', '16:9',
 * '--stylize') sits on one line with its characters left to right; tokens on the same line follow
 * each other left to right; an opening bracket sits to the right of what follows it and a closing
 * one to the left of what precedes it (the Hebrew sentence's right-to-left order).
 */
async function expectReadsLeftToRight(root: Locator, text: string) {
  const glyphs = (await glyphsOf(root, text)).filter((glyph) => glyph.c !== ' ');
  const sameLine = (a: Glyph, b: Glyph) => Math.abs(a.y - b.y) < 4;
  const latin = /[^()\s]/;
  for (let index = 1; index < glyphs.length; index++) {
    const previous = glyphs[index - 1]!;
    const current = glyphs[index]!;
    if (!latin.test(previous.c) || !latin.test(current.c) || !sameLine(previous, current)) continue;
    expect(current.x, `"${text}": "${current.c}" after "${previous.c}"`).toBeGreaterThan(previous.x);
  }
  for (const token of text.replace(/[()]/g, ' ').split(/\s+/).filter(Boolean)) {
    const at = (await glyphsOf(root, token)).map((glyph) => glyph.y);
    expect(Math.max(...at) - Math.min(...at), `"${token}" on one line`).toBeLessThan(4);
  }
  const open = glyphs.findIndex((glyph) => glyph.c === '(');
  if (open >= 0 && sameLine(glyphs[open]!, glyphs[open + 1]!))
    expect(glyphs[open]!.x).toBeGreaterThan(glyphs[open + 1]!.x);
  const close = glyphs.findIndex((glyph) => glyph.c === ')');
  if (close > 0 && sameLine(glyphs[close]!, glyphs[close - 1]!))
    expect(glyphs[close]!.x).toBeLessThan(glyphs[close - 1]!.x);
}

/** A Latin name in a right-to-left block ends at the block's right edge, like Hebrew text would. */
async function expectAlignedRight(block: Locator) {
  const { text, box } = await block.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const textBox = range.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      text: textBox.right,
      box: element.getBoundingClientRect().right - Number.parseFloat(style.paddingRight),
    };
  });
  expect(Math.abs(box - text)).toBeLessThan(2);
}

/** Each row of the grid is full: the items of its last row together span (nearly) its whole width. */
async function expectFullRows(grid: Locator) {
  const { rows, lastRowWidth, width } = await grid.evaluate((element) => {
    const items = [...element.children].filter((child) => getComputedStyle(child).display !== 'none');
    const tops = [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)))].sort(
      (a, b) => a - b,
    );
    const last = items.filter((item) => Math.round(item.getBoundingClientRect().top) === tops.at(-1));
    const gaps = (last.length - 1) * Number.parseFloat(getComputedStyle(element).columnGap || '0');
    return {
      rows: tops.length,
      lastRowWidth: last.reduce((sum, item) => sum + item.getBoundingClientRect().width, 0) + gaps,
      width: element.getBoundingClientRect().width,
    };
  });
  expect(rows).toBeGreaterThan(0);
  expect(lastRowWidth / width).toBeGreaterThan(0.97);
}

for (const [width, viewport] of Object.entries(WIDTHS)) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport });

    test('no page scrolls sideways at any text size the accessibility panel offers (70-150 %)', async ({
      page,
    }) => {
      test.slow();
      for (const path of OVERFLOW_PAGES) {
        await page.goto(path);
        for (let size = 70; size <= 150; size += 10) {
          const overflow = await page.evaluate((value) => {
            document.documentElement.style.fontSize = `${value}%`;
            return document.documentElement.scrollWidth - window.innerWidth;
          }, size);
          expect(overflow, `${path} at ${size} %`).toBeLessThanOrEqual(0);
        }
        // The desktop navigation shows only where its labels fit on one line each.
        const wrapped = await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              'header nav[aria-label="ניווט ראשי"] li > a, header nav[aria-label="ניווט ראשי"] summary',
            ),
          ]
            // Shown: not in the closed phone menu (content-visibility: hidden, not display: none).
            .filter((item) => item.checkVisibility())
            .filter((item) => {
              const lineHeight = Number.parseFloat(getComputedStyle(item).lineHeight);
              return item.getClientRects().length > 1 || item.scrollHeight > lineHeight * 1.6 + 20;
            })
            .map((item) => item.textContent),
        );
        expect(wrapped, path).toEqual([]);
      }
    });

    test('the accessibility panel fits the screen at 150 % text and never opens over the cookie banner', async ({
      page,
    }) => {
      await page.addInitScript(() => localStorage.removeItem('site:cookie-consent'));
      await preferTextSize(page, 150);
      await page.goto('/');
      await waitForShell(page);
      const banner = page.locator('[data-cookie-banner]');
      await expect(banner).toBeVisible();
      await page.getByRole('button', { name: 'הגדרות נגישות' }).click();
      const panel = page.getByRole('region', { name: 'הגדרות נגישות' });
      await expect(panel).toBeVisible();
      const panelBox = (await panel.boundingBox())!;
      const bannerBox = (await banner.boundingBox())!;
      expect(panelBox.x).toBeGreaterThanOrEqual(0);
      expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(viewport.width);
      expect(panelBox.y).toBeGreaterThanOrEqual(0);
      expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(bannerBox.y);
      await expect(page.getByRole('slider', { name: /גודל טקסט/ })).toBeInViewport();
      await expectNoAxeViolations(page);
    });

    test('the accessibility button floats bottom left and covers no text, card or control on wide screens', async ({
      page,
    }) => {
      for (const path of ['/', '/tools', '/about']) {
        await page.goto(path);
        await waitForShell(page);
        const toggle = page.getByRole('button', { name: 'הגדרות נגישות' });
        await expect(toggle).toBeVisible();
        // It floats at the bottom left at every width.
        const box = (await toggle.boundingBox())!;
        expect(box.x).toBeLessThanOrEqual(16);
        expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(16);
        expect(box.y).toBeGreaterThan(viewport.height / 2);
        // A phone keeps no gutter for it (the tray, banner and player keep clear of it instead).
        if (width === 'mobile') continue;
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += viewport.height / 2) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          const hits = await page.evaluate(() => {
            const button = document
              .querySelector('[data-accessibility-toggle="floating"]')!
              .getBoundingClientRect();
            const content = document.querySelectorAll<HTMLElement>(
              'main .card, main a, main button, main input, main select, main h1, main h2, main h3, main p, main li, footer a, footer p, footer input, footer button',
            );
            return [...content]
              .filter((element) => !element.closest('aside[aria-label="נגישות"], [data-cookie-banner]'))
              .filter((element) => {
                const box = element.getBoundingClientRect();
                return (
                  box.width > 0 &&
                  box.left < button.right &&
                  box.right > button.left &&
                  box.top < button.bottom &&
                  box.bottom > button.top
                );
              })
              .map((element) => `${element.tagName} ${element.textContent?.slice(0, 30)}`);
          });
          expect(hits, `${path} scrolled to ${y}`).toEqual([]);
        }
      }
    });

    test("Latin parameters inside Hebrew read as written: '--ar 16:9', '--style raw', '(--ar, --stylize)'", async ({
      page,
    }, testInfo) => {
      await page.goto('/tools/midjourney');
      const tips = page.locator('[data-section="tips"]');
      await expectReadsLeftToRight(tips, '--ar 16:9');
      await expectReadsLeftToRight(tips, '--style raw');
      await expectReadsLeftToRight(page.locator('[data-section="specs"]'), '--ar');
      await tips.screenshot({ path: testInfo.outputPath(`tips-${width}.png`) });

      await page.goto('/guides');
      const guide = page.locator('li', { hasText: '--stylize' }).first();
      await expectReadsLeftToRight(guide, '(--ar, --stylize)');
      await guide.screenshot({ path: testInfo.outputPath(`guide-${width}.png`) });

      await page.goto(`/search?q=${encodeURIComponent('stylize')}`);
      const result = page.locator('section[data-kind="guide"] li').first();
      await expectReadsLeftToRight(result, '(--ar, --stylize)');

      // Podcast titles in search results too.
      await page.goto(`/search?q=${encodeURIComponent('Cursor')}`);
      const episode = page.locator('section[data-kind="episode"] [data-result-title]').first();
      await expectReadsLeftToRight(episode, 'Copilot, Cursor');
      await expectReadsLeftToRight(episode, 'Claude Code');
      await expectNoAxeViolations(page);
    });

    test('Latin names align right like the Hebrew around them (no dir="auto" on blocks)', async ({
      page,
    }) => {
      await page.goto('/tools/midjourney');
      await expect(page.locator('main [dir="auto"]')).toHaveCount(0);
      await expectAlignedRight(page.locator('h1'));
      await expectAlignedRight(page.locator('header [data-company]').first());
      for (const plan of await page.locator('[data-plan-name]').all()) await expectAlignedRight(plan);
      await expectAlignedRight(page.locator('[data-tool-id] [data-company]').last());

      await page.goto('/tools');
      await expect(page.locator('main [dir="auto"]')).toHaveCount(0);
      const card = page.locator('article[data-tool-id="midjourney"]');
      await expectAlignedRight(card.getByRole('heading'));
      await expectAlignedRight(card.locator('[data-company]'));

      await page.goto(`/search?q=${encodeURIComponent('Midjourney')}`);
      await expect(page.locator('main [dir="auto"]')).toHaveCount(0);
      for (const title of await page.locator('[data-result-title]').all()) await expectAlignedRight(title);
    });

    test('tool pages show no empty or near-empty cards and their grids end in full rows', async ({
      page,
    }) => {
      // Fully described, one integration (ideogram), no tips and no pricing plans (flux).
      for (const id of ['midjourney', 'ideogram', 'flux']) {
        await page.goto(`/tools/${id}`);
        const grid = page.locator('[data-detail-grid]');
        await expectFullRows(grid);
        await expect(page.getByText('אין מידע על אינטגרציות')).toHaveCount(0);
        await expect(page.getByText('מפרט טכני מפורט יתווסף בקרוב')).toHaveCount(0);
        for (const section of await page.locator('[data-section]').all()) {
          const items = await section.locator('li, dd, p').count();
          expect(items, `${id}: ${await section.getAttribute('data-section')}`).toBeGreaterThan(0);
        }
      }
      await page.goto('/tools/ideogram');
      await expect(page.locator('[data-section="integrations"]')).toHaveCount(0);
      await expect(page.locator('[data-section="specs"]')).toContainText('אינטגרציות');
      await page.goto('/tools/flux');
      await expect(page.locator('[data-section="tips"]')).toHaveCount(0);
      await expect(page.locator('[data-section="category-guide"]')).toBeVisible();
    });

    test('the guides, the about page and the tool lists end in full rows, never a lone card', async ({
      page,
    }) => {
      await page.goto('/guides');
      await expectFullRows(page.getByRole('list', { name: 'רשימת המדריכים' }));
      await page.goto('/about');
      await expectFullRows(page.locator('section[aria-labelledby="about-activities"] ul'));
      await page.goto('/tools/coding');
      for (const grid of await page.locator('main ul:has(> li > article[data-tool-id])').all())
        await expectFullRows(grid);
      await expectNoAxeViolations(page);
    });
  });
}
