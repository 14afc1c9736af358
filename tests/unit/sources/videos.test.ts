import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseIsoDuration } from '../../../jobs/sources/shared/duration.ts';
import {
  assertPlaylistId,
  fetchPlaylistGallery,
  fetchSearchGallery,
  fetchUploadsPlaylistId,
  fetchVideos,
  fetchVideosByIds,
  YOUTUBE_ERRORS,
  youtubeErrorMessage,
} from '../../../jobs/sources/videos/fetch.ts';
import { videosSource } from '../../../jobs/sources/videos/index.ts';
import {
  normaliseGallery,
  normaliseVideos,
  toViewCount,
  viewAllUrl,
} from '../../../jobs/sources/videos/normalise.ts';
import { SourceFetchError } from '../../../src/upstreams/fetch-error.ts';
import { FAKE_YOUTUBE, type FakeYoutube, startFakeYoutube } from '../../fakes/youtube.ts';
import { testConfig, testContext, testLogger } from './helpers.ts';

function video(id: string, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'youtube#video',
    id,
    snippet: {
      publishedAt: '2025-01-01T10:00:00Z',
      title: `סרטון ${id}`,
      description: 'תיאור',
      thumbnails: { default: { url: `https://i.ytimg.com/vi/${id}/default.jpg` } },
      channelTitle: 'ערוץ',
    },
    contentDetails: { duration: 'PT1M' },
    statistics: { viewCount: '10' },
    ...overrides,
  };
}
const playlistItem = (videoId: string) => ({
  kind: 'youtube#playlistItem',
  id: `pi-${videoId}`,
  snippet: { resourceId: { kind: 'youtube#video', videoId } },
});

describe('video fields (docs/product.md#entities)', () => {
  it.each([
    ['PT21M3S', '21:03'],
    ['PT45S', '00:45'],
    ['PT1H2M5S', '1:02:05'],
    ['PT2H', '2:00:00'],
    ['P1DT1S', '24:00:01'],
    ['PT0S', '00:00'],
    ['', '00:00'],
    ['21:03', '00:00'],
  ])('shows the ISO 8601 duration %j as %s', (iso, shown) => {
    expect(parseIsoDuration(iso)).toBe(shown);
  });

  it.each([
    ['23278951', 23278951],
    ['0', 0],
    [undefined, 0],
    ['not a number', 0],
  ])('turns the view count %j into the number %d', (value, expected) => {
    expect(toViewCount(value)).toBe(expected);
  });

  it('maps a video: best thumbnail, watch url, tags default to none', () => {
    const [mapped] = normaliseGallery(
      {
        listing: { items: [playlistItem('abcdefghijk')] },
        videos: {
          items: [
            video('abcdefghijk', {
              snippet: {
                publishedAt: '2025-01-01T10:00:00Z',
                title: ' כותרת עם רווחים ',
                description: 'תיאור <b>עם</b> HTML',
                thumbnails: {
                  high: { url: 'https://i.ytimg.com/high.jpg' },
                  maxres: { url: 'https://i.ytimg.com/max.jpg' },
                },
                channelTitle: 'ערוץ',
              },
            }),
          ],
        },
      },
      8,
      'works',
      testLogger(),
    );
    expect(mapped).toEqual({
      id: 'abcdefghijk',
      title: 'כותרת עם רווחים',
      description: 'תיאור <b>עם</b> HTML',
      thumbnail: 'https://i.ytimg.com/max.jpg',
      duration: '01:00',
      publishedAt: '2025-01-01T10:00:00Z',
      url: 'https://www.youtube.com/watch?v=abcdefghijk',
      channelTitle: 'ערוץ',
      viewCount: 10,
      tags: [],
    });
  });

  it('falls back to a local placeholder when the video has no thumbnails', () => {
    const [mapped] = normaliseGallery(
      {
        listing: { items: [playlistItem('x')] },
        videos: { items: [video('x', { snippet: { ...video('x').snippet, thumbnails: {} } })] },
      },
      8,
      'works',
      testLogger(),
    );
    expect(mapped!.thumbnail).toBe('/images/videos/placeholder.svg');
  });
});

