import type { Video, VideosData } from '../../../src/domain/types.ts';
import type { Logger } from '../../../src/platform/logger.ts';
import { parseIsoDuration } from '../shared/duration.ts';
import {
  type GalleryPayload,
  listingSchema,
  playlistItemSchema,
  searchResultSchema,
  type VideosPayload,
  videoListSchema,
  videoSchema,
  type YoutubeVideo,
} from './schema.ts';

// Video service payloads → the two galleries (docs/product.md#videos-page, #constants-and-limits).

export const WORKS_LIMIT = 8;
export const TUTORIALS_LIMIT = 4;
export const VIDEO_PLACEHOLDER = '/images/videos/placeholder.svg';

type Warn = Pick<Logger, 'warn'>;

/** The video id of one listing item: playlist item or search result. */
export function listingVideoId(item: unknown): string | undefined {
  const playlistItem = playlistItemSchema.safeParse(item);
  if (playlistItem.success) {
    return playlistItem.data.snippet.resourceId?.videoId ?? playlistItem.data.contentDetails?.videoId;
  }
  const searchResult = searchResultSchema.safeParse(item);
  return searchResult.success ? searchResult.data.id.videoId : undefined;
}

export function bestThumbnail(thumbnails: YoutubeVideo['snippet']['thumbnails']): string {
  const best =
    thumbnails.maxres ?? thumbnails.standard ?? thumbnails.high ?? thumbnails.medium ?? thumbnails.default;
  return best?.url || VIDEO_PLACEHOLDER;
}

export function toViewCount(value: string | undefined): number {
  const count = Number(value);
  return Number.isFinite(count) && count >= 0 ? Math.floor(count) : 0;
}

export function toVideo(video: YoutubeVideo): Video {
  return {
    id: video.id,
    title: video.snippet.title.trim(),
    description: video.snippet.description.trim(),
    thumbnail: bestThumbnail(video.snippet.thumbnails),
    duration: parseIsoDuration(video.contentDetails?.duration),
    publishedAt: video.snippet.publishedAt,
    url: `https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}`,
    channelTitle: video.snippet.channelTitle,
    viewCount: toViewCount(video.statistics?.viewCount),
    tags: video.snippet.tags ?? [],
  };
}

/** Videos in listing order; an item without a video, or a video the videos call lacks, is dropped. */
export function normaliseGallery(
  payload: GalleryPayload | null,
  limit: number,
  gallery: string,
  logger: Warn,
): Video[] {
  if (!payload) return [];
  const listing = listingSchema.parse(payload.listing);
  const videos = new Map<string, YoutubeVideo>();
  for (const [index, raw] of videoListSchema.parse(payload.videos).items.entries()) {
    const parsed = videoSchema.safeParse(raw);
    if (parsed.success) videos.set(parsed.data.id, parsed.data);
    else
      logger.warn(
        { source: 'videos', gallery, index, issues: parsed.error.issues.length },
        'videos: dropped a bad video',
      );
  }
  const out: Video[] = [];
  const seen = new Set<string>();
  for (const [index, item] of listing.items.entries()) {
    const id = listingVideoId(item);
    if (!id || seen.has(id)) {
      if (!id)
        logger.warn(
          { source: 'videos', gallery, index },
          'videos: dropped a listing item without a video id',
        );
      continue;
    }
    const video = videos.get(id);
    if (!video) {
      logger.warn({ source: 'videos', gallery, videoId: id }, 'videos: dropped a deleted or private video');
      continue;
    }
    seen.add(id);
    out.push(toVideo(video));
    if (out.length === limit) break;
  }
  return out;
}

const YOUTUBE_ID = /^[\w-]{2,64}$/;

/**
 * A gallery's view-all link: the playlist its items came from, else the channel of its videos
 * (a channel search has no playlist). Ids are checked, so the link never carries anything else.
 */
export function viewAllUrl(payload: GalleryPayload | null): string | undefined {
  if (!payload) return undefined;
  const listing = listingSchema.safeParse(payload.listing);
  for (const item of listing.success ? listing.data.items : []) {
    const parsed = playlistItemSchema.safeParse(item);
    const playlistId = parsed.success ? parsed.data.snippet.playlistId : undefined;
    if (playlistId && YOUTUBE_ID.test(playlistId))
      return `https://www.youtube.com/playlist?list=${playlistId}`;
  }
  const videos = videoListSchema.safeParse(payload.videos);
  for (const item of videos.success ? videos.data.items : []) {
    const parsed = videoSchema.safeParse(item);
    const channelId = parsed.success ? parsed.data.snippet.channelId : undefined;
    if (channelId && YOUTUBE_ID.test(channelId)) return `https://www.youtube.com/channel/${channelId}/videos`;
  }
  return undefined;
}

/** Pure: both galleries' payloads in, works (up to 8) and tutorials (up to 4) out. */
export function normaliseVideos(raw: VideosPayload, context: { logger: Warn }): VideosData {
  const viewAll = { works: viewAllUrl(raw.works), tutorials: viewAllUrl(raw.tutorials) };
  return {
    works: normaliseGallery(raw.works, WORKS_LIMIT, 'works', context.logger),
    tutorials: normaliseGallery(raw.tutorials, TUTORIALS_LIMIT, 'tutorials', context.logger),
    viewAll: Object.fromEntries(Object.entries(viewAll).filter(([, url]) => url)),
  };
}
