import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../src/catalogue/search.ts';
import { normaliseText, prefixVariants, searchTerms } from '../../../src/domain/hebrew-normalise.ts';
import { CONTENT, PODCAST } from './fixtures.ts';

describe('Hebrew normalisation', () => {
  it.each([
    ['niqqud is ignored', 'שָׁלוֹם', 'שלומ'],
    ['final kaf', 'מלך', 'מלכ'],
    ['final mem', 'כלים', 'כלימ'],
    ['final nun', 'מנוען', 'מנוענ'],
    ['final pe', 'כסף', 'כספ'],
    ['final tsadi', 'ארץ', 'ארצ'],
    ['English is lower-cased', 'ChatGPT', 'chatgpt'],
    ['Hebrew geresh becomes an apostrophe', 'צ׳אט', "צ'אט"],
  ])('%s', (_name, input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });

  it.each([
    ['ו', 'ותמונה', ['ותמונה', 'תמונה']],
    ['ה', 'הכלי', ['הכלי', 'כלי', 'לי']],
    ['ב and ה', 'בהדרכה', ['בהדרכה', 'הדרכה', 'דרכה']],
    ['none', 'תמונה', ['תמונה']],
    ['a short word keeps two letters', 'בו', ['בו']],
  ])('tolerates the prefix %s', (_name, word, expected) => {
    expect(prefixVariants(word)).toEqual(expected);
  });

  it('gives Latin words one term', () => {
    expect(searchTerms('Midjourney')).toEqual(['midjourney']);
  });
});

describe('site search over tools, terms, guides and podcast episodes', () => {
  const index = buildSearchIndex(CONTENT, PODCAST);
  const top = (query: string) => index.search(query).flatMap((group) => group.hits.map((hit) => hit.id));

  it.each([
    ['an English name in any case', 'MIDJOURNEY', 'tool:midjourney'],
    ['a Hebrew word', 'תמונות', 'tool:midjourney'],
    ['a Hebrew word with the ו prefix', 'ותמונות', 'tool:midjourney'],
    ['a Hebrew word with the ה prefix', 'הדיבור', 'tool:elevenlabs'],
    ['a Hebrew word with niqqud', 'תְּמוּנוֹת', 'tool:midjourney'],
    ['a final letter typed as a plain letter', 'סוכנימ', 'episode:podcast-12'],
    ['a Hebrew word with the ב prefix', 'בקולות', 'tool:elevenlabs'],
    ['a typo in a longer word', 'midjurney', 'tool:midjourney'],
    ['a Hebrew typo in a longer word', 'אוטומטיה', 'episode:podcast-12'],
    ['a term', 'Large Language', 'term:term-llm'],
    ['a guide', 'סרטונים', 'guide:g1'],
    ['a podcast episode', 'סוכנים', 'episode:podcast-12'],
  ])('finds %s (%s)', (_name, query, expected) => {
    expect(top(query)).toContain(expected);
  });

  it('links a term hit to its page by slug, not by entry id', () => {
    const hit = index
      .search('Large Language')
      .flatMap((group) => group.hits)
      .find((item) => item.id === 'term:term-llm');
    expect(hit?.url).toBe('/terms/llm');
  });

  it('groups the results by kind in a fixed order with Hebrew labels', () => {
    const groups = index.search('שפה');
    expect(groups.map((group) => group.kind)).toEqual(['tool', 'term']);
    expect(groups.map((group) => group.label)).toEqual(['כלי AI', 'מונחים']);
  });

  it('requires every word of a multi-word query', () => {
    expect(top('מחולל דיבור')).toEqual([]);
    expect(top('מחולל תמונות')).toEqual(['tool:midjourney']);
  });

  it.each([[''], ['   '], ['!!!'], ["'"]])('returns nothing for the empty query %j', (query) => {
    expect(index.search(query)).toEqual([]);
  });

  it('works with no content and no podcast', () => {
    expect(buildSearchIndex(null, null).search('x')).toEqual([]);
  });
});
