// Hebrew-aware text normalisation for search (spec: /search, Hebrew matching).
// Niqqud and cantillation marks are dropped, final letters become their plain forms,
// English is lower-cased, and the one-letter prefixes ו ה ב ל מ ש כ are tolerated.

const FINAL_LETTERS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
/** Hebrew points and cantillation (U+0591–U+05C7), including niqqud, dagesh and shin/sin dots. */
const MARKS = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g;
const PREFIX_LETTERS = new Set(['ו', 'ה', 'ב', 'ל', 'מ', 'ש', 'כ']);
const HEBREW_LETTER = /[\u05D0-\u05EA]/;

/** Removes niqqud, maps final letters, lower-cases Latin and unifies quote marks. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ךםןףץ]/g, (letter) => FINAL_LETTERS[letter] ?? letter)
    .replace(/[\u05F3\u2019\u2018`]/g, "'")
    .replace(/[\u05F4\u201C\u201D]/g, '"')
    .toLocaleLowerCase('en-US');
}

/** One normalised word; empty for nothing searchable. */
function normaliseWord(word: string): string {
  return normaliseText(word).replace(/^['"]+|['"]+$/g, '');
}

/**
 * The forms a Hebrew word may stand for once its prefix letters are removed: 'והכלים' gives
 * 'והכלימ', 'הכלימ' and 'כלימ'. At most two prefix letters are taken, and at least two letters stay.
 */
export function prefixVariants(word: string): string[] {
  const variants = [word];
  let rest = word;
  for (let taken = 0; taken < 2; taken++) {
    const head = rest[0];
    if (!head || !PREFIX_LETTERS.has(head) || rest.length - 1 < 2 || !HEBREW_LETTER.test(rest[1] ?? ''))
      break;
    rest = rest.slice(1);
    variants.push(rest);
  }
  return variants;
}

/** Index and query terms: the normalised word plus its prefix-free forms. */
export function searchTerms(word: string): string[] {
  const normal = normaliseWord(word);
  if (!normal) return [];
  return HEBREW_LETTER.test(normal[0] ?? '') ? prefixVariants(normal) : [normal];
}
