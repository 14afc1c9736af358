import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, holdRequests, testPagesAtEachWidth, waitForHydration } from './helpers.ts';

// The podcast screens against the production build with the seed: the list, the episode
// page, the audio player operated with the keyboard only, chapters and transcript, sharing, the
// pages without JavaScript. The seed's audio files are short spoken MP3s served from public/audio/
// (episode 12: about 35 s, with a transcript and chapters; the others share an 9 s sample).

const EPISODE = '/podcast/episode-12';
const TITLE = /פרק 12: סוכני AI/;

async function audioState(page: Page) {
  return page.locator('audio').evaluate((element: HTMLAudioElement) => ({
    paused: element.paused,
    time: element.currentTime,
    duration: element.duration,
    rate: element.playbackRate,
    volume: element.volume,
    muted: element.muted,
    src: element.currentSrc || element.src,
  }));
}

async function openPlayer(page: Page, path = EPISODE, minDuration = 30) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('[data-player="enhanced"]')).toBeVisible();
  // The file's own metadata (duration) is in before the player is driven.
  await expect.poll(async () => (await audioState(page)).duration).toBeGreaterThan(minDuration);
}

testPagesAtEachWidth([
  { path: '/podcast', heading: 'הפודקאסט' },
  { path: EPISODE, heading: /^פרק 12:/ },
]);

test('the list shows every seed episode newest first, each linking to its page', async ({ page }) => {
  await page.goto('/podcast');
  const cards = page.locator('main article[data-episode]');
  await expect(cards).toHaveCount(7);
  await expect(cards.first().locator('h2')).toContainText(TITLE);
  await expect(cards.first()).toContainText('5 במרץ, 2025');
  await expect(cards.first()).toContainText('28:42');
  await expect(cards.first()).toContainText('כולל תמליל');
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/undefined|NaN|Invalid Date|&lt;|&amp;/);
  await cards.nth(1).locator('h2 a').click();
  await expect(page).toHaveURL(/\/podcast\/episode-11$/);
  await expect(page.locator('h1')).toContainText('RAG');
});

test('the lists show where this browser stopped in an episode, and only where there is something to resume', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('podcast:position:podcast-episode-11', '754'); // 12:34 of 31:05
    localStorage.setItem('podcast:position:podcast-episode-10', '3'); // too close to the start
    localStorage.setItem('podcast:position:podcast-episode-9', '99999'); // past the end
    localStorage.setItem('podcast:position:podcast-episode-8', 'abc');
    localStorage.setItem('podcast:finished:podcast-episode-8', '1'); // played to the end once
  });
  await page.goto('/podcast');
  await waitForHydration(page);
  const card = (id: string) => page.locator(`main article[data-episode="${id}"]`);
  const progress = card('podcast-episode-11').locator('[data-listened-so-far]');
  await expect(progress).toHaveText('האזנתם עד 12:34 מתוך 31:05');
  await expect(progress.locator('.listened-bar > span')).toHaveAttribute('style', /inline-size: 40\.4%/);
  await expect(card('podcast-episode-11')).toContainText('להמשך האזנה ←');
  await expect(card('podcast-episode-8').locator('[data-listened-so-far]')).toHaveText('האזנתם לפרק');
  await expect(card('podcast-episode-8')).toContainText('להאזנה חוזרת ←');
  await expect(page.locator('main [data-listened-so-far]')).toHaveCount(2);
  await expect(card('podcast-episode-10')).toContainText('להאזנה לפרק ←');
  await expectNoAxeViolations(page);

  // An episode page's 'פרקים נוספים' says the same of the others.
  await page.goto('/podcast/episode-10');
  await waitForHydration(page);
  const more = page.locator('section[aria-labelledby="more-heading"]');
  await expect(more.locator('a[href="/podcast/episode-11"] [data-listened-so-far]')).toHaveText(
    'האזנתם עד 12:34 מתוך 31:05',
  );
  await expect(more.locator('a[href="/podcast/episode-8"] [data-listened-so-far]')).toHaveText('האזנתם לפרק');
  await expect(more.locator('[data-listened-so-far]')).toHaveCount(2);
});

test('a bad page number is a 400 and a page past the last a 404, each with a way back', async ({ page }) => {
  for (const [query, status] of [
    ['?page=abc', 400],
    ['?page=0', 400],
    ['?page=-3', 400],
    ['?page=99', 404],
  ] as const) {
    const response = await page.goto(`/podcast${query}`);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole('link', { name: 'לכל הפרקים' })).toHaveAttribute('href', '/podcast');
  }
});

test('an unknown episode is a 404 with the product message and a link back to the list', async ({ page }) => {
  const response = await page.goto('/podcast/no-such-episode');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('פרק הפודקאסט לא נמצא');
  await expect(page.getByRole('link', { name: 'חזרה לכל הפרקים' })).toHaveAttribute('href', '/podcast');
  await expectNoAxeViolations(page);
});

test('a partial address lands on the episode it names', async ({ page }) => {
  const response = await page.goto('/podcast/episode-12-old-link');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/podcast\/episode-12$/);
  await expect(page.locator('h1')).toContainText(TITLE);
});

