import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import sharp from 'sharp';
import { expectImageLoaded, expectNoAxeViolations, waitForHydration } from './helpers.ts';

// Small things a visitor notices: the category page names itself once, the compare table shows the
// prices the tool pages list, and media playback icons keep their direction in right-to-left.

test("/category/image-generation: the breadcrumb's last step and the heading say the same", async ({
  page,
}) => {
  await page.goto('/category/image-generation');
  const heading = (await page.locator('h1').innerText()).trim();
  const crumb = (await page.locator('[aria-current="page"]').first().innerText()).trim();
  expect(heading).toBe(crumb);
  await expect(page).toHaveTitle(new RegExp(heading));
});

test('compare lists the prices the tool pages list, not a "see the site" note', async ({ page }) => {
  await page.goto('/tools/compare?tools=chatgpt,claude');
  const prices = page.locator('tr[data-row="price"] td');
  await expect(prices).toHaveCount(2);
  for (const text of await prices.allInnerTexts()) expect(text).not.toContain('ראו באתר');
  // The first plan ChatGPT's own page lists is in its column.
  await page.goto('/tools/chatgpt');
  const name = (await page.locator('[data-plan-name]').first().innerText()).trim();
  await page.goto('/tools/compare?tools=chatgpt,claude');
  await expect(prices.first()).toContainText(`${name}:`);
});

test("the podcast player's play icon points right, as media icons do in right-to-left", async ({ page }) => {
  await page.goto('/podcast/episode-12');
  await waitForHydration(page);
  const icon = page.getByTestId('play-toggle').locator('svg');
  await expect(icon).toBeVisible();
  expect(await icon.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
});

// docs/product.md#tool-page: a tool simple-icons has shows its brand mark (an image, drawn), the
// others keep their letter tile.
test('tools simple-icons has show their brand marks; the others keep the letter tile', async ({ page }) => {
  // Two pages, seven marks scrolled to and loaded, and an axe run over a whole tool page (about 4 s
  // idle): past 30 s once on a loaded two-core host.
  test.slow();
  await page.goto('/tools');
  for (const id of ['claude', 'gemini', 'perplexity', 'github-copilot', 'notion-ai', 'zapier', 'n8n']) {
    const mark = page.locator(`article[data-tool-id="${id}"] img[data-brand-mark]`);
    await expect(mark).toHaveAttribute('src', `/brand-marks/${id}.svg`);
    await expectImageLoaded(mark);
  }
  // OpenAI's ChatGPT is absent from simple-icons: its card keeps the seed's letter-tile logo.
  const chatgpt = page.locator('article[data-tool-id="chatgpt"]');
  await chatgpt.scrollIntoViewIfNeeded();
  await expect(chatgpt.locator('img[data-brand-mark]')).toHaveCount(0);
  await expect(chatgpt.locator('img[src="/images/tools/chatgpt.svg"]')).toHaveCount(1);

  await page.goto('/tools/claude');
  const header = page.locator('img[data-brand-mark="claude"]');
  await expect(header).toBeVisible();
  await expectImageLoaded(header);
  await expectNoAxeViolations(page);
});

// The ecosystem's services likewise: their own marks on /ecosystem and on a service's page; a service
// simple-icons lacks (Pinecone) shows its first letter.
test('ecosystem services simple-icons has show their brand marks; the others their first letter', async ({
  page,
  request,
}) => {
  const simpleIcons = path.dirname(createRequire(import.meta.url).resolve('simple-icons'));
  const served = await request.get('/brand-marks/services/vercel.svg');
  expect(served.headers()['content-type']).toContain('image/svg+xml');
  const own = readFileSync(path.join(simpleIcons, 'icons', 'vercel.svg'), 'utf8');
  expect(await served.text()).toContain(/<path d="([^"]+)"/.exec(own)![1]);

  await page.goto('/ecosystem');
  for (const id of ['vercel', 'cloudflare', 'supabase', 'clerk', 'qdrant', 'sentry']) {
    const mark = page.locator(`img[data-brand-mark="${id}"]`);
    await expect(mark).toHaveAttribute('src', `/brand-marks/services/${id}.svg`);
    await expectImageLoaded(mark);
  }
  const pinecone = page.locator('article').filter({ has: page.getByRole('link', { name: 'Pinecone' }) });
  await expect(pinecone.locator('img')).toHaveCount(0);
  await expect(pinecone.locator('[data-letter-tile]')).toHaveText('P');

  await page.goto('/ecosystem/hosting/vercel');
  const header = page.locator('header img[data-brand-mark="vercel"]');
  await expect(header).toBeVisible();
  await expectImageLoaded(header);
  await expectNoAxeViolations(page);
});

/** How much of an element's box is painted in something other than the colour of its corner. */
async function inkShare(element: Locator): Promise<number> {
  const { data, info } = await sharp(await element.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [r, g, b] = [data[0]!, data[1]!, data[2]!];
  let ink = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const distance =
      Math.abs(data[offset]! - r) + Math.abs(data[offset + 1]! - g) + Math.abs(data[offset + 2]! - b);
    if (distance > 96) ink++;
  }
  return ink / (info.width * info.height);
}

