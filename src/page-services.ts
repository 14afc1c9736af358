import { PAGE_CACHE_CONTROL } from './cache-policy.ts';
import { readContent } from './catalogue/data.ts';
import type { ContentReader } from './content/reader.ts';
import type { TermSearchCache } from './domain/glossary/filters.ts';
import type { Glossary } from './domain/glossary/glossary.ts';
import type { ContentData, NewsletterIssue, PodcastData } from './domain/types.ts';
import { createExplorables, type Explorables } from './explorables/explorables.ts';
import type { Tokenizer } from './explorables/tokenize-isolation.ts';
import { readGlossary, readTermSearchCache } from './glossary/data.ts';
import { readNewsletterIssues } from './newsletter/archive.ts';
import { type RssChannelInfo, renderNewsletterRss } from './newsletter/rss.ts';
import type { Config } from './platform/config.ts';
import type { Logger } from './platform/logger.ts';
import { readPodcast } from './podcast/read-podcast.ts';
import {
  type CodePage,
  type PortfolioSummary,
  readCodePage,
  readPortfolioSummary,
  readVideosPage,
  type VideosPage,
} from './portfolio/data.ts';
import { createSearchService, type SearchService } from './search/search-service.ts';
import { buildSitemapEntries, renderSitemap } from './seo/sitemap.ts';
import type { AppServices } from './services.ts';

// What route loaders, actions and the React Router entry need of the server, as services on the
// request context. Route modules import no server module themselves, so the React Router server
// build bundles no second copy of one (docs/decisions/0014-one-module-graph.md). Every reader here
// reads through one ContentReader: the admin's preview gets the same readers over the preview API.

export type PageServices = {
  /** The catalogue screens: the content snapshot. */
  catalogue: {
    /** The content snapshot's data, or null while none has been written yet. */
    content(): Promise<ContentData | null>;
  };
  /** The site search over every source, its index built once per set of snapshot versions. */
  search: SearchService;
  glossary: {
    /** The glossary of the current content snapshot, or null while there is none. */
    glossary(): Promise<Glossary | null>;
    termSearchCache(): Promise<TermSearchCache | null>;
  };
  podcast: {
    /** The podcast snapshot, or null while there is none (the page says so). */
    read(): Promise<PodcastData | null>;
  };
  newsletter: {
    /** The archive's issues (newest first), or null while no snapshot exists. */
    issues(): Promise<NewsletterIssue[] | null>;
    /** The archive as RSS 2.0, or null while no snapshot exists. */
    rss(channel: RssChannelInfo): Promise<string | null>;
  };
  portfolio: {
    videosPage(): Promise<VideosPage>;
    codePage(now: Date): Promise<CodePage>;
    summary(now: Date): Promise<PortfolioSummary>;
  };
  /** /sitemap.xml: every public page under PUBLIC_SITE_URL. */
  sitemap: { xml(): Promise<string> };
  /** Cache-Control of pages and their data requests (src/cache-policy.ts). */
  cachePolicy: { page: string };
  /** The term pages' explorables: token counts, the language model, the term map. */
  explorables: Explorables;
};

type PageServiceDeps = { config: Config; logger: Logger; content: ContentReader; tokenizer: Tokenizer };

export function createPageServices({ config, logger, content, tokenizer }: PageServiceDeps): PageServices {
  return {
    catalogue: {
      content: () => readContent(content),
    },
    search: createSearchService(content, logger),
    glossary: {
      glossary: () => readGlossary(content),
      termSearchCache: () => readTermSearchCache(content),
    },
    podcast: { read: () => readPodcast(content) },
    newsletter: {
      issues: () => readNewsletterIssues(content),
      async rss(channel) {
        const issues = await readNewsletterIssues(content);
        return issues ? renderNewsletterRss(issues, channel) : null;
      },
    },
    portfolio: {
      videosPage: () => readVideosPage(content),
      codePage: (now) => readCodePage(content, now),
      summary: (now) => readPortfolioSummary(content, now),
    },
    sitemap: {
      xml: async () => renderSitemap(await buildSitemapEntries(content), config.PUBLIC_SITE_URL),
    },
    cachePolicy: { page: PAGE_CACHE_CONTROL },
    explorables: createExplorables(content, tokenizer, logger),
  };
}

/**
 * The same services reading another ContentReader (the admin's preview, a test's instrumented
 * reader): the reader and every page service built on it are replaced together.
 */
export function readingFrom(services: AppServices, content: ContentReader): AppServices {
  return { ...services, content, ...createPageServices({ ...services, content }) };
}
