import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, holdRequests, testPagesAtEachWidth, waitForHydration } from './helpers.ts';

// The portfolio pages against the production build with the seed content: each page's heading, width
// and axe at every width, the video facade (nothing from the video service before a click; keyboard
// and Escape) and the videos page with and without JavaScript. The code page's own behaviour is in
// code-projects.spec.ts.

const EMBED = 'https://www.youtube-nocookie.com/embed/';

const PAGES = [
  { path: '/portfolio', heading: 'פורטפוליו' },
  { path: '/portfolio/videos', heading: 'סרטונים' },
  { path: '/portfolio/code', heading: 'פרויקטי קוד' },
];

testPagesAtEachWidth(PAGES);

/** Every request that leaves the site; the player's own address answers from here, not the internet. */
async function watchThirdParty(page: Page) {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
  });
  await page.route(`${EMBED}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>player</title><button>play</button>',
    }),
  );
  return external;
}

test.describe('the video facade', () => {
  test('nothing from the video service before a click; a click plays it in place through the nocookie player', async ({
    page,
  }) => {
    test.slow(); // two players and an axe run with a frame open: slow on a loaded machine
    const external = await watchThirdParty(page);
    await page.goto('/portfolio/videos');
    await waitForHydration(page);
    await expect(page.locator('#works article')).toHaveCount(8);
    await expect(page.locator('#tutorials article')).toHaveCount(4);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(external.filter((url) => /youtube|ytimg|google/.test(url))).toEqual([]);

    const first = page.locator('#works article').first();
    const title = (await first.locator('h3').textContent())?.trim() ?? '';
    await first.getByRole('button', { name: `ניגון הסרטון: ${title}` }).click();
    const frame = first.locator('iframe');
    await expect(frame).toHaveAttribute('src', `${EMBED}vidWork0001?autoplay=1`);
    await expect(frame).toHaveAttribute('title', title);
    // The frame's request is reported a moment after its src is set: wait for it, not a turn.
    await expect.poll(() => external).toEqual([`${EMBED}vidWork0001?autoplay=1`]);
    await expectNoAxeViolations(page);

    // One video at a time: starting another puts the first back.
    const second = page.locator('#works article').nth(1);
    await second.getByRole('button', { name: /^ניגון הסרטון: / }).click();
    await expect(second.locator('iframe')).toHaveCount(1);
    await expect(first.locator('iframe')).toHaveCount(0);
    await second.getByRole('button', { name: /^סגירה/ }).click();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(second.getByRole('button', { name: /^ניגון הסרטון: / })).toBeFocused();
  });

  test('keyboard: Enter on the play button moves focus into the player; Escape closes it and returns focus', async ({
    page,
  }) => {
    await watchThirdParty(page);
    await page.goto('/portfolio/videos');
    await waitForHydration(page);
    const card = page.locator('#tutorials article').first();
    const title = (await card.locator('h3').textContent())?.trim() ?? '';
    const play = card.getByRole('button', { name: `ניגון הסרטון: ${title}` });
    await play.focus();
    await page.keyboard.press('Enter');
    const player = card.getByRole('region', { name: `נגן הסרטון: ${title}` });
    await expect(player).toBeFocused();
    await expect(player.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    // Tab goes into the player, then to our own controls, which also answer Escape. The player's own
    // document must have arrived first: until then the frame has nothing to take focus, and Tab moves
    // past it (a failure seen once in a full run on a loaded machine).
    await expect(player.frameLocator('iframe').getByRole('button', { name: 'play' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(player.locator('iframe')).toBeFocused();
    await player.getByRole('button', { name: /^סגירה/ }).focus();
    await page.keyboard.press('Escape');
    await expect(card.locator('iframe')).toHaveCount(0);
    await expect(play).toBeFocused();
    // Space works as on any button.
    await page.keyboard.press('Space');
    await expect(player).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(play).toBeFocused();
  });

  test("hydration turns each thumbnail's link into the play button without making its image again", async ({
    page,
  }) => {
    // Every thumbnail image the server sent, marked once the document is parsed and before any
    // module script runs; an image React made again would come without the mark.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const image of document.querySelectorAll('[data-testid="video-thumbnail"] img'))
          Object.assign(image, { fromServer: true });
      });
    });
    await page.goto('/portfolio/videos');
    await waitForHydration(page);
    await expect(page.getByTestId('video-play')).toHaveCount(12);
    await expect(page.getByTestId('video-link')).toHaveCount(0);
    const images = await page
      .locator('[data-testid="video-thumbnail"] img')
      .evaluateAll((found) => found.map((image) => 'fromServer' in image));
    expect(images).toHaveLength(12);
    expect(images.every(Boolean)).toBe(true);
  });

  test('while a client navigation waits, the videos page shows 4 skeleton cards', async ({ page }) => {
    await page.goto('/portfolio');
    await waitForHydration(page);
    const release = await holdRequests(page, '**/portfolio/videos.data*');
    await page.getByRole('link', { name: 'לכל הסרטונים' }).click();
    await expect(page.locator('[data-skeleton-card]')).toHaveCount(4);
    await expect(page.getByRole('status').filter({ hasText: 'טוען סרטונים...' })).toBeAttached();
    release();
    await expect(page.locator('h1')).toHaveText('סרטונים');
    await expect(page.locator('[data-skeleton-card]')).toHaveCount(0);
    await expect(page.locator('#works article')).toHaveCount(8);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a video card links to the video on YouTube and no frame is ever made', async ({ page }) => {
    await page.goto('/portfolio/videos');
    const link = page
      .locator('#works article')
      .first()
      .getByRole('link', { name: /ב-YouTube$/ });
    await expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=vidWork0001');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.locator('[data-testid="video-play"]')).toHaveCount(0);
  });
});
