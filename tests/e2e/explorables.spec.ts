import { type Browser, expect, type Page, test } from '@playwright/test';
import * as cl100k from 'gpt-tokenizer/encoding/cl100k_base';
import * as o200k from 'gpt-tokenizer/encoding/o200k_base';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  preferAccessibility,
  preferTextSize,
  WIDTHS,
  waitForDocumentHydrated,
  waitForHydration,
} from './helpers.ts';

// The explorables above the visualizations of /terms/token, /terms/temperature, /terms/embedding and
// /terms/neural-networks:
// with JavaScript (keyboard only), without it (GET forms and links), at 390 and 1280 px, axe clean.
// Figures are read from data attributes and compared with what the libraries compute here.

const count = (page: Page, encoding: string, language = 'he') =>
  page.locator(
    `[data-results="tokens"] [data-token-count][data-encoding="${encoding}"][data-language="${language}"]`,
  );

async function withoutJavaScript(browser: Browser, width: keyof typeof WIDTHS = 'desktop') {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: WIDTHS[width] });
  return { context, page: await context.newPage() };
}

/** Probabilities of the table's rows, top first. */
async function probabilities(page: Page): Promise<number[]> {
  return page
    .locator('tr[data-probability]')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-probability'))));
}

/** The reveal of the embedding question says right exactly when the guess had the lowest similarity. */
async function expectEmbeddingReveal(page: Page, guessed: string) {
  const reveal = page.locator('[data-reveal="embedding"]');
  await expect(reveal.locator('[data-similarity-of]')).toHaveCount(3);
  const values = await reveal
    .locator('[data-similarity-of]')
    .evaluateAll((spans) =>
      spans.map(
        (span) =>
          [span.getAttribute('data-similarity-of')!, Number(span.getAttribute('data-value'))] as const,
      ),
    );
  const farthest = values.reduce((low, entry) => (entry[1] < low[1] ? entry : low));
  await expect(reveal).toContainText(farthest[0] === guessed ? 'צדקתם!' : 'לא בדיוק.');
}

