import MiniSearch, { type SearchResult } from 'minisearch';
import { searchTerms } from '../domain/hebrew-normalise.ts';
import { HEBREW_SEARCH_WORDS, speaksHebrewWell } from '../domain/hebrew-support.ts';
import type { ContentData, PodcastData } from '../domain/types.ts';

// One search over tools, terms, guides and podcast episodes. The index is built once per content
// version (services.content.derive) and queried per request.

type SearchKind = 'tool' | 'term' | 'guide' | 'episode';

const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  tool: 'כלי AI',
  term: 'מונחים',
  guide: 'מדריכים',
  episode: 'פרקי פודקאסט',
};

const SEARCH_KIND_ORDER: readonly SearchKind[] = ['tool', 'term', 'guide', 'episode'];

type SearchDocument = {
  id: string;
  kind: SearchKind;
  title: string;
  subtitle: string;
  body: string;
  tags: string;
  url: string;
};

type SearchHit = Pick<SearchDocument, 'id' | 'kind' | 'title' | 'subtitle' | 'url'> & {
  score: number;
};
export type SearchGroup = { kind: SearchKind; label: string; hits: SearchHit[] };

const MAX_HITS_PER_KIND = 20;
const MIN_FUZZY_LENGTH = 5;

function tokenize(text: string): string[] {
  return text.split(/[\s\p{P}\p{S}]+/u).filter((token) => token.length > 0 && !/^['"]+$/.test(token));
}

function processTerm(term: string): string[] {
  return searchTerms(term);
}

function searchDocuments(content: ContentData | null, podcast: PodcastData | null): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (const tool of content?.tools ?? []) {
    docs.push({
      id: `tool:${tool.id}`,
      kind: 'tool',
      title: tool.name,
      subtitle: tool.shortDescription || tool.description,
      body: [tool.description, tool.company, ...tool.capabilities, ...tool.useCases]
        .filter(Boolean)
        .join(' '),
      tags: [
        // A search for 'עברית' or 'תומך עברית' finds the tools that speak Hebrew well.
        speaksHebrewWell(tool.hebrew) ? HEBREW_SEARCH_WORDS : '',
        tool.category,
        tool.primaryCategory,
        ...tool.tags,
        ...tool.functionalTags,
        ...tool.contentTypeTags,
      ]
        .filter(Boolean)
        .join(' '),
      url: `/tools/${encodeURIComponent(tool.id)}`,
    });
  }
  for (const term of content?.terms ?? []) {
    docs.push({
      id: `term:${term.id}`,
      kind: 'term',
      title: term.term,
      subtitle: term.shortDefinition || term.definition,
      body: [term.englishTerm, term.definition].filter(Boolean).join(' '),
      tags: [term.category, ...term.tags].filter(Boolean).join(' '),
      url: `/terms/${encodeURIComponent(term.slug || term.id)}`,
    });
  }
  for (const guide of content?.guides ?? []) {
    docs.push({
      id: `guide:${guide.id}`,
      kind: 'guide',
      title: guide.title,
      subtitle: guide.description,
      body: guide.description,
      tags: [guide.difficulty, guide.categoryPage].filter(Boolean).join(' '),
      url: `/guides#guide-${encodeURIComponent(guide.id)}`,
    });
  }
  for (const episode of podcast?.episodes ?? []) {
    docs.push({
      id: `episode:${episode.id}`,
      kind: 'episode',
      title: episode.title,
      subtitle: episode.excerpt,
      body: episode.description,
      tags: '',
      url: episode.url || `/podcast/${encodeURIComponent(episode.slug)}`,
    });
  }
  return docs;
}

export type SearchIndex = { search(query: string): SearchGroup[]; size: number };

export function buildSearchIndex(content: ContentData | null, podcast: PodcastData | null): SearchIndex {
  const docs = searchDocuments(content, podcast);
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'subtitle', 'body', 'tags'],
    storeFields: ['kind', 'title', 'subtitle', 'url'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 4, tags: 2, subtitle: 1.5 },
      prefix: (term) => term.length >= 3,
      // Typo tolerance only on longer words: short Hebrew words differ by one letter too often.
      fuzzy: (term) => (term.length >= MIN_FUZZY_LENGTH ? 0.2 : false),
      maxFuzzy: 2,
      combineWith: 'OR',
    },
  });
  index.addAll(docs);
  return {
    size: docs.length,
    search(query: string) {
      const text = query.trim().slice(0, 200);
      if (!text) return [];
      // Each word is searched in all its forms (OR); a document must match every word (AND).
      const words = tokenize(text)
        .filter((word) => searchTerms(word).length > 0)
        .slice(0, 8);
      if (words.length === 0) return [];
      let combined: Map<string, { result: SearchResult; score: number }> | null = null;
      for (const word of words) {
        const next = new Map<string, { result: SearchResult; score: number }>();
        for (const result of index.search(word)) {
          const id = String(result.id);
          if (combined === null) next.set(id, { result, score: result.score });
          else {
            const previous = combined.get(id);
            if (previous) next.set(id, { result, score: previous.score + result.score });
          }
        }
        combined = next;
      }
      const filtered = [...(combined?.values() ?? [])]
        .sort((a, b) => b.score - a.score)
        .map(({ result, score }): SearchResult => ({ ...result, score }));
      return SEARCH_KIND_ORDER.map((kind) => ({
        kind,
        label: SEARCH_KIND_LABELS[kind],
        hits: filtered
          .filter((result) => result.kind === kind)
          .slice(0, MAX_HITS_PER_KIND)
          .map((result) => ({
            id: String(result.id),
            kind,
            title: String(result.title),
            subtitle: String(result.subtitle ?? ''),
            url: String(result.url),
            score: result.score,
          })),
      })).filter((group) => group.hits.length > 0);
    },
  };
}
