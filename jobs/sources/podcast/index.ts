import { readFile } from 'node:fs/promises';
import type { SourceDefinition } from '../../source.ts';
import type { PodcastPayload } from './attachments.ts';
import type { fetchAttachments } from './fetch.ts';

// The pipeline's code (fetching, parsing, normalising) is imported on the first refresh: a web
// process that only reads snapshots (REDIS_URL set: the worker refreshes) never loads it.

export const PODCAST_SEED_URL = new URL('../../seed/podcast/feed.xml', import.meta.url);

/**
 * The seed feed and the transcript and chapters files it links to (relative links, beside it),
 * read through the same selection and normalise code as a live feed.
 */
async function loadPodcastSeed(
  context: Parameters<typeof fetchAttachments>[2],
  feedUrl: URL = PODCAST_SEED_URL,
): Promise<PodcastPayload> {
  const [{ attachmentRequests }, { fetchAttachments, seedAttachmentGetter }, { parseFeed }] =
    await Promise.all([import('./attachments.ts'), import('./fetch.ts'), import('./schema.ts')]);
  const xml = await readFile(feedUrl, 'utf8');
  const baseUrl = feedUrl.href;
  const requests = attachmentRequests(parseFeed(xml), baseUrl);
  const attachments = await fetchAttachments(requests, seedAttachmentGetter(new URL('.', feedUrl)), context);
  return { xml, baseUrl, attachments };
}

export const podcastSource = {
  name: 'podcast',
  mode: (config) => (config.PODCAST_FEED_URL ? 'live' : 'seed'),
  fetchLive: async (context) => (await import('./fetch.ts')).fetchPodcast(context),
  loadSeed: (context) => loadPodcastSeed(context),
  normalise: async (raw, context) => (await import('./normalise.ts')).normalisePodcast(raw, context),
} satisfies SourceDefinition<'podcast', PodcastPayload>;