// docs/product.md#site-wide-widgets: a link to a network (the footer's profiles, the share buttons,
// 'listen on Spotify') shows that network's own mark, simple-icons' shape painted in the link's colour,
// in forced colours as well (a mask painted in the forced background would vanish). LinkedIn, absent
// from simple-icons, keeps a briefcase.
test("links to a network show the network's own mark, painted in the link's colour, in forced colours too", async ({
  page,
  request,
}) => {
  const simpleIcons = path.dirname(createRequire(import.meta.url).resolve('simple-icons'));
  for (const mark of ['facebook', 'x', 'youtube', 'spotify', 'github']) {
    const served = await request.get(`/brand-marks/social/${mark}.svg`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('image/svg+xml');
    const own = readFileSync(path.join(simpleIcons, 'icons', `${mark}.svg`), 'utf8');
    expect(await served.text()).toContain(/<path d="([^"]+)"/.exec(own)![1]);
  }
  const linksByPage = {
    '/podcast/episode-11': [
      ['[data-testid="spotify-link"]', 'spotify'],
      ['[data-testid="share"] a[data-share="facebook"]', 'facebook'],
      ['[data-testid="share"] a[data-share="x"]', 'x'],
      ['footer a[href*="youtube.com"]', 'youtube'],
      ['footer a[href*="spotify.com"]', 'spotify'],
      ['footer a[href^="https://x.com"]', 'x'],
    ],
    // The portfolio's ways out: each gallery's channel, the profile and each project's source.
    '/portfolio/videos': [['#works [data-testid="view-all"]', 'youtube']],
    '/portfolio/code': [
      ['[data-testid="github-profile"]', 'github'],
      ['[data-project] >> nth=0 >> a[href^="https://github.com/"]', 'github'],
    ],
  } as const;
  for (const [pagePath, links] of Object.entries(linksByPage))
    for (const forcedColors of ['none', 'active'] as const) {
      await page.emulateMedia({ forcedColors });
      await page.goto(pagePath);
      for (const [link, mark] of links) {
        const glyph = page.locator(link).locator(`[data-brand-glyph="${mark}"]`);
        await glyph.scrollIntoViewIfNeeded();
        await expect(glyph).toBeVisible();
        // The shape is drawn: neither nothing (the file not applied) nor the whole square (no mask).
        const where = `${mark} in ${link}, forced colours ${forcedColors}`;
        await expect.poll(() => inkShare(glyph), { message: where }).toBeGreaterThan(0.1);
        expect(await inkShare(glyph), where).toBeLessThan(0.9);
      }
    }
});

// LinkedIn's mark is absent from simple-icons at LinkedIn's request (decision 0048), so its share button
// and the footer's profile link keep a plain briefcase rather than a drawing of its logo.
test('LinkedIn keeps a plain briefcase in the share buttons and the footer', async ({ page }) => {
  await page.goto('/podcast/episode-11');
  for (const link of [
    '[data-testid="share"] a[data-share="linkedin"]',
    'footer a[href^="https://www.linkedin.com/in/"]',
  ]) {
    await expect(page.locator(link).locator('svg.lucide-briefcase')).toHaveCount(1);
    await expect(page.locator(link).locator('[data-brand-glyph]')).toHaveCount(0);
  }
});

// docs/product.md#complexity-levels: the difficulty chip and the complexity bar of a term page say the
// same thing, on the page and in the glossary's list.
test("'מודל שפה גדול' is advanced in its chip, its bar and the glossary list", async ({ page }) => {
  await page.goto('/terms/llm');
  const levels = page.getByRole('region', { name: 'סיווג ומורכבות' });
  await expect(levels.locator('[data-difficulty]')).toHaveAttribute('data-difficulty', 'advanced');
  await expect(levels.locator('[data-difficulty]')).toContainText('מתקדם');
  await expect(levels).toContainText('מתקדמת · 75%');
  await page.goto('/terms');
  await expect(page.locator('main article[data-term-id="llm"] [data-difficulty]')).toContainText('מתקדם');
});

// docs/product.md#podcast-episodes: the seed's episodes last minutes, as their feed says, and the
// player tells the feed's length even though the seed's audio files are short samples.
test("episodes show the feed's duration, in the list and in the player", async ({ page }) => {
  await page.goto('/podcast');
  const durations = await page.locator('main article[data-episode]').allInnerTexts();
  expect(durations).toHaveLength(7);
  for (const text of durations) expect(text).toMatch(/\b(2[0-9]|3[0-9]|4[0-9]):[0-5]\d\b/);
  await page.goto('/podcast/episode-12');
  await waitForHydration(page);
  // The file is a 35-second sample: once its metadata is in, the shown length stays the feed's.
  await expect
    .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration))
    .toBeGreaterThan(0);
  await expect(page.getByTestId('total-time')).toHaveText('28:42');
});
