import type { ContentReader } from '../content/reader.ts';
import { EXPERIENCE_PATHS } from '../domain/catalogue/matching.ts';
import { sortTerms, termPath } from '../domain/glossary/glossary.ts';

type Entry = { path: string; lastModified?: string; priority?: number };

/** Catalogue pages without parameters (client/routes.ts). */
const CATALOGUE_STATIC_PATHS: readonly string[] = [
  '/tools',
  '/tools/hebrew',
  '/tools/new',
  '/changes',
  '/tools/graveyard',
  '/tools/image-generation',
  '/tools/coding',
  '/tools/language',
  '/tools/video',
  '/tools/audio',
  '/start-here',
  '/ecosystem',
  '/guides',
  '/terms',
];

/** The catalogue's pages for the sitemap: static ones, each path, tool, category and ecosystem service. */
export async function catalogueSitemapEntries(content: ContentReader): Promise<Entry[]> {
  const entries: Entry[] = CATALOGUE_STATIC_PATHS.map((path) => ({
    path,
    priority: path === '/tools' ? 0.9 : 0.8,
  }));
  for (const path of EXPERIENCE_PATHS) entries.push({ path: `/start-here/${path.slug}`, priority: 0.7 });
  const snapshot = await content.read('content');
  if (!snapshot) return entries;
  const data = snapshot.data;
  for (const tool of data.tools) {
    entries.push({
      path: `/tools/${encodeURIComponent(tool.id)}`,
      lastModified: tool.updatedAt,
      priority: 0.6,
    });
    entries.push({ path: `/tools/${encodeURIComponent(tool.id)}/alternatives`, priority: 0.5 });
  }
  // A closed or acquired tool keeps its page (a renamed one redirects to its successor).
  for (const tool of data.retiredTools ?? []) {
    if (tool.lifecycle?.status === 'renamed' && tool.lifecycle.successor) continue;
    entries.push({
      path: `/tools/${encodeURIComponent(tool.id)}`,
      lastModified: tool.updatedAt,
      priority: 0.3,
    });
  }
  // The glossary: every term page at its canonical address.
  for (const term of sortTerms(data.terms)) {
    entries.push({ path: termPath(term), lastModified: term.updatedAt, priority: 0.6 });
  }
  for (const category of data.categories) {
    entries.push({ path: `/category/${encodeURIComponent(category.slug)}`, priority: 0.6 });
  }
  for (const service of data.ecosystem) {
    entries.push({
      path: `/ecosystem/${encodeURIComponent(service.category)}/${encodeURIComponent(service.id)}`,
      priority: 0.5,
    });
  }
  return entries;
}
