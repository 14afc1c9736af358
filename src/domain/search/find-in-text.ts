import { inflectionVariants, searchTerms } from '../hebrew-normalise.ts';

// Find in a text (the transcript's search field, docs/search.md#find-in-the-transcript): the
// words of a text that match the words of a query under the site search's own rules (niqqud, final
// letters, geresh, prefixes, endings), so the field and /search agree on what a word is.

/** A word of running text; a geresh or gershayim inside it belongs to it (צ'אט, צ״ל). */
const WORD = /[^\s\p{P}\p{S}]+(?:['׳"״’][^\s\p{P}\p{S}]+)*/gu;

/** The shortest query form matched as the start of a word: shorter ones would mark half the text. */
export const MIN_PREFIX = 3;
/**
 * ...except the last word of a query of several, the word still being typed: its start counts from
 * its first letter ('מודל ש'), as the site search reads it (src/search/site-index.ts).
 */
export const MIN_LAST_WORD_PREFIX = 1;

/** The forms a query stands for: each word's normalised, prefix-free and inflected forms. */
export function queryForms(query: string): string[][] {
  return [...query.matchAll(WORD)]
    .map(([word]) => {
      const terms = searchTerms(word);
      return [...new Set([...terms, ...terms.flatMap((term) => inflectionVariants(term))])];
    })
    .filter((forms) => forms.length > 0);
}

/**
 * The `[start, end)` spans of `text`'s words matching any word of the query (`queryForms`): a text
 * word matches when one of its forms equals a query form, or starts with one of at least three
 * letters (the field searches as one types; `minPrefix` says otherwise). Empty for an empty query.
 */
export function findSpans(
  text: string,
  forms: readonly (readonly string[])[],
  termsOf: (word: string) => string[] = searchTerms,
  minPrefix = MIN_PREFIX,
): [number, number][] {
  if (forms.length === 0) return [];
  const all = forms.flat();
  const spans: [number, number][] = [];
  for (const match of text.matchAll(WORD)) {
    const found = termsOf(match[0]).some((term) =>
      all.some((form) => term === form || (form.length >= minPrefix && term.startsWith(form))),
    );
    if (found) spans.push([match.index, match.index + match[0].length]);
  }
  return spans;
}
