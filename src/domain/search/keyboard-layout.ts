// A query typed with the keyboard on the wrong layout: Latin keys pressed while meaning Hebrew
// ('nusk' for 'מודל' on the Israeli layout, SI-1452) or Hebrew letters while meaning English
// ('מםאןםמ' for 'notion'). Search offers the converted query when the typed one finds nothing
// (docs/search.md#both-spellings).

/** Each key of the Latin layout and the Hebrew character the same key gives (SI-1452). */
const LATIN_TO_HEBREW: Record<string, string> = {
  q: '/',
  w: "'",
  e: 'ק',
  r: 'ר',
  t: 'א',
  y: 'ט',
  u: 'ו',
  i: 'ן',
  o: 'ם',
  p: 'פ',
  a: 'ש',
  s: 'ד',
  d: 'ג',
  f: 'כ',
  g: 'ע',
  h: 'י',
  j: 'ח',
  k: 'ל',
  l: 'ך',
  ';': 'ף',
  "'": ',',
  z: 'ז',
  x: 'ס',
  c: 'ב',
  v: 'ה',
  b: 'נ',
  n: 'מ',
  m: 'צ',
  ',': 'ת',
  '.': 'ץ',
  '/': '.',
};

const HEBREW_TO_LATIN: Record<string, string> = Object.fromEntries(
  Object.entries(LATIN_TO_HEBREW)
    .filter(([, hebrew]) => /[\u05D0-\u05EA]/.test(hebrew))
    .map(([latin, hebrew]) => [hebrew, latin]),
);

const HEBREW = /[\u05D0-\u05EA]/;
const LATIN = /[a-z]/i;

/**
 * The query as the other layout would have typed it, or null when it mixes scripts or has no
 * letters to convert. Latin keys become Hebrew letters (punctuation keys that are Hebrew letters,
 * such as `,` for ת, included); Hebrew letters become lower-case Latin keys.
 */
export function otherLayout(query: string): string | null {
  const hasHebrew = HEBREW.test(query);
  const hasLatin = LATIN.test(query);
  if (hasHebrew === hasLatin) return null;
  if (hasLatin) {
    return [...query.toLowerCase()]
      .map((char) => {
        const hebrew = LATIN_TO_HEBREW[char];
        // `q`, `w` and `/` give punctuation in Hebrew; inside a word they stay what they are.
        return hebrew && HEBREW.test(hebrew) ? hebrew : char;
      })
      .join('');
  }
  return [...query].map((char) => HEBREW_TO_LATIN[char] ?? char).join('');
}
