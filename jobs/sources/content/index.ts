import type { SourceDefinition } from '../../source.ts';
import type { ContentRaw } from './schema.ts';

// The pipeline's code (fetching, parsing, normalising) is imported on the first refresh: a web
// process that only reads snapshots (REDIS_URL set: the worker refreshes) never loads it.

/** Tools, terms, category pages, sections, guides, tables and ecosystem services. */
export const contentSource = {
  name: 'content',
  mode: (config) => (config.CONTENTFUL_SPACE_ID && config.CONTENTFUL_ACCESS_TOKEN ? 'live' : 'seed'),
  fetchLive: async (context) => (await import('./fetch.ts')).fetchContentLive(context),
  loadSeed: async () => (await import('./fetch.ts')).loadContentSeed(),
  normalise: async (raw, context) => (await import('./normalise.ts')).normaliseContent(raw, context),
} satisfies SourceDefinition<'content', ContentRaw>;
