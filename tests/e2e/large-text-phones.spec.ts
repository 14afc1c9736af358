import { expect, test } from '@playwright/test';
import { brokenWords } from './broken-words.ts';
import {
  atEachSize,
  cutPlaceholders,
  drawEverything,
  preferTextSize,
  textOutOfBoxes,
  waitForDocumentHydrated,
  waitForHydration,
} from './helpers.ts';

// Phones at the panel's largest text (150 %), down to a 320 px screen (13.3rem): names, titles,
// chips and step text stay whole and inside their cards, and what sits beside a mark goes under it
// where too little room is left (decision 0041). Split from text-size-grids.spec.ts, which keeps the
// grids and side columns at 1024 px.

// The pages swept on the narrowest phone with the site's largest text (320 px, 150 %), each for all
// of what follows (it was three sweeps over three lists, each page loaded for one check):
// - no page scrolls sideways: a model or tool name wider than the line ('ל-Leonardo.Ai' in a title,
//   '(backpropagation)' beside a step's badge) wraps inside the word rather than widening its row, and
//   a section's badge goes above a title it leaves no room for ('אודות NotebookLM');
// - no word breaks inside itself: beside a mark, an icon or a cover, less than 6rem was left for the
//   name ('Midjourne' / 'y', 'LALAL.A' / 'I' in the home page's top tools, 'טמפרטור' / 'ה'), so
//   where less than that is left the text goes under the mark; the code page's AI share, '(86%)',
//   broke before its ')'; a term's steps kept their text beside the number, a word a line, and its
//   further-reading links their titles beside the external-link mark ('Bidirectiona' / 'l');
// - no text leaves its card ('Trigger.dev' and 'שקיפות וביקורתיות' 17 px out, an episode's chapter
//   times 15 px out beside a title of a word a line, the temperature explorable's table headers run
//   together, 'בדגימההבמודל');
// - no button's label runs into its padding (a term page's 'שמור למועדפים' ran 7 px into it beside
//   its icon, 'הקודם' 3 px, and a category page's card-wide 'לאתר Synthesia' 7 px);
// - a tool page's lists keep a name of 14-15 letters inside their column ('instructions.md' ran 4 px
//   out, 'ה-faster-whisper' 9 px).
const NARROWEST_PHONE_PAGES = [
  '/',
  '/tools',
  '/tools/midjourney',
  '/tools/notebooklm',
  '/tools/dall-e-3',
  '/tools/chatgpt',
  '/tools/leonardo-ai/alternatives',
  '/tools/video',
  '/tools/github-copilot',
  '/tools/whisper',
  '/terms',
  '/terms/rag',
  '/terms/neural-networks',
  '/terms/token',
  '/terms/gpt',
  '/terms/bert',
  '/terms/multimodal',
  '/terms/temperature',
  '/podcast/episode-9',
  '/podcast/episode-11',
  '/podcast/episode-12',
  '/newsletter',
  '/services',
  '/lectures',
  '/ecosystem',
  '/about',
  '/accessibility',
  '/portfolio/code',
  '/search?q=rag',
];

for (const path of NARROWEST_PHONE_PAGES) {
  test(`${path} on a 320 px screen at 150 % text: no sideways scroll, no broken word, text inside its cards and buttons`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await preferTextSize(page, 150);
    await page.goto(path);
    // Hydrated, as a visitor sees it a moment later: an episode's chapters become buttons with a
    // play mark, and the page's own buttons take their final labels.
    await waitForDocumentHydrated(page);
    await page.evaluate(() => document.fonts.ready);
    await drawEverything(page);
    const widest = await page.evaluate(() => {
      const overflow = document.documentElement.scrollWidth - window.innerWidth;
      // Something on screen that runs past its edge (a field parked far off screen on purpose, as the
      // signup's honeypot, is not on screen), unless a region of its own scrolls it (a table).
      const scrolledInPlace = (element: Element) => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement)
          if (/auto|scroll/.test(getComputedStyle(parent).overflowX)) return true;
        return false;
      };
      const outside = [...document.querySelectorAll('main *')].find((element) => {
        const box = element.getBoundingClientRect();
        const onScreen = box.width > 0 && box.right > 0 && box.left < window.innerWidth;
        return onScreen && (box.left < -1 || box.right > window.innerWidth + 1) && !scrolledInPlace(element);
      });
      return { overflow, outside: outside?.textContent?.slice(0, 60) ?? null };
    });
    expect(widest).toEqual({ overflow: 0, outside: null });
    expect(await brokenWords(page.locator('main'))).toEqual([]);
    expect(await textOutOfBoxes(page.locator('main'))).toEqual([]);
    expect(await textOutOfBoxes(page.locator('body'), '.btn, button')).toEqual([]);
  });
}

