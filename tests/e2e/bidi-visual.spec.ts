import { expect, type Locator, type Page, test } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BidiText } from '../../client/components/bidi-text.tsx';
import { BIDI_TITLES, type BidiRow } from '../support/bidi-titles.ts';
import { strandedPrefixes } from './broken-words.ts';
import { atEachSize, drawEverything, preferTextSize, waitForHydration } from './helpers.ts';

// Mixed Hebrew, numbers and Latin checked the way a reader sees them: the order of the characters on
// screen in Chromium (each character's rectangle), not the markup. Each row names the phrases that
// read left to right (Latin phrases and numbers); everything else reads right to left, so the
// expected screen order is the title reversed with those phrases kept whole.

/** The expected screen order, left to right, without spaces. */
function screenOrder({ title, ltr }: BidiRow): string {
  const chunks: string[] = [];
  let cursor = 0;
  for (const phrase of ltr) {
    const at = title.indexOf(phrase, cursor);
    if (at < 0) throw new Error(`"${phrase}" is not in "${title}" after ${cursor}`);
    chunks.push(...title.slice(cursor, at));
    chunks.push(phrase);
    cursor = at + phrase.length;
  }
  chunks.push(...title.slice(cursor));
  return chunks.reverse().join('').replace(/\s/g, '');
}

/** The characters of an element as drawn, left to right (each by its rectangle's centre), spaces left out. */
async function drawnOrder(element: Locator): Promise<string> {
  return element.evaluate((root) => {
    const drawn: { char: string; x: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index++) {
        if (/\s/.test(text[index]!)) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (rect) drawn.push({ char: text[index]!, x: rect.left + rect.width / 2 });
      }
    }
    return drawn
      .sort((a, b) => a.x - b.x)
      .map((entry) => entry.char)
      .join('');
  });
}

async function showRows(page: Page, rows: readonly BidiRow[]) {
  // The site's own page, so the rows get its fonts, direction and styles.
  await page.goto('/privacy');
  await waitForHydration(page);
  const html = rows
    .map(
      (row, index) =>
        `<p data-row="${index}" style="white-space:nowrap">${renderToStaticMarkup(createElement(BidiText, { text: row.title }))}</p>`,
    )
    .join('');
  await page.evaluate((markup) => {
    const table = document.createElement('div');
    table.id = 'bidi-table';
    table.innerHTML = markup;
    document.body.prepend(table);
  }, html);
}

test('every title of the table reads in the right order on screen', async ({ page }) => {
  expect(BIDI_TITLES.length).toBeGreaterThanOrEqual(20);
  await showRows(page, BIDI_TITLES);
  const mismatches: string[] = [];
  for (const [index, row] of BIDI_TITLES.entries()) {
    const drawn = await drawnOrder(page.locator(`#bidi-table [data-row="${index}"]`));
    const expected = screenOrder(row);
    if (drawn !== expected) mismatches.push(`${row.title}\n  drawn:    ${drawn}\n  expected: ${expected}`);
  }
  expect(mismatches).toEqual([]);
});

test('the check catches the old split: "11: RAG" isolated as one run reads "RAG :11"', async ({ page }) => {
  await page.goto('/privacy');
  await page.evaluate(() => {
    const wrong = document.createElement('p');
    wrong.id = 'wrong';
    wrong.style.whiteSpace = 'nowrap';
    wrong.innerHTML = 'פרק <bdi dir="ltr">11: RAG</bdi> בעברית';
    document.body.prepend(wrong);
  });
  expect(await drawnOrder(page.locator('#wrong'))).not.toBe(screenOrder(BIDI_TITLES[0]!));
});

