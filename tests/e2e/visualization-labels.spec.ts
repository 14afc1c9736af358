import { expect, type Page, test } from '@playwright/test';
import { TERM_PAGES, WIDTHS, waitForHydration } from './helpers.ts';

// Every label of the 22 visualizations is readable at phone and desktop width (issue 33): rendered at
// 12 CSS px or more (its font size times the SVG's scale), inside the drawing, and no two visible
// labels overlap. Checked on the still frame as the server sends it (no JavaScript) and on every
// frame of one loop while playing.

const MIN_FONT_PX = 12;
// The longest loop is the convolution's, 25 steps of 0.6 s: the clock runs 16 s ahead in strides
// shorter than any step, and every stride's frame is measured.
const LOOP_MS = 16_000;
const STRIDE_MS = 250;

type Report = { frame: string; problems: string[] };

/**
 * Runs in the page: settles the figure's transitions, then lists every label smaller than the
 * minimum, and every visible one (not at opacity 0) outside the SVG's box or overlapping another
 * visible label. A label's box is as wide as its rendered text and one em tall (the font's box is
 * taller than the ink: its ascent and descent leave room that a tight line of text may use).
 */
function measureLabels({ concept, minPx }: { concept: string; minPx: number }): Report {
  const svg = document.querySelector<SVGSVGElement>(`figure[data-visualization="${concept}"] svg.vz`);
  if (!svg) return { frame: '', problems: ['no svg'] };
  for (const animation of svg.getAnimations?.({ subtree: true }) ?? [])
    if (animation instanceof CSSTransition) animation.finish();
  const visible = (element: Element) => {
    for (let node: Element | null = element; node && node !== svg; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0)
        return false;
    }
    return true;
  };
  const area = svg.getBoundingClientRect();
  const problems: string[] = [];
  const boxes: { text: string; left: number; right: number; top: number; bottom: number }[] = [];
  for (const element of svg.querySelectorAll('text')) {
    const text = element.textContent?.trim() ?? '';
    if (!text) continue;
    const matrix = element.getScreenCTM();
    const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 0;
    const px = Number.parseFloat(getComputedStyle(element).fontSize) * scale;
    if (px < minPx - 0.01) problems.push(`'${text}' is ${px.toFixed(1)} px`);
    if (!visible(element)) continue;
    const box = element.getBoundingClientRect();
    const middle = (box.top + box.bottom) / 2;
    const label = { text, left: box.left, right: box.right, top: middle - px / 2, bottom: middle + px / 2 };
    if (
      label.left < area.left - 1 ||
      label.right > area.right + 1 ||
      label.top < area.top - 1 ||
      label.bottom > area.bottom + 1
    )
      problems.push(`'${text}' leaves the drawing`);
    boxes.push(label);
  }
  for (const [index, a] of boxes.entries())
    for (const b of boxes.slice(index + 1)) {
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (overlapX > 0.5 && overlapY > 0.5) problems.push(`'${a.text}' overlaps '${b.text}'`);
    }
  // The frame: every element's attributes, styles as the CSSOM writes them.
  const frame = [...svg.querySelectorAll<SVGElement>('*')]
    .map((node) =>
      [...node.attributes].map((a) => (a.name === 'style' ? node.style.cssText : a.value)).join(),
    )
    .join(';');
  return { frame, problems };
}

const measure = (page: Page, concept: string) =>
  page.evaluate(measureLabels, { concept, minPx: MIN_FONT_PX });

for (const [concept, slug] of TERM_PAGES) {
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    test.describe(`the ${concept} visualization at ${viewport.width} px`, () => {
      test('its still frame, without JavaScript, has readable labels', async ({ browser }) => {
        test.setTimeout(60_000);
        const context = await browser.newContext({ javaScriptEnabled: false, viewport, locale: 'he-IL' });
        const page = await context.newPage();
        expect((await page.goto(`/terms/${slug}`))?.status()).toBe(200);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const figure = page.locator(`figure[data-visualization="${concept}"]`);
        await expect(figure.locator('svg.vz')).toBeVisible();
        expect((await measure(page, concept)).problems, name).toEqual([]);
        await context.close();
      });

      test('every frame of its loop has readable labels while playing', async ({ page }) => {
        // Sixty-odd strides of the clock, each measured: slower than most browser tests.
        test.setTimeout(120_000);
        await page.clock.install();
        await page.setViewportSize(viewport);
        expect((await page.goto(`/terms/${slug}`))?.status()).toBe(200);
        await waitForHydration(page);
        const figure = page.locator(`figure[data-visualization="${concept}"]`);
        await figure.scrollIntoViewIfNeeded();
        await expect(figure).toHaveAttribute('data-playing', 'true');
        const problems = new Set<string>();
        const frames = new Set<string>();
        for (let time = 0; time <= LOOP_MS; time += STRIDE_MS) {
          const report = await measure(page, concept);
          for (const problem of report.problems) problems.add(problem);
          frames.add(report.frame);
          await page.clock.runFor(STRIDE_MS);
        }
        expect(frames.size, 'it moves while playing').toBeGreaterThan(1);
        expect([...problems], name).toEqual([]);
      });
    });
  }
}
