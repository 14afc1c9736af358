import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { AccessibilitySettings } from '../../client/lib/preferences.ts';
import { STORAGE_KEYS } from '../../client/lib/storage-keys.ts';
import { DOCUMENT_HYDRATED_ATTRIBUTE } from '../../client/lib/use-hydrated.ts';

/** The 22 visualizations of the term pages: each concept and the seed term whose page shows it. */
export const TERM_PAGES = [
  ['vector-space', 'vector-space'],
  ['embeddings', 'embedding'],
  ['tokenization', 'token'],
  ['chain-of-thought', 'chain-of-thought'],
  ['attention', 'attention'],
  ['deployment', 'deploy'],
  ['git', 'git'],
  ['rag', 'rag'],
  ['llm', 'llm'],
  ['gpt', 'gpt'],
  ['bert', 'bert'],
  ['mlops', 'mlops'],
  ['transformer', 'transformer'],
  ['prompt-engineering', 'prompt-engineering'],
  ['lora', 'lora'],
  ['controlnet', 'controlnet'],
  ['semantic-search', 'semantic-search'],
  ['few-shot-learning', 'few-shot-learning'],
  ['multimodal', 'multimodal'],
  ['hallucinations', 'hallucinations'],
  ['fine-tuning', 'fine-tuning'],
  ['convolution', 'convolution'],
] as const;

/**
 * A visitor who chose these accessibility settings in the panel: stored, as the panel stores them,
 * before every document of the test loads (the first-paint script and the panel then both apply
 * them; a size set on the root by hand is reset when the panel hydrates).
 */
export async function preferAccessibility(page: Page, settings: Partial<AccessibilitySettings>) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.accessibility,
    JSON.stringify(settings),
  ] as const);
}

/** A visitor who chose this text size in the accessibility panel (see preferAccessibility). */
export async function preferTextSize(page: Page, textSize: number) {
  await preferAccessibility(page, { textSize });
}

/**
 * One round per case: a page of its own at the case's width (800 px high), with the case's text size
 * stored before it loads, given to `round` with the case named for messages ('390 px at 150 %').
 * A page per round, not one page re-sized: each `preferTextSize` adds an init script that runs before
 * every later document, so one page would carry a script for every earlier round.
 */
export async function atEachSize<Case extends { width: number; textSize: number }>(
  context: BrowserContext,
  cases: readonly Case[],
  round: (page: Page, where: string, size: Case) => Promise<void>,
) {
  for (const size of cases) {
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: size.width, height: 800 });
      await preferTextSize(page, size.textSize);
      await round(page, `${size.width} px at ${size.textSize} %`, size);
    } finally {
      await page.close();
    }
  }
}

export const WIDTHS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

/** axe-core with the WCAG 2.1 A and AA rules; the test fails on any violation, listed by id. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Waits until React has hydrated the page: the root layout's effect, which runs after every effect
 * below it (a page's timers, its links' handlers), has marked the document. The router's globals
 * alone come earlier, while hydration may still be running on a loaded host: a click then is a
 * full page load, and a timer is installed after the test already moved the clock.
 */
export async function waitForHydration(page: Page) {
  await waitForDocumentHydrated(page);
  await page.waitForLoadState('networkidle');
}

/**
 * Test options that make a spec's requests come from a client address of its own. The browser tests'
 * server trusts X-Forwarded-For from loopback (playwright.config.ts), so per-client limits, such as
 * the signup forms' 5 per 10 minutes, count each spec's submissions alone, not the whole suite's.
 * Use an address from TEST-NET-2 (198.51.100.0/24), one per spec.
 */
export function fromClient(address: `198.51.100.${number}`) {
  return { extraHTTPHeaders: { 'x-forwarded-for': address } };
}

/** The copyright line marks itself once React hydrated the shell (handlers are attached then). */
export async function waitForShell(page: Page) {
  await page.locator('[data-copyright][data-hydrated]').waitFor({ state: 'attached' });
}

