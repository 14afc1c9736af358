import { scrubText } from '../../../src/platform/redact.ts';
import { SourceFetchError } from '../../../src/upstreams/fetch-error.ts';
import type { SourceContext } from '../../source.ts';
import { readJson, upstreamFetch } from '../shared/http.ts';
import { listingVideoId, TUTORIALS_LIMIT, WORKS_LIMIT } from './normalise.ts';
import {
  channelListSchema,
  errorBodySchema,
  type GalleryPayload,
  listingSchema,
  type VideosPayload,
} from './schema.ts';

// YouTube Data API v3 calls (docs/product.md#video-service): playlistItems then videos; channels
// for the uploads playlist; search as a helper. One call per request; the product's "up to 2 retries,
// 1 s then 2 s, on 5xx or 429 only" is the refresh job's (jobs/retry-policy.ts).
export const VIDEOS_BATCH_SIZE = 50;
export const MIN_PLAYLIST_ID_LENGTH = 10;
export const TUTORIALS_SEARCH_QUERY = 'מדריך';

/** Video service errors, keyed by situation (docs/product.md#video-service-errors). */
export const YOUTUBE_ERRORS = {
  quota: 'YouTube API quota is limited, try again later',
  forbidden: 'No permission to use the YouTube API, check the API key settings',
  notFound: 'Playlist not found, check the playlist id and that the playlist is public',
  server: 'Video service server error, try again in a few minutes',
  other: (status: number, text: string) => `HTTP error ${status}: ${text}`,
  emptyPlaylist: 'The playlist is empty or not found',
  invalidPlaylistId: (id: string) =>
    `Invalid playlist id "${id}": it must be at least ${MIN_PLAYLIST_ID_LENGTH} characters`,
  noPlaylist: 'No YouTube playlist configured: set YOUTUBE_WORKS_PLAYLIST_ID or YOUTUBE_CHANNEL_ID',
} as const;

type Context = Pick<SourceContext, 'config' | 'signal'>;

export function youtubeErrorMessage(status: number, bodyText: string, statusText = ''): string {
  const parsed = (() => {
    try {
      return errorBodySchema.safeParse(JSON.parse(bodyText));
    } catch {
      return undefined;
    }
  })();
  const apiMessage = parsed?.success ? parsed.data.error.message : undefined;
  const reasons = parsed?.success
    ? (parsed.data.error.errors ?? []).map((error) => error.reason ?? '').join(' ')
    : '';
  if (status === 403) {
    return /quota|rateLimitExceeded|dailyLimitExceeded/i.test(`${bodyText} ${reasons}`)
      ? YOUTUBE_ERRORS.quota
      : YOUTUBE_ERRORS.forbidden;
  }
  if (status === 404) return YOUTUBE_ERRORS.notFound;
  if (status === 500) return YOUTUBE_ERRORS.server;
  return YOUTUBE_ERRORS.other(status, scrubText(apiMessage || statusText || bodyText.slice(0, 200)));
}

export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429;
}

/**
 * A 403 is a rate limit (worth retrying) when its reason says so; the daily quota and missing
 * permissions are not fixed by retrying a second later.
 */
export function isRateLimit(status: number, bodyText: string): boolean {
  return status === 403 && /rateLimitExceeded|userRateLimitExceeded/.test(bodyText);
}

/** One API GET. The key travels in the query string: never logged unscrubbed. */
export async function youtubeGet(
  resource: 'playlistItems' | 'videos' | 'channels' | 'search',
  params: Record<string, string>,
  context: Context,
): Promise<unknown> {
  const key = context.config.YOUTUBE_API_KEY;
  if (!key) throw new SourceFetchError('YOUTUBE_API_KEY is not set', { retryable: false });
  const query = new URLSearchParams({ ...params, key });
  const url = `${context.config.YOUTUBE_API_URL}/${resource}?${query}`;
  const response = await upstreamFetch(url, context, { headers: { accept: 'application/json' } });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new SourceFetchError(youtubeErrorMessage(response.status, text, response.statusText), {
      status: response.status,
      retryable: isRetryableStatus(response.status) || isRateLimit(response.status, text),
    });
  }
  return readJson(response, `YouTube ${resource}`);
}

export function assertPlaylistId(id: string): void {
  if (id.trim().length < MIN_PLAYLIST_ID_LENGTH) {
    throw new SourceFetchError(YOUTUBE_ERRORS.invalidPlaylistId(id), { retryable: false });
  }
}

function invalidPayload(what: string, cause: unknown): SourceFetchError {
  return new SourceFetchError(`YouTube ${what}: unexpected response shape`, { retryable: false, cause });
}

