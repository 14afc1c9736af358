import type { SearchHit } from '../domain/search/results.ts';
import type { SearchDocument } from './documents.ts';

// A hit as the search shows it: its snippet cut to length around the first word that matched,
// with the matched words marked.

/** The longest snippet shown; a longer text is cut around its first marked word. */
const SNIPPET_CHARS = 180;
const SNIPPET_LEAD = 50;

/** A word's index terms (searchTerms, memoised by the index). */
export type TermsOf = (word: string) => string[];

/** The spans of `text` whose words are among `terms` (index terms, as searchTerms gives them). */
function markSpans(text: string, terms: ReadonlySet<string>, termsOf: TermsOf): [number, number][] {
  const spans: [number, number][] = [];
  for (const match of text.matchAll(/[^\s\p{P}\p{S}]+(?:['׳"״][^\s\p{P}\p{S}]+)*/gu)) {
    if (termsOf(match[0]).some((form) => terms.has(form)))
      spans.push([match.index, match.index + match[0].length]);
  }
  return spans;
}

/**
 * A snippet of at most SNIPPET_CHARS of `text` (white space already collapsed), cut at spaces
 * around its first mark, with the marks moved along.
 */
function cutSnippet(text: string, marks: [number, number][]): { snippet: string; marks: [number, number][] } {
  if (text.length <= SNIPPET_CHARS) return { snippet: text, marks };
  const first = marks[0]?.[0] ?? 0;
  let from = Math.max(0, first - SNIPPET_LEAD);
  if (from > 0) {
    const space = text.indexOf(' ', from);
    from = space >= 0 && space < first ? space + 1 : from;
  }
  let to = Math.min(text.length, from + SNIPPET_CHARS);
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > first) to = space;
  }
  const lead = from > 0 ? '…' : '';
  const shift = lead.length - from;
  return {
    snippet: `${lead}${text.slice(from, to)}${to < text.length ? '…' : ''}`,
    marks: marks.filter(([start, end]) => start >= from && end <= to).map(([s, e]) => [s + shift, e + shift]),
  };
}

export function hitOf(doc: SearchDocument, terms: Set<string>, termsOf: TermsOf): SearchHit {
  const text = doc.snippet.replace(/\s+/g, ' ').trim();
  const { snippet, marks } = cutSnippet(text, markSpans(text, terms, termsOf));
  return {
    id: doc.id,
    kind: doc.kind,
    title: doc.title,
    url: doc.url,
    snippet,
    marks,
    ...(doc.episode ? { episode: doc.episode, start: doc.start, end: doc.end } : {}),
  };
}
