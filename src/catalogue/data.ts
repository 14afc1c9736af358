import type { ContentReader } from '../content/reader.ts';
import type { ContentData } from '../domain/types.ts';

// The one data-access module of the catalogue screens: loaders read snapshots through it.

/** The content snapshot's data, or null while none has been written yet. */
export async function readContent(content: ContentReader): Promise<ContentData | null> {
  const snapshot = await content.read('content');
  return snapshot?.data ?? null;
}
