// What a site search answers: the /search page, the instant-search dialog and GET /api/search
// all show this shape (docs/search.md).

export type SearchKind =
  | 'tool'
  | 'term'
  | 'guide'
  | 'category'
  | 'episode'
  | 'passage'
  | 'newsletter'
  | 'video'
  | 'code';

/** The order of the kinds when their best hits score the same. */
export const SEARCH_KINDS: readonly SearchKind[] = [
  'tool',
  'term',
  'guide',
  'category',
  'episode',
  'passage',
  'newsletter',
  'video',
  'code',
];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  tool: 'כלי AI',
  term: 'מונחים',
  guide: 'מדריכים',
  category: 'עמודי קטגוריה',
  episode: 'פרקי פודקאסט',
  passage: 'רגעים מתוך הפרקים',
  newsletter: 'גיליונות הניוזלטר',
  video: 'סרטונים',
  code: 'פרויקטי קוד',
};

export type SearchHit = {
  id: string;
  kind: SearchKind;
  title: string;
  url: string;
  snippet: string;
  /** [start, end) character offsets in `snippet` of the words the query matched. */
  marks: [number, number][];
  /** A transcript passage's episode and its time span in seconds. */
  episode?: { slug: string; title: string };
  start?: number;
  end?: number;
};

export type SearchGroup = {
  kind: SearchKind;
  label: string;
  /** Every match of this kind; `items` holds at most the limit asked for. */
  count: number;
  items: SearchHit[];
};

export type SearchResults = {
  query: string;
  total: number;
  groups: SearchGroup[];
  /**
   * When nothing matched as typed but the query retyped on the other keyboard layout (Hebrew ⇄
   * Latin) does: that query and its results, shown under 'האם התכוונת ל…'.
   */
  suggestion?: { query: string; total: number; groups: SearchGroup[] };
};
