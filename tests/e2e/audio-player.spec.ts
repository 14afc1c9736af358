import { expect, type Page, test } from '@playwright/test';
import { audioState, waitForHydration } from './helpers.ts';

// The episode page's audio player on the production build with the seed, driven by the keyboard only:
// play, skip, speed, seek, volume, the end, a new episode, resuming and what the lists then say,
// chapters, the transcript and the system media controls. Episode 12's audio is a spoken MP3 of
// about 35 s with chapters and a transcript; the others share a 9 s sample (public/audio/).

const EPISODE = '/podcast/episode-12';
const TITLE = /פרק 12: סוכני AI/;

async function openPlayer(page: Page, path = EPISODE, minDuration = 30) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('[data-player="enhanced"]')).toBeVisible();
  // The file's own metadata (duration) is in before the player is driven.
  await expect.poll(async () => (await audioState(page)).duration).toBeGreaterThan(minDuration);
}

/** Plays episode 12 from 20 s and pauses just after, as a visitor stops part-way; the stored position. */
async function stopPartWay(page: Page): Promise<number> {
  const seek = page.getByRole('slider', { name: 'מיקום בפרק' });
  for (let step = 0; step < 4; step++) await seek.press('ArrowLeft'); // 20 s
  await page.getByRole('button', { name: 'הפעלה' }).press('Enter');
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(20.5);
  await page.getByRole('button', { name: 'השהיה' }).press('Enter');
  return Number(await page.evaluate(() => localStorage.getItem('podcast:position:podcast-episode-12')));
}

