import { beforeAll, describe, expect, it } from 'vitest';
import { loadContentSeed } from '../../../jobs/sources/content/fetch.ts';
import { normaliseContent } from '../../../jobs/sources/content/normalise.ts';
import { CONCEPTS, conceptFor } from '../../../src/domain/glossary/concepts.ts';
import { buildGlossary, type Glossary, sortTerms, termPath } from '../../../src/domain/glossary/glossary.ts';
import type { ContentData } from '../../../src/domain/types.ts';
import { tool } from '../catalogue/fixtures.ts';
import { testLogger } from '../sources/helpers.ts';
import { term } from './fixtures.ts';

const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe('list order', () => {
  it('puts terms with a display order first, then the rest by Hebrew name', () => {
    const terms = [
      term({ id: 'b', term: 'בינה', displayOrder: 0 }),
      term({ id: 'z', term: 'זרע', displayOrder: 2 }),
      term({ id: 'a', term: 'אלגוריתם', displayOrder: 0 }),
      term({ id: 'y', term: 'יסוד', displayOrder: 1 }),
    ];
    expect(ids(sortTerms(terms))).toEqual(['y', 'z', 'a', 'b']);
  });
});

describe('previous and next (docs/product.md#term-page: wraps around the full list)', () => {
  const glossary = buildGlossary(
    ['one', 'two', 'three', 'four'].map((id, index) => term({ id, displayOrder: index + 1 })),
  );
  const [one, two, , four] = glossary.terms;

  it('moves one step either way with the position N of M', () => {
    const around = glossary.neighbours(two!);
    expect([around.previous.id, around.next.id, around.position, around.total]).toEqual([
      'one',
      'three',
      2,
      4,
    ]);
  });

  it('wraps from the first term back to the last and from the last to the first', () => {
    expect(glossary.neighbours(one!).previous.id).toBe('four');
    expect(glossary.neighbours(one!).position).toBe(1);
    expect(glossary.neighbours(four!).next.id).toBe('one');
    expect(glossary.neighbours(four!).position).toBe(4);
  });

  it('with a single term, both neighbours are the term itself', () => {
    const single = buildGlossary([term({ id: 'only' })]);
    const around = single.neighbours(single.terms[0]!);
    expect([around.previous.id, around.next.id, around.position, around.total]).toEqual([
      'only',
      'only',
      1,
      1,
    ]);
  });
});

describe('finding a term by slug, id or alias (docs/product.md#route-table)', () => {
  const glossary = buildGlossary([
    term({ id: '4xYzLive', slug: 'tokenim', term: 'טוקנים', displayOrder: 1 }),
    term({ id: 'embedding', slug: 'embedding', displayOrder: 2 }),
    term({ id: 'few-shot-learning', displayOrder: 3 }),
    term({ id: 'zero-shot-learning', displayOrder: 4 }),
  ]);

  it.each([
    ['tokenim', '4xYzLive', true],
    ['4xYzLive', '4xYzLive', false],
    ['TOKENIM', '4xYzLive', false],
    ['embedding', 'embedding', true],
    ['embeddings', 'embedding', false],
    ['vector-embeddings', 'embedding', false],
    ['tokenization', '4xYzLive', false],
    ['token', '4xYzLive', false],
    ['zero-shot-learning', 'zero-shot-learning', true],
    ['zero-shot', 'few-shot-learning', false],
  ])('%s finds %s (canonical: %s)', (key, id, canonical) => {
    expect(glossary.find(key)).toMatchObject({ term: { id }, canonical });
  });

  it.each([['no-such-term'], [''], ['   '], ['rag'], ['x'.repeat(500)]])('%j finds nothing', (key) => {
    expect(glossary.find(key)).toBeUndefined();
  });

  it('builds the canonical address from the slug, escaped, else the id', () => {
    expect(termPath({ id: 'x', slug: 'vector-space' })).toBe('/terms/vector-space');
    expect(termPath({ id: 'x', slug: 'מושג' })).toBe(`/terms/${encodeURIComponent('מושג')}`);
    expect(termPath({ id: 'abc', slug: '' })).toBe('/terms/abc');
  });
});

describe('related terms and tools in both directions', () => {
  const tools = [tool({ id: 'chatgpt', slug: 'chat-gpt' }), tool({ id: 'claude' }), tool({ id: 'flux' })];
  const glossary = buildGlossary(
    [
      term({
        id: 'llm',
        displayOrder: 1,
        relatedTerms: ['rag', 'missing', 'embeddings', 'llm', 'rag', 'a', 'b', 'c', 'd'],
        relatedTools: ['chatgpt', 'nope', 'claude', 'chat-gpt'],
      }),
      term({ id: 'rag', displayOrder: 2, relatedTools: ['chat-gpt'] }),
      term({ id: 'embedding', displayOrder: 3 }),
      ...['a', 'b', 'c', 'd'].map((id, index) => term({ id, displayOrder: 10 + index })),
    ],
    tools,
  );
  const llm = glossary.find('llm')!.term;

  it('shows at most 5 related terms that exist, without the term itself or repeats', () => {
    expect(ids(glossary.relatedTerms(llm))).toEqual(['rag', 'embedding', 'a', 'b', 'c']);
  });

  it('resolves related tools by id or slug and skips unknown ones', () => {
    expect(ids(glossary.relatedTools(llm))).toEqual(['chatgpt', 'claude']);
  });

  it('lists, for a tool, the terms that name it by id or slug', () => {
    expect(ids(glossary.termsForTool(tools[0]!))).toEqual(['llm', 'rag']);
    expect(ids(glossary.termsForTool(tools[1]!))).toEqual(['llm']);
    expect(glossary.termsForTool(tools[2]!)).toEqual([]);
  });
});

describe('the seed glossary', () => {
  let data: ContentData;
  let glossary: Glossary;
  beforeAll(async () => {
    data = normaliseContent(await loadContentSeed(), { logger: testLogger() });
    glossary = buildGlossary(data.terms, data.tools);
  });

  it('has 32 terms in display order, each found by its own slug', () => {
    expect(glossary.terms).toHaveLength(32);
    expect(glossary.terms[0]?.id).toBe('machine-learning');
    for (const item of glossary.terms) expect(glossary.find(item.slug)?.term).toBe(item);
  });

  it("resolves the lookup table's concept names to the seed's ids", () => {
    expect(glossary.find('tokenization')?.term.id).toBe('token');
    expect(glossary.find('embeddings')?.term.id).toBe('embedding');
    expect(glossary.find('deployment')?.term.id).toBe('deploy');
  });

  it('has a term for each of the 22 concepts, reached by the concept name', () => {
    for (const concept of CONCEPTS) {
      const found = glossary.find(concept)?.term;
      expect(found, concept).toBeDefined();
      expect(conceptFor(found!.id, found!.slug)).toBe(concept);
    }
  });

  it('names only tools that exist, and every tool a term names lists that term back', () => {
    for (const item of glossary.terms) {
      expect(glossary.relatedTools(item)).toHaveLength(item.relatedTools.length);
      for (const named of glossary.relatedTools(item)) expect(glossary.termsForTool(named)).toContain(item);
    }
  });
});
