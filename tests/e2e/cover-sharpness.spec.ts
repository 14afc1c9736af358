import { expect, type Page, test } from '@playwright/test';
import { coverFileWidth } from '../../src/domain/covers/cover.ts';
import { atEachSize, waitForDocumentHydrated } from './helpers.ts';

// The designed covers stay sharp when the page's text is enlarged in the accessibility panel: the
// boxes follow the text size (decision 0041), which `sizes` cannot see, so once the page runs a cover
// short of its box is given the box's width (decision 0049). At the default text size nothing is
// fetched twice.

const PAGES = ['/', '/podcast', '/podcast/episode-11', '/newsletter', '/guides', '/portfolio/videos'];

type Shown = { box: number; file: number; widest: number };

/** What a cover shows: its box (CSS px), the width of the file shown, the widest file it lists. */
async function shown(cover: ReturnType<Page['locator']>): Promise<Shown> {
  const { src, ...rest } = await cover.evaluate((img: HTMLImageElement) => ({
    box: img.getBoundingClientRect().width,
    src: img.currentSrc,
    widest: Math.max(
      ...img.srcset.split(',').map((candidate) => Number.parseInt(candidate.trim().split(' ')[1]!, 10)),
    ),
  }));
  return { ...rest, file: coverFileWidth(src) ?? 0 };
}

/** Every cover of the page, scrolled to: the file it shows is as wide as its box in device pixels. */
async function expectSharpCovers(page: Page, where: string) {
  const ratio = await page.evaluate(() => window.devicePixelRatio);
  const covers = await page.locator('picture[data-cover] img').all();
  expect(covers.length, where).toBeGreaterThan(0);
  let checked = 0;
  for (const [index, cover] of covers.entries()) {
    if (!(await cover.isVisible())) continue;
    checked++;
    // Scrolled to within the poll: a lazy cover far below is chosen only once it nears the screen.
    await expect
      .poll(
        async () => {
          await cover.evaluate((img) => img.scrollIntoView({ block: 'center' }));
          const now = await shown(cover);
          return now.file >= Math.min(now.widest, Math.floor(now.box * ratio * 0.95)) || now;
        },
        // A sharper file may be drawn for the first time (the cover route renders on demand).
        { message: `${where}: cover ${index}`, timeout: 30_000 },
      )
      .toBe(true);
  }
  expect(checked, where).toBeGreaterThan(0);
}

// A visitor who raises the text while reading: the page was loaded at the browser's size, so its covers
// were chosen for the boxes of then. At 1280 px on a 1x screen the archive's first card shows the
// 720 px file at 100 %, and is 1,140 px wide at 150 %.
test('covers become sharp when the text is raised in the panel on an open page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/newsletter');
  await waitForDocumentHydrated(page);
  await page.getByRole('button', { name: 'הגדרות נגישות' }).click();
  await page.getByRole('slider', { name: /גודל טקסט/ }).fill('150');
  await expect(page.locator('html')).toHaveAttribute('style', /font-size: 150%/);
  await expectSharpCovers(page, '/newsletter raised to 150 % at 1280 px');
});

test.describe('on a 2x screen', () => {
  test.use({ deviceScaleFactor: 2 });

  // At 1280 px and 150 % text the newsletter's first card was one column of 1,140 px showing the
  // 720 px file, the guides' and videos' cards 551 px showing 400 and 360 (on a 1x screen); an
  // episode's cover 240 px on a phone showing the 320 px file on a 2x one.
  for (const path of PAGES) {
    test(`${path} at 150 % text: every cover shows a file as wide as its box, on a phone and a desktop`, async ({
      context,
    }) => {
      const sizes = [
        { width: 1280, textSize: 150 },
        { width: 390, textSize: 150 },
      ];
      await atEachSize(context, sizes, async (page, where) => {
        await page.goto(path);
        await waitForDocumentHydrated(page);
        await expectSharpCovers(page, `${path} at ${where}`);
      });
    });
  }

  test('at the default text size, each cover file is fetched once', async ({ context }) => {
    test.slow();
    const sizes = [
      { width: 390, textSize: 100 },
      { width: 1280, textSize: 100 },
    ];
    await atEachSize(context, sizes, async (page, where) => {
      for (const path of PAGES) {
        const fetched = new Map<string, number>();
        const count = (url: string) => {
          // One cover is one address up to its width: '/covers/episode/<key>.<version>'.
          const cover = /\/covers\/[^/]+\/[^/]+?\.[^.]+(?=\.\d+\.\w+$)/.exec(new URL(url).pathname)?.[0];
          if (cover) fetched.set(cover, (fetched.get(cover) ?? 0) + 1);
        };
        page.on('request', (request) => count(request.url()));
        await page.goto(path);
        await waitForDocumentHydrated(page);
        await expectSharpCovers(page, `${path} at ${where}`);
        page.removeAllListeners('request');
        expect(fetched.size, `${path} at ${where}`).toBeGreaterThan(0);
        expect(
          [...fetched].filter(([, times]) => times > 1),
          `${path} at ${where}`,
        ).toEqual([]);
      }
    });
  });
});