test.describe('the audio player, keyboard only', () => {
  test('plays and pauses, skips within bounds, cycles the speed, seeks and sets the volume', async ({
    page,
  }) => {
    await openPlayer(page);
    const play = page.getByRole('button', { name: 'הפעלה' });

    // Defaults: paused at 0, speed 1, volume 0.7.
    expect(await audioState(page)).toMatchObject({ paused: true, time: 0, rate: 1 });
    expect((await audioState(page)).volume).toBeCloseTo(0.7);

    await play.press('Enter');
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(0.3);
    await page.getByRole('button', { name: 'השהיה' }).press('Space');
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);

    // -10 s never goes below 0; +30 s never past the end.
    await page.getByRole('button', { name: 'אחורה 10 שניות' }).press('Enter');
    expect((await audioState(page)).time).toBe(0);
    await page.getByRole('button', { name: 'קדימה 30 שניות' }).press('Enter');
    expect((await audioState(page)).time).toBeCloseTo(30, 0);
    await page.getByRole('button', { name: 'קדימה 30 שניות' }).press('Enter');
    const atEnd = await audioState(page);
    expect(atEnd.time).toBeCloseTo(atEnd.duration, 1);
    await page.getByRole('button', { name: 'אחורה 10 שניות' }).press('Enter');
    expect((await audioState(page)).time).toBeCloseTo(atEnd.duration - 10, 1);

    // Speed: 1 → 1.25 → 1.5 → 1.75 → 2 → 0.75 → 1.
    const speed = page.getByTestId('speed');
    for (const expected of [1.25, 1.5, 1.75, 2, 0.75, 1]) {
      await speed.press('Enter');
      await expect(speed).toHaveAccessibleName(`מהירות השמעה ${expected}×`);
      expect((await audioState(page)).rate).toBe(expected);
    }

    // The seek bar is a slider: Home, arrows (Left is forward in RTL), Page Up, End; value text in Hebrew.
    const seek = page.getByRole('slider', { name: 'מיקום בפרק' });
    await seek.press('Home');
    await expect(seek).toHaveAttribute('aria-valuenow', '0');
    await seek.press('ArrowLeft');
    await seek.press('ArrowLeft');
    await expect(seek).toHaveAttribute('aria-valuenow', '10');
    await expect(seek).toHaveAttribute('aria-valuetext', /^10 שניות מתוך 35 שניות$/);
    await seek.press('ArrowRight');
    await expect(seek).toHaveAttribute('aria-valuenow', '5');
    await seek.press('ArrowUp');
    await seek.press('PageUp');
    expect((await audioState(page)).time).toBeCloseTo(35.4, 0);
    await seek.press('PageDown');
    expect((await audioState(page)).time).toBeCloseTo(5.4, 0);

    // Volume 0..1 in steps of 0.01, and mute.
    const volume = page.getByRole('slider', { name: 'עוצמת שמע' });
    await volume.press('End');
    expect((await audioState(page)).volume).toBe(1);
    await volume.press('Home');
    expect((await audioState(page)).volume).toBe(0);
    await volume.press('ArrowUp');
    expect((await audioState(page)).volume).toBeCloseTo(0.01, 5);
    await expect(volume).toHaveAttribute('aria-valuetext', '1%');
    await page.getByRole('button', { name: 'השתקה' }).press('Enter');
    expect((await audioState(page)).muted).toBe(true);
    await page.getByRole('button', { name: 'ביטול השתקה' }).press('Enter');
    expect((await audioState(page)).muted).toBe(false);
  });

  test('a click on the bar seeks measured from the right', async ({ page }) => {
    await openPlayer(page);
    const bar = page.getByRole('slider', { name: 'מיקום בפרק' });
    const box = (await bar.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    const state = await audioState(page);
    expect(state.time / state.duration).toBeCloseTo(0.25, 1);
  });

  test('stops and rewinds at the end', async ({ page }) => {
    await openPlayer(page);
    const seek = page.getByRole('slider', { name: 'מיקום בפרק' });
    await seek.press('End');
    await seek.press('ArrowRight'); // 5 s before the end (Right is back in RTL)
    for (let step = 0; step < 4; step++) await page.getByTestId('speed').press('Enter'); // 2×
    await page.getByRole('button', { name: 'הפעלה' }).press('Enter');
    await expect(page.getByRole('button', { name: 'השהיה' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'הפעלה' })).toBeVisible({ timeout: 15_000 });
    expect(await audioState(page)).toMatchObject({ paused: true, time: 0 });
    await expect(seek).toHaveAttribute('aria-valuenow', '0');
    expect(await page.evaluate(() => localStorage.getItem('podcast:position:podcast-episode-12'))).toBeNull();
    // The list says the episode was heard, and offers it again.
    await page.goto('/podcast');
    await waitForHydration(page);
    const card = page.locator('main article[data-episode="podcast-episode-12"]');
    await expect(card.locator('[data-listened-so-far]')).toHaveText('האזנתם לפרק');
    await expect(card).toContainText('להאזנה חוזרת ←');
  });

  test('resets on a new episode: position 0, speed 1, paused', async ({ page }) => {
    await openPlayer(page);
    await page.getByTestId('speed').press('Enter');
    await page.getByRole('button', { name: 'הפעלה' }).press('Enter');
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(0.3);
    await page
      .locator('section[aria-labelledby="more-heading"] a[href="/podcast/episode-11"]')
      .press('Enter');
    await expect(page).toHaveURL(/\/podcast\/episode-11$/);
    await expect(page.locator('h1')).toContainText('RAG');
    await expect.poll(async () => (await audioState(page)).src).toMatch(/\/audio\/sample-episode\.mp3$/);
    const state = await audioState(page);
    expect(state).toMatchObject({ paused: true, rate: 1 });
    expect(state.time).toBe(0);
    await expect(page.getByTestId('speed')).toHaveAccessibleName('מהירות השמעה 1×');
    await expect(page.getByRole('button', { name: 'הפעלה' })).toBeVisible();
  });

  test('resumes where the visitor stopped, per episode', async ({ page }) => {
    await openPlayer(page);
    expect(await stopPartWay(page)).toBeGreaterThanOrEqual(20);
    await openPlayer(page);
    await expect(page.getByText('ממשיכים מהמקום שבו עצרתם')).toBeVisible();
    expect((await audioState(page)).time).toBeGreaterThanOrEqual(20);
    // Another episode starts from the beginning.
    await openPlayer(page, '/podcast/episode-11', 5);
    expect((await audioState(page)).time).toBe(0);
    await expect(page.getByText('ממשיכים מהמקום שבו עצרתם')).toHaveCount(0);
  });

  test('where the visitor stopped shows in the list, reached in the app and loaded afresh', async ({
    page,
  }) => {
    await openPlayer(page);
    const stored = await stopPartWay(page);
    const at = `0:${String(Math.floor(stored)).padStart(2, '0')}`;
    const listed = page.locator('main article[data-episode="podcast-episode-12"] [data-listened-so-far]');

    await page.getByRole('link', { name: 'לכל הפרקים', exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/podcast$/);
    await expect(listed).toHaveText(`האזנתם עד ${at} מתוך 28:42`);
    await page.reload();
    await waitForHydration(page);
    await expect(listed).toHaveText(`האזנתם עד ${at} מתוך 28:42`);
  });

  test('chapters and transcript times seek the player; the system media controls know the episode', async ({
    page,
  }) => {
    await openPlayer(page);
    await page.getByRole('button', { name: /מה זה סוכן/ }).press('Enter');
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    expect((await audioState(page)).time).toBeGreaterThanOrEqual(12.6);
    await page.getByRole('button', { name: 'השהיה' }).press('Enter');
    await page.getByRole('button', { name: '0:25 השמעה מנקודה זו' }).press('Enter');
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThanOrEqual(25.7);
    await expect(page.locator('[data-testid="transcript"] p[aria-current="true"]')).toContainText('הרשאות');
    const metadata = await page.evaluate(() => ({
      title: navigator.mediaSession.metadata?.title,
      artist: navigator.mediaSession.metadata?.artist,
    }));
    expect(metadata.title).toMatch(TITLE);
    expect(metadata.artist).toContain('בינה בעברית');
  });
});
