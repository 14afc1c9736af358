import { z } from 'zod';

// YouTube Data API v3 payloads (reference-payloads/youtube). Counts are strings; optional keys
// (thumbnails.standard/maxres, tags) may be missing per item.

const thumbnail = z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() });

const thumbnailsSchema = z
  .object({
    default: thumbnail.optional(),
    medium: thumbnail.optional(),
    high: thumbnail.optional(),
    standard: thumbnail.optional(),
    maxres: thumbnail.optional(),
  })
  .partial()
  .default({});

export const playlistItemSchema = z.object({
  id: z.string(),
  snippet: z.object({
    title: z.string().optional(),
    playlistId: z.string().optional(),
    resourceId: z.object({ videoId: z.string().min(1) }).optional(),
    position: z.number().optional(),
  }),
  contentDetails: z.object({ videoId: z.string().min(1) }).optional(),
});

export const searchResultSchema = z.object({
  id: z.object({ kind: z.string().optional(), videoId: z.string().min(1) }),
});

/** A playlistItems or search list; items are checked one by one so one bad item is dropped alone. */
export const listingSchema = z.object({
  kind: z.string().optional(),
  nextPageToken: z.string().optional(),
  pageInfo: z.object({ totalResults: z.number().optional() }).partial().optional(),
  items: z.array(z.unknown()).default([]),
});

export const videoSchema = z.object({
  id: z.string().min(1),
  snippet: z.object({
    publishedAt: z.string(),
    title: z.string(),
    description: z.string().default(''),
    thumbnails: thumbnailsSchema,
    channelId: z.string().optional(),
    channelTitle: z.string().default(''),
    tags: z.array(z.string()).optional(),
  }),
  contentDetails: z.object({ duration: z.string().optional() }).partial().optional(),
  statistics: z.object({ viewCount: z.string().optional() }).partial().optional(),
});
export type YoutubeVideo = z.infer<typeof videoSchema>;

export const videoListSchema = z.object({ items: z.array(z.unknown()).default([]) });

export const channelListSchema = z.object({
  items: z
    .array(
      z.object({
        contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string().optional() }) }),
      }),
    )
    .default([]),
});

export const errorBodySchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional(), message: z.string().optional() })).optional(),
  }),
});

/** One gallery as fetched: the listing (playlist items or search results) and the videos call. */
export type GalleryPayload = { listing: unknown; videos: unknown };

/** What fetchLive and loadSeed give normalise. */
export type VideosPayload = { works: GalleryPayload | null; tutorials: GalleryPayload | null };
