import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { YOUTUBE_ERRORS } from '../../jobs/sources/videos/fetch.ts';
import { createApi } from '../../src/api/index.ts';
import { createApp, loadServerBuild } from '../../src/app.ts';
import { createAdminTokens } from '../../src/auth/tokens.ts';
import type { CodeRepository } from '../../src/domain/types.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createRuntime } from '../../src/runtime.ts';
import { type FakeGithub, startFakeGithub } from '../fakes/github.ts';
import { FAKE_YOUTUBE, type FakeYoutube, type FakeYoutubeMode, startFakeYoutube } from '../fakes/youtube.ts';
import { captureLogs } from '../support/app.ts';

// The portfolio pages end to end: the real app (production build, memory store, in-process refresh)
// with the video and code-hosting services faked on loopback in their recorded payload shapes. Each
// upstream situation is asserted as the visitor sees it (the page's HTML and status) and as the
// admin sees it (GET /api/admin/status).

const JWT_SECRET = 'portfolio-test-jwt-secret-0123456789abcdef';
const VIDEOS_ERROR = 'שגיאה בטעינת הסרטונים';
const NO_VIDEOS = 'לא נמצאו סרטונים להצגה';
const CODE_ERROR = 'שגיאה בטעינת פרויקטים';

type Ctx = Awaited<ReturnType<typeof app>>;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function youtube(mode: FakeYoutubeMode = 'ok') {
  const fake = await startFakeYoutube({ mode });
  cleanups.push(() => fake.close());
  return fake;
}

async function github(pageSize = 100) {
  const fake = await startFakeGithub({ pageSize });
  cleanups.push(() => fake.close());
  return fake;
}

/** The app as src/index.ts assembles it (pages and /api), on the memory store. */
async function app(env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PUBLIC_SITE_URL: 'http://example.test',
    JWT_SECRET,
    UPSTREAM_TIMEOUT_MS: '3000',
    ...env,
  });
  const logger = createLogger(config, captureLogs().stream);
  const runtime = await createRuntime(config, logger);
  const api = await createApi(runtime.services);
  const express = await createApp({
    services: runtime.services,
    build: await loadServerBuild(),
    apiRouters: api.routers,
    pageMiddleware: api.pageMiddleware,
  });
  cleanups.push(async () => {
    await api.close();
    await runtime.close();
  });
  return { app: express, services: runtime.services };
}

function videosEnv(fake: FakeYoutube, extra: Record<string, string> = {}) {
  return {
    YOUTUBE_API_KEY: FAKE_YOUTUBE.apiKey,
    YOUTUBE_API_URL: fake.url,
    YOUTUBE_WORKS_PLAYLIST_ID: FAKE_YOUTUBE.worksPlaylistId,
    YOUTUBE_TUTORIALS_PLAYLIST_ID: FAKE_YOUTUBE.tutorialsPlaylistId,
    ...extra,
  };
}

function githubEnv(fake: FakeGithub) {
  return { GITHUB_USER: fake.user, GITHUB_API_URL: fake.url };
}

async function adminSource(ctx: Ctx, source: string) {
  const token = await createAdminTokens(JWT_SECRET).issue();
  const response = await request(ctx.app).get('/api/admin/status').set('Authorization', `Bearer ${token}`);
  expect(response.status).toBe(200);
  return response.body.sources.find((row: { source: string }) => row.source === source) as {
    mode: string;
    lastError: { message: string } | null;
    lastSuccessAt: string | null;
  };
}

