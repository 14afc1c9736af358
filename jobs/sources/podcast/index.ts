import { readFile } from 'node:fs/promises';
import type { SourceDefinition } from '../../source.ts';
import { fetchPodcastFeed } from './fetch.ts';
import { normalisePodcast } from './normalise.ts';

export const PODCAST_SEED_URL = new URL('../../seed/podcast/feed.xml', import.meta.url);

export const podcastSource = {
  name: 'podcast',
  mode: (config) => (config.PODCAST_FEED_URL ? 'live' : 'seed'),
  intervalSeconds: (config) => config.PODCAST_REFRESH_SECONDS,
  fetchLive: (context) => fetchPodcastFeed(context),
  loadSeed: (_context) => readFile(PODCAST_SEED_URL, 'utf8'),
  normalise: (raw, context) => normalisePodcast(raw, context),
} satisfies SourceDefinition<'podcast', string>;
