// Hebrew-aware text normalisation for search (/search, Hebrew matching; docs/product.md#route-table).
// Niqqud and cantillation marks are dropped, final letters become their plain forms,
// English is lower-cased, geresh and gershayim are dropped inside words (ג'מיני, ג׳מיני and גמיני
// are one word), the one-letter prefixes ו ה ב ל מ ש כ are tolerated, and a search word also
// reaches its common plural and construct forms (docs/search.md#both-spellings).

const FINAL_LETTERS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
/** Hebrew points and cantillation (U+0591–U+05C7), including niqqud, dagesh and shin/sin dots. */
const MARKS = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g;
const PREFIX_LETTERS = new Set(['ו', 'ה', 'ב', 'ל', 'מ', 'ש', 'כ']);
const HEBREW_LETTER = /[\u05D0-\u05EA]/;

/**
 * Removes niqqud, maps final letters, lower-cases Latin, unifies quote marks (Hebrew geresh and
 * gershayim, typographic and Latin quotes) and drops a geresh or gershayim that follows a Hebrew
 * letter: the same name is written צ'אט, צ׳אט and צאט.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ךםןףץ]/g, (letter) => FINAL_LETTERS[letter] ?? letter)
    .replace(/[\u05F3\u2019\u2018\u201A\u201B\u02BC`´]/g, "'")
    .replace(/[\u05F4\u201C\u201D\u201E\u201F]/g, '"')
    .replace(/(?<=[\u05D0-\u05EA])['"]+/g, '')
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

/** Words whose ending only looks like a plural or construct ending: never taken for another form. */
const NOT_INFLECTED = new Set(
  [
    'שירות', // service, not the plural of שירה (poem)
    'ספרות', // literature
    'מציאות', // reality, not bargains
    'תרבות',
    'אחריות',
    'עברית',
    'עברי',
    'מערכת', // system, not מערכה (act)
    'כתובת',
    'תקשורת',
    'חיים',
    'מים',
    'שמים',
  ].map((word) => normaliseText(word)),
);

/** The shortest stem an ending is taken from: 'כלימ' gives 'כלי', never 'כל' (all). */
const MIN_STEM = 3;

/**
 * Other forms of a normalised Hebrew word (no prefix letters) by its ending: plural ים/ות,
 * construct ת/י, and feminine ה to its plural and construct, so 'מודלימ' reaches 'מודל',
 * 'סוכנימ' 'סוכנ' and 'סוכני', 'תמונות' 'תמונה', 'שפת' 'שפה'. Empty for Latin words, short
 * words and words that only look inflected. The search weighs these below the word as typed.
 */
export function inflectionVariants(word: string): string[] {
  if (!HEBREW_LETTER.test(word[0] ?? '') || word.length < MIN_STEM || NOT_INFLECTED.has(word)) return [];
  const forms = new Set<string>();
  const stem = (cut: number) => word.slice(0, word.length - cut);
  if (word.endsWith('ימ')) {
    if (stem(2).length >= MIN_STEM) forms.add(stem(2));
    if (stem(1).length >= MIN_STEM) forms.add(stem(1));
  } else if (word.endsWith('ות')) {
    if (stem(2).length >= MIN_STEM) {
      // תמונות ← תמונה, תמונת; and the masculine nouns with this plural: חלונות ← חלון.
      forms.add(`${stem(2)}ה`);
      forms.add(`${stem(2)}ת`);
      forms.add(stem(2));
    }
  } else if (word.endsWith('ת')) {
    forms.add(`${stem(1)}ה`);
  } else if (word.endsWith('י') && stem(1).length >= MIN_STEM) {
    forms.add(stem(1));
    forms.add(`${stem(1)}ימ`);
  } else if (word.endsWith('ה')) {
    forms.add(`${stem(1)}ות`);
    forms.add(`${stem(1)}ת`);
  }
  forms.delete(word);
  return [...forms];
}
