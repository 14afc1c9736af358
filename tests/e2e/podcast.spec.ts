import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, holdRequests, testPagesAtEachWidth, waitForHydration } from './helpers.ts';

// The podcast screens against the production build with the seed: the list, the episode
// page (its audio player in audio-player.spec.ts), chapters and transcript, sharing, the
// pages without JavaScript. The seed's audio files are short spoken MP3s served from public/audio/
// (episode 12: about 35 s, with a transcript and chapters; the others share an 9 s sample).

const EPISODE = '/podcast/episode-12';
const TITLE = /פרק 12: סוכני AI/;

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

test("the home page's latest episode says where this browser stopped, and costs a visitor who never listened nothing", async ({
  page,
}) => {
  const listenedCode: string[] = [];
  page.on('request', (request) => {
    if (/\/listened-so-far-[^/]*\.js$/.test(request.url())) listenedCode.push(request.url());
  });
  const latest = page.getByTestId('home-latest-episode');
  const line = latest.locator('[data-listened-so-far]');

  // Nothing stored for it (another episode's mark is): no line, and its code is never fetched.
  await page.addInitScript(() => localStorage.setItem('podcast:finished:podcast-episode-8', '1'));
  await page.goto('/');
  await waitForHydration(page);
  await expect(latest).toContainText(TITLE);
  await expect(line).toHaveCount(0);
  expect(listenedCode).toEqual([]);

  await page.evaluate(() => localStorage.setItem('podcast:position:podcast-episode-12', '754'));
  await page.reload();
  await waitForHydration(page);
  await expect(line).toHaveText('האזנתם עד 12:34 מתוך 28:42');
  await expect(line.locator('.listened-bar > span')).toHaveAttribute('style', /inline-size: 43\.8%/);
  expect(listenedCode).toHaveLength(1);
  await expectNoAxeViolations(page);

  await page.evaluate(() => {
    localStorage.removeItem('podcast:position:podcast-episode-12');
    localStorage.setItem('podcast:finished:podcast-episode-12', '1');
  });
  await page.reload();
  await waitForHydration(page);
  await expect(line).toHaveText('האזנתם לפרק');
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
