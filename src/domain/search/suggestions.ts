import { findSpans, MIN_LAST_WORD_PREFIX, queryForms } from './find-in-text.ts';
import { SEARCH_KIND_LABELS, SEARCH_KINDS, type SearchHit, type SearchResults } from './results.ts';

// What a browser's address bar shows under a query typed for this site (the OpenSearch description,
// /opensearch.xml, names GET /api/search/suggest; docs/search.md#in-the-browsers-address-bar): the
// titles of the site search's hits, in the OpenSearch Suggestions format
// [query, completions, descriptions, urls]. Firefox reads the first two; the kind names and the
// addresses are for clients that show them.
//
// A suggestion stands in the address bar for what was typed, so the titles that hold every word of
// the query (by the search's word rules: prefixes, endings, a word's start as one types) come first,
// then those that matched by their description. Within each, the things themselves come before the
// places they are mentioned, as on the results page: one hit of each kind in the table's order (a
// tool, a term, a guide…), then the second of each, and so on. A passage is left out (its title is
// its episode's, which the episodes give already), and a title is offered once.

export type SearchSuggestions = [
  query: string,
  completions: string[],
  descriptions: string[],
  urls: string[],
];

/** At most this many suggestions: what the address bars show. */
export const MAX_SUGGESTIONS = 8;

/** `typed` is the query as the browser sent it, which the answer repeats; `results` its search's. */
export function searchSuggestions(
  typed: string,
  results: SearchResults | undefined,
  siteUrl: string,
): SearchSuggestions {
  if (!results) return [typed, [], [], []];
  // Nothing as typed, something on the other keyboard layout: offer what that found.
  const { query, groups } = results.total === 0 && results.suggestion ? results.suggestion : results;
  const byKind = SEARCH_KINDS.filter((kind) => kind !== 'passage')
    .map((kind) => groups.find((group) => group.kind === kind)?.items ?? [])
    .filter((items) => items.length > 0);
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  for (let rank = 0; byKind.some((items) => rank < items.length); rank++)
    for (const items of byKind) {
      const hit = items[rank];
      if (!hit || seen.has(hit.title)) continue;
      seen.add(hit.title);
      hits.push(hit);
    }
  const forms = queryForms(query);
  const named: SearchHit[] = [];
  const others: SearchHit[] = [];
  // The last word of several is still being typed: the search takes its start from one letter
  // (src/search/site-index.ts), and a title starting a word with it holds it too ('מודל שפ').
  const holds = (title: string, wordForms: readonly string[], position: number) =>
    findSpans(title, [wordForms]).length > 0 ||
    (forms.length > 1 &&
      position === forms.length - 1 &&
      findSpans(title, [wordForms.slice(0, 1)], undefined, MIN_LAST_WORD_PREFIX).length > 0);
  for (const hit of hits) {
    const holdsQuery =
      forms.length > 0 && forms.every((wordForms, position) => holds(hit.title, wordForms, position));
    (holdsQuery ? named : others).push(hit);
  }
  const chosen = [...named, ...others].slice(0, MAX_SUGGESTIONS);
  return [
    typed,
    chosen.map((hit) => hit.title),
    chosen.map((hit) => SEARCH_KIND_LABELS[hit.kind]),
    chosen.map((hit) => new URL(hit.url, siteUrl).href),
  ];
}
