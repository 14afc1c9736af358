import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { inflectionVariants, searchTerms } from '../domain/hebrew-normalise.ts';
import { MIN_LAST_WORD_PREFIX, MIN_PREFIX } from '../domain/search/find-in-text.ts';
import { otherLayout } from '../domain/search/keyboard-layout.ts';
import type { SearchGroup, SearchKind, SearchResults } from '../domain/search/results.ts';
import { SEARCH_KIND_LABELS, SEARCH_KINDS } from '../domain/search/results.ts';
import { type SearchDocument, type SearchSources, searchDocuments } from './documents.ts';
import { hitOf, type TermsOf } from './hits.ts';

// One search over everything the site shows (docs/search.md): tools, terms, guides,
// category pages, episodes and the passages of their transcripts, newsletter issues, videos and code
// projects. The index is derived data: built once per set of snapshot versions (search-service.ts)
// and queried per request. What it indexes is made in documents.ts; what a hit shows, in hits.ts.

const DEFAULT_LIMIT = 20;
const MIN_FUZZY_LENGTH = 5;
/** How much a match of another inflection of a word counts against a match of the word as typed. */
const INFLECTION_WEIGHT = 0.4;
const PASSAGE_WEIGHT = 0.6;
/** A query is read as at most this many words. */
const MAX_WORDS = 8;

