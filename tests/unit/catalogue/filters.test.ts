import { describe, expect, it } from 'vitest';
import {
  applyToolFilters,
  categoriesInUse,
  parseToolFilters,
  toolFiltersToQuery,
} from '../../../src/domain/catalogue/filters.ts';
import { CONTENT_TYPE_FILTERS, PRICING_LABELS } from '../../../src/domain/catalogue/labels.ts';
import { TOOLS } from './fixtures.ts';

const categories = categoriesInUse(TOOLS);
const ids = (list: { id: string }[]) => list.map((item) => item.id).sort();

describe('filter query parsing (bad values ignored, never a crash)', () => {
  it.each([
    ['an empty query', '', { q: '', openSource: false }],
    ['a text search', '?q=%20midjourney%20', { q: 'midjourney', openSource: false }],
    ['a known pricing', 'pricing=freemium', { q: '', pricing: 'freemium', openSource: false }],
    ['an unknown pricing', 'pricing=cheap', { q: '', openSource: false }],
    ['a known content type', 'type=video', { q: '', type: 'video', openSource: false }],
    ['an unknown content type', 'type=smell', { q: '', openSource: false }],
    [
      'a known category',
      `category=${encodeURIComponent('אודיו')}`,
      { q: '', category: 'אודיו', openSource: false },
    ],
    ['an unknown category', 'category=nope', { q: '', openSource: false }],
    ['open source on', 'open=1', { q: '', openSource: true }],
    ['open source garbage', 'open=maybe', { q: '', openSource: false }],
  ])('parses %s', (_name, query, expected) => {
    expect(parseToolFilters(query, categories)).toEqual(expected);
  });

  it.each([['q=%E0%A4%A&pricing=%%'], ['%'], ['&&&=='], ['type[]=video&open[]=1']])(
    'survives the malformed query %j',
    (query) => {
      const filters = parseToolFilters(query, categories);
      expect(filters.pricing).toBeUndefined();
      expect(filters.type).toBeUndefined();
      expect(typeof filters.q).toBe('string');
    },
  );

  it('cuts a very long text search', () => {
    expect(parseToolFilters(`q=${'א'.repeat(500)}`, categories).q).toHaveLength(100);
  });

  it('takes the first of repeated values', () => {
    expect(parseToolFilters('pricing=paid&pricing=free', categories).pricing).toBe('paid');
  });

  it('round-trips through the query string', () => {
    const filters = parseToolFilters('q=x&pricing=paid&type=code&open=1', categories);
    expect(toolFiltersToQuery(filters)).toBe('?q=x&pricing=paid&type=code&open=1');
  });
});

describe('applying the filters', () => {
  it.each([
    ['pricing', 'pricing=enterprise', ['zapier']],
    ['open source', 'open=1', ['stable-diffusion']],
    ['content type video', 'type=video', ['heygen', 'runway']],
    ['content type audio', 'type=audio', ['elevenlabs']],
    ['category', `category=${encodeURIComponent('תמונות וגרפיקה')}`, ['midjourney', 'stable-diffusion']],
    ['text in the name, any case', 'q=CHATGPT', ['chatgpt']],
    ['Hebrew text with a final letter', 'q=מחולל%20תמונות', ['midjourney']],
    ['filters combined', 'type=image&pricing=free', ['stable-diffusion']],
  ])('filters by %s', (_name, query, expected) => {
    expect(ids(applyToolFilters(TOOLS, parseToolFilters(query, categories)))).toEqual(expected);
  });

  it('keeps everything with no filters', () => {
    expect(applyToolFilters(TOOLS, parseToolFilters('', categories))).toHaveLength(TOOLS.length);
  });
});

describe('fixed labels (docs/product.md#constants-and-limits)', () => {
  it('orders the filter categories video, audio, image, text, code', () => {
    expect(CONTENT_TYPE_FILTERS.map((filter) => [filter.key, filter.order])).toEqual([
      ['video', 1],
      ['audio', 2],
      ['image', 3],
      ['text', 4],
      ['code', 5],
    ]);
  });

  it('labels the four pricing models in Hebrew', () => {
    expect(Object.keys(PRICING_LABELS)).toEqual(['free', 'freemium', 'paid', 'enterprise']);
  });
});
