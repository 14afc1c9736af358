import { expect, test } from '@playwright/test';
import { audioState, expectNoAxeViolations, waitForHydration } from './helpers.ts';

// Moments of an episode (docs/search.md#moments) on the production build with the seed. Episode 12's
// audio is about 35 s and its transcript falls into two passages: 0.6–31.3 s and 31.9–34.8 s.
// Episode 11 plays a 9 s sample; its transcript runs for about two and a half minutes.

const A = '/podcast/episode-12';
const B = '/podcast/episode-11';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('?t= renders the passage holding that second as the current one, the transcript open', async ({
    page,
  }) => {
    const response = await page.goto(`${B}?t=75`);
    expect(response?.status()).toBe(200);
    const current = page.locator('[data-testid="transcript"] [data-passage][aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('id', /^t-\d+$/);
    await expect(current).toContainText('אמבדינג');
    // Without JavaScript the passage offers its address as a plain link.
    await expect(current.getByRole('link', { name: 'קישור לרגע' })).toHaveAttribute('href', /\?t=\d+$/);
    // The canonical address is the episode's, without the moment.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/podcast\/episode-11$/);
  });

  test('a t that does not read as a time is ignored', async ({ page }) => {
    const response = await page.goto(`${B}?t=soon`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-passage][aria-current="true"]')).toHaveCount(0);
  });
});

test('?t= sets the player to that second after hydration, without playing, and says so', async ({ page }) => {
  await page.goto(`${A}?t=32`);
  await waitForHydration(page);
  await expect(page.getByTestId('moment-status')).toContainText('הנגן הועבר לרגע 00:32');
  const state = await audioState(page);
  expect(state.paused).toBe(true);
  expect(state.time).toBeCloseTo(32, 0);
  await expect(page.locator('[data-passage][aria-current="true"]')).toContainText('תודה שהאזנתם');
  await expectNoAxeViolations(page);
});

test('a moment past the end of the audio says the moment asked for, and that the player went to the end', async ({
  page,
}) => {
  await page.goto(`${B}?t=75`);
  await waitForHydration(page);
  const status = page.getByTestId('moment-status');
  await expect(status).toContainText('קובץ השמע קצר מהרגע 01:15, ולכן הנגן הועבר לסופו.');
  await expect(status).not.toContainText('00:09');
  const state = await audioState(page);
  expect(state.paused).toBe(true);
  expect(state.time).toBeLessThan(10);
});

test('#t=start,end (Media Fragments) does the same after hydration', async ({ page }) => {
  await page.goto(`${A}#t=20,30`);
  await waitForHydration(page);
  await expect(page.getByTestId('moment-status')).toContainText('00:20');
  expect((await audioState(page)).time).toBeCloseTo(20, 0);
  expect((await audioState(page)).paused).toBe(true);
});

test("'העתק קישור לרגע' copies the passage's ?t= address and says so", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(A);
  await waitForHydration(page);
  const second = page.locator('[data-passage="1"]');
  await second.getByRole('button', { name: /העתק קישור לרגע/ }).click();
  await expect(page.getByText('הקישור לרגע הועתק')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname + new URL(copied).search).toBe(`${A}?t=31`);
});

test('a moment link to episode B never moves episode A while A plays', async ({ page }) => {
  await page.goto(A);
  await waitForHydration(page);
  await expect(page.locator('[data-player="enhanced"]')).toBeVisible();
  await page
    .getByRole('button', { name: /הפעלה|נגן/ })
    .first()
    .click();
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(1);
  expect((await audioState(page)).paused).toBe(false);
  // A client-side navigation to B's moment (the router follows the history entry, as for a Link).
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${B}?t=5`);
  await expect(page.locator('h1')).toContainText('פרק 11');
  await expect(page.getByTestId('moment-status')).toContainText('00:05');
  const state = await audioState(page);
  expect(state.srcAttribute).toBe('/audio/sample-episode.mp3');
  expect(state.time).toBeCloseTo(5, 0);
  // A's own position is what it had reached, never B's moment.
  const storedA = await page.evaluate(() => localStorage.getItem('podcast:position:podcast-episode-12'));
  expect(storedA === null || Number(storedA) !== 5).toBe(true);
});
