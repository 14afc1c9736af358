import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  expectNoSidewaysScroll,
  holdRequests,
  TERM_PAGES,
  WIDTHS,
  waitForDocumentHydrated,
  waitForHydration,
} from './helpers.ts';

// Depends on the glossary's /terms/:termId route (the glossary half), which renders
// <VisualizationPanel concept={conceptFor(id, slug)} /> on every term page.
//
// The 22 animated visualizations of the term pages (docs/product.md#visualizations): each renders, moves
// while playing, stops with the pause button and rests under reduced motion. "Moves" is judged the
// way a visitor sees it: two screenshots of the figure's SVG a moment apart differ.

// Longer than the slowest step of any visualization (2.4 s), so a paused one would have moved. The
// tests that use it install Playwright's clock (time runs as usual until then) and run the page's
// timers that far ahead at once instead of waiting for them.
const LONGER_THAN_A_STEP_MS = 3_000;
const PAUSE_LABEL = 'השהיית האנימציה';

async function openVisualization(page: Page, concept: string, slug: string): Promise<Locator> {
  const response = await page.goto(`/terms/${slug}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  const figure = page.locator(`figure[data-visualization="${concept}"]`);
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('svg.vz[role="img"]')).toBeVisible();
  return figure;
}

const snapshot = (svg: Locator) => svg.screenshot({ animations: 'allow', caret: 'initial' });

for (const [concept, slug] of TERM_PAGES) {
  test.describe(`the ${concept} visualization on /terms/${slug}`, () => {
    test('renders, moves while playing, stops when paused and moves again when resumed', async ({ page }) => {
      await page.clock.install();
      const figure = await openVisualization(page, concept, slug);
      const svg = figure.locator('svg.vz');
      await expect(svg).toHaveAttribute('aria-label', /[\u05d0-\u05ea]/);
      expect(await svg.locator('text').count()).toBeGreaterThan(3);
      await expect(figure.locator('figcaption')).toHaveText(/[\u05d0-\u05ea]/);
      expect((await figure.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(400);

      await expect(figure).toHaveAttribute('data-playing', 'true');
      const before = await snapshot(svg);
      await expect.poll(async () => (await snapshot(svg)).equals(before), { timeout: 12_000 }).toBe(false);

      const button = figure.getByRole('button', { name: PAUSE_LABEL });
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(figure).toHaveAttribute('data-playing', 'false');
      // Settled: two snapshots in a row agree (a stop is immediate, this only absorbs a frame).
      let paused = await snapshot(svg);
      await expect
        .poll(async () => {
          const next = await snapshot(svg);
          const same = next.equals(paused);
          paused = next;
          return same;
        })
        .toBe(true);
      await expect(svg).not.toHaveClass(/vz-on/);
      await page.clock.runFor(LONGER_THAN_A_STEP_MS);
      expect((await snapshot(svg)).equals(paused)).toBe(true);

      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(async () => (await snapshot(svg)).equals(paused), { timeout: 12_000 }).toBe(false);
    });

    test('rests on its still frame under reduced motion, at phone width', async ({ page }) => {
      await page.clock.install();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize(WIDTHS.mobile);
      const figure = await openVisualization(page, concept, slug);
      const svg = figure.locator('svg.vz');
      await expect(figure).toHaveAttribute('data-playing', 'false');
      await expect(svg).not.toHaveClass(/vz-on/);
      const button = figure.getByRole('button', { name: PAUSE_LABEL });
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(button).toBeDisabled();
      expect(await svg.locator('text').count()).toBeGreaterThan(3);

      const still = await snapshot(svg);
      await page.clock.runFor(LONGER_THAN_A_STEP_MS);
      expect((await snapshot(svg)).equals(still)).toBe(true);

      await expectNoSidewaysScroll(page);
      const [figureBox, svgBox] = [await figure.boundingBox(), await svg.boundingBox()];
      expect(svgBox!.x).toBeGreaterThanOrEqual(figureBox!.x - 1);
      expect(svgBox!.x + svgBox!.width).toBeLessThanOrEqual(figureBox!.x + figureBox!.width + 1);
    });
  });
}

test('the still frame is in the first HTML, without JavaScript', async ({ request }) => {
  const userAgent =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36';
  for (const [concept, slug] of TERM_PAGES) {
    const html = await (await request.get(`/terms/${slug}`, { headers: { 'user-agent': userAgent } })).text();
    const start = html.indexOf(`data-visualization="${concept}"`);
    expect(start, concept).toBeGreaterThan(-1);
    const figure = html.slice(start, html.indexOf('</figure>', start));
    expect(figure, concept).toMatch(/<svg[^>]*role="img"/);
    expect(figure, concept).not.toContain('class="vz vz-on"');
  }
});

test("the accessibility panel's 'stop animations' stops a playing visualization", async ({ page }) => {
  const figure = await openVisualization(page, 'git', 'git');
  await expect(figure).toHaveAttribute('data-playing', 'true');
  await page.evaluate(() => document.documentElement.setAttribute('data-stop-animations', ''));
  await expect(figure).toHaveAttribute('data-playing', 'false');
  await expect(figure.getByRole('button', { name: PAUSE_LABEL })).toBeDisabled();
  await page.evaluate(() => document.documentElement.removeAttribute('data-stop-animations'));
  await expect(figure).toHaveAttribute('data-playing', 'true');
});

test('a visualization on screen stays still until the page has finished loading', async ({ page }) => {
  // Hold one of the page's fonts back: the load event waits for it.
  const release = await holdRequests(page, '**/assets/heebo-latin-*.woff2');
  await page.goto('/terms/git', { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  );
  const figure = page.locator('figure[data-visualization="git"]');
  await figure.scrollIntoViewIfNeeded();
  // Hydrated (its pause button works) and on screen, yet still: the page has not loaded.
  await expect(figure.getByRole('button', { name: PAUSE_LABEL })).toBeEnabled();
  await waitForDocumentHydrated(page);
  await expect(figure).toHaveAttribute('data-playing', 'false');
  release();
  await expect(figure).toHaveAttribute('data-playing', 'true');
});

test('no other page loads visualization code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const path of ['/', '/tools', '/terms']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  const names = TERM_PAGES.map(([concept]) => concept);
  expect(scripts.filter((script) => names.some((name) => script.includes(`/${name}-`)))).toEqual([]);
});
