import type { ContentReader } from '../content/reader.ts';
import type { ContentData, PodcastData, Tool } from '../domain/types.ts';
import { buildSearchIndex, type SearchIndex } from './search.ts';

// The one data-access module of the catalogue screens: loaders read snapshots through it.

/** The content snapshot's data, or null while none has been written yet. */
export async function readContent(content: ContentReader): Promise<ContentData | null> {
  const snapshot = await content.read('content');
  return snapshot?.data ?? null;
}

/** A tool by id, then by slug (spec section 7, "A tool is looked up by entry id, then by the slug field"). */
export function findTool(tools: readonly Tool[], idOrSlug: string): Tool | undefined {
  return tools.find((tool) => tool.id === idOrSlug) ?? tools.find((tool) => tool.slug === idOrSlug);
}

/** The search index, built once per content version and rebuilt when the podcast version changes. */
export async function readSearchIndex(content: ContentReader): Promise<SearchIndex> {
  const podcast = await content.read('podcast').catch(() => null);
  const podcastVersion = podcast?.version ?? 'none';
  const index = await content.derive('content', `catalogue:search:${podcastVersion}`, (snapshot) =>
    buildSearchIndex(snapshot.data, (podcast?.data as PodcastData | undefined) ?? null),
  );
  if (index) return index;
  // No content yet: the podcast alone is still searchable.
  const podcastOnly = await content.derive('podcast', 'catalogue:search', (snapshot) =>
    buildSearchIndex(null, snapshot.data),
  );
  return podcastOnly ?? buildSearchIndex(null, null);
}
