/**
 * The site search asked for a different two-word query by every request in turn: 380 queries, more
 * than the 256 answers an index keeps (src/search/search-service.ts), so each one is searched,
 * serialised and compressed afresh — the cost of what was never asked before (bench/run.ts).
 */
const SEARCH_WORDS = [
  'מודל',
  'שפה',
  'תמונות',
  'קוד',
  'וידאו',
  'סוכנים',
  'טוקן',
  'למידה',
  'עברית',
  'כתיבה',
  'חיפוש',
  'קול',
  'מוזיקה',
  'עיצוב',
  'נתונים',
  'צ׳אט',
  'ג׳מיני',
  'קלוד',
  'מידג׳רני',
  'פודקאסט',
];
export const DISTINCT_SEARCHES = SEARCH_WORDS.flatMap((first) =>
  SEARCH_WORDS.filter((second) => second !== first).map(
    (second) => `/api/search?q=${encodeURIComponent(`${first} ${second}`)}`,
  ),
);
