import { readFileSync } from 'node:fs';
import { VIDEOS_SEED_DIR } from '../../jobs/sources/videos/index.ts';
import { type CommonMode, type FakeServer, sendJson, startFakeServer } from './http-server.ts';

// YouTube Data API v3 on loopback: playlistItems, videos, channels and search, answering in the
// API's own shapes from the seed payloads. Error bodies follow the API's error format.

export type FakeYoutubeMode = CommonMode | 'quota' | 'forbidden' | 'not-found' | 'error-503';

export type FakeYoutubeOptions = { mode?: FakeYoutubeMode; apiKey?: string };

export type FakeYoutube = FakeServer & {
  setMode(mode: FakeYoutubeMode): void;
  /** Requests per resource path, e.g. countOf('/playlistItems'). */
  countOf(path: string): number;
};

const seed = (name: string) => JSON.parse(readFileSync(new URL(name, VIDEOS_SEED_DIR), 'utf8'));

export const FAKE_YOUTUBE = {
  apiKey: 'fake-youtube-key-123',
  worksPlaylistId: 'PLbinaWorks2025AI',
  tutorialsPlaylistId: 'PLbinaTutorials2025',
  channelId: 'UCbinaBeIvritSeed0001',
} as const;

type Listing = { items: Array<{ snippet: { resourceId: { videoId: string } } & Record<string, unknown> }> };
type VideoList = { items: Array<{ id: string }> };

function apiError(code: number, message: string, reason: string) {
  return { error: { code, message, errors: [{ message, domain: 'youtube.api', reason }] } };
}

export async function startFakeYoutube(options: FakeYoutubeOptions = {}): Promise<FakeYoutube> {
  let mode: FakeYoutubeMode = options.mode ?? 'ok';
  let rateLimited = false;
  const apiKey = options.apiKey ?? FAKE_YOUTUBE.apiKey;
  const playlists: Record<string, Listing> = {
    [FAKE_YOUTUBE.worksPlaylistId]: seed('works-playlist-items.json'),
    [FAKE_YOUTUBE.tutorialsPlaylistId]: seed('tutorials-playlist-items.json'),
  };
  const videos = [
    ...(seed('works-videos.json') as VideoList).items,
    ...(seed('tutorials-videos.json') as VideoList).items,
  ];

  const server = await startFakeServer((request, res) => {
    if (mode === 'timeout') return;
    if (mode === 'error-500') return sendJson(res, 500, apiError(500, 'Backend Error', 'backendError'));
    if (mode === 'error-503')
      return sendJson(res, 503, apiError(503, 'The service is currently unavailable.', 'backendError'));
    if (mode === 'rate-limit-then-ok' && !rateLimited) {
      rateLimited = true;
      return sendJson(res, 429, apiError(429, 'Too many requests', 'rateLimitExceeded'));
    }
    if (mode === 'quota') {
      return sendJson(
        res,
        403,
        apiError(
          403,
          'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
          'quotaExceeded',
        ),
      );
    }
    if (mode === 'forbidden' || request.query.get('key') !== apiKey) {
      return sendJson(res, 403, apiError(403, 'The request is missing a valid API key.', 'forbidden'));
    }
    if (mode === 'malformed')
      return sendJson(res, 200, '{"kind": "youtube#playlistItemListResponse", "items": [');
    const max = Number(request.query.get('maxResults') ?? 5);
    switch (request.path) {
      case '/playlistItems': {
        const playlist = playlists[request.query.get('playlistId') ?? ''];
        if (mode === 'not-found' || !playlist) {
          return sendJson(
            res,
            404,
            apiError(
              404,
              "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
              'playlistNotFound',
            ),
          );
        }
        const items = mode === 'empty' ? [] : playlist.items.slice(0, max);
        return sendJson(res, 200, {
          kind: 'youtube#playlistItemListResponse',
          etag: 'fake',
          items,
          pageInfo: { totalResults: items.length, resultsPerPage: max },
        });
      }
      case '/videos': {
        const ids = (request.query.get('id') ?? '').split(',');
        const items = videos.filter((video) => ids.includes(video.id));
        return sendJson(res, 200, {
          kind: 'youtube#videoListResponse',
          etag: 'fake',
          items,
          pageInfo: { totalResults: items.length, resultsPerPage: items.length },
        });
      }
      case '/channels': {
        const found = request.query.get('id') === FAKE_YOUTUBE.channelId && mode !== 'not-found';
        const items = found
          ? [
              {
                kind: 'youtube#channel',
                etag: 'fake',
                id: FAKE_YOUTUBE.channelId,
                contentDetails: { relatedPlaylists: { likes: '', uploads: FAKE_YOUTUBE.worksPlaylistId } },
              },
            ]
          : [];
        return sendJson(res, 200, {
          kind: 'youtube#channelListResponse',
          etag: 'fake',
          pageInfo: { totalResults: items.length, resultsPerPage: 5 },
          items,
        });
      }
      case '/search': {
        const source = mode === 'empty' ? [] : (playlists[FAKE_YOUTUBE.tutorialsPlaylistId]?.items ?? []);
        const items = source.slice(0, max).map((item) => ({
          kind: 'youtube#searchResult',
          etag: 'fake',
          id: { kind: 'youtube#video', videoId: item.snippet.resourceId.videoId },
          snippet: { ...item.snippet, resourceId: undefined, liveBroadcastContent: 'none' },
        }));
        return sendJson(res, 200, {
          kind: 'youtube#searchListResponse',
          etag: 'fake',
          regionCode: 'IL',
          pageInfo: { totalResults: items.length, resultsPerPage: max },
          items,
        });
      }
      default:
        return sendJson(res, 404, apiError(404, 'Not Found', 'notFound'));
    }
  });
  return {
    ...server,
    setMode(next) {
      mode = next;
      rateLimited = false;
    },
    countOf: (path) => server.requests.filter((request) => request.path === path).length,
  };
}
