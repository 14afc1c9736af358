import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseText, prefixVariants, searchTerms } from '../../../src/domain/hebrew-normalise.ts';
import type { CategoryPage, CodeRepository } from '../../../src/domain/types.ts';
import type { SearchSources } from '../../../src/search/documents.ts';
import { buildSiteSearchIndex, type SiteSearchIndex } from '../../../src/search/site-index.ts';
import { CONTENT, PODCAST } from '../catalogue/fixtures.ts';

describe('Hebrew normalisation', () => {
  it.each([
    ['niqqud is ignored', 'שָׁלוֹם', 'שלומ'],
    ['final kaf', 'מלך', 'מלכ'],
    ['final mem', 'כלים', 'כלימ'],
    ['final nun', 'מנוען', 'מנוענ'],
    ['final pe', 'כסף', 'כספ'],
    ['final tsadi', 'ארץ', 'ארצ'],
    ['English is lower-cased', 'ChatGPT', 'chatgpt'],
    ['a Hebrew geresh inside a word is dropped', 'צ׳אט', 'צאט'],
    ['an apostrophe after a Hebrew letter is dropped', "צ'אט", 'צאט'],
    ['a Latin apostrophe stays', 'Don’t', "don't"],
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
  let index: SiteSearchIndex;
  beforeAll(async () => {
    index = await buildSiteSearchIndex({ content: CONTENT, podcast: PODCAST });
  });
  const top = (query: string) =>
    index.search(query).groups.flatMap((group) => group.items.map((hit) => hit.id));

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
      .groups.flatMap((group) => group.items)
      .find((item) => item.id === 'term:term-llm');
    expect(hit?.url).toBe('/terms/llm');
  });

  it('groups the results by kind with Hebrew labels, the group of the best hit first', () => {
    const { groups } = index.search('שפה');
    // The term 'מודל שפה גדול' has the word in its title; the tools only in their descriptions.
    expect(groups.map((group) => group.kind)).toEqual(['term', 'tool']);
    expect(groups.map((group) => group.label)).toEqual(['מונחים', 'כלי AI']);
    expect(groups.map((group) => group.count)).toEqual(groups.map((group) => group.items.length));
  });

  it('requires every word of a multi-word query', () => {
    expect(top('מחולל דיבור')).toEqual([]);
    expect(top('מחולל תמונות')).toEqual(['tool:midjourney']);
  });

  it.each([[''], ['   '], ['!!!'], ["'"]])('returns nothing for the empty query %j', (query) => {
    expect(index.search(query).groups).toEqual([]);
  });

  it('works with no content and no podcast', async () => {
    expect((await buildSiteSearchIndex({ content: null, podcast: null })).search('x')).toMatchObject({
      total: 0,
      groups: [],
    });
  });
});