describe('galleries (docs/product.md#videos-page: works up to 8, tutorials up to 4)', () => {
  const ids = Array.from({ length: 12 }, (_, index) => `video${String(index).padStart(6, '0')}`);
  const gallery = {
    listing: { items: ids.map(playlistItem) },
    videos: { items: ids.map((id) => video(id)) },
  };

  it('caps works at 8 and tutorials at 4, in playlist order', () => {
    const data = normaliseVideos({ works: gallery, tutorials: gallery }, { logger: testLogger() });
    expect(data.works.map((item) => item.id)).toEqual(ids.slice(0, 8));
    expect(data.tutorials.map((item) => item.id)).toEqual(ids.slice(0, 4));
  });

  it('gives an empty tutorials gallery when none is configured', () => {
    expect(normaliseVideos({ works: gallery, tutorials: null }, { logger: testLogger() }).tutorials).toEqual(
      [],
    );
  });

  it('drops a deleted video and a bad video with a warning and keeps the rest', () => {
    const logger = testLogger();
    const result = normaliseGallery(
      {
        listing: {
          items: [playlistItem('a'), playlistItem('gone'), { id: 'broken', snippet: {} }, playlistItem('b')],
        },
        videos: { items: [video('a'), video('b'), { id: 'c', snippet: { title: 5 } }] },
      },
      8,
      'works',
      logger,
    );
    expect(result.map((item) => item.id)).toEqual(['a', 'b']);
    expect(logger.warn).toHaveBeenCalledTimes(3);
  });

  it('links each gallery to its playlist, else to the channel of its videos', () => {
    const fromPlaylist = {
      listing: {
        items: [
          { ...playlistItem('a'), snippet: { playlistId: 'PLworks12345', resourceId: { videoId: 'a' } } },
        ],
      },
      videos: { items: [video('a')] },
    };
    const fromSearch = {
      listing: { items: [{ kind: 'youtube#searchResult', id: { kind: 'youtube#video', videoId: 'a' } }] },
      videos: {
        items: [video('a', { snippet: { ...video('a').snippet, channelId: 'UCchannel123' } })],
      },
    };
    expect(viewAllUrl(fromPlaylist)).toBe('https://www.youtube.com/playlist?list=PLworks12345');
    expect(viewAllUrl(fromSearch)).toBe('https://www.youtube.com/channel/UCchannel123/videos');
    expect(viewAllUrl(null)).toBeUndefined();
    const odd = {
      listing: {
        items: [
          { ...playlistItem('a'), snippet: { playlistId: 'x"><script>', resourceId: { videoId: 'a' } } },
        ],
      },
      videos: { items: [] },
    };
    expect(viewAllUrl(odd)).toBeUndefined();
    expect(
      normaliseVideos({ works: fromPlaylist, tutorials: null }, { logger: testLogger() }).viewAll,
    ).toEqual({
      works: 'https://www.youtube.com/playlist?list=PLworks12345',
    });
  });

  it('reads search results as a listing', () => {
    const result = normaliseGallery(
      {
        listing: { items: [{ kind: 'youtube#searchResult', id: { kind: 'youtube#video', videoId: 'a' } }] },
        videos: { items: [video('a')] },
      },
      4,
      'tutorials',
      testLogger(),
    );
    expect(result).toHaveLength(1);
  });
});

