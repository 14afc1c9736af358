import { expect, type Page, test } from '@playwright/test';
import { brokenWords } from './broken-words.ts';
import {
  atEachSize,
  cutPlaceholders,
  expectNoAxeViolations,
  preferTextSize,
  WIDTHS,
  waitForHydration,
} from './helpers.ts';

// The phone layout (390 px): the compare table shows two tools beside its row headings with the
// tools' names on top while the rows scroll and a line naming the tools out of view; the category
// pages' comparison tables fit (a block per row at large text); the accessibility button floats at
// the bottom left clear of the podcast player's controls; at 150 % text, names, captions and titles
// keep their words whole (the same check over every page is in whole-words.spec.ts). The
// catalogue's cards on a phone are in phone-cards.spec.ts.

type Box = { x: number; y: number; width: number; height: number };

const inView = (box: Box | null, width: number) =>
  Boolean(box && box.x >= -0.5 && box.x + box.width <= width + 0.5);

async function phone(page: Page) {
  await page.setViewportSize(WIDTHS.mobile);
}

test('compare at 390 px: two tools beside the headings, a cue of the third, names stay on top', async ({
  page,
}) => {
  await phone(page);
  await page.goto('/tools/compare?tools=chatgpt,claude,gemini');
  await waitForHydration(page);
  const scroller = page.locator('[data-compare-scroller]');
  const heading = scroller.locator('tbody th[scope="row"]').first();
  const tools = scroller.locator('thead th[scope="col"]');
  await expect(tools).toHaveCount(3);
  await scroller.scrollIntoViewIfNeeded();
  expect(inView(await heading.boundingBox(), WIDTHS.mobile.width)).toBe(true);
  expect(inView(await tools.nth(0).boundingBox(), WIDTHS.mobile.width)).toBe(true);
  expect(inView(await tools.nth(1).boundingBox(), WIDTHS.mobile.width)).toBe(true);
  expect(inView(await tools.nth(2).boundingBox(), WIDTHS.mobile.width)).toBe(false);
  await expect(page.locator('[data-compare-cue]').filter({ visible: true })).toHaveText(
    /עוד כלי אחד בגלילה הצידה/,
  );

  // Down the rows, the tools' names stay at the top of the table's region.
  const top = (await scroller.boundingBox())!.y;
  await scroller.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  const name = (await tools.nth(0).boundingBox())!;
  expect(name.y).toBeGreaterThanOrEqual(top - 1);
  expect(name.y).toBeLessThan(top + 80);
  await expect(scroller.locator('tbody tr').last()).toBeInViewport();
  await expectNoAxeViolations(page);
});

test('compare on a phone: the cue counts the tools out of view, at 360 and 390 px, 100 % and 150 % text', async ({
  context,
}) => {
  // The cue said 'one more' whatever the width: at 150 % text (or on a 360 px phone) one tool fits
  // beside the headings, not two, and two of three were out of view.
  const cases = [
    { width: 390, textSize: 100, tools: 'chatgpt,claude,gemini' },
    { width: 390, textSize: 150, tools: 'chatgpt,claude,gemini' },
    { width: 360, textSize: 100, tools: 'chatgpt,claude' },
    { width: 390, textSize: 150, tools: 'chatgpt,claude,gemini,perplexity' },
    { width: 600, textSize: 100, tools: 'chatgpt,claude,gemini,perplexity' },
  ];
  const seen: number[] = [];
  await atEachSize(context, cases, async (page, where, { tools }) => {
    await page.goto(`/tools/compare?tools=${tools}`);
    const scroller = page.locator('[data-compare-scroller]');
    const region = (await scroller.boundingBox())!;
    const names = scroller.locator('thead th[scope="col"]');
    let out = 0;
    for (const box of await names.evaluateAll((cells) =>
      cells.map((cell) => cell.getBoundingClientRect().toJSON()),
    ))
      if (box.x < region.x - 0.5 || box.x + box.width > region.x + region.width + 0.5) out++;
    seen.push(out);
    const cue = page.locator('[data-compare-cue]').filter({ visible: true });
    if (out === 0) await expect(cue, `${where}, ${tools}`).toHaveCount(0);
    else
      await expect(cue, `${where}, ${tools}`).toHaveText(
        out === 1 ? 'עוד כלי אחד בגלילה הצידה ←' : `עוד ${out} כלים בגלילה הצידה ←`,
      );
  });
  // The cases cover one, two and three tools out of view.
  expect(seen).toEqual([1, 2, 1, 3, 1]);
});

