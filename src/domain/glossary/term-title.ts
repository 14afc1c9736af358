// A term named with its English form, as a title, a feed item or a card's description reads it:
// 'טוקן (Token / Tokenization)'. A term whose Hebrew name already carries the English
// ('הטמעה (Embedding)', English 'Embeddings') is not given it twice.

const latinLetters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

export function termWithEnglish(term: { term: string; englishTerm?: string }): string {
  const english = term.englishTerm?.trim();
  if (!english) return term.term;
  const inName = latinLetters(term.term);
  const given = latinLetters(english);
  // One holds the other: the same word, or its plural ('embedding' in 'embeddings').
  if (inName.length >= 2 && given && (given.includes(inName) || inName.includes(given))) return term.term;
  return `${term.term} (${english})`;
}