for (const [where, path, locate] of [
  [
    'the podcast list',
    '/podcast',
    (page: Page) => page.locator('main article[data-episode] h2').filter({ hasText: 'RAG' }),
  ],
  [
    'the other episodes of an episode page',
    '/podcast/episode-12',
    (page: Page) => page.locator('[aria-labelledby="more-heading"] li .font-bold').filter({ hasText: 'RAG' }),
  ],
] as const) {
  test(`'פרק 11: RAG בעברית' reads right in ${where}`, async ({ page }) => {
    await page.goto(path);
    const title = locate(page);
    await waitForHydration(page);
    await expect(title).toBeVisible();
    // One line, so that left to right on screen is the whole reading order.
    await title.evaluate((element: HTMLElement) => {
      element.style.whiteSpace = 'nowrap';
      element.style.display = 'block';
      element.style.webkitLineClamp = 'unset';
      element.style.overflow = 'visible';
    });
    const drawn = await drawnOrder(title);
    const row = { title: 'פרק 11: RAG בעברית - איך מלמדים מודל את המסמכים שלכם', ltr: ['11', 'RAG'] };
    expect(drawn).toBe(screenOrder(row));
  });
}

/**
 * Each en-dash range of numbers in <main> ('45–90'), as drawn: whether its first and last digits
 * share a line, and whether its first number is to the right of its last (read right to left).
 */
function drawnRanges(main: Locator) {
  return main.evaluate((root) => {
    const ranges: { text: string; oneLine: boolean; firstOnTheRight: boolean }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const box = (node: Node, index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getClientRects()[0];
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (const match of (node.textContent ?? '').matchAll(/\d+–\d+/g)) {
        const first = box(node, match.index);
        const last = box(node, match.index + match[0].length - 1);
        if (!first || !last || first.width === 0) continue;
        ranges.push({
          text: match[0],
          oneLine: Math.abs(first.top - last.top) < 2,
          firstOnTheRight: first.left > last.right,
        });
      }
    return ranges;
  });
}

test('number ranges stay on one line and read right to left, at 320-390 px and 150 % text and on a desktop', async ({
  page,
}) => {
  // At 150 % text '10–' ended a line of /lectures-old at 360 and 390 px with '12 שעות)' on the next,
  // and '45–' a line of /services at 320 px (decision 0043).
  await preferTextSize(page, 150);
  const seen = new Set<string>();
  for (const width of [320, 360, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/services', '/lectures', '/lectures-old', '/tools']) {
      await page.goto(path);
      await drawEverything(page);
      for (const range of await drawnRanges(page.locator('main'))) {
        seen.add(range.text);
        expect(range, `${range.text} on ${path} at ${width} px`).toEqual({
          text: range.text,
          oneLine: true,
          firstOnTheRight: true,
        });
      }
    }
  }
  expect([...seen].sort()).toEqual(['10–12', '20–45', '2–4', '45–90']);
});

test("a Hebrew prefix stays with what follows its hyphen ('ה-AI', 'ו-[2]'), on phones and a desktop", async ({
  context,
}) => {
  // Chromium breaks after a Hebrew letter's hyphen when an ASCII character follows: 'ו-' ended a line
  // of the RAG explorable's caption at 1280 px with '[2].' on the next, 'חלופות ל-' a heading at 320 px
  // with 'ElevenLabs' under it, 'שה-' the services lead at 360 px and 125 % text (decision 0044).
  const sizes = [
    {
      width: 320,
      textSize: 100,
      paths: ['/about', '/tools/elevenlabs/alternatives', '/tools/notion-ai/alternatives'],
    },
    { width: 360, textSize: 125, paths: ['/services', '/about', '/tools/suno'] },
    { width: 390, textSize: 150, paths: ['/lectures', '/podcast/episode-12'] },
    { width: 320, textSize: 150, paths: ['/portfolio/videos', '/portfolio/code'] },
    { width: 1280, textSize: 100, paths: ['/terms/rag'] },
  ];
  await atEachSize(context, sizes, async (page, where, { paths }) => {
    for (const path of paths) {
      await page.goto(path);
      await drawEverything(page);
      expect(await strandedPrefixes(page.locator('main')), `${path} at ${where}`).toEqual([]);
    }
  });
});
