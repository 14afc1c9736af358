import type { ContentData, NewsletterData } from '../../../src/domain/types.ts';

// Every external URL the site shows and the site paths that show it: tools' official,
// tool, docs and tutorial URLs, terms' quality links, newsletter article links and guides' videos.

type Collected = Map<string, Set<string>>;

function add(found: Collected, url: string | undefined, page: string) {
  if (!url) return;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return;
  const key = parsed.href;
  const pages = found.get(key) ?? new Set<string>();
  pages.add(page);
  found.set(key, pages);
}

function toolPath(id: string): string {
  return `/tools/${encodeURIComponent(id)}`;
}

export function collectLinks(
  content: ContentData | null | undefined,
  newsletter: NewsletterData | null | undefined,
): Map<string, string[]> {
  const found: Collected = new Map();
  for (const tool of content?.tools ?? []) {
    const page = toolPath(tool.id);
    for (const url of [tool.officialUrl, tool.toolUrl, tool.url, tool.docsUrl, tool.tutorialUrl]) {
      add(found, url, page);
    }
  }
  for (const term of content?.terms ?? []) {
    const page = `/terms/${encodeURIComponent(term.slug || term.id)}`;
    for (const link of term.qualityLinks) add(found, link.url, page);
  }
  for (const guide of content?.guides ?? []) add(found, guide.videoUrl, '/guides');
  for (const issue of newsletter?.issues ?? []) {
    const page = `/newsletter/${encodeURIComponent(issue.id)}`;
    for (const article of issue.articles) add(found, article.link, page);
  }
  return new Map([...found].map(([url, pages]) => [url, [...pages].sort()]));
}
