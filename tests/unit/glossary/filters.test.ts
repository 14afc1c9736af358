import { describe, expect, it } from 'vitest';
import {
  applyTermFilters,
  hasActiveTermFilters,
  parseTermFilters,
  popularTags,
  tagCounts,
  termCategories,
  termFiltersToQuery,
} from '../../../src/domain/glossary/filters.ts';
import { term } from './fixtures.ts';

const TERMS = [
  term({
    id: 'token',
    term: 'טוקן',
    englishTerm: 'Token / Tokenization',
    shortDefinition: 'יחידת הטקסט הקטנה שמודל שפה קורא וכותב.',
    category: 'מודלים ושפה',
    difficulty: 'beginner',
    tags: ['טוקנים', 'שפה'],
  }),
  term({
    id: 'embedding',
    term: 'הטמעה (Embedding)',
    englishTerm: 'Embeddings',
    shortDefinition: 'ייצוג של טקסט כרשימת מספרים, כך שמשמעויות דומות קרובות זו לזו.',
    category: 'טכניקות',
    difficulty: 'intermediate',
    tags: ['וקטורים', 'חיפוש'],
  }),
  term({
    id: 'rag',
    term: 'אחזור משולב ביצירה',
    englishTerm: 'Retrieval-Augmented Generation (RAG)',
    shortDefinition: 'מודל שפה שמקבל מסמכים רלוונטיים מתוך מאגר לפני שהוא עונה.',
    category: 'טכניקות',
    difficulty: 'intermediate',
    tags: ['חיפוש', 'מודלים'],
  }),
  term({
    id: 'transformer',
    term: 'טרנספורמר',
    englishTerm: 'Transformer',
    shortDefinition: 'ארכיטקטורת הרשת שמאחורי מודלי השפה, מבוססת על מנגנון קשב.',
    category: 'מודלים ושפה',
    difficulty: 'advanced',
    tags: ['ארכיטקטורה', 'מודלים'],
  }),
  term({
    id: 'context-window',
    term: 'חלון הקשר',
    englishTerm: 'Context Window',
    shortDefinition: 'כמות הטוקנים שמודל רואה בבת אחת.',
    category: 'מודלים ושפה',
    difficulty: 'beginner',
    tags: ['טוקנים'],
  }),
];

const known = { categories: termCategories(TERMS), tags: tagCounts(TERMS).map((entry) => entry.tag) };
const ids = (list: { id: string }[]) => list.map((item) => item.id);
const search = (q: string) => ids(applyTermFilters(TERMS, { q }));

describe('/terms query parsing (bad values ignored, never a crash)', () => {
  it.each([
    ['nothing', '', { q: '' }],
    ['a trimmed text query', '?q=%20טוקן%20', { q: 'טוקן' }],
    ['a known category', `category=${encodeURIComponent('טכניקות')}`, { q: '', category: 'טכניקות' }],
    ['an unknown category', 'category=nope', { q: '' }],
    ['difficulty 1', 'difficulty=1', { q: '', difficulty: 'beginner' }],
    ['difficulty 2', 'difficulty=2', { q: '', difficulty: 'intermediate' }],
    ['difficulty 3', 'difficulty=3', { q: '', difficulty: 'advanced' }],
    ['difficulty 4', 'difficulty=4', { q: '' }],
    ['difficulty as a word', 'difficulty=advanced', { q: '' }],
    ['a known tag', `tag=${encodeURIComponent('חיפוש')}`, { q: '', tag: 'חיפוש' }],
    ['an unknown tag', 'tag=nope', { q: '' }],
  ])('parses %s', (_name, query, expected) => {
    expect(parseTermFilters(query, known)).toEqual(expected);
  });

  it.each([['q=%E0%A4%A&difficulty=%%'], ['%'], ['&&&=='], ['tag[]=x&difficulty[]=1']])(
    'survives the malformed query %j',
    (query) => {
      const filters = parseTermFilters(query, known);
      expect(filters.difficulty).toBeUndefined();
      expect(typeof filters.q).toBe('string');
    },
  );

  it('cuts a very long text query to 100 characters', () => {
    expect(parseTermFilters(`q=${'א'.repeat(500)}`, known).q).toHaveLength(100);
  });

  it('writes filters back into a query string, leaving empty ones out', () => {
    expect(termFiltersToQuery({ q: '' })).toBe('');
    expect(termFiltersToQuery({ q: 'rag', difficulty: 'advanced', tag: 'חיפוש' })).toBe(
      `?q=rag&difficulty=3&tag=${encodeURIComponent('חיפוש')}`,
    );
    expect(hasActiveTermFilters({ q: '' })).toBe(false);
    expect(hasActiveTermFilters({ q: '', tag: 'x' })).toBe(true);
  });
});

