import { describe, expect, it } from 'vitest';
import type {
  SearchGroup,
  SearchHit,
  SearchKind,
  SearchResults,
} from '../../../src/domain/search/results.ts';
import { SEARCH_KIND_LABELS } from '../../../src/domain/search/results.ts';
import { MAX_SUGGESTIONS, searchSuggestions } from '../../../src/domain/search/suggestions.ts';

// The address bar's suggestions (docs/search.md#in-the-browsers-address-bar) from a search's answer.

const SITE = 'https://ai-hebrew.example';

function hit(kind: SearchKind, title: string, url: string): SearchHit {
  return { id: `${kind}:${title}`, kind, title, url, snippet: '', marks: [] };
}

function group(kind: SearchKind, ...items: SearchHit[]): SearchGroup {
  return { kind, label: SEARCH_KIND_LABELS[kind], count: items.length, items };
}

function results(
  query: string,
  groups: SearchGroup[],
  suggestion?: SearchResults['suggestion'],
): SearchResults {
  const total = groups.reduce((sum, g) => sum + g.count, 0);
  return { query, total, groups, ...(suggestion ? { suggestion } : {}) };
}

describe('searchSuggestions', () => {
  it('offers the things before the places they are mentioned: one of each kind in turn, tools first', () => {
    // The service's order (by best hit) puts the video first; the suggestions start with the tool.
    const answer = results('clau', [
      group('video', hit('video', "מדריך: צ'אטבוט עם Claude", '/portfolio/videos#video-1')),
      group('tool', hit('tool', 'Claude', '/tools/claude'), hit('tool', 'Claude Code', '/tools/claude-code')),
      group('episode', hit('episode', 'פרק 9: Cursor ו-Claude Code', '/podcast/episode-9')),
    ]);
    expect(searchSuggestions('clau', answer, SITE)).toEqual([
      'clau',
      ['Claude', 'פרק 9: Cursor ו-Claude Code', "מדריך: צ'אטבוט עם Claude", 'Claude Code'],
      ['כלי AI', 'פרקי פודקאסט', 'סרטונים', 'כלי AI'],
      [
        `${SITE}/tools/claude`,
        `${SITE}/podcast/episode-9`,
        `${SITE}/portfolio/videos#video-1`,
        `${SITE}/tools/claude-code`,
      ],
    ]);
  });

  it("puts the titles that hold every word typed, by the search's word rules, before those found by their text", () => {
    // Gemini was found by its description's 'מודל'; the titles that hold both words (the first as a
    // word's start, the second also behind prefix letters) come before it, one of each kind in turn.
    const answer = results('מוד שפה', [
      group('tool', hit('tool', 'Gemini', '/tools/gemini'), hit('tool', 'ChatGPT', '/tools/chatgpt')),
      group(
        'term',
        hit('term', 'מודל שפה גדול', '/terms/llm'),
        hit('term', 'רב-מודליות', '/terms/multimodal'),
      ),
      group('video', hit('video', 'מריצים מודל שפה על המחשב', '/portfolio/videos#video-4')),
      group('newsletter', hit('newsletter', 'והמודלים למדו את השפה', '/newsletter/3')),
    ]);
    expect(searchSuggestions('מוד שפה', answer, SITE)[1]).toEqual([
      'מודל שפה גדול',
      'והמודלים למדו את השפה',
      'מריצים מודל שפה על המחשב',
      'Gemini',
      'ChatGPT',
      'רב-מודליות',
    ]);
  });

  it('holds the last word being typed by its first letters, but not an earlier one', () => {
    // 'שפ' is the word still being typed: 'מודל שפה גדול' holds it; ChatGPT (found by its text) does
    // not. An earlier word of two letters is a whole word: 'שפ מודל' holds nothing as a start.
    const answer = (query: string) =>
      results(query, [
        group('tool', hit('tool', 'ChatGPT', '/tools/chatgpt')),
        group('term', hit('term', 'מודל שפה גדול', '/terms/llm')),
      ]);
    expect(searchSuggestions('מודל שפ', answer('מודל שפ'), SITE)[1]).toEqual(['מודל שפה גדול', 'ChatGPT']);
    expect(searchSuggestions('שפ מודל', answer('שפ מודל'), SITE)[1]).toEqual(['ChatGPT', 'מודל שפה גדול']);
  });

  it('leaves out passages and offers a title once', () => {
    const title = 'פרק 11: RAG בעברית';
    const answer = results('ניקוד', [
      group('passage', hit('passage', title, '/podcast/episode-11?t=108')),
      group('episode', hit('episode', title, '/podcast/episode-11')),
      group('newsletter', hit('newsletter', title, '/newsletter/1')),
    ]);
    expect(searchSuggestions('ניקוד', answer, SITE)).toEqual([
      'ניקוד',
      [title],
      ['פרקי פודקאסט'],
      [`${SITE}/podcast/episode-11`],
    ]);
  });

  it(`stops at ${MAX_SUGGESTIONS}`, () => {
    const tools = Array.from({ length: 20 }, (_, i) => hit('tool', `tool ${i}`, `/tools/t${i}`));
    const [, completions, descriptions, urls] = searchSuggestions(
      't',
      results('t', [group('tool', ...tools)]),
      SITE,
    );
    expect(completions).toEqual(tools.slice(0, MAX_SUGGESTIONS).map((h) => h.title));
    expect(descriptions).toHaveLength(MAX_SUGGESTIONS);
    expect(urls).toHaveLength(MAX_SUGGESTIONS);
  });

  it('offers what the other keyboard layout found when nothing matched as typed, repeating the query as typed', () => {
    const answer = results('nusk', [], {
      query: 'מודל',
      total: 1,
      groups: [group('term', hit('term', 'מודל שפה גדול', '/terms/llm'))],
    });
    expect(searchSuggestions('nusk', answer, SITE)).toEqual([
      'nusk',
      ['מודל שפה גדול'],
      ['מונחים'],
      [`${SITE}/terms/llm`],
    ]);
  });

  it('answers an empty list for no search and for no hits', () => {
    expect(searchSuggestions(' ', undefined, SITE)).toEqual([' ', [], [], []]);
    expect(searchSuggestions('zzz', results('zzz', []), SITE)).toEqual(['zzz', [], [], []]);
  });
});
