import { catalogueSitemapEntries } from '../catalogue/sitemap-entries.ts';
import type { ContentReader } from '../content/reader.ts';
import { escapeXml } from '../domain/xml.ts';
import { archiveSitemapEntries } from './archive-entries.ts';

export type SitemapEntry = { path: string; lastModified?: string; priority?: number };

/** Every public page that has no parameters. Keep in step with client/routes.ts. */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  '/',
  '/about',
  '/services',
  '/lectures',
  '/lectures-old',
  '/accessibility',
  '/privacy',
  '/terms-of-service',
  '/portfolio',
  '/portfolio/videos',
  '/portfolio/code',
];

/**
 * Static pages plus each page the snapshots make, as soon as that page's route exists.
 * (Dynamic kinds are added here alongside their routes.)
 */
export async function buildSitemapEntries(content: ContentReader): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = STATIC_PUBLIC_PATHS.map((path) => ({
    path,
    priority: path === '/' ? 1 : 0.7,
  }));
  entries.push(...(await catalogueSitemapEntries(content)));
  entries.push(...(await archiveSitemapEntries(content)));
  return entries;
}

export function renderSitemap(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = entries.map((entry) => {
    const loc = new URL(entry.path, `${siteUrl}/`).toString();
    const parts = [`<loc>${escapeXml(loc)}</loc>`];
    if (entry.lastModified) parts.push(`<lastmod>${escapeXml(entry.lastModified)}</lastmod>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>${parts.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
