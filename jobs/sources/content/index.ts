import type { SourceDefinition } from '../../source.ts';
import { fetchContentLive, loadContentSeed } from './fetch.ts';
import { normaliseContent } from './normalise.ts';
import type { ContentRaw } from './schema.ts';

/** Tools, terms, category pages, sections, guides, tables and ecosystem services. */
export const contentSource = {
  name: 'content',
  mode: (config) => (config.CONTENTFUL_SPACE_ID && config.CONTENTFUL_ACCESS_TOKEN ? 'live' : 'seed'),
  intervalSeconds: (config) => config.CONTENT_REFRESH_SECONDS,
  fetchLive: fetchContentLive,
  loadSeed: () => loadContentSeed(),
  normalise: (raw, context) => normaliseContent(raw, context),
} satisfies SourceDefinition<'content', ContentRaw>;
