import type { ContentReader } from '../content/reader.ts';
import type { PodcastData } from '../domain/types.ts';

/** The podcast snapshot for a page loader, or null while there is none (the page says so). */
export async function readPodcast(content: ContentReader): Promise<PodcastData | null> {
  const snapshot = await content.read('podcast').catch(() => null);
  return snapshot?.data ?? null;
}