test("a section's title stays whole inside its heading on phones of 320-412 px with 150 % text", async ({
  page,
}) => {
  // Beside its icon badge 'NotebookLM' ran 16 px past the card's edge at 375 px (1 px at 390 px, 5 px
  // at 320 px with the badge above it) and 'Leonardo.Ai' 6 px at 375 px: every line of each h2's
  // title must lie inside the heading, with no word broken inside itself.
  test.slow();
  await preferTextSize(page, 150);
  for (const width of [320, 375, 390, 412]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/tools/notebooklm', '/tools/leonardo-ai']) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const headings = page.locator('main h2').filter({ hasText: 'אודות' });
      await expect(headings).toHaveCount(1);
      const fit = await headings.evaluate((heading) => {
        const box = heading.getBoundingClientRect();
        const outside: string[] = [];
        const broken: string[] = [];
        // Each word of the title's text, by where its letters land.
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
            if (rects.some((rect) => rect.left < box.left - 0.5 || rect.right > box.right + 0.5))
              outside.push(match[0]);
            if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1) broken.push(match[0]);
          }
        }
        return { outside, broken };
      });
      expect(fit, `${path} at ${width} px`).toEqual({ outside: [], broken: [] });
    }
  }
});

test("a term without a visualization shows its English name whole in the figure's place, at 320 and 390 px with 150 % text", async ({
  page,
}) => {
  // The figure clips what runs past it: at 320 px and 150 % text, 'Temperature' lost its first and
  // last letters, and the name was spelled from the address ('Ai Agents') rather than as the term
  // writes it ('AI Agents').
  await preferTextSize(page, 150);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, name] of [
      ['/terms/temperature', 'Temperature'],
      ['/terms/neural-networks', 'Neural Networks'],
      ['/terms/ai-agents', 'AI Agents'],
    ] as const) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const figure = page.locator('figure[data-visualization="placeholder"]');
      const title = figure.locator('p[lang="en"]');
      await expect(title).toHaveText(name);
      // Every line of the name lies inside the figure's padding, and no word is broken inside itself.
      const fit = await title.evaluate((element) => {
        const box = element.closest('figure')!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = [...range.getClientRects()];
        const words = element.textContent!.trim().split(/\s+/).length;
        return {
          inside: lines.every((line) => line.left >= box.left && line.right <= box.right),
          lines: new Set(lines.map((line) => Math.round(line.top))).size,
          words,
        };
      });
      expect(fit.inside, `${path} at ${width} px`).toBe(true);
      expect(fit.lines, `${path} at ${width} px`).toBeLessThanOrEqual(fit.words);
    }
  }
});

test("an experience path's step text takes the section's width on a phone, and sits under its title beside the number on a wide screen", async ({
  context,
}) => {
  // Beside the step's number, the description had a column of about 230 px at 390 px and 150 % text,
  // four or five words a line, while the cards below it took the full width.
  const sizes = [
    { width: 390, textSize: 150, under: false },
    { width: 390, textSize: 100, under: false },
    { width: 1280, textSize: 100, under: true },
  ];
  await atEachSize(context, sizes, async (page, where, { under }) => {
    await page.goto('/start-here/image-generation');
    const step = page.locator('section[data-step]').first();
    const layout = await step.evaluate((section) => {
      const box = (element: Element) => element.getBoundingClientRect();
      const number = section.querySelector('span[aria-hidden="true"]')!;
      const title = section.querySelector('h2')!;
      const text = section.querySelector('h2 + p')!;
      return {
        section: box(section).width,
        text: box(text).width,
        // In a right-to-left page the number is at the right: beside it is to its left.
        textBesideNumber: box(text).right <= box(number).left + 1,
        textUnderTitle:
          Math.abs(box(text).right - box(title).right) <= 1 && box(text).top >= box(title).bottom - 1,
      };
    });
    if (under) {
      expect(layout.textBesideNumber, where).toBe(true);
      expect(layout.textUnderTitle, where).toBe(true);
    } else expect(layout.text, `${where}: the description's width`).toBeGreaterThan(layout.section - 1);
  });
});