/** The <section> of one gallery in the page's HTML. */
function gallery(html: string, id: 'works' | 'tutorials'): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start).toBeGreaterThan(-1);
  const end = html.indexOf('</section>', start);
  return html.slice(start, end);
}

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('/portfolio/videos with the video service', () => {
  it('shows 8 works and 4 tutorials, each card a link to the video until JavaScript runs, and no frame', async () => {
    const fake = await youtube();
    const ctx = await app(videosEnv(fake));
    const response = await request(ctx.app).get('/portfolio/videos');
    expect(response.status).toBe(200);
    const works = gallery(response.text, 'works');
    const tutorials = gallery(response.text, 'tutorials');
    expect(count(works, 'data-video-id=')).toBe(8);
    expect(count(tutorials, 'data-video-id=')).toBe(4);
    expect(works).toContain('href="https://www.youtube.com/watch?v=vidWork0001"');
    expect(works).toContain('href="https://www.youtube.com/playlist?list=PLbinaWorks2025AI"');
    expect(tutorials).toContain('href="https://www.youtube.com/playlist?list=PLbinaTutorials2025"');
    expect(works).toContain('href="/portfolio"');
    expect(tutorials).toContain('href="/portfolio"');
    // Hebrew number formatting and the long Hebrew date
    expect(works).toContain('18,234\u00a0צפיות');
    expect(works).toContain('20 במרץ, 2025');
    // The facade: no third-party frame or script, no skeleton in a server render.
    expect(response.text).not.toContain('<iframe');
    expect(response.text).not.toContain('youtube-nocookie');
    expect(response.text).not.toContain('data-testid="skeleton"');
    expect(response.headers['content-security-policy']).toContain(
      'frame-src https://www.youtube-nocookie.com;',
    );
  });

  it('shows the error block with HTTP 200 when the key is out of quota from the first call, and the admin sees why', async () => {
    const fake = await youtube('quota');
    const ctx = await app(videosEnv(fake));
    const response = await request(ctx.app).get('/portfolio/videos');
    expect(response.status).toBe(200);
    expect(response.text).toContain(VIDEOS_ERROR);
    expect(response.text).not.toContain('data-video-id=');
    // A 403 is not retried.
    expect(fake.countOf('/playlistItems')).toBe(1);
    const status = await adminSource(ctx, 'videos');
    expect(status.mode).toBe('live');
    expect(status.lastError?.message).toContain('YouTube API quota is limited, try again later');
    expect(status.lastSuccessAt).toBeNull();
    expect(JSON.stringify(status)).not.toContain(FAKE_YOUTUBE.apiKey);
    const portfolio = await request(ctx.app).get('/portfolio');
    expect(portfolio.status).toBe(200);
  });

  it.each([
    ['permission error', 'forbidden', YOUTUBE_ERRORS.forbidden],
    ['playlist not found', 'not-found', YOUTUBE_ERRORS.notFound],
    ['empty playlist', 'empty', YOUTUBE_ERRORS.emptyPlaylist],
  ] as const)(
    'a %s: error block for the visitor, the service message for the admin',
    async (_case, mode, message) => {
      const fake = await youtube(mode);
      const ctx = await app(videosEnv(fake));
      const response = await request(ctx.app).get('/portfolio/videos');
      expect(response.status).toBe(200);
      expect(response.text).toContain(VIDEOS_ERROR);
      expect((await adminSource(ctx, 'videos')).lastError?.message).toContain(message);
    },
  );

  it('keeps the last good snapshot when a later refresh fails, and the admin sees the new error', async () => {
    const fake = await youtube();
    const ctx = await app(videosEnv(fake));
    const before = await request(ctx.app).get('/portfolio/videos');
    expect(count(before.text, 'data-video-id=')).toBe(12);
    fake.setMode('quota');
    await ctx.services.refreshNow?.('videos');
    const after = await request(ctx.app).get('/portfolio/videos');
    expect(after.status).toBe(200);
    expect(count(after.text, 'data-video-id=')).toBe(12);
    expect(after.text).not.toContain(VIDEOS_ERROR);
    const status = await adminSource(ctx, 'videos');
    expect(status.lastError?.message).toContain(YOUTUBE_ERRORS.quota);
    expect(status.lastSuccessAt).not.toBeNull();
  });

  it('shows the empty gallery message for a gallery with no videos (no tutorials source configured)', async () => {
    const fake = await youtube();
    const ctx = await app(videosEnv(fake, { YOUTUBE_TUTORIALS_PLAYLIST_ID: '' }));
    const response = await request(ctx.app).get('/portfolio/videos');
    expect(response.status).toBe(200);
    expect(count(gallery(response.text, 'works'), 'data-video-id=')).toBe(8);
    expect(gallery(response.text, 'tutorials')).toContain(NO_VIDEOS);
    expect(response.text).not.toContain(VIDEOS_ERROR);
  });

  it('lists the counts and three latest videos on /portfolio', async () => {
    const fake = await youtube();
    const ctx = await app(videosEnv(fake));
    const response = await request(ctx.app).get('/portfolio');
    expect(response.status).toBe(200);
    expect(response.text).toContain('8\u00a0עבודות וידאו · 4\u00a0מדריכי קוד');
    const videosCard = response.text.slice(
      response.text.indexOf('data-portfolio-card="/portfolio/videos"'),
      response.text.indexOf('data-portfolio-card="/portfolio/code"'),
    );
    expect(count(videosCard, 'href="/portfolio/videos#video-')).toBe(3);
    expect(response.text).toContain('href="/portfolio/code"');
  });
});