/** The header marks itself once React hydrated it: its menu, search button and field have their handlers. */
export async function waitForHeader(page: Page) {
  await page.locator('header[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * The owner's gesture: a triple click on the copyright line. The footer hydrates after the page
 * (from its own chunk), so the line must carry its handler first: a click on the server HTML is
 * lost. One triple click, not three separate actions: on a loaded host three actions can span the
 * gesture's 2-second window.
 */
export async function openAdminDialog(page: Page) {
  await waitForShell(page);
  await page.locator('[data-copyright]').click({ clickCount: 3 });
  await expect(page.getByRole('dialog', { name: 'כניסת מנהל' })).toBeVisible();
}

/** The document's first hydration has committed: the root layout's effect marks the document element. */
export async function waitForDocumentHydrated(page: Page) {
  await page.locator(`html[${DOCUMENT_HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/**
 * Holds back every request matching `url` until the returned `release` is called: a test sees the
 * page's in-between state for as long as it needs, with no guess at how long that is.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Lays out the whole page as a visitor who scrolls and opens everything sees it: sections drawn
 * only near the screen are drawn, and closed disclosures (a transcript, a FAQ) are opened.
 */
export async function drawEverything(page: Page) {
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    for (const details of document.querySelectorAll('details')) details.open = true;
    await new Promise(requestAnimationFrame);
  });
}

/** The relative luminance (WCAG) of an element's computed colour property, 0 (black) to 1 (white). */
export async function luminance(page: Page, selector: string, property: 'backgroundColor' | 'color') {
  return page
    .locator(selector)
    .first()
    .evaluate((element, property) => {
      const [r = 0, g = 0, b = 0] = (getComputedStyle(element)[property].match(/[\d.]+/g) ?? []).map(Number);
      const linear = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    }, property);
}

/** Whether the page's own background is a dark one (the dark theme is on). */
export const isDark = async (page: Page) => (await luminance(page, 'html', 'backgroundColor')) < 0.02;

/** The page's audio element as the player drives it: state, position, speed, volume and source. */
export async function audioState(page: Page) {
  return page.locator('audio').evaluate((element: HTMLAudioElement) => ({
    paused: element.paused,
    time: element.currentTime,
    duration: element.duration,
    rate: element.playbackRate,
    volume: element.volume,
    muted: element.muted,
    /** The address the element plays (absolute). */
    src: element.currentSrc || element.src,
    /** Its `src` attribute as the page wrote it. */
    srcAttribute: element.getAttribute('src'),
  }));
}

/** Scrolls an image into view and waits until it has loaded and decoded to a real size. */
export async function expectImageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** The page does not scroll sideways: its document is at most 1 px wider than the screen. */
export async function expectNoSidewaysScroll(page: Page, message?: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, message ?? `${page.url()} scrolls sideways`).toBeLessThanOrEqual(1);
}

/**
 * Declares, for each page at each of WIDTHS, the test every reading page owes a visitor: it answers
 * 200, has one top heading with its text (a string is the whole heading, a pattern a part of it),
 * does not scroll sideways, and axe finds nothing once it is hydrated. `slow` triples the budget for
 * pages with many controls, where axe alone takes seconds on a busy machine.
 */
export function testPagesAtEachWidth(
  pages: readonly { path: string; heading: string | RegExp }[],
  { slow = false } = {},
) {
  for (const { path, heading } of pages)
    for (const [name, viewport] of Object.entries(WIDTHS))
      test(`${path} answers 200 with one heading, fits and has no axe violations at ${name} width`, async ({
        page,
      }) => {
        if (slow) test.slow();
        await page.setViewportSize(viewport);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toHaveText(heading);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });
}

/**
 * The fields whose placeholder does not fit them: its text laid out as the field's value (and put
 * back at once) must not scroll. A cut hint reads as a different word ('חיפוש בתמלי', 'טכנ').
 * `unlessEllipsis` passes a hint cut with an ellipsis ('…' reads as cut, not as the whole hint), as
 * the filters' and the transcript's are on a 320 px screen at 150 % text.
 */
export function cutPlaceholders(scope: Locator, { unlessEllipsis = false } = {}) {
  return scope.evaluate(
    (root, unlessEllipsis) =>
      [...root.querySelectorAll<HTMLInputElement>('input[placeholder]')].flatMap((field) => {
        // A closed menu's field is laid out but not shown (content-visibility: hidden).
        if (!field.checkVisibility() || field.value !== '') return [];
        if (unlessEllipsis && getComputedStyle(field).textOverflow === 'ellipsis') return [];
        field.value = field.placeholder;
        const extra = field.scrollWidth - field.clientWidth;
        field.value = '';
        return extra > 0 ? [`${field.placeholder}: ${extra} px over`] : [];
      }),
    unlessEllipsis,
  );
}

/**
 * Text that runs out of its box's content box into its padding or past its edge, cards by default (the
 * box does not scroll, and nothing between clips it): a hyphenated file name kept on one line
 * ('copilot-instructions.md', 23 letters) ran 19 px past its list's column at 150 % text. `boxes`
 * names other boxes to check the same way, buttons for one ('למועדפים' ran 7 px into its padding).
 */
export function textOutOfBoxes(main: Locator, boxes = '.card, .rounded-card') {
  return main.evaluate(
    (root, boxes) =>
      [...root.querySelectorAll<HTMLElement>(boxes)].flatMap((box) => {
        if (box.getClientRects().length === 0 || getComputedStyle(box).overflowX !== 'visible') return [];
        // The box's content box: text in its padding has left its column.
        const outer = box.getBoundingClientRect();
        const style = getComputedStyle(box);
        const left =
          outer.left + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.paddingLeft);
        const right =
          outer.right - Number.parseFloat(style.borderRightWidth) - Number.parseFloat(style.paddingRight);
        const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          if (!text) continue;
          let clipped = false;
          for (
            let element = node.parentElement;
            element && element !== box;
            element = element.parentElement
          ) {
            const style = getComputedStyle(element);
            // A truncated line or a screen reader's text (a 1 px box) is clipped where it is drawn.
            if (style.overflowX !== 'visible' || element.getBoundingClientRect().width <= 1) {
              clipped = true;
              break;
            }
          }
          if (clipped) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            const out = Math.max(left - rect.left, rect.right - right);
            if (rect.width > 0 && out > 1) return [`${text.slice(0, 30)}: ${Math.round(out)} px out`];
          }
        }
        return [];
      }),
    boxes,
  );
}