test('a lecture’s duration chip stays inside its card as one line of text, on a 320 px screen at 150 % text', async ({
  page,
}) => {
  // The chip is a flex row (clock, duration): the range's pieces ('4 מפגשים (', '10–12', ' שעות)')
  // became flex items of their own, the row's gap between them, and at 320 px and 150 % the chip ran
  // 55 px past its card with '(' on a line of its own.
  await page.setViewportSize({ width: 320, height: 800 });
  await preferTextSize(page, 150);
  for (const path of ['/lectures', '/lectures-old']) {
    await page.goto(path);
    const chips = page.locator('main p:has(> .sr-only)').filter({ hasText: 'משך:' });
    expect(await chips.count(), path).toBeGreaterThan(0);
    const fits = await chips.evaluateAll((items) =>
      items.map((chip) => {
        const card = chip.closest('.card')!.getBoundingClientRect();
        const box = chip.getBoundingClientRect();
        return {
          text: chip.textContent,
          inside: box.left >= card.left - 0.5 && box.right <= card.right + 0.5,
          // The duration is one flex item beside the clock and the hidden label, not a row of pieces.
          items: [...chip.childNodes].filter((node) =>
            node.nodeType === 3
              ? node.textContent!.trim() !== ''
              : !(node as Element).matches('svg, .sr-only'),
          ).length,
        };
      }),
    );
    for (const fit of fits) expect(fit, `${path}: ${fit.text}`).toMatchObject({ inside: true, items: 1 });
  }
});

test("a phone's header row holds the home link, the search button and the menu's toggle apart, at 320-412 px and 150 % text", async ({
  page,
}) => {
  await preferTextSize(page, 150);
  for (const width of [320, 360, 390, 412]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    const banner = page.getByRole('banner');
    const home = banner.getByRole('link', { name: 'AI בעברית' });
    const controls = [home, banner.getByRole('link', { name: 'חיפוש באתר' }), banner.getByLabel('תפריט')];
    const boxes: { x: number; width: number }[] = [];
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(box, `${width}`).not.toBeNull();
      boxes.push(box!);
    }
    // Right to left, each inside the screen and clear of the next.
    for (const [index, box] of boxes.entries()) {
      expect(box.x, `${width}: control ${index}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${width}: control ${index}`).toBeLessThanOrEqual(width);
      const before = boxes[index - 1];
      if (before) expect(box.x + box.width, `${width}: control ${index}`).toBeLessThanOrEqual(before.x);
    }
    // Where the site's name does not fit beside them, the mark stands for it (the link keeps its
    // name for screen readers); from 390 px the name shows.
    // (An element hidden for screen readers only is drawn 1 px wide.)
    const nameShown = await home.evaluate((link) =>
      [...link.querySelectorAll('span')].some(
        (span) => span.textContent === 'AI בעברית' && span.getBoundingClientRect().width > 16,
      ),
    );
    expect(nameShown, `${width}`).toBe(width >= 390);
  }
});

