import type { ContentReader } from '../content/reader.ts';
import { readNewsletterIssues } from '../newsletter/archive.ts';
import { readPodcast } from '../podcast/read-podcast.ts';

type Entry = { path: string; lastModified?: string; priority?: number };

/** The podcast and newsletter pages for the sitemap: both lists, every episode, every issue. */
export async function archiveSitemapEntries(content: ContentReader): Promise<Entry[]> {
  const entries: Entry[] = [
    { path: '/podcast', priority: 0.8 },
    { path: '/newsletter', priority: 0.7 },
  ];
  const podcast = await readPodcast(content);
  for (const episode of podcast?.episodes ?? []) {
    entries.push({
      path: encodeURI(episode.url || `/podcast/${episode.slug}`),
      lastModified: episode.isoDate?.slice(0, 10),
      priority: 0.6,
    });
  }
  for (const issue of (await readNewsletterIssues(content)) ?? []) {
    entries.push({
      path: `/newsletter/${encodeURIComponent(issue.id)}`,
      lastModified: /^\d{4}-\d{2}-\d{2}/.exec(issue.created_at)?.[0],
      priority: 0.5,
    });
  }
  return entries;
}
