// The product's entities (docs/product.md#entities). Server, jobs and client import these; only types cross
// into the client bundle.
// The entities themselves are in types/catalogue.ts and types/media.ts, exported from here.

import type { ContentData } from './types/catalogue.ts';
import type { CodeData, LinksData, NewsletterData, PodcastData, VideosData } from './types/media.ts';

export type * from './types/catalogue.ts';
export type * from './types/media.ts';

export type SourceName = 'content' | 'podcast' | 'videos' | 'code' | 'newsletter' | 'links';
export const SOURCE_NAMES: readonly SourceName[] = [
  'content',
  'podcast',
  'videos',
  'code',
  'newsletter',
  'links',
];

export type SourceMode = 'live' | 'seed';

export type SourceDataMap = {
  content: ContentData;
  podcast: PodcastData;
  videos: VideosData;
  code: CodeData;
  newsletter: NewsletterData;
  links: LinksData;
};

type SourceError = { message: string; at: string; attempt: number };

/** What one source last wrote to the store. Written whole and read whole. */
/**
 * The shape of snapshot data this code writes and reads. Bump it whenever a SourceDataMap type
 * changes; a reader that meets another version treats the snapshot as missing (src/content/reader.ts).
 * 2: tools split into published `tools` and unpublished `draftTools`.
 * 3: tools carry their Hebrew support (`hebrew`, `hebrewIssues`).
 */
export const SNAPSHOT_SCHEMA_VERSION = 3;

export type Snapshot<S extends SourceName = SourceName> = {
  source: S;
  /** SNAPSHOT_SCHEMA_VERSION of the code that wrote it. */
  schemaVersion: number;
  mode: SourceMode;
  data: SourceDataMap[S];
  fetchedAt: string;
  /** Changes whenever the data changes; readers parse once per version. */
  version: string;
};

/** Bookkeeping kept beside the snapshot: survives failed refreshes. */
export type SourceStatus = {
  source: SourceName;
  mode: SourceMode;
  lastRefreshAt: string | null;
  lastSuccessAt: string | null;
  lastError: SourceError | null;
  version: string | null;
  nextRunAt?: string | null;
  /** Seconds between scheduled refreshes (added when statuses are read, not stored). */
  intervalSeconds?: number;
};