for (const [name, viewport] of Object.entries(WIDTHS)) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport });

    test('tokens: typing recounts in the browser, with the tokenizer loaded only then', async ({ page }) => {
      const tokenizerRequests: string[] = [];
      page.on('request', (request) => {
        if (/(o200k|cl100k)_base/.test(request.url())) tokenizerRequests.push(request.url());
      });
      await page.goto('/terms/token');
      await waitForHydration(page);
      await waitForDocumentHydrated(page);
      await expect(count(page, 'o200k_base')).toHaveAttribute('data-token-count', /^\d+$/);
      expect(tokenizerRequests).toEqual([]);
      await expectNoAxeViolations(page);

      const text = 'שלום עולם, hello world';
      const box = page.getByRole('textbox', { name: /הטקסט שלכם/ });
      await box.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Delete');
      await page.keyboard.type(text);
      await expect(count(page, 'o200k_base')).toHaveAttribute(
        'data-token-count',
        String(o200k.encode(text).length),
      );
      await expect(count(page, 'cl100k_base')).toHaveAttribute(
        'data-token-count',
        String(cl100k.encode(text).length),
      );
      expect(tokenizerRequests.length).toBeGreaterThan(0);
      await expect.poll(() => new URL(page.url()).searchParams.get('text')).toBe(text);
      await expect(page.locator('[data-live-region]').first()).toContainText('טוקנים');

      // Predict, then reveal: choose with the arrow keys, send with Enter.
      const first = page.getByRole('radio', { name: 'בערך אותו מספר' });
      await first.focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('radio', { name: 'בערך פי 1.5' })).toBeChecked();
      await page.getByRole('button', { name: 'בדקו את הניחוש' }).focus();
      await page.keyboard.press('Enter');
      const reveal = page.locator('[data-reveal="tokens"]');
      await expect(reveal).toContainText('צדקתם');
      await expect(reveal.locator('[data-encoding="o200k_base"][data-language="he"]')).toHaveAttribute(
        'data-token-count',
        String(o200k.encode('מודל שפה גדול קורא את הטקסט שלכם כרצף של טוקנים ולא כמילים שלמות.').length),
      );
      await expectNoAxeViolations(page);
    });

    test('temperature: the keyboard moves the sliders and the chart follows softmax', async ({ page }) => {
      await page.goto('/terms/temperature');
      await waitForHydration(page);
      await waitForDocumentHydrated(page);
      await expectNoAxeViolations(page);
      const before = await probabilities(page);
      const slider = page.getByRole('slider', { name: 'טמפרטורה' });
      await slider.focus();
      await page.keyboard.press('End');
      await expect(slider).toHaveAttribute('aria-valuetext', '2');
      await expect.poll(async () => (await probabilities(page))[0]).toBeLessThan(before[0]!);
      await expect.poll(() => new URL(page.url()).searchParams.get('temperature')).toBe('2');
      const k = page.getByRole('slider', { name: /top-k/ });
      await k.focus();
      await page.keyboard.press('Home');
      await expect.poll(async () => (await probabilities(page)).length).toBe(1);
      expect((await probabilities(page))[0]).toBe(1);

      // 'דגום' samples on the server with the seed in the address: the same address, the same words.
      await page.getByRole('button', { name: 'דגום' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/seed=1/);
      const sample = page.locator('[data-sample]');
      const words = await sample.textContent();
      expect(words).toBeTruthy();
      await page.reload();
      await expect(sample).toHaveText(words!);
      await expectNoAxeViolations(page);
    });

    test('embedding: a term chosen from the list with the keyboard shows its neighbours', async ({
      page,
    }) => {
      // Two axe runs and a navigation: more than the default on the 2-core machine.
      test.slow();
      await page.goto('/terms/embedding?term=rag');
      await waitForHydration(page);
      await waitForDocumentHydrated(page);
      const rows = page.locator('[data-similarity]');
      await expect(rows).toHaveCount(5);
      await expectNoAxeViolations(page);
      const link = page.getByRole('navigation', { name: 'בחירת מושג' }).getByRole('link', { name: 'טוקן' });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/term=token/);
      await expect(page.locator('[data-neighbours="token"]')).toBeVisible();
      const similarities = await rows.evaluateAll((nodes) =>
        nodes.map((node) => Number(node.getAttribute('data-similarity'))),
      );
      expect([...similarities].sort((a, b) => b - a)).toEqual(similarities);
      expect(similarities[0]).toBeGreaterThan(0);

      // Predict, then reveal: a choice with the keyboard, sent with Enter, answered in the browser.
      const radio = page
        .getByRole('group', { name: /הכי רחוק/ })
        .getByRole('radio')
        .first();
      await radio.focus();
      await page.keyboard.press('Space');
      const guessed = await radio.getAttribute('value');
      await page.getByRole('button', { name: 'בדקו את הניחוש' }).focus();
      await page.keyboard.press('Enter');
      await expectEmbeddingReveal(page, guessed!);
      await expect.poll(() => new URL(page.url()).searchParams.get('guess')).toBe(guessed);
      await expectNoAxeViolations(page);
    });

    test('network: the keyboard sets it up and trains it, the loss falling to the server’s still', async ({
      page,
    }) => {
      // Two axe runs, a 400-step run and a navigation: more than the default on the 2-core machine.
      test.slow();
      // The trainer is its own chunk (network-*.js), fetched when the reader reaches for 'אמן' (the
      // explorable's own view, network-explorable-*.js, comes with the page).
      const trainerRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/network-(?!explorable-)[^/]*\.js$/.test(request.url())) trainerRequests.push(request.url());
      });
      await page.goto('/terms/neural-networks?dataset=xor&hidden=4&rate=1');
      await waitForHydration(page);
      await waitForDocumentHydrated(page);
      const loss = page.locator('[data-loss]');
      const still = Number(await loss.getAttribute('data-loss'));
      await expect(page.locator('[data-chart="network-region"]')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(trainerRequests).toEqual([]);
      // Every loss the page shows while it trains.
      await loss.evaluate((element) => {
        const seen: number[] = [];
        (window as unknown as { seenLosses: number[] }).seenLosses = seen;
        new MutationObserver(() => seen.push(Number(element.getAttribute('data-loss')))).observe(element, {
          attributes: true,
        });
      });
      await page.getByRole('button', { name: 'אמן' }).focus();
      await page.keyboard.press('Enter');
      // The still is at step 400 too: the run's last announcement says it has got there again.
      await expect(page.locator('[data-live-region]').first()).toContainText('צעד 400:');
      await expect(page.getByRole('button', { name: 'אמן' })).toBeFocused();
      // The same seeded run as the server's: it ends where the still is, from far above it.
      await expect(loss).toHaveAttribute('data-loss', String(still));
      const seen = await page.evaluate(() => (window as unknown as { seenLosses: number[] }).seenLosses);
      expect(seen.length).toBeGreaterThan(10);
      expect(seen[0]).toBeGreaterThan(still * 5);
      expect(seen.at(-1)).toBe(still);
      expect(trainerRequests).toHaveLength(1);
      await expectNoAxeViolations(page);

      const slider = page.getByRole('slider', { name: 'יחידות נסתרות' });
      await slider.focus();
      await page.keyboard.press('End');
      await expect(slider).toHaveAttribute('aria-valuetext', '8 יחידות');
      await page.getByRole('button', { name: 'הצג את ההגדרות' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/hidden=8/);
      await expect(page.getByLabel('יחידות נסתרות')).toHaveValue('8');
    });
  });
}

