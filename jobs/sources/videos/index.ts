import { readFile } from 'node:fs/promises';
import type { SourceDefinition } from '../../source.ts';
import type { GalleryPayload, VideosPayload } from './schema.ts';

// The pipeline's code (fetching, parsing, normalising) is imported on the first refresh: a web
// process that only reads snapshots (REDIS_URL set: the worker refreshes) never loads it.

export const VIDEOS_SEED_DIR = new URL('../../seed/videos/', import.meta.url);

async function readJsonFile(name: string): Promise<unknown> {
  return JSON.parse(await readFile(new URL(name, VIDEOS_SEED_DIR), 'utf8'));
}

async function loadSeedGallery(gallery: 'works' | 'tutorials'): Promise<GalleryPayload> {
  return {
    listing: await readJsonFile(`${gallery}-playlist-items.json`),
    videos: await readJsonFile(`${gallery}-videos.json`),
  };
}

export const videosSource = {
  name: 'videos',
  mode: (config) => (config.YOUTUBE_API_KEY ? 'live' : 'seed'),
  fetchLive: async (context) => (await import('./fetch.ts')).fetchVideos(context),
  loadSeed: async (_context) => ({
    works: await loadSeedGallery('works'),
    tutorials: await loadSeedGallery('tutorials'),
  }),
  normalise: async (raw, context) => (await import('./normalise.ts')).normaliseVideos(raw, context),
} satisfies SourceDefinition<'videos', VideosPayload>;