describe('one index over everything the site shows', () => {
  const episode = PODCAST.episodes[0]!;
  const sources: SearchSources = {
    content: {
      ...CONTENT,
      categories: [
        {
          id: 'cat-1',
          title: 'כלים ליצירת וידאו',
          slug: 'video-tools',
          description: 'מחוללי וידאו ועריכה אוטומטית',
          icon: 'Image',
          cardTitle: 'וידאו',
          cardDescription: '',
          filterValues: [],
          featured: false,
          order: 1,
          seoKeywords: ['סרטים'],
        } satisfies CategoryPage,
      ],
    },
    podcast: {
      ...PODCAST,
      episodes: [
        {
          ...episode,
          transcript: {
            format: 'vtt',
            cues: [
              { start: 0, end: 20, text: 'שלום וברוכים הבאים לפרק על סוכנים.' },
              { start: 20, end: 35, text: 'היום נדבר על זיכרון לטווח ארוך.' },
              { start: 35, end: 50, text: 'ועל המשקלים של מודל פתוח.' },
            ],
          },
        },
      ],
    },
    newsletter: {
      issues: [
        {
          id: 'n1',
          name: 'גיליון 5',
          subject: 'גיליון 5: מחוללי מוזיקה',
          created_at: '',
          createdFormatted: '',
          sent: 0,
          uniqueOpens: 0,
          summary: ['השבוע: מוזיקה שנוצרה במודל'],
          articles: [],
          coverImage: '',
        },
      ],
    },
    videos: {
      works: [
        {
          id: 'v1',
          title: 'סרטון הדגמה של קליפ',
          description: 'קליפ שנוצר כולו בבינה',
          thumbnail: '',
          duration: '',
          publishedAt: '',
          url: '',
          channelTitle: '',
          viewCount: 0,
          tags: [],
        },
      ],
      tutorials: [],
    },
    code: {
      user: 'u',
      profileUrl: '',
      repositories: [
        {
          name: 'hebrew-tokenizer',
          full_name: 'u/hebrew-tokenizer',
          description: 'Tokenizer for Hebrew text',
          topics: ['nlp'],
          technologies: ['Python'],
          primaryLanguage: 'Python',
        } as CodeRepository,
      ],
    },
  };
  let index: SiteSearchIndex;
  beforeAll(async () => {
    index = await buildSiteSearchIndex(sources);
  });
  const hits = (query: string) => index.search(query).groups.flatMap((group) => group.items);

  it.each([
    ['a category page', 'וידאו', 'category:cat-1', '/category/video-tools'],
    ['a newsletter issue', 'מוזיקה', 'newsletter:n1', '/newsletter/n1'],
    ['a video', 'קליפ', 'video:v1', '/portfolio/videos#video-v1'],
    ['a code project', 'tokenizer', 'code:u/hebrew-tokenizer', '/portfolio/code#project-hebrew-tokenizer'],
  ])('finds %s', (_name, query, id, url) => {
    expect(hits(query).find((hit) => hit.id === id)?.url).toBe(url);
  });

  it('finds the transcript passage where a word was said, with its episode, times and link', () => {
    const passage = hits('זיכרון').find((hit) => hit.kind === 'passage');
    expect(passage).toMatchObject({
      id: `passage:${episode.id}:0`,
      episode: { slug: episode.slug, title: episode.title },
      start: 0,
      end: 35,
      url: `/podcast/${episode.slug}?t=0`,
    });
    const later = hits('המשקלים').find((hit) => hit.kind === 'passage');
    expect(later).toMatchObject({ start: 35, end: 50, url: `/podcast/${episode.slug}?t=35` });
  });

  it('marks the matched words of a passage, prefixes and all', () => {
    const passage = hits('זיכרון ארוך').find((hit) => hit.kind === 'passage')!;
    const marked = passage.marks.map(([start, end]) => passage.snippet.slice(start, end));
    expect(marked).toEqual(['זיכרון', 'ארוך']);
    const prefixed = hits('משקלים').find((hit) => hit.kind === 'passage')!;
    expect(prefixed.marks.map(([start, end]) => prefixed.snippet.slice(start, end))).toEqual(['המשקלים']);
  });

  it('names each group in Hebrew with its count, and keeps to the limit and the kind asked for', () => {
    const all = index.search('וידאו');
    expect(all.groups.map((group) => [group.kind, group.label])).toContainEqual([
      'category',
      'עמודי קטגוריה',
    ]);
    const passages = index.search('פרק', { kind: 'passage', limit: 1 });
    expect(passages.groups.map((group) => group.kind)).toEqual(['passage']);
    expect(passages.groups[0]!.items).toHaveLength(1);
  });

  it('cuts a long passage around its first match, with an ellipsis', async () => {
    const long = `${'מילה '.repeat(80)}המטמון ${'סוף '.repeat(40)}`;
    const one = await buildSiteSearchIndex({
      content: null,
      podcast: {
        ...PODCAST,
        episodes: [{ ...episode, transcript: { format: 'vtt', cues: [{ start: 0, end: 9, text: long }] } }],
      },
    });
    const hit = one.search('המטמון').groups[0]!.items[0]!;
    expect(hit.snippet.length).toBeLessThanOrEqual(182);
    expect(hit.snippet.startsWith('…')).toBe(true);
    expect(hit.snippet.endsWith('…')).toBe(true);
    expect(hit.marks.map(([start, end]) => hit.snippet.slice(start, end))).toEqual(['המטמון']);
  });
});