test('the episode page has its parts and PodcastEpisode structured data', async ({ page }) => {
  await page.goto(EPISODE);
  await expect(page.getByRole('link', { name: 'חזרה לכל הפרקים' })).toHaveAttribute('href', '/podcast');
  await expect(page.locator('main time').first()).toHaveText('5 במרץ, 2025');
  await expect(page.getByTestId('spotify-link')).toHaveAttribute(
    'href',
    'https://open.spotify.com/episode/12AgentsHebrewDemo',
  );
  await expect(page.getByRole('heading', { name: 'על הפרק' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="about-heading"] strong')).toHaveText(
    'סוכני הבינה המלאכותית',
  );
  const more = page.locator('section[aria-labelledby="more-heading"] li a');
  await expect(more).toHaveCount(6);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const episode = jsonLd.map((text) => JSON.parse(text)).find((block) => block['@type'] === 'PodcastEpisode');
  expect(episode).toMatchObject({
    name: expect.stringMatching(TITLE),
    datePublished: '2025-03-05T06:00:00.000Z',
    timeRequired: 'PT28M42S',
    associatedMedia: {
      '@type': 'MediaObject',
      contentUrl: expect.stringMatching(/\/audio\/episode-12\.mp3$/),
    },
    partOfSeries: { '@type': 'PodcastSeries' },
  });
});

test('share links for three networks, and copying the link shows a toast', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(EPISODE);
  await waitForHydration(page);
  const links = page.locator('[data-testid="share"] a[data-share]');
  await expect(links).toHaveCount(3);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await link.getAttribute('href')).toContain(encodeURIComponent('/podcast/episode-12'));
  }
  await page.getByTestId('copy-link').press('Enter');
  await expect(page.locator('[data-toast]')).toHaveText(/הקישור הועתק/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/podcast\/episode-12$/);
});

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
    const seek = page.getByRole('slider', { name: 'מיקום בפרק' });
    for (let step = 0; step < 4; step++) await seek.press('ArrowLeft'); // 20 s
    await page.getByRole('button', { name: 'הפעלה' }).press('Enter');
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(20.5);
    await page.getByRole('button', { name: 'השהיה' }).press('Enter');
    const stored = await page.evaluate(() => localStorage.getItem('podcast:position:podcast-episode-12'));
    expect(Number(stored)).toBeGreaterThanOrEqual(20);
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
    const seek = page.getByRole('slider', { name: 'מיקום בפרק' });
    for (let step = 0; step < 4; step++) await seek.press('ArrowLeft'); // 20 s
    await page.getByRole('button', { name: 'הפעלה' }).press('Enter');
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(20.5);
    await page.getByRole('button', { name: 'השהיה' }).press('Enter');
    const stored = Number(
      await page.evaluate(() => localStorage.getItem('podcast:position:podcast-episode-12')),
    );
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

test('a client-side navigation to an episode shows the loading text until it arrives', async ({ page }) => {
  await page.goto('/podcast');
  await waitForHydration(page);
  // The data is held back until the loading text has been seen.
  const release = await holdRequests(page, '**/podcast/episode-11.data*');
  await page.locator('a[href="/podcast/episode-11"]').first().click();
  await expect(page.getByTestId('episode-loading')).toHaveText('טוען פרק...');
  release();
  await expect(page.locator('h1')).toContainText('RAG');
  await expect(page.getByTestId('episode-loading')).toHaveText('');
});

test('an episode opened by a client-side navigation shows its own controls from the first frame', async ({
  page,
}) => {
  await page.goto('/podcast');
  await waitForHydration(page);
  // What the player and the transcript held when they first entered the page (before any paint).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const player = document.querySelector('[data-player]');
      const transcript = document.querySelector('[data-testid="transcript"]');
      if (player && !seen.some((entry) => entry.startsWith('player')))
        seen.push(`player ${player.getAttribute('data-player')}`);
      if (transcript && !seen.some((entry) => entry.startsWith('transcript')))
        seen.push(`transcript ${transcript.querySelectorAll('button[data-seek]').length} buttons`);
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('a[href="/podcast/episode-12"]').first().click();
  await expect(page.locator('h1')).toHaveText(TITLE);
  await expect(page.locator('[data-testid="transcript"] button[data-seek]').first()).toBeAttached();
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen[0]).toBe('player enhanced');
  expect(seen[1]).toMatch(/^transcript [1-9]\d* buttons$/);
});

test('every episode is in the sitemap and in search', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const slug of ['episode-12', 'episode-11', 'episode-8'])
    expect(sitemap).toContain(`/podcast/${slug}</loc>`);
  expect(sitemap).toContain('/podcast</loc>');
  await page.goto(`/search?q=${encodeURIComponent('סוכני')}`);
  await expect(page.locator(`main a[href="${EPISODE}"]`).first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the episode page offers the browser player, the chapters, the transcript and share links', async ({
    page,
  }) => {
    const response = await page.goto(EPISODE);
    expect(response?.status()).toBe(200);
    const audio = page.locator('audio[controls]');
    await expect(audio).toHaveCount(1);
    await expect(audio).toHaveAttribute('src', '/audio/episode-12.mp3');
    await expect(page.locator('[data-player="native"]')).toHaveCount(1);
    await expect(page.getByRole('slider')).toHaveCount(0);
    await expect(page.locator('[data-testid="chapters"] li')).toHaveCount(5);
    await expect(page.locator('[data-testid="chapters"]')).toContainText('0:12');
    await expect(page.locator('[data-testid="transcript"]')).toContainText('שלום וברוכים הבאים');
    await expect(page.locator('[data-testid="share"] a[data-share]')).toHaveCount(3);
    await expect(page.getByTestId('copy-link')).toHaveCount(0);
  });

  test('the list reads and links without JavaScript', async ({ page }) => {
    await page.goto('/podcast');
    await expect(page.locator('main article[data-episode]')).toHaveCount(7);
    await page.locator('main article[data-episode] h2 a').first().click();
    await expect(page).toHaveURL(/\/podcast\/episode-12$/);
  });
});