describe('video service errors (docs/product.md#video-service-errors)', () => {
  it.each([
    [
      403,
      JSON.stringify({
        error: { message: 'You have exceeded your quota.', errors: [{ reason: 'quotaExceeded' }] },
      }),
      YOUTUBE_ERRORS.quota,
    ],
    [
      403,
      JSON.stringify({ error: { message: 'Forbidden', errors: [{ reason: 'forbidden' }] } }),
      YOUTUBE_ERRORS.forbidden,
    ],
    [404, '{}', YOUTUBE_ERRORS.notFound],
    [500, '', YOUTUBE_ERRORS.server],
    [400, JSON.stringify({ error: { message: 'Invalid value' } }), 'HTTP error 400: Invalid value'],
    [502, 'Bad Gateway', 'HTTP error 502: Bad Gateway'],
  ])('words status %d as the product does', (status, body, message) => {
    expect(youtubeErrorMessage(status, body)).toBe(message);
  });

  it('never puts the API key in an error message', () => {
    expect(youtubeErrorMessage(418, 'see https://x.test/?key=SECRET123')).not.toContain('SECRET123');
  });

  it.each(['', 'PL123', '123456789'])('rejects the playlist id %j (shorter than 10 characters)', (id) => {
    expect(() => assertPlaylistId(id)).toThrow(SourceFetchError);
  });

  it('accepts a 10-character playlist id', () => {
    expect(() => assertPlaylistId('PL12345678')).not.toThrow();
  });
});

describe('videos source', () => {
  it('is live with an API key and seed without one', () => {
    expect(videosSource.mode(testConfig())).toBe('seed');
    expect(videosSource.mode(testConfig({ YOUTUBE_API_KEY: 'k' }))).toBe('live');
  });

  it('serves 8 works and 4 tutorials from the seed, with local thumbnails', async () => {
    const context = testContext();
    const data = await videosSource.normalise(await videosSource.loadSeed(context), context);
    expect(data.works).toHaveLength(8);
    expect(data.tutorials).toHaveLength(4);
    expect(data.viewAll).toEqual({
      works: 'https://www.youtube.com/playlist?list=PLbinaWorks2025AI',
      tutorials: 'https://www.youtube.com/playlist?list=PLbinaTutorials2025',
    });
    for (const item of [...data.works, ...data.tutorials]) {
      expect(item.thumbnail).toMatch(/^\/images\/videos\/.+\.svg$/);
      expect(item.title).toMatch(/[\u05D0-\u05EA]/);
      expect(item.viewCount).toBeGreaterThan(0);
    }
    expect(context.logger.warn).not.toHaveBeenCalled();
  });
});

