import { normaliseText, searchTerms } from '../hebrew-normalise.ts';
import { MAX_QUERY_LENGTH, queryParam, queryParams } from '../query.ts';
import type { Term, TermDifficulty } from '../types.ts';
import { DIFFICULTY_LEVELS } from './labels.ts';

// The /terms filters live in the URL query (a GET form that works without JavaScript): q, category,
// difficulty (1, 2, 3) and tag. Parsing never throws; unknown or malformed values are ignored.

export type TermFilters = {
  q: string;
  category?: string;
  difficulty?: TermDifficulty;
  tag?: string;
};

const POPULAR_TAG_LIMIT = 10;

/** Reads the filters; `categories` and `tags` are the values in use (anything else is dropped). */
export function parseTermFilters(
  search: URLSearchParams | string,
  known: { categories: readonly string[]; tags: readonly string[] },
): TermFilters {
  const params = queryParams(search);
  const category = queryParam(params, 'category');
  const difficulty = queryParam(params, 'difficulty');
  const tag = queryParam(params, 'tag');
  const filters: TermFilters = { q: queryParam(params, 'q') ?? '' };
  if (category && known.categories.includes(category)) filters.category = category;
  const level = DIFFICULTY_LEVELS.find((item) => item.value === difficulty);
  if (level) filters.difficulty = level.difficulty;
  if (tag && known.tags.includes(tag)) filters.tag = tag;
  return filters;
}

export function hasActiveTermFilters(filters: TermFilters): boolean {
  return Boolean(filters.q || filters.category || filters.difficulty || filters.tag);
}

/** The query string for a set of filters (empty values left out), e.g. for the popular-tag links. */
export function termFiltersToQuery(filters: TermFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.difficulty) {
    const level = DIFFICULTY_LEVELS.find((item) => item.difficulty === filters.difficulty);
    if (level) params.set('difficulty', level.value);
  }
  if (filters.tag) params.set('tag', filters.tag);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function tokens(text: string): string[] {
  return text.split(/[\s\p{P}\p{S}]+/u).filter((token) => token.length > 0);
}

const HEBREW_WORD = /^[\u05D0-\u05EA]+$/;

/**
 * A Hebrew query word also stands for its stem without a plural or feminine ending, so 'הטמעות'
 * finds 'הטמעה' and 'מודלים' finds 'מודל' (as prefixes; at least 3 letters stay).
 */
function queryForms(word: string): string[] {
  const forms = new Set(searchTerms(word));
  for (const form of [...forms]) {
    if (!HEBREW_WORD.test(form)) continue;
    const stem = form.replace(/(?:ימ|ות)$/, '');
    if (stem !== form && stem.length >= 3) forms.add(stem);
    else if (form.endsWith('ה') && form.length >= 4) forms.add(form.slice(0, -1));
  }
  return [...forms];
}

/** Every form under which a text's words can be found: normalised, with and without Hebrew prefixes. */
function indexForms(texts: readonly (string | undefined)[]): string[] {
  const forms = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const token of tokens(text)) for (const form of searchTerms(token)) forms.add(form);
  }
  return [...forms];
}

type Searchable = { title: string[]; body: string[] };

/** Each term's searchable word forms, computed once per term (kept per content version). */
export type TermSearchCache = Map<Term, Searchable>;

function searchableOf(term: Term): Searchable {
  return {
    title: indexForms([term.term, term.englishTerm, term.slug]),
    body: indexForms([term.shortDefinition, term.definition, term.category, ...term.tags]),
  };
}

/**
 * A query word matches a text when one of its forms (prefix letters removed, niqqud dropped, final
 * letters unified, English lower-cased) starts one of the text's word forms: 'והטוקן' finds
 * 'טוקנים', 'embed' finds 'Embeddings'. As in /search, forms shorter than 3 letters match whole words only.
 */
function wordMatches(forms: readonly string[], wanted: readonly string[]): boolean {
  return wanted.some((query) =>
    forms.some((form) => (query.length >= MIN_PREFIX_LENGTH ? form.startsWith(query) : form === query)),
  );
}

const MIN_PREFIX_LENGTH = 3;

/** How well a term matches a text query: 0 no match; title matches rank above body matches. */
function termQueryScore(term: Term, query: string, cache?: TermSearchCache): number {
  const words = tokens(normaliseText(query.slice(0, MAX_QUERY_LENGTH)))
    .map((word) => queryForms(word))
    .filter((forms) => forms.length > 0)
    .slice(0, 8);
  if (words.length === 0) return 1;
  let searchable = cache?.get(term);
  if (!searchable) {
    searchable = searchableOf(term);
    cache?.set(term, searchable);
  }
  let score = 0;
  for (const forms of words) {
    if (wordMatches(searchable.title, forms)) score += 3;
    else if (wordMatches(searchable.body, forms)) score += 1;
    else return 0;
  }
  return score;
}

/**
 * The terms that pass every filter. Without a text query the list order stays; with one, title
 * matches come first (the list order breaks ties).
 */
export function applyTermFilters(
  terms: readonly Term[],
  filters: TermFilters,
  cache?: TermSearchCache,
): Term[] {
  const passing = terms.filter(
    (term) =>
      (!filters.category || term.category === filters.category) &&
      (!filters.difficulty || term.difficulty === filters.difficulty) &&
      (!filters.tag || term.tags.includes(filters.tag)),
  );
  if (!filters.q) return passing;
  return passing
    .map((term, index) => ({ term, index, score: termQueryScore(term, filters.q, cache) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.term);
}

/** Categories in use, most common first. */
export function termCategories(terms: readonly Term[]): string[] {
  return countedValues(terms.map((term) => (term.category ? [term.category] : []))).map(
    (entry) => entry.value,
  );
}

export type TagCount = { tag: string; count: number };

/** Every tag in use with its count, most used first (ties in Hebrew alphabetical order). */
export function tagCounts(terms: readonly Term[]): TagCount[] {
  return countedValues(terms.map((term) => [...new Set(term.tags)])).map(({ value, count }) => ({
    tag: value,
    count,
  }));
}

/** The popular tags are the top 10 by count (docs/product.md#glossary). */
export function popularTags(terms: readonly Term[], limit = POPULAR_TAG_LIMIT): TagCount[] {
  return tagCounts(terms).slice(0, limit);
}

function countedValues(lists: readonly string[][]): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const list of lists) for (const value of list) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'he'))
    .map(([value, count]) => ({ value, count }));
}