test("a category page's comparison table fits 390 px with every column in view", async ({ page }) => {
  await phone(page);
  await page.goto('/tools/video');
  const table = page.locator('table', { has: page.locator('th', { hasText: 'קלות שימוש' }) }).first();
  await table.scrollIntoViewIfNeeded();
  const headers = table.locator('thead th');
  await expect(headers).toHaveText(['כלי', 'מחיר', 'קלות שימוש', 'איכות']);
  for (let index = 0; index < 4; index++)
    expect(inView(await headers.nth(index).boundingBox(), WIDTHS.mobile.width), `column ${index}`).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("a category page's comparison table at 390 px and 150 % text: a block per row, each cell under its column's name", async ({
  page,
}) => {
  // Four columns at 150 % text left a word each and pushed 'איכות' out of the box; at large text
  // each row reads as a block, and a screen reader still hears a table with its headers.
  await phone(page);
  await preferTextSize(page, 150);
  await page.goto('/tools/video');
  const table = page.locator('table', { has: page.locator('th', { hasText: 'קלות שימוש' }) }).first();
  await table.scrollIntoViewIfNeeded();
  const box = (await table.locator('xpath=..').boundingBox())!;
  const cells = table.locator('tbody td');
  expect(await cells.count()).toBeGreaterThanOrEqual(6);
  for (let index = 0; index < 6; index++) {
    const cell = (await cells.nth(index).boundingBox())!;
    expect(cell.x, `cell ${index}`).toBeGreaterThanOrEqual(box.x - 1);
    expect(cell.x + cell.width, `cell ${index}`).toBeLessThanOrEqual(box.x + box.width + 1);
  }
  // Each cell is drawn after its column's name, which is not read out (the header is).
  const labels = await cells.evaluateAll((tds) =>
    tds.slice(0, 3).map((td) => getComputedStyle(td, '::before').content),
  );
  expect(labels).toEqual(['"מחיר: " / ""', '"קלות שימוש: " / ""', '"איכות: " / ""']);
  const row = table.locator('tbody tr').first();
  const [name, price] = [
    (await row.locator('th').boundingBox())!,
    (await row.locator('td').first().boundingBox())!,
  ];
  expect(price.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
  await expect(table).toMatchAriaSnapshot(`
    - table:
      - rowgroup:
        - row:
          - columnheader "כלי"
          - columnheader "מחיר"
          - columnheader "קלות שימוש"
          - columnheader "איכות"
      - rowgroup:
        - row:
          - rowheader "Runway"
          - cell "מ-12$ לחודש"
          - cell "בינונית"
          - cell "גבוהה מאוד"
  `);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

for (const { name, viewport, textSize } of [
  { name: 'mobile width', viewport: WIDTHS.mobile, textSize: 100 },
  { name: 'mobile width at 150 % text', viewport: WIDTHS.mobile, textSize: 150 },
  { name: 'desktop width', viewport: WIDTHS.desktop, textSize: 100 },
]) {
  test(`the accessibility button floats bottom left at ${name} and leaves the player's controls free`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await preferTextSize(page, textSize);
    await page.goto('/podcast/episode-12');
    await waitForHydration(page);
    const toggle = page.locator('[data-accessibility-toggle="floating"]');
    await expect(toggle).toBeVisible();
    const button = (await toggle.boundingBox())!;
    // In the corner: its inset is in rem, so it grows with the text.
    const corner = 16 * (textSize / 100);
    expect(button.x).toBeLessThanOrEqual(corner);
    expect(viewport.height - (button.y + button.height)).toBeLessThanOrEqual(corner);
    // With the player's bottom edge at the bottom of the screen, none of its controls is under it.
    const player = page.locator('[data-player]');
    await player.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const covered = await page.evaluate(() => {
      const box = document.querySelector('[data-accessibility-toggle="floating"]')!.getBoundingClientRect();
      return [
        ...document.querySelectorAll<HTMLElement>(
          '[data-player] button, [data-player] input, [data-player] a',
        ),
      ]
        .filter((element) => {
          const r = element.getBoundingClientRect();
          return (
            r.width > 0 &&
            r.left < box.right &&
            r.right > box.left &&
            r.top < box.bottom &&
            r.bottom > box.top
          );
        })
        .map((element) => element.getAttribute('aria-label') ?? element.textContent);
    });
    expect(covered).toEqual([]);
    // Back, play and forward read as one row in that order from the right, at every text size (at
    // 150 % on a phone they once wrapped two by two, 'forward' under 'back').
    const transport = await Promise.all(
      ['אחורה 10 שניות', 'הפעלה', 'קדימה 30 שניות'].map(
        async (label) => (await player.getByRole('button', { name: label, exact: true }).boundingBox())!,
      ),
    );
    const middles = transport.map((box) => box.y + box.height / 2);
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(1);
    const [back, play, forward] = transport.map((box) => box.x);
    expect(back).toBeGreaterThan(play!);
    expect(play).toBeGreaterThan(forward!);
    // Only the rows beside the button keep clear of it: the seek bar runs the card's whole width,
    // as far from its left edge as from its right.
    const margins = await player.evaluate((card) => {
      const outer = card.getBoundingClientRect();
      const bar = card.querySelector('[data-testid="seek-bar"]')!.getBoundingClientRect();
      return { left: bar.left - outer.left, right: outer.right - bar.right };
    });
    expect(Math.abs(margins.left - margins.right)).toBeLessThanOrEqual(1);
  });
}

test("an episode's transcript search at 390 px and 150 % text shows its whole placeholder", async ({
  page,
}) => {
  // With the cards' 1.5rem padding on phones the field's last letters were cut ('חיפוש בתמלי').
  await phone(page);
  await preferTextSize(page, 150);
  await page.goto('/podcast/episode-12');
  await waitForHydration(page);
  const field = page.getByRole('searchbox', { name: 'חיפוש בתמליל' });
  await field.scrollIntoViewIfNeeded();
  await expect(field).toBeVisible();
  // The placeholder's own text as the field's value: laid out by the browser, it must not scroll.
  expect(await cutPlaceholders(field.locator('..'))).toEqual([]);
});

test('a button whose label wraps at 360 px and 150 % text centres its lines between its icons', async ({
  page,
}) => {
  // The label's box keeps the room the icons leave, not its longest line: aligned to the start, the
  // lines hugged one icon and left the rest of the button empty. (At 390 px these labels wrapped
  // too, until a button's side padding became at most 5 % of the screen.)
  await page.setViewportSize({ width: 360, height: 800 });
  await preferTextSize(page, 150);
  for (const [path, name] of [
    ['/podcast/episode-12', /להאזנה בספוטיפיי/],
    ['/newsletter', /הזנת RSS של הארכיון/],
  ] as const) {
    await page.goto(path);
    const button = page.getByRole('link', { name });
    const label = await button.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const style = getComputedStyle(link);
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!.getBoundingClientRect();
        if (parent.width <= 1 || !node.textContent?.trim()) continue; // a screen reader's words
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
      }
      const textLeft = Math.min(...rects.map((rect) => rect.left));
      const textRight = Math.max(...rects.map((rect) => rect.right));
      let left = box.left + Number.parseFloat(style.paddingLeft);
      let right = box.right - Number.parseFloat(style.paddingRight);
      // The room between the padding or the icons and the flex gap beside each icon.
      const gap = Number.parseFloat(style.columnGap) || 0;
      for (const icon of link.querySelectorAll('svg, [data-brand-glyph]')) {
        const rect = icon.getBoundingClientRect();
        if (rect.right <= textLeft) left = Math.max(left, rect.right + gap);
        if (rect.left >= textRight) right = Math.min(right, rect.left - gap);
      }
      return {
        lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
        before: textLeft - left,
        after: right - textRight,
      };
    });
    expect(label.lines, path).toBeGreaterThan(1);
    expect(Math.abs(label.before - label.after), path).toBeLessThanOrEqual(2);
  }
});

test("a term's visualization at 390 px and 150 % text: the caption keeps the width, the pause button goes under it", async ({
  page,
}) => {
  // Beside the button the caption had a column of a word or two per line, and broke inside words.
  await phone(page);
  await preferTextSize(page, 150);
  await page.goto('/terms/rag');
  const figure = page.locator('figure[data-visualization]');
  const caption = figure.locator('figcaption');
  const pause = figure.getByRole('button', { name: 'השהיית האנימציה' });
  await expect(caption).not.toBeEmpty();
  const [frame, text, button] = await Promise.all([
    figure.boundingBox(),
    caption.boundingBox(),
    pause.boundingBox(),
  ]);
  expect(text!.width).toBeGreaterThan(frame!.width * 0.9);
  expect(button!.y).toBeGreaterThanOrEqual(text!.y + text!.height - 1);
  expect(await brokenWords(caption)).toEqual([]);
});

test('the podcast list and the home page at 390 px and 150 % text: each episode title keeps its words whole', async ({
  page,
}) => {
  // Beside the cover the title had a word or less a line ('יודעי' / 'ם'); the cover now goes above.
  await phone(page);
  await preferTextSize(page, 150);
  await page.goto('/podcast');
  const cards = page.locator('article[data-episode]');
  await expect(cards.first()).toBeVisible();
  expect(await brokenWords(cards.locator('h2'))).toEqual([]);
  // The cover starts at the card's padding: the <source> elements of its <picture> (drawn as
  // 'contents') are no empty items with gaps before it.
  const [card, cover] = await Promise.all([
    cards.first().boundingBox(),
    cards.first().locator('img').boundingBox(),
  ]);
  expect(cover!.y - card!.y).toBeLessThan(40);
  await page.goto('/');
  const latest = page.getByTestId('home-latest-episode');
  await expect(latest).toBeVisible();
  expect(await brokenWords(latest.locator('a'))).toEqual([]);
});

test("the home page's tool tiles at 390 px and 150 % text: one a row, each name whole", async ({ page }) => {
  // Two columns left ~75 px a tile and broke 'Runway', 'ElevenLabs' and 'ריאליסטיים' inside the word.
  await phone(page);
  await preferTextSize(page, 150);
  await page.goto('/');
  const tiles = page.getByRole('list', { name: 'כלים נבחרים' }).getByRole('listitem');
  await expect(tiles.first()).toBeVisible();
  expect(await brokenWords(tiles)).toEqual([]);
});
