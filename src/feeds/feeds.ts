import type { HistoryService } from '../catalogue/history.ts';
import type { ContentReader } from '../content/reader.ts';
import { describeChange } from '../domain/catalogue/changes.ts';
import { FEED_TITLES, type FeedFormat, type FeedName, feedPath } from '../domain/feeds.ts';
import { termPath } from '../domain/glossary/glossary.ts';
import { termWithEnglish } from '../domain/glossary/term-title.ts';

// The site's feeds (docs/product.md#feeds): new tools, changes, new glossary terms and podcast
// episodes, each as RSS 2.0 and JSON Feed 1.1, built with the `feed` package. Links are absolute
// (PUBLIC_SITE_URL); an item's GUID is its page address plus a fragment that never changes for
// that item, so a reader never sees an item twice.

/** Items per feed: the newest. */
const FEED_ITEMS = 50;

type FeedItem = { guid: string; title: string; path: string; date: Date; summary: string };

type RenderedFeed = { body: string; contentType: string };

export type FeedService = {
  /** Null while the feed's data is not there yet (no snapshot, the store away). */
  render(name: FeedName, format: FeedFormat, siteName: string): Promise<RenderedFeed | null>;
};

const validDate = (iso: string | undefined) => {
  const date = iso ? new Date(iso) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

export function createFeedService(deps: {
  siteUrl: string;
  content: ContentReader;
  history: HistoryService;
}): FeedService {
  const base = deps.siteUrl.replace(/\/+$/, '');

  async function items(name: FeedName): Promise<FeedItem[] | null> {
    switch (name) {
      case 'new-tools': {
        const found = await deps.history.newTools(new Date());
        return (
          found?.slice(0, FEED_ITEMS).map(({ tool, addedAt }) => ({
            guid: `${base}/tools/${encodeURIComponent(tool.id)}#added`,
            title: tool.name,
            path: `/tools/${encodeURIComponent(tool.id)}`,
            date: new Date(addedAt),
            summary: tool.shortDescription || tool.description,
          })) ?? null
        );
      }
      case 'changes': {
        const found = await deps.history.latest(FEED_ITEMS);
        return (
          found?.map((change) => ({
            guid: `${base}/changes#${encodeURIComponent(change.id)}`,
            title: `${change.toolName}: ${describeChange(change)}`,
            path: `/tools/${encodeURIComponent(change.toolId)}`,
            date: new Date(change.at),
            summary: describeChange(change),
          })) ?? null
        );
      }
      case 'terms': {
        const snapshot = await deps.content.read('content');
        if (!snapshot) return null;
        return snapshot.data.terms
          .flatMap((term) => {
            const date = validDate(term.createdAt) ?? validDate(term.updatedAt);
            return date ? [{ term, date }] : [];
          })
          .sort((a, b) => b.date.getTime() - a.date.getTime())
          .slice(0, FEED_ITEMS)
          .map(({ term, date }) => ({
            guid: `${base}/terms/${encodeURIComponent(term.id)}#term`,
            title: termWithEnglish(term),
            path: termPath(term),
            date,
            summary: term.shortDefinition || term.definition,
          }));
      }
      case 'episodes': {
        const snapshot = await deps.content.read('podcast');
        if (!snapshot) return null;
        return snapshot.data.episodes
          .flatMap((episode) => {
            const date = validDate(episode.isoDate) ?? validDate(episode.date);
            return date ? [{ episode, date }] : [];
          })
          .sort((a, b) => b.date.getTime() - a.date.getTime())
          .slice(0, FEED_ITEMS)
          .map(({ episode, date }) => ({
            guid: `${base}/podcast/${encodeURIComponent(episode.id)}#episode`,
            title: episode.title,
            path: `/podcast/${encodeURIComponent(episode.slug)}`,
            date,
            summary: episode.excerpt || episode.description,
          }));
      }
    }
  }

  return {
    async render(name, format, siteName) {
      const found = await items(name);
      if (!found) return null;
      // Loaded on the first feed asked for: no page needs it.
      const { Feed } = await import('feed');
      const info = FEED_TITLES[name];
      const feed = new Feed({
        id: `${base}${info.page}`,
        title: `${info.title} | ${siteName}`,
        description: info.description,
        link: `${base}${info.page}`,
        language: 'he',
        generator: false,
        copyright: siteName,
        updated: found[0]?.date ?? new Date(0),
        feedLinks: { rss: `${base}${feedPath(name, 'rss')}`, json: `${base}${feedPath(name, 'json')}` },
      });
      for (const item of found) {
        feed.addItem({
          id: item.guid,
          guid: item.guid,
          title: item.title,
          link: `${base}${item.path}`,
          date: item.date,
          published: item.date,
          description: item.summary,
        });
      }
      if (format === 'rss') return { body: feed.rss2(), contentType: 'application/rss+xml; charset=utf-8' };
      return {
        body: jsonFeed11(feed.json1(), siteName),
        contentType: 'application/feed+json; charset=utf-8',
      };
    },
  };
}

/**
 * The package writes JSON Feed 1.0; 1.1 adds `language` and `authors` and drops `author`. Items here
 * are plain text, so `content_text` rather than `content_html`.
 */
function jsonFeed11(json: string, siteName: string): string {
  const feed = JSON.parse(json) as Record<string, unknown> & { items: Record<string, unknown>[] };
  const items = feed.items.map(({ content_html, author: _author, ...item }) => ({
    ...item,
    content_text: content_html,
  }));
  const { author: _author, version: _version, ...rest } = feed;
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    ...rest,
    language: 'he',
    authors: [{ name: siteName }],
    items,
  });
}