describe('/portfolio/code with the code-hosting service', () => {
  it('follows the Link header through every page and shows all projects', async () => {
    const fake = await github(2);
    const ctx = await app(githubEnv(fake));
    const repoPages = fake.requests
      .filter((item) => item.path === `/users/${fake.user}/repos`)
      .map((item) => item.query.get('page'));
    expect(repoPages).toEqual([null, '2', '3', '4', '5']);
    const response = await request(ctx.app).get('/portfolio/code');
    expect(response.status).toBe(200);
    expect(response.text).toContain('מוצגים 7 מתוך 7 פרויקטים');
    expect(count(response.text, 'data-project=')).toBe(7);
    expect(response.text).not.toContain('data-project="langchain"'); // a fork
    expect(response.text).not.toContain('data-project="old-gpt3-demo"'); // archived
    expect(response.text).toContain('href="https://github.com/binah-beivrit"');
    // The README never travels to the page.
    expect(response.text).not.toMatch(/"readme"/);
    expect((await adminSource(ctx, 'code')).lastError).toBeNull();
  });

  it('shows the error with a retry button when the service fails before any snapshot, and the admin sees why', async () => {
    const fake = await github();
    fake.setMode('error-500');
    const ctx = await app(githubEnv(fake));
    const response = await request(ctx.app).get('/portfolio/code');
    expect(response.status).toBe(200);
    const block = response.text.slice(response.text.indexOf('data-testid="code-error"'));
    expect(block.slice(0, block.indexOf('</form>'))).toContain(CODE_ERROR);
    expect(block.slice(0, block.indexOf('</form>'))).toMatch(/<button type="submit"[^>]*>.*נסו שוב/s);
    expect(response.text).not.toContain('data-project=');
    expect((await adminSource(ctx, 'code')).lastError?.message).toContain('GitHub answered HTTP 500');

    // Retry after the service is back: the admin asks for a refresh, the page has the projects.
    fake.setMode('ok');
    const token = await createAdminTokens(JWT_SECRET).issue();
    const refresh = await request(ctx.app)
      .post('/api/admin/sources/code/refresh')
      .set('Authorization', `Bearer ${token}`);
    expect(refresh.status).toBe(202);
    const again = await request(ctx.app).get('/portfolio/code');
    expect(count(again.text, 'data-project=')).toBe(7);
  });

  it('applies the filters from the URL without JavaScript (q, ai=1, lang, sort, order)', async () => {
    const ctx = await app({});
    const names = async (query: string) => {
      const response = await request(ctx.app).get(`/portfolio/code${query}`);
      expect(response.status).toBe(200);
      return [...response.text.matchAll(/data-project="([^"]+)"/g)].map((match) => match[1]);
    };
    expect(await names('?ai=1')).not.toContain('hebrew-calendar-cli');
    expect(await names('?ai=1')).toHaveLength(6);
    expect(await names('?lang=Go')).toEqual(['hebrew-calendar-cli']);
    expect(await names('?q=whisper')).toEqual(['whisper-hebrew-subtitles']);
    // AI projects first, then by name A to Z
    const byName = await names('?sort=name');
    expect(byName.at(-1)).toBe('hebrew-calendar-cli');
    expect(byName.slice(0, 6)).toEqual([...byName.slice(0, 6)].sort());
    expect(await names('?sort=stars&order=asc')).toEqual([
      'telegram-ai-bot',
      'ai-terms-he',
      'hebrew-ai-site',
      'whisper-hebrew-subtitles',
      'rag-hebrew-docs',
      'hebrew-prompt-library',
      'hebrew-calendar-cli',
    ]);
    // Bad values are ignored, never a 4xx or 500
    expect(await names('?lang=COBOL&sort=size&order=up')).toHaveLength(7);

    const empty = await request(ctx.app).get('/portfolio/code?q=nothing-matches-this');
    expect(empty.status).toBe(200);
    expect(empty.text).toContain('אין פרויקטים להצגה');
    expect(empty.text).toMatch(/<a[^>]*href="\/portfolio\/code"[^>]*>.*?ניקוי הסינון/s);
    // The form keeps the chosen values
    const chosen = await request(ctx.app).get(
      '/portfolio/code?q=bot&ai=1&lang=TypeScript&sort=created&order=asc',
    );
    expect(chosen.text).toMatch(/<input[^>]*name="q"[^>]*value="bot"/);
    expect(chosen.text).toMatch(/<input[^>]*name="ai"[^>]*checked=""/);
    expect(chosen.text).toMatch(/<option value="TypeScript" selected="">/);
    expect(chosen.text).toMatch(/<option value="created" selected="">/);
    expect(chosen.text).toMatch(/<option value="asc" selected="">/);
  });

  it('computes relative dates when the page renders: a week-old snapshot does not say yesterday', async () => {
    const ctx = await app({});
    const day = 86_400_000;
    const now = Date.now();
    const snapshot = await ctx.services.store.getSnapshot('code');
    const [first] = snapshot!.data.repositories as [CodeRepository];
    // Updated the day before a snapshot taken a week ago.
    await ctx.services.store.putSnapshot({
      ...snapshot!,
      fetchedAt: new Date(now - 7 * day).toISOString(),
      version: 'week-old',
      data: {
        ...snapshot!.data,
        repositories: [{ ...first, updated_at: new Date(now - 8 * day).toISOString() }],
      },
    });
    const response = await request(ctx.app).get('/portfolio/code');
    const card = response.text.slice(response.text.indexOf(`data-project="${first.name}"`));
    expect(card).toMatch(/data-testid="updated-relative"[^>]*>לפני שבוע</);
    expect(response.text).not.toContain('>אתמול<');
  });
});