/** GET videos for the given ids, in batches of at most 50; returns one merged videos list. */
export async function fetchVideosByIds(ids: readonly string[], context: Context) {
  const items: unknown[] = [];
  for (let start = 0; start < ids.length; start += VIDEOS_BATCH_SIZE) {
    const batch = ids.slice(start, start + VIDEOS_BATCH_SIZE);
    const body = await youtubeGet(
      'videos',
      { part: 'snippet,contentDetails,statistics', id: batch.join(','), maxResults: String(batch.length) },
      context,
    );
    const list = listingSchema.safeParse(body);
    if (!list.success) throw invalidPayload('videos', list.error);
    items.push(...list.data.items);
  }
  return { kind: 'youtube#videoListResponse', items };
}

/**
 * An empty playlist is the service's own error (docs/product.md#video-service-errors); an empty
 * channel search is an empty gallery.
 */
async function galleryFromListing(listing: unknown, context: Context, options: { emptyIsError: boolean }) {
  const parsed = listingSchema.safeParse(listing);
  if (!parsed.success) throw invalidPayload('listing', parsed.error);
  const ids = parsed.data.items.map(listingVideoId).filter((id): id is string => Boolean(id));
  if (ids.length === 0) {
    if (options.emptyIsError) throw new SourceFetchError(YOUTUBE_ERRORS.emptyPlaylist, { retryable: false });
    return { listing, videos: { kind: 'youtube#videoListResponse', items: [] } } satisfies GalleryPayload;
  }
  return { listing, videos: await fetchVideosByIds(ids, context) } satisfies GalleryPayload;
}

/** playlistItems (part snippet, playlistId, maxResults) then videos for those ids. */
export async function fetchPlaylistGallery(
  playlistId: string,
  maxResults: number,
  context: Context,
): Promise<GalleryPayload> {
  assertPlaylistId(playlistId);
  const listing = await youtubeGet(
    'playlistItems',
    { part: 'snippet', playlistId, maxResults: String(maxResults) },
    context,
  );
  return galleryFromListing(listing, context, { emptyIsError: true });
}

/** channels (contentDetails) gives the channel's uploads playlist. */
export async function fetchUploadsPlaylistId(channelId: string, context: Context) {
  const body = await youtubeGet('channels', { part: 'contentDetails', id: channelId }, context);
  const parsed = channelListSchema.safeParse(body);
  if (!parsed.success) throw invalidPayload('channels', parsed.error);
  const uploads = parsed.data.items[0]?.contentDetails.relatedPlaylists.uploads;
  if (!uploads)
    throw new SourceFetchError(`Channel ${channelId} not found or has no uploads`, { retryable: false });
  return uploads;
}

/** search (channelId, q, type video, order date) then videos for the results. */
export async function fetchSearchGallery(
  channelId: string,
  q: string,
  maxResults: number,
  context: Context,
): Promise<GalleryPayload> {
  const listing = await youtubeGet(
    'search',
    { part: 'snippet', channelId, q, type: 'video', order: 'date', maxResults: String(maxResults) },
    context,
  );
  return galleryFromListing(listing, context, { emptyIsError: false });
}

/**
 * Works: the works playlist, else the channel's uploads. Tutorials: the tutorials playlist, else a
 * search of the channel, else none.
 */
export async function fetchVideos(context: Context): Promise<VideosPayload> {
  const { YOUTUBE_WORKS_PLAYLIST_ID, YOUTUBE_TUTORIALS_PLAYLIST_ID, YOUTUBE_CHANNEL_ID } = context.config;
  const worksPlaylist =
    YOUTUBE_WORKS_PLAYLIST_ID ??
    (YOUTUBE_CHANNEL_ID ? await fetchUploadsPlaylistId(YOUTUBE_CHANNEL_ID, context) : undefined);
  if (!worksPlaylist) throw new SourceFetchError(YOUTUBE_ERRORS.noPlaylist, { retryable: false });
  const works = await fetchPlaylistGallery(worksPlaylist, WORKS_LIMIT, context);
  const tutorials = YOUTUBE_TUTORIALS_PLAYLIST_ID
    ? await fetchPlaylistGallery(YOUTUBE_TUTORIALS_PLAYLIST_ID, TUTORIALS_LIMIT, context)
    : YOUTUBE_CHANNEL_ID
      ? await fetchSearchGallery(YOUTUBE_CHANNEL_ID, TUTORIALS_SEARCH_QUERY, TUTORIALS_LIMIT, context)
      : null;
  return { works, tutorials };
}
