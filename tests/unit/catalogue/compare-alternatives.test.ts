import { describe, expect, it } from 'vitest';
import {
  ALTERNATIVES_ON_TOOL_PAGE,
  alternativesFor,
  applyAlternativeFilters,
  parseAlternativeFilters,
} from '../../../src/domain/catalogue/alternatives.ts';
import { compareHref, parseCompare } from '../../../src/domain/catalogue/compare.ts';
import {
  applyHebrewParams,
  applyToolFilters,
  parseHebrewParams,
  parseToolFilters,
  toolFiltersToQuery,
} from '../../../src/domain/catalogue/filters.ts';
import type { Tool } from '../../../src/domain/types.ts';
import { tool } from './fixtures.ts';

const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

const CATALOGUE: Tool[] = [
  tool({
    id: 'chatgpt',
    slug: 'chat-gpt',
    name: 'ChatGPT',
    hebrew: { ui: 'full', input: 5, output: 5, rtl: 'yes' },
  }),
  tool({ id: 'claude', name: 'Claude', hebrew: { ui: 'none', input: 5, output: 5, rtl: 'partial' } }),
  tool({ id: 'llama', name: 'Llama', isOpenSource: true, hebrew: { input: 3, output: 3 } }),
  tool({ id: 'kling', name: 'Kling', hebrew: { ui: 'none', input: 1 } }),
  tool({ id: 'sora', name: 'Sora' }),
  tool({ id: 'notebook', name: 'Notebook', hebrew: { ui: 'partial', input: 4, output: 4, rtl: 'yes' } }),
];

describe('the Hebrew filter and sort', () => {
  it.each([
    ['hebrew=good', { hebrew: 'good' }],
    ['hebrew=ui', { hebrew: 'ui' }],
    ['hebrew=any', { hebrew: 'any' }],
    ['sort=hebrew', { sort: 'hebrew' }],
    ['hebrew=great&sort=price', {}],
    ['hebrew=GOOD', {}],
  ])('reads %s (anything else is ignored)', (query, expected) => {
    expect(parseHebrewParams(query)).toEqual({ hebrew: undefined, sort: undefined, ...expected });
  });

  it.each([
    ['good', ['chatgpt', 'claude', 'notebook']],
    ['ui', ['chatgpt', 'notebook']],
    ['any', ['chatgpt', 'claude', 'llama', 'notebook']],
  ] as const)('hebrew=%s keeps %j', (hebrew, expected) => {
    expect(ids(applyHebrewParams(CATALOGUE, { hebrew }))).toEqual(expected);
  });

  it('sorts by level, then by scores; unrated last; ties keep the catalogue order', () => {
    expect(ids(applyHebrewParams(CATALOGUE, { sort: 'hebrew' }))).toEqual([
      'chatgpt',
      'claude',
      'notebook',
      'llama',
      'kling',
      'sora',
    ]);
    const twins = [tool({ id: 'b', hebrew: { input: 4 } }), tool({ id: 'a', hebrew: { input: 4 } })];
    expect(ids(applyHebrewParams(twins, { sort: 'hebrew' }))).toEqual(['b', 'a']);
  });

  it('the /tools filters carry both in the URL and apply them with the others', () => {
    const filters = parseToolFilters('hebrew=good&sort=hebrew&open=1', []);
    expect(toolFiltersToQuery(filters)).toBe('?open=1&hebrew=good&sort=hebrew');
    expect(ids(applyToolFilters(CATALOGUE, { ...filters, openSource: false }))).toEqual([
      'chatgpt',
      'claude',
      'notebook',
    ]);
    expect(applyToolFilters(CATALOGUE, filters)).toEqual([]);
  });

  it("a search for 'עברית' or 'תומך עברית' finds the tools that speak Hebrew well", () => {
    for (const q of ['עברית', 'תומך עברית', 'תמיכה בעברית'])
      expect(ids(applyToolFilters(CATALOGUE, parseToolFilters(`q=${encodeURIComponent(q)}`, [])))).toEqual([
        'chatgpt',
        'claude',
        'notebook',
      ]);
  });
});

