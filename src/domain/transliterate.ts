// Hebrew → Latin slugs for terms that have none (docs/product.md#glossary).
// Pure and deterministic: the same term always gets the same slug.

const LETTERS: Record<string, string> = {
  א: 'a',
  ב: 'b',
  ג: 'g',
  ד: 'd',
  ה: 'h',
  ו: 'v',
  ז: 'z',
  ח: 'ch',
  ט: 't',
  י: 'y',
  כ: 'k',
  ך: 'ch',
  ל: 'l',
  מ: 'm',
  ם: 'm',
  נ: 'n',
  ן: 'n',
  ס: 's',
  ע: 'a',
  פ: 'p',
  ף: 'f',
  צ: 'tz',
  ץ: 'tz',
  ק: 'k',
  ר: 'r',
  ש: 'sh',
  ת: 't',
};

/** Slugs longer than this are cut at the last hyphen before it. */
export const MAX_SLUG_LENGTH = 80;

const MAQAF = '\u05BE';
// Geresh, gershayim and ASCII quotes mark abbreviations (ש"ח, צ'אט): they vanish, not split words.
const QUOTES = /[\u05F3\u05F4'"`’‘”“]/g;

/** Hebrew letters to Latin, everything else kept; niqqud and other combining marks stripped. */
export function transliterate(text: string): string {
  const decomposed = text.normalize('NFKD').replaceAll(MAQAF, '-').replace(/\p{M}/gu, '').replace(QUOTES, '');
  let out = '';
  for (const char of decomposed) out += LETTERS[char] ?? char;
  return out;
}

/**
 * A URL slug: transliterated, lowercase, any run of other characters (spaces, punctuation) one
 * hyphen, no hyphen at either end, at most MAX_SLUG_LENGTH characters. Empty → the fallback.
 */
export function slugify(text: string, fallback: string): string {
  let slug = transliterate(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length > MAX_SLUG_LENGTH) {
    const cut = slug.slice(0, MAX_SLUG_LENGTH);
    const lastHyphen = cut.lastIndexOf('-');
    slug = (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
  }
  return slug || fallback;
}