describe('/terms filters', () => {
  it('keeps the list order without a query', () => {
    expect(ids(applyTermFilters(TERMS, { q: '' }))).toEqual(ids(TERMS));
  });

  it('filters by category, difficulty and tag, all together', () => {
    expect(ids(applyTermFilters(TERMS, { q: '', category: 'טכניקות' }))).toEqual(['embedding', 'rag']);
    expect(ids(applyTermFilters(TERMS, { q: '', difficulty: 'beginner' }))).toEqual([
      'token',
      'context-window',
    ]);
    expect(ids(applyTermFilters(TERMS, { q: '', tag: 'מודלים' }))).toEqual(['rag', 'transformer']);
    expect(
      ids(applyTermFilters(TERMS, { q: '', category: 'מודלים ושפה', difficulty: 'beginner', tag: 'שפה' })),
    ).toEqual(['token']);
    expect(applyTermFilters(TERMS, { q: 'טוקן', category: 'טכניקות' })).toEqual([]);
  });
});

describe('Hebrew-aware search over terms', () => {
  it('finds a Hebrew term and ranks name matches above definition matches', () => {
    // 'טוקן' names one term; another mentions tokens only in its definition and tags.
    expect(search('טוקן')).toEqual(['token', 'context-window']);
  });

  it('tolerates one-letter prefixes (ו ה ב ל מ ש כ)', () => {
    expect(search('והטרנספורמר')).toEqual(['transformer']);
    expect(search('בטוקנים')).toContain('token');
    expect(search('לחיפוש')).toEqual(['embedding', 'rag']);
  });

  it('finds singular words from plural or feminine query forms and back', () => {
    expect(search('והטמעות')).toEqual(['embedding']);
    expect(search('טוקנים')).toContain('token');
    expect(search('ארכיטקטורות')).toEqual(['transformer']);
    expect(search('הטמעה')).toEqual(['embedding']);
  });

  it('ignores niqqud and final letters', () => {
    expect(search('טוֹקֵן')).toContain('token');
    expect(search('טוקנ')).toContain('token');
  });

  it('matches English names, case-insensitively and by word prefix', () => {
    expect(search('embeddings')).toEqual(['embedding']);
    expect(search('EMBED')).toEqual(['embedding']);
    expect(search('rag')).toEqual(['rag']);
    expect(search('context window')).toEqual(['context-window']);
    expect(search('tokenization')).toEqual(['token']);
  });

  it('needs every word of the query', () => {
    expect(search('מודל מסמכים')).toEqual(['rag']);
    expect(search('מנגנון קשב')).toEqual(['transformer']);
    expect(search('טרנספורמר טוקן')).toEqual([]);
  });

  it('finds nothing for a word that is nowhere', () => {
    expect(search('זזזזזז')).toEqual([]);
    expect(search('quantum')).toEqual([]);
  });

  it('treats a query of punctuation alone as no query', () => {
    expect(search('?!')).toEqual(ids(TERMS));
  });
});

describe('popular tags (docs/product.md#glossary: top 10 by count)', () => {
  it('counts each tag once per term, most used first, ties in Hebrew order', () => {
    expect(popularTags(TERMS)).toEqual([
      { tag: 'חיפוש', count: 2 },
      { tag: 'טוקנים', count: 2 },
      { tag: 'מודלים', count: 2 },
      { tag: 'ארכיטקטורה', count: 1 },
      { tag: 'וקטורים', count: 1 },
      { tag: 'שפה', count: 1 },
    ]);
  });

  it('keeps at most 10', () => {
    const many = Array.from({ length: 15 }, (_, index) =>
      term({ id: `t${index}`, tags: [`תג${String(index).padStart(2, '0')}`, 'משותף', 'משותף'] }),
    );
    const tags = popularTags(many);
    expect(tags).toHaveLength(10);
    expect(tags[0]).toEqual({ tag: 'משותף', count: 15 });
  });
});