describe('video service against the fake API', () => {
  let fake: FakeYoutube;
  const env = (extra: Record<string, string> = {}) => ({
    YOUTUBE_API_KEY: FAKE_YOUTUBE.apiKey,
    YOUTUBE_API_URL: fake.url,
    ...extra,
  });
  const ctx = (extra: Record<string, string> = {}, timeoutMs = 5000) =>
    testContext(env(extra), AbortSignal.timeout(timeoutMs));

  beforeAll(async () => {
    fake = await startFakeYoutube();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.setMode('ok');
    fake.requests.length = 0;
  });

  it('fetches both playlists and normalises them end to end', async () => {
    const context = ctx({
      YOUTUBE_WORKS_PLAYLIST_ID: FAKE_YOUTUBE.worksPlaylistId,
      YOUTUBE_TUTORIALS_PLAYLIST_ID: FAKE_YOUTUBE.tutorialsPlaylistId,
    });
    const data = await videosSource.normalise(await fetchVideos(context), context);
    expect(data.works).toHaveLength(8);
    expect(data.tutorials).toHaveLength(4);
    const playlistCall = fake.requests.find((request) => request.path === '/playlistItems')!;
    expect(Object.fromEntries(playlistCall.query)).toMatchObject({
      part: 'snippet',
      playlistId: FAKE_YOUTUBE.worksPlaylistId,
      maxResults: '8',
    });
    const videosCall = fake.requests.find((request) => request.path === '/videos')!;
    expect(videosCall.query.get('part')).toBe('snippet,contentDetails,statistics');
    expect(videosCall.query.get('id')!.split(',')).toHaveLength(8);
  });

  it('uses the channel uploads playlist and a channel search when only the channel id is set', async () => {
    const context = ctx({ YOUTUBE_CHANNEL_ID: FAKE_YOUTUBE.channelId });
    const data = await videosSource.normalise(await fetchVideos(context), context);
    expect(data.works).toHaveLength(8);
    expect(data.tutorials).toHaveLength(4);
    expect(fake.countOf('/channels')).toBe(1);
    const search = fake.requests.find((request) => request.path === '/search')!;
    expect(Object.fromEntries(search.query)).toMatchObject({
      channelId: FAKE_YOUTUBE.channelId,
      type: 'video',
      order: 'date',
    });
    expect(search.query.get('q')).toBeTruthy();
  });

  it('reads the uploads playlist of a channel', async () => {
    await expect(fetchUploadsPlaylistId(FAKE_YOUTUBE.channelId, ctx())).resolves.toBe(
      FAKE_YOUTUBE.worksPlaylistId,
    );
    await expect(fetchUploadsPlaylistId('UCunknown', ctx())).rejects.toThrow(SourceFetchError);
  });

  it('batches video ids by 50', async () => {
    const ids = Array.from({ length: 120 }, (_, index) => `id${index}`);
    await fetchVideosByIds(ids, ctx());
    expect(fake.countOf('/videos')).toBe(3);
    expect(fake.requests.map((request) => request.query.get('id')!.split(',').length)).toEqual([50, 50, 20]);
  });

  // Retrying is the refresh job's (jobs/retry-policy.ts): one call here, and a verdict.
  it.each([
    ['error-500', 500, YOUTUBE_ERRORS.server],
    ['error-503', 503, 'HTTP error 503'],
    ['rate-limit-then-ok', 429, 'HTTP error 429'],
  ] as const)('makes one call and reports %s as retryable', async (mode, status, message) => {
    fake.setMode(mode);
    const error = await fetchPlaylistGallery(FAKE_YOUTUBE.worksPlaylistId, 8, ctx()).catch(
      (caught) => caught,
    );
    expect(error).toMatchObject({ status, retryable: true });
    expect(error.message).toContain(message);
    expect(fake.countOf('/playlistItems')).toBe(1);
  });

  it.each([
    ['quota', YOUTUBE_ERRORS.quota],
    ['forbidden', YOUTUBE_ERRORS.forbidden],
    ['not-found', YOUTUBE_ERRORS.notFound],
  ] as const)('does not retry %s', async (mode, message) => {
    fake.setMode(mode);
    await expect(fetchPlaylistGallery(FAKE_YOUTUBE.worksPlaylistId, 8, ctx())).rejects.toMatchObject({
      message,
      retryable: false,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('reports an empty playlist, while an empty channel search is an empty gallery', async () => {
    fake.setMode('empty');
    await expect(fetchPlaylistGallery(FAKE_YOUTUBE.worksPlaylistId, 8, ctx())).rejects.toThrow(
      YOUTUBE_ERRORS.emptyPlaylist,
    );
    const search = await fetchSearchGallery(FAKE_YOUTUBE.channelId, 'מדריך', 4, ctx());
    expect(normaliseGallery(search, 4, 'tutorials', testLogger())).toEqual([]);
    expect(fake.countOf('/videos')).toBe(0);
  });

  it('rejects a short playlist id without calling the API', async () => {
    await expect(fetchPlaylistGallery('PL1', 8, ctx())).rejects.toThrow(/at least 10 characters/);
    expect(fake.requests).toHaveLength(0);
  });

  it('reports malformed JSON', async () => {
    fake.setMode('malformed');
    await expect(fetchPlaylistGallery(FAKE_YOUTUBE.worksPlaylistId, 8, ctx())).rejects.toThrow(
      /not valid JSON/,
    );
  });

  it('times out when the API never answers, without the key in the message', async () => {
    fake.setMode('timeout');
    const error = await fetchPlaylistGallery(FAKE_YOUTUBE.worksPlaylistId, 8, ctx({}, 300)).catch(
      (caught: Error) => caught,
    );
    expect(error).toBeInstanceOf(SourceFetchError);
    expect((error as Error).message).not.toContain(FAKE_YOUTUBE.apiKey);
  });
});
