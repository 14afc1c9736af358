import { HEBREW_SEARCH_WORDS, speaksHebrewWell } from '../domain/hebrew-support.ts';
import { momentPath } from '../domain/podcast/moment.ts';
import { buildPassages } from '../domain/podcast/passages.ts';
import { aliasText, toolSpellings } from '../domain/search/aliases.ts';
import type { SearchKind } from '../domain/search/results.ts';
import type { CodeData, ContentData, NewsletterData, PodcastData, VideosData } from '../domain/types.ts';

// What the site search indexes (docs/search.md#what-is-searched): one document per tool, term,
// guide, category page, episode, passage of a transcript, newsletter issue, video and code project,
// made from the snapshots. site-index.ts indexes them and answers queries.

export type SearchSources = {
  content: ContentData | null;
  podcast: PodcastData | null;
  videos?: VideosData | null;
  code?: CodeData | null;
  newsletter?: NewsletterData | null;
};

export type SearchDocument = {
  id: string;
  kind: SearchKind;
  title: string;
  /** The text a hit shows (and marks): a description, or a passage's own words. */
  snippet: string;
  body: string;
  tags: string;
  /** Other spellings of the title: the alias table's, the content's `aliases`, a term's English name. */
  aliases: string;
  url: string;
  /** Passages only. */
  episode?: { slug: string; title: string };
  start?: number;
  end?: number;
};

function joined(...parts: (string | undefined | null | false)[]): string {
  return parts.filter(Boolean).join(' ');
}

function catalogueDocuments(content: ContentData, docs: SearchDocument[]) {
  for (const tool of content.tools) {
    docs.push({
      id: `tool:${tool.id}`,
      kind: 'tool',
      title: tool.name,
      snippet: tool.shortDescription || tool.description,
      body: joined(tool.description, tool.company, ...tool.capabilities, ...tool.useCases),
      aliases: aliasText([...toolSpellings(tool.name), ...(tool.aliases ?? [])]),
      tags: joined(
        // A search for 'עברית' or 'תומך עברית' finds the tools that speak Hebrew well.
        speaksHebrewWell(tool.hebrew) && HEBREW_SEARCH_WORDS,
        tool.category,
        tool.primaryCategory,
        ...tool.tags,
        ...tool.functionalTags,
        ...tool.contentTypeTags,
      ),
      url: `/tools/${encodeURIComponent(tool.id)}`,
    });
  }
  for (const term of content.terms) {
    docs.push({
      id: `term:${term.id}`,
      kind: 'term',
      title: term.term,
      snippet: term.shortDefinition || term.definition,
      body: term.definition,
      aliases: aliasText([term.englishTerm, ...(term.aliases ?? [])]),
      tags: joined(term.category, ...term.tags),
      url: `/terms/${encodeURIComponent(term.slug || term.id)}`,
    });
  }
  for (const guide of content.guides) {
    docs.push({
      id: `guide:${guide.id}`,
      kind: 'guide',
      title: guide.title,
      snippet: guide.description,
      body: guide.description,
      tags: joined(guide.difficulty, guide.categoryPage),
      aliases: '',
      url: `/guides#guide-${encodeURIComponent(guide.id)}`,
    });
  }
  for (const category of content.categories) {
    docs.push({
      id: `category:${category.id}`,
      kind: 'category',
      title: category.title,
      snippet: category.description || category.cardDescription,
      body: joined(category.description, category.cardTitle, category.cardDescription),
      tags: joined(...category.seoKeywords, ...category.filterValues),
      aliases: '',
      url: `/category/${encodeURIComponent(category.slug)}`,
    });
  }
}

function podcastDocuments(podcast: PodcastData, docs: SearchDocument[]) {
  for (const episode of podcast.episodes) {
    const url = `/podcast/${encodeURIComponent(episode.slug)}`;
    docs.push({
      id: `episode:${episode.id}`,
      kind: 'episode',
      title: episode.title,
      snippet: episode.excerpt,
      body: episode.description,
      tags: joined(...(episode.chapters ?? []).map((chapter) => chapter.title)),
      aliases: '',
      url,
    });
    for (const passage of buildPassages(episode.transcript?.cues ?? [])) {
      docs.push({
        id: `passage:${episode.id}:${passage.index}`,
        kind: 'passage',
        title: episode.title,
        snippet: passage.text,
        // Its words are indexed once, as the snippet.
        body: '',
        tags: '',
        aliases: '',
        url: momentPath(episode.slug, passage.start),
        episode: { slug: episode.slug, title: episode.title },
        start: passage.start,
        end: passage.end,
      });
    }
  }
}

function mediaDocuments(sources: SearchSources, docs: SearchDocument[]) {
  for (const issue of sources.newsletter?.issues ?? []) {
    docs.push({
      id: `newsletter:${issue.id}`,
      kind: 'newsletter',
      title: issue.subject || issue.name,
      snippet: issue.summary.join(' '),
      body: joined(
        ...issue.summary,
        ...issue.articles.flatMap((article) => [article.title, article.description]),
      ),
      tags: joined(...issue.articles.map((article) => article.category)),
      aliases: '',
      url: `/newsletter/${encodeURIComponent(issue.id)}`,
    });
  }
  const videos = [...(sources.videos?.works ?? []), ...(sources.videos?.tutorials ?? [])];
  const seenVideos = new Set<string>();
  for (const video of videos) {
    if (seenVideos.has(video.id)) continue;
    seenVideos.add(video.id);
    docs.push({
      id: `video:${video.id}`,
      kind: 'video',
      title: video.title,
      snippet: video.description,
      body: video.description,
      tags: joined(...video.tags),
      aliases: '',
      url: `/portfolio/videos#video-${encodeURIComponent(video.id)}`,
    });
  }
  for (const project of sources.code?.repositories ?? []) {
    docs.push({
      id: `code:${project.full_name}`,
      kind: 'code',
      title: project.name,
      snippet: project.aiDescription || project.description,
      body: joined(project.description, project.aiDescription, project.primaryLanguage),
      tags: joined(...project.topics, ...project.technologies),
      aliases: '',
      url: `/portfolio/code#project-${encodeURIComponent(project.name)}`,
    });
  }
}

export function searchDocuments(sources: SearchSources): SearchDocument[] {
  const docs: SearchDocument[] = [];
  if (sources.content) catalogueDocuments(sources.content, docs);
  if (sources.podcast) podcastDocuments(sources.podcast, docs);
  mediaDocuments(sources, docs);
  return docs;
}