describe('compare parameter parsing', () => {
  const parse = (query: string) => parseCompare(query, CATALOGUE);

  it('keeps the order asked, by id or slug, in any case, without duplicates', () => {
    const selection = parse('tools=Claude,chat-gpt,CHATGPT,claude');
    expect(ids(selection.tools)).toEqual(['claude', 'chatgpt']);
    expect(selection.unknown).toEqual([]);
  });

  it('reads the repeated parameter of the no-JavaScript form and trims blanks', () => {
    expect(ids(parse('tools=chatgpt&tools=%20llama%20&tools=&tools=,').tools)).toEqual(['chatgpt', 'llama']);
  });

  it('names unknown values once, as typed, and leaves them out', () => {
    const selection = parse('tools=chatgpt,nope,NOPE,claude,<b>x</b>');
    expect(ids(selection.tools)).toEqual(['chatgpt', 'claude']);
    expect(selection.unknown).toEqual(['nope', '<b>x</b>']);
  });

  it.each([
    ['no parameter', ''],
    ['an empty one', 'tools='],
    ['one tool', 'tools=chatgpt'],
    ['one tool twice', 'tools=chatgpt,CHAT-GPT'],
  ])('%s: fewer than two tools, not indexable', (_name, query) => {
    const selection = parse(query);
    expect(selection.tools.length).toBeLessThan(2);
    expect(selection.isCanonical).toBe(false);
  });

  it('more than four: the first four, the rest named as dropped', () => {
    const selection = parse('tools=sora,kling,llama,claude,chatgpt,notebook');
    expect(ids(selection.tools)).toEqual(['sora', 'kling', 'llama', 'claude']);
    expect(ids(selection.dropped)).toEqual(['chatgpt', 'notebook']);
  });

  it('is indexable only at the canonical address: ids sorted, one comma-separated parameter', () => {
    expect(parse('tools=chatgpt,claude').isCanonical).toBe(true);
    expect(parse('tools=claude,chatgpt').isCanonical).toBe(false);
    expect(parse('tools=claude,chatgpt').canonicalQuery).toBe('tools=chatgpt,claude');
    expect(parse('tools=chat-gpt,claude').isCanonical).toBe(false);
    expect(parse('tools=chatgpt&tools=claude').isCanonical).toBe(false);
    expect(parse('tools=chatgpt,claude&utm=x').isCanonical).toBe(false);
  });

  it('reads at most a sane number of values, however long the query', () => {
    const many = Array.from({ length: 5000 }, (_, index) => `x${index}`).join(',');
    expect(parse(`tools=${many}`).unknown.length).toBeLessThanOrEqual(20);
  });

  it('builds the compare address', () => {
    expect(compareHref(['a b', 'c'])).toBe('/tools/compare?tools=a%20b,c');
  });
});

describe('alternatives ranking', () => {
  const image = (id: string, functionalTags: string[], extra: Partial<Tool> = {}) =>
    tool({ id, name: id, primaryCategory: 'תמונות', category: 'תמונות', functionalTags, ...extra });
  const target = image('target', ['יצירת תמונות', 'עריכת תמונות'], { tags: ['art'] });
  const others = [
    image('one-tag', ['יצירת תמונות']),
    image('two-tags', ['עריכת תמונות', 'יצירת תמונות']),
    image('no-overlap', ['וידאו']),
    tool({ id: 'other-category', primaryCategory: 'וידאו', functionalTags: ['יצירת תמונות'] }),
    image('zeta', ['יצירת תמונות'], { name: 'Zeta' }),
    image('alpha', ['יצירת תמונות'], { name: 'Alpha' }),
    image('tagged', ['יצירת תמונות'], { tags: ['art'] }),
    image('featured', ['יצירת תמונות'], { featured: true }),
  ];

  it('never lists the tool itself, needs the same primary category and a shared functional tag', () => {
    const list = ids(alternativesFor(target, [target, ...others]).map((alternative) => alternative.tool));
    expect(list).not.toContain('target');
    expect(list).not.toContain('no-overlap');
    expect(list).not.toContain('other-category');
  });

  it('ranks by shared functional tags, then shared tags, featured, name and id', () => {
    const list = ids(alternativesFor(target, [...others, target]).map((alternative) => alternative.tool));
    expect(list).toEqual(['two-tags', 'tagged', 'featured', 'alpha', 'one-tag', 'zeta']);
  });

  it('ranks the same whatever order the catalogue comes in', () => {
    const forward = alternativesFor(target, others).map((alternative) => alternative.tool.id);
    const backward = alternativesFor(target, [...others].reverse()).map((alternative) => alternative.tool.id);
    expect(backward).toEqual(forward);
  });

  it('ties on everything but the id are broken by the id', () => {
    const twins = [
      image('b', ['יצירת תמונות'], { name: 'Same' }),
      image('a', ['יצירת תמונות'], { name: 'Same' }),
    ];
    expect(alternativesFor(target, twins).map((alternative) => alternative.tool.id)).toEqual(['a', 'b']);
  });

  it('a tool without functional tags has no alternatives', () => {
    expect(alternativesFor(image('bare', []), others)).toEqual([]);
  });

  it('shows six on the tool page', () => {
    expect(ALTERNATIVES_ON_TOOL_PAGE).toBe(6);
  });

  it('filters for free, open source and good Hebrew', () => {
    const list = alternativesFor(target, [
      image('paid', ['יצירת תמונות'], { pricing: 'paid' }),
      image('freemium', ['יצירת תמונות'], { pricing: 'freemium' }),
      image('open', ['יצירת תמונות'], { isOpenSource: true, pricing: 'paid' }),
      image('hebrew', ['יצירת תמונות'], { pricing: 'paid', hebrew: { input: 5, output: 4 } }),
    ]);
    const shown = (query: string) =>
      applyAlternativeFilters(list, parseAlternativeFilters(query)).map((alternative) => alternative.tool.id);
    expect(shown('')).toHaveLength(4);
    expect(shown('free=1')).toEqual(['freemium']);
    expect(shown('open=1')).toEqual(['open']);
    expect(shown('hebrew=good')).toEqual(['hebrew']);
    expect(shown('free=1&hebrew=good')).toEqual([]);
  });
});