function tokenize(text: string): string[] {
  // A geresh or gershayim after a Hebrew letter belongs to the word (ג'מיני, צ״ל): not a break.
  return text
    .replace(/(?<=[\u05D0-\u05EA])['׳"״’‘`]+/g, '')
    .split(/[\s\p{P}\p{S}]+/u)
    .filter((token) => token.length > 0 && !/^['"]+$/.test(token));
}

export type SearchOptions = { kind?: SearchKind; limit?: number };

export type SiteSearchIndex = {
  search(query: string, options?: SearchOptions): SearchResults;
  /** How many documents it holds (a passage is one). */
  size: number;
};

/** Documents indexed between two turns of the event loop: a long build never stalls requests. */
const BUILD_CHUNK = 100;

/**
 * Builds the index in chunks, yielding to the event loop between them: with fifty long transcripts
 * a build takes seconds of CPU, and the web process keeps answering meanwhile.
 */
export async function buildSiteSearchIndex(sources: SearchSources): Promise<SiteSearchIndex> {
  const docs = searchDocuments(sources);
  const vocabulary = new Map<string, string[]>();
  const documentTerms: TermsOf = (word) => {
    let terms = vocabulary.get(word);
    if (!terms) {
      terms = searchTerms(word);
      vocabulary.set(word, terms);
    }
    return terms;
  };
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'aliases', 'snippet', 'body', 'tags'],
    storeFields: ['kind'],
    tokenize,
    // The documents' words, normalised once per distinct word: the vocabulary is far smaller than
    // the text (a transcript repeats its words), and normalising is most of the build's time.
    processTerm: documentTerms,
    searchOptions: {
      boost: { title: 4, aliases: 3, tags: 2, snippet: 1.5 },
      prefix: (term) => term.length >= MIN_PREFIX,
      // Typo tolerance only on longer words: short Hebrew words differ by one letter too often.
      fuzzy: (term) => (term.length >= MIN_FUZZY_LENGTH ? 0.2 : false),
      maxFuzzy: 2,
      combineWith: 'OR',
      // Queries are not memoised: what people type would grow the table without bound.
      processTerm: (term) => searchTerms(term),
      // A passage is a fragment of an episode: the things themselves (a tool, a term, the episode)
      // come before the place where they were mentioned.
      boostDocument: (_id, _term, stored) => (stored?.kind === 'passage' ? PASSAGE_WEIGHT : 1),
    },
  });
  await index.addAllAsync(docs, { chunkSize: BUILD_CHUNK });

  /** Each word is searched in all its forms (OR); a document must match every word (AND). */
  function matches(words: string[]): Map<string, { score: number; terms: Set<string> }> {
    let combined: Map<string, { score: number; terms: Set<string> }> | null = null;
    for (const [position, word] of words.entries()) {
      const next = new Map<string, { score: number; terms: Set<string> }>();
      // A word matches as the start of longer ones from three letters ('מוד' → מודל); the last of
      // several, still being typed, from its first ('מודל ש' finds מודל שפה, 'פרק 1' episodes 10–12).
      // Alone, a letter or two would match half the site; after another word they only narrow it.
      const typing = words.length > 1 && position === words.length - 1;
      // The word as typed only (the first of its terms), not a form left by taking off its prefixes
      // ('בשפה' → 'פה').
      const options = typing
        ? {
            prefix: (term: string, index: number) =>
              term.length >= MIN_PREFIX || (index === 0 && term.length >= MIN_LAST_WORD_PREFIX),
          }
        : {};
      for (const result of index.search(wordQuery(word), options) as SearchResult[]) {
        const id = String(result.id);
        if (combined === null) next.set(id, { score: result.score, terms: new Set(result.terms) });
        else {
          const previous = combined.get(id);
          if (previous)
            next.set(id, {
              score: previous.score + result.score,
              terms: new Set([...previous.terms, ...result.terms]),
            });
        }
      }
      combined = next;
    }
    return combined ?? new Map();
  }

  function run(text: string, options: SearchOptions): Omit<SearchResults, 'query'> {
    const words = tokenize(text)
      .filter((word) => searchTerms(word).length > 0)
      .slice(0, MAX_WORDS);
    if (words.length === 0) return { total: 0, groups: [] };
    const limit = options.limit ?? DEFAULT_LIMIT;
    const found = [...matches(words).entries()]
      .map(([id, match]) => ({ doc: byId.get(id)!, ...match }))
      .filter(({ doc }) => !options.kind || doc.kind === options.kind)
      .sort((a, b) => b.score - a.score);
    const groups: SearchGroup[] = [];
    // Groups in the order of their best hit (the kind order breaks ties): what matches best is first.
    const kinds = [...SEARCH_KINDS].sort(
      (a, b) =>
        bestScore(found, b) - bestScore(found, a) || SEARCH_KINDS.indexOf(a) - SEARCH_KINDS.indexOf(b),
    );
    for (const kind of kinds) {
      const ofKind = found.filter(({ doc }) => doc.kind === kind);
      if (ofKind.length === 0) continue;
      groups.push({
        kind,
        label: SEARCH_KIND_LABELS[kind],
        count: ofKind.length,
        items: ofKind.slice(0, limit).map(({ doc, terms }) => hitOf(doc, terms, documentTerms)),
      });
    }
    return { total: found.length, groups };
  }

  return {
    size: docs.length,
    search(query, options = {}) {
      const text = query.trim();
      const results = run(text, options);
      if (results.total > 0) return { query: text, ...results };
      // Nothing as typed: maybe the keyboard was on the other layout.
      const retyped = otherLayout(text);
      const suggestion = retyped ? run(retyped, options) : null;
      return suggestion && suggestion.total > 0 && retyped
        ? { query: text, ...results, suggestion: { query: retyped, ...suggestion } }
        : { query: text, ...results };
    },
  };
}

/**
 * A word of the query as MiniSearch reads it: as typed (with its prefix-free forms, by prefix
 * and, when long, with a typo), or, weighed below that, exactly as one of its other inflections.
 */
function wordQuery(word: string): Query {
  const typed = searchTerms(word);
  const forms = new Set(typed.flatMap(inflectionVariants));
  for (const form of typed) forms.delete(form);
  if (forms.size === 0) return word;
  return {
    combineWith: 'OR',
    queries: [word, { queries: [...forms], prefix: false, fuzzy: false, boostTerm: () => INFLECTION_WEIGHT }],
  };
}

function bestScore(found: readonly { doc: SearchDocument; score: number }[], kind: SearchKind): number {
  return found.find(({ doc }) => doc.kind === kind)?.score ?? 0;
}