test("on a 320 px screen at 150 % text, a search hit's title stays in its column, clear of the hit's arrow", async ({
  page,
}) => {
  // A code project's name ('rag-hebrew-docs', a repository's), kept whole as a short hyphenated name,
  // ran 41 px out of the title's column into the arrow's: it wraps at its hyphens where it must, as
  // on its portfolio card.
  await page.setViewportSize({ width: 320, height: 700 });
  await preferTextSize(page, 150);
  await page.goto('/search?q=מודל');
  await page.evaluate(() => document.fonts.ready);
  const titles = page.locator('main [data-result-title]');
  await expect(page.locator('main [data-kind="code"] [data-result-title]').first()).toHaveText(
    'rag-hebrew-docs',
  );
  const out = await titles.evaluateAll((elements) =>
    elements.flatMap((title) => {
      const box = title.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(title);
      const over = Math.max(
        ...[...range.getClientRects()].map((line) => Math.max(box.left - line.left, line.right - box.right)),
      );
      return over > 1 ? [`${title.textContent}: ${Math.round(over)} px out`] : [];
    }),
  );
  expect(out).toEqual([]);
  expect(await brokenWords(titles)).toEqual([]);
});

test('a chip that wraps to two lines keeps its text inside its rounded corners, on a 320 px screen at 150 % text', async ({
  page,
}) => {
  // A pill's half-height radius suits one line; on two ('Hugging Face' / 'Transformers' among a tool's
  // integrations) its round ends cut into the first and last letters.
  await page.setViewportSize({ width: 320, height: 700 });
  await preferTextSize(page, 150);
  await page.goto('/tools/whisper');
  await drawEverything(page);
  const chips = await page.locator('main .chip').evaluateAll((items) =>
    items.flatMap((chip) => {
      const box = chip.getBoundingClientRect();
      // The chip's visible text (a link's hidden 'opens in a new tab' is not drawn).
      const lines: DOMRect[] = [];
      const walker = document.createTreeWalker(chip, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.sr-only')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
      }
      if (new Set(lines.map((line) => Math.round(line.top))).size < 2) return [];
      const radius = Math.min(
        Number.parseFloat(getComputedStyle(chip).borderTopLeftRadius),
        box.width / 2,
        box.height / 2,
      );
      // A letter's corner is outside the shape when it lies in a corner square and farther than the
      // radius from that corner's centre.
      const outside = (x: number, y: number) => {
        const cx =
          x < box.left + radius ? box.left + radius : x > box.right - radius ? box.right - radius : x;
        const cy =
          y < box.top + radius ? box.top + radius : y > box.bottom - radius ? box.bottom - radius : y;
        return Math.hypot(x - cx, y - cy) > radius + 0.5;
      };
      const cut = lines.some((line) =>
        [
          [line.left, line.top],
          [line.right, line.top],
          [line.left, line.bottom],
          [line.right, line.bottom],
        ].some(([x, y]) => outside(x!, y!)),
      );
      return [{ text: chip.textContent, cut }];
    }),
  );
  expect(chips.length, 'a chip on two lines').toBeGreaterThan(0);
  for (const chip of chips) expect(chip.cut, chip.text ?? '').toBe(false);
});

test('on a 320 px screen at 150 % text, a filter hint longer than its field ends in an ellipsis', async ({
  page,
}) => {
  // Each filter has a visible label above its field; the hint beside the magnifier is 53–66 px wider
  // than a 320 px screen leaves it at 150 % text, and was cut mid-list ('שם, יכולת,' of 'שם, יכולת,
  // חברה'). Cut, it now ends in '…', so it reads as cut, not as the whole hint.
  await page.setViewportSize({ width: 320, height: 700 });
  await preferTextSize(page, 150);
  for (const path of ['/tools', '/terms', '/portfolio/code']) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const field = page.locator('main input[type="search"]');
    expect(await cutPlaceholders(page.locator('main')), path).toHaveLength(1);
    expect(await field.evaluate((input) => getComputedStyle(input).textOverflow), path).toBe('ellipsis');
  }
  // The transcript's find field (JavaScript only): 'חיפוש בתמליל', 53 px wider than the field.
  await page.goto('/podcast/episode-12');
  await waitForHydration(page);
  const find = page.getByTestId('transcript').getByRole('searchbox', { name: 'חיפוש בתמליל' });
  await expect(find).toBeVisible();
  expect(await cutPlaceholders(page.getByTestId('transcript'))).toHaveLength(1);
  expect(await find.evaluate((input) => getComputedStyle(input).textOverflow)).toBe('ellipsis');
});