// The narrowest screens a reader brings: 320 px (a small phone, or 1280 px at 400 % zoom), and 390 and
// 320 px with the site's largest text. The token counts' table fits in three columns (the words, the same for
// every encoding, are said once under its caption); its region scrolls by keyboard should it not, and
// the page never scrolls sideways.
for (const { name, viewport, textSize } of [
  { name: '320 px', viewport: { width: 320, height: 700 }, textSize: 100 },
  { name: '390 px at 150 % text', viewport: WIDTHS.mobile, textSize: 150 },
  // The narrowest phone at the largest text: the table scrolled 12 px in its region here.
  { name: '320 px at 150 % text', viewport: { width: 320, height: 700 }, textSize: 150 },
]) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test('the explorables fit the screen, the token table whole', async ({ page }) => {
      await preferTextSize(page, textSize);
      for (const path of [
        '/terms/temperature',
        '/terms/embedding',
        '/terms/neural-networks',
        '/terms/token',
      ]) {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoSidewaysScroll(page);
      }
      const region = page.getByRole('region', { name: 'הטקסט שלכם' });
      await expect(region).toHaveAttribute('tabindex', '0');
      const table = region.getByRole('table', { name: 'הטקסט שלכם' });
      await expect(table.locator('caption')).toContainText('13 מילים');
      await expect(table.getByRole('columnheader')).toHaveText(['קידוד', 'טוקנים', 'טוקנים למילה']);
      await expect(table.getByRole('rowheader', { name: 'o200k_base' })).toBeVisible();
      expect(await region.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(1);
      await expectNoAxeViolations(page);
    });
  });
}

test('the charts move only when motion is allowed', async ({ page }) => {
  const seconds = () =>
    page
      .locator('[data-chart="temperature"] span.bg-brand-600')
      .first()
      .evaluate((bar) => Number.parseFloat(getComputedStyle(bar).transitionDuration));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/terms/temperature');
  expect(await seconds()).toBeLessThan(0.001);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(seconds).toBeGreaterThan(0.05);
});

// Motion stops when the device asks for less of it, or when the visitor switched 'עצירת אנימציות' on.
for (const by of ['the device', 'the accessibility panel'] as const) {
  test(`network: with motion stopped by ${by}, training shows its end at once`, async ({ page }) => {
    if (by === 'the device') await page.emulateMedia({ reducedMotion: 'reduce' });
    else await preferAccessibility(page, { stopAnimations: true });
    await page.goto('/terms/neural-networks?dataset=circle');
    await waitForHydration(page);
    await waitForDocumentHydrated(page);
    const loss = page.locator('[data-loss]');
    const still = await loss.getAttribute('data-loss');
    await loss.evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as { seenLosses: string[] }).seenLosses = seen;
      new MutationObserver(() => seen.push(element.getAttribute('data-loss')!)).observe(element, {
        attributes: true,
      });
    });
    await page.getByRole('button', { name: 'אמן' }).click();
    await expect(page.locator('[data-live-region]').first()).toContainText('צעד 400:');
    await expect(loss).toHaveAttribute('data-loss', still!);
    // No frames in between: the loss attribute never showed an intermediate value.
    const seen = await page.evaluate(() => (window as unknown as { seenLosses: string[] }).seenLosses);
    expect(seen.every((value) => value === still)).toBe(true);
  });
}

// axe runs in the page (it needs JavaScript): the pages' accessibility is checked above, in the same states.
test.describe('without JavaScript', () => {
  for (const width of ['mobile', 'desktop'] as const) {
    test(`tokens: the GET form counts on the server (${width})`, async ({ browser }) => {
      const { context, page } = await withoutJavaScript(browser, width);
      await page.goto('/terms/token');
      const text = 'Hebrew costs more: עברית עולה יותר';
      await page.getByRole('textbox', { name: /הטקסט שלכם/ }).fill(text);
      await page.getByRole('button', { name: 'ספרו טוקנים' }).click();
      await expect(page).toHaveURL(/[?&]text=/);
      await expect(count(page, 'o200k_base')).toHaveAttribute(
        'data-token-count',
        String(o200k.encode(text).length),
      );
      await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);

      await page.getByRole('link', { name: 'דוגמה 2' }).click();
      await expect(count(page, 'o200k_base', 'en')).toHaveAttribute(
        'data-token-count',
        String(
          o200k.encode('Every token costs money and takes up room in the model’s context window.').length,
        ),
      );
      await context.close();
    });

    test(`temperature: the form reshapes the distribution and samples (${width})`, async ({ browser }) => {
      const { context, page } = await withoutJavaScript(browser, width);
      await page.goto('/terms/temperature?temperature=0.1');
      const cold = await probabilities(page);
      await page.goto('/terms/temperature?temperature=2');
      const hot = await probabilities(page);
      expect(cold[0]).toBeGreaterThan(hot[0]!);
      await page.getByRole('radio', { name: 'תרד' }).check();
      await page.getByRole('button', { name: 'בדקו את הניחוש' }).click();
      await expect(page.locator('[data-reveal="temperature"]')).toContainText('צדקתם');
      await page.goto('/terms/temperature');
      await page.getByRole('button', { name: 'דגום' }).click();
      await expect(page).toHaveURL(/seed=1/);
      await expect(page.locator('[data-sample="1"]')).toBeVisible();
      await context.close();
    });

    test(`embedding: the list's links choose a term (${width})`, async ({ browser }) => {
      const { context, page } = await withoutJavaScript(browser, width);
      await page.goto('/terms/embedding');
      await expect(page.locator('[data-neighbours="rag"] [data-similarity]')).toHaveCount(5);
      await page.getByRole('navigation', { name: 'בחירת מושג' }).getByRole('link', { name: 'טוקן' }).click();
      await expect(page.locator('[data-neighbours="token"] [data-similarity]')).toHaveCount(5);
      const radio = page.getByRole('radio').last();
      const guessed = await radio.getAttribute('value');
      await radio.check();
      await page.getByRole('button', { name: 'בדקו את הניחוש' }).click();
      await expect(page).toHaveURL(/term=token&guess=/);
      await expectEmbeddingReveal(page, guessed!);
      await context.close();
    });

    test(`network: the form shows another set-up trained on the server (${width})`, async ({ browser }) => {
      const { context, page } = await withoutJavaScript(browser, width);
      await page.goto('/terms/neural-networks');
      // Training runs in the browser: without script its button would do nothing, and neither it nor
      // the intro's 'לחצו 'אמן'' is shown.
      await expect(page.getByRole('button', { name: 'הצג את ההגדרות' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'אמן' })).toBeHidden();
      const intro = page.locator('#network-title + p');
      // As drawn (innerText leaves out what is not shown).
      await expect(intro).toContainText('בחרו נתונים, מספר יחידות וקצב למידה וראו את ההפסד יורד', {
        useInnerText: true,
      });
      await expect(intro).not.toContainText('אמן', { useInnerText: true });
      const first = Number(await page.locator('[data-loss]').getAttribute('data-loss'));
      await page.getByLabel('הנתונים').selectOption({ label: 'שתי ספירלות' });
      await page.getByLabel('קצב למידה').selectOption('3');
      await page.getByRole('button', { name: 'הצג את ההגדרות' }).click();
      await expect(page).toHaveURL(/dataset=spiral/);
      const spiral = Number(await page.locator('[data-loss]').getAttribute('data-loss'));
      expect(spiral).not.toBe(first);
      // The table's first row is the untrained network, its last the still: the loss fell.
      const rows = page.locator('[data-losses] tbody tr');
      await expect(rows).toHaveCount(9);
      const losses = await rows.locator('td').allTextContents();
      expect(Number(losses.at(-1))).toBeLessThan(Number(losses[0]));
      await expect(page.locator('[data-chart="network-region"] rect')).not.toHaveCount(0);
      await page.goto('/terms/neural-networks?hidden=99&rate=abc');
      await expect(page.getByText('מחוץ לטווח')).toBeVisible();
      await expect(page.getByLabel('יחידות נסתרות')).toHaveValue('8');
      await context.close();
    });
  }
});
