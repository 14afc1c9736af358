import { describe, expect, it } from 'vitest';
import { loadContentSeed } from '../../../jobs/sources/content/fetch.ts';
import { normaliseContent } from '../../../jobs/sources/content/normalise.ts';
import { termDifficulty } from '../../../jobs/sources/content/normalise-term.ts';
import type { CdaCollection, ContentRaw } from '../../../jobs/sources/content/schema.ts';
import { testLogger } from '../sources/helpers.ts';

function entry(contentType: string, id: string, fields: Record<string, unknown>) {
  return {
    metadata: { tags: [] },
    sys: {
      id,
      type: 'Entry',
      createdAt: '2024-03-01T08:00:00.000Z',
      updatedAt: '2024-03-02T08:00:00.000Z',
      locale: 'en-US',
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
    },
    fields,
  };
}

function collection(items: unknown[], includes?: CdaCollection['includes']): CdaCollection {
  return {
    sys: { type: 'Array' },
    total: items.length,
    skip: 0,
    limit: 100,
    items,
    ...(includes ? { includes } : {}),
  } as CdaCollection;
}

function raw(parts: Partial<ContentRaw>): ContentRaw {
  const empty = collection([]);
  return {
    tool: empty,
    term: empty,
    category: empty,
    section: empty,
    guide: empty,
    comparison: empty,
    ecosystem: empty,
    ...parts,
  };
}

const baseTool = {
  name: 'Whisper',
  description: 'מודל זיהוי דיבור פתוח שמתמלל ומתרגם הקלטות בעשרות שפות, כולל עברית.',
  category: 'אודיו',
  company: 'OpenAI',
  pricing: 'free',
  websiteUrl: 'https://openai.com/index/whisper/',
  logo: '/images/tools/whisper.svg',
  contentTypeTags: ['audio'],
};

function tool(fields: Record<string, unknown>, includes?: CdaCollection['includes']) {
  const logger = testLogger();
  const data = normaliseContent(
    raw({ tool: collection([entry('aiTool', 'whisper', { ...baseTool, ...fields })], includes) }),
    {
      logger,
    },
  );
  return { tool: (data.tools[0] ?? data.draftTools[0])!, data, logger };
}

function term(fields: Record<string, unknown>) {
  const data = normaliseContent(
    raw({
      term: collection([
        entry('aiTerm', 'term-1', {
          term: 'טוקן',
          englishTerm: 'Token',
          definition: 'יחידת טקסט.',
          ...fields,
        }),
      ]),
    }),
    { logger: testLogger() },
  );
  return data.terms[0]!;
}

describe('tool rules (docs/product.md#entities)', () => {
  it.each([
    ['defaults a missing pricing to free', {}, 'free'],
    ['defaults an unknown pricing to free', { pricing: 'donation' }, 'free'],
    ['keeps a known pricing', { pricing: 'enterprise' }, 'enterprise'],
    ['accepts a known pricing in any case', { pricing: 'Freemium' }, 'freemium'],
  ])('%s', (_rule, fields, pricing) => {
    const { tool: result } = tool({ pricing: undefined, ...fields });
    expect(result.pricing).toBe(pricing);
  });

  it.each([
    ['keeps a date the owner wrote as an ISO date-time', '2026-03-12', '2026-03-12T00:00:00.000Z'],
    ['drops a value that is not a date', 'last spring', undefined],
    ['leaves it unset without the field', undefined, undefined],
  ])('pricingCheckedAt: %s', (_rule, value, expected) => {
    const { tool: result } = tool({ pricingCheckedAt: value });
    expect(result.pricingCheckedAt).toBe(expected);
  });

  it('records unknown pricing as an issue even though it defaults to free', () => {
    const { tool: result } = tool({ pricing: undefined });
    expect(result.validation.issues).toContain('Unknown pricing');
  });

  it.each([
    [
      'takes url from websiteUrl',
      { websiteUrl: 'https://a.example', toolUrl: 'https://b.example' },
      'https://a.example',
    ],
    ['falls back to toolUrl', { websiteUrl: undefined, toolUrl: 'https://b.example' }, 'https://b.example'],
    ['leaves url unset without either', { websiteUrl: undefined, toolUrl: undefined }, undefined],
  ])('%s', (_rule, fields, url) => {
    expect(tool(fields).tool.url).toBe(url);
  });

  it('drops providers without a name or a url and keeps the rest', () => {
    const { tool: result } = tool({
      providers: [
        { name: 'OpenAI API', url: 'https://platform.openai.com', pricing: '0.006$ לדקה' },
        { name: '', url: 'https://nameless.example' },
        { name: 'No URL' },
        { url: 'https://x.example' },
        'not an object',
        { name: 'Replicate', url: 'https://replicate.com', notes: 'הרצה בענן' },
      ],
    });
    expect(result.providers).toEqual([
      { name: 'OpenAI API', url: 'https://platform.openai.com', pricing: '0.006$ לדקה' },
      { name: 'Replicate', url: 'https://replicate.com', notes: 'הרצה בענן' },
    ]);
  });

  it.each([
    ['beginner', 'beginner'],
    ['Advanced', 'advanced'],
    ['expert', undefined],
    [3, undefined],
  ])('difficulty %j becomes %j', (difficulty, expected) => {
    expect(tool({ difficulty }).tool.difficulty).toBe(expected);
  });

  it.each([
    ['code', 'code'],
    ['multimodal', 'multimodal'],
    ['3d', undefined],
  ])('mediaType %j becomes %j', (mediaType, expected) => {
    expect(tool({ mediaType }).tool.mediaType).toBe(expected);
  });

  it('resolves a logo Asset link to its file url, protocol-relative made https', () => {
    const { tool: result } = tool(
      { logo: { sys: { type: 'Link', linkType: 'Asset', id: 'logo-1' } } },
      {
        Asset: [
          {
            sys: { id: 'logo-1', type: 'Asset' },
            fields: { title: 'Logo', file: { url: '//images.ctfassets.net/space/logo.png' } },
          },
        ],
      },
    );
    expect(result.logo).toBe('https://images.ctfassets.net/space/logo.png');
  });

  it('treats an unresolved logo link as a missing logo', () => {
    const { tool: result } = tool({ logo: { sys: { type: 'Link', linkType: 'Asset', id: 'gone' } } });
    expect(result.logo).toBeUndefined();
    expect(result.validation.issues).toEqual(['Missing logo']);
    expect(result.validation.status).toBe('research_needed');
  });

  it('computes the validation result at refresh time', () => {
    expect(tool({}).tool.validation).toEqual({ isValid: true, issues: [], status: 'published' });
    expect(tool({ company: undefined }).tool.validation.status).toBe('draft');
  });

  it('keeps drafts out of the published tools, for the admin report only', () => {
    const published = tool({}).data;
    expect(published.tools.map((item) => item.id)).toEqual(['whisper']);
    expect(published.draftTools).toEqual([]);
    for (const fields of [
      { name: undefined },
      { name: '' },
      { description: undefined },
      { company: undefined },
    ]) {
      const { data } = tool(fields);
      expect(data.tools).toEqual([]);
      expect(data.draftTools.map((item) => item.id)).toEqual(['whisper']);
      expect(data.draftTools[0]!.validation.status).toBe('draft');
    }
    // Research still needed (a missing logo) is published.
    expect(tool({ logo: undefined }).data.tools.map((item) => item.id)).toEqual(['whisper']);
  });

  it('fills list fields with empty lists and flags with false when absent', () => {
    const { tool: result } = tool({});
    expect(result.capabilities).toEqual([]);
    expect(result.featured).toBe(false);
    expect(result.isOpenSource).toBe(false);
    expect(result.slug).toBe('whisper');
  });
});

describe('tool lifecycle (docs/product.md#tool-lifecycle)', () => {
  const tools = (...items: [string, Record<string, unknown>][]) =>
    normaliseContent(
      raw({
        tool: collection(
          items.map(([id, fields]) => entry('aiTool', id, { ...baseTool, name: id, ...fields })),
        ),
      }),
      {
        logger: testLogger(),
      },
    );

  it('moves discontinued, acquired and renamed tools out of the lists, with their note, date and successor', () => {
    const data = tools(
      ['live', {}],
      [
        'closed',
        { status: 'Discontinued', statusNote: ' נסגר ', statusDate: '2023-06-02', successor: 'live' },
      ],
      ['bought', { status: 'acquired', successor: { sys: { type: 'Link', linkType: 'Entry', id: 'live' } } }],
      ['old-name', { status: 'renamed', successor: 'live' }],
    );
    expect(data.tools.map((t) => t.id)).toEqual(['live']);
    expect(data.retiredTools?.map((t) => [t.id, t.lifecycle])).toEqual([
      ['closed', { status: 'discontinued', note: 'נסגר', date: '2023-06-02', successor: 'live' }],
      ['bought', { status: 'acquired', successor: 'live' }],
      ['old-name', { status: 'renamed', successor: 'live' }],
    ]);
    expect(data.retiredTools?.every((t) => t.lifecycleIssues === undefined)).toBe(true);
  });

  it('treats an invalid status as active and names the problem for the admin report', () => {
    const data = tools(
      ['odd', { status: 'sunset' }],
      ['typed', { status: 7 }],
      ['fine', { status: 'active' }],
    );
    expect(data.tools.map((t) => t.id)).toEqual(['odd', 'typed', 'fine']);
    expect(data.tools.map((t) => t.lifecycle)).toEqual([undefined, undefined, undefined]);
    expect(data.tools[0]?.lifecycleIssues).toEqual([
      "Invalid status 'sunset' (not one of active, renamed, acquired, discontinued): treated as active",
    ]);
    expect(data.tools[1]?.lifecycleIssues?.[0]).toMatch(/^Invalid status 7/);
    expect(data.tools[2]?.lifecycleIssues).toBeUndefined();
  });

  it('drops a successor that is not a listed tool, and a renamed tool without one keeps its page', () => {
    const data = tools(['a', {}], ['gone', { status: 'renamed', successor: 'nobody', statusDate: 'soon' }]);
    const [gone] = data.retiredTools ?? [];
    expect(gone?.lifecycle).toEqual({ status: 'renamed' });
    expect(gone?.lifecycleIssues).toEqual([
      "Invalid statusDate 'soon': not a date",
      "Successor 'nobody' is not a listed tool",
      'Renamed tool has no successor',
    ]);
  });
});

describe('term rules (docs/product.md#entities)', () => {
  it.each([
    [1, 'beginner'],
    [2, 'intermediate'],
    [3, 'advanced'],
    ['2', 'intermediate'],
    [undefined, 'advanced'],
    [0, 'advanced'],
  ])('difficulty %j is %s', (level, expected) => {
    expect(termDifficulty(level)).toBe(expected);
    expect(term({ difficulty: level }).difficulty).toBe(expected);
  });

  it('falls back from the long definition to the definition', () => {
    expect(term({ longDefinition: undefined }).longDefinition).toBe('יחידת טקסט.');
    expect(term({ longDefinition: 'פסקה א.\n\nפסקה ב.' }).longDefinition).toBe('פסקה א.\n\nפסקה ב.');
  });

  it('transliterates the slug from the Hebrew term when absent, and keeps a given slug', () => {
    expect(term({}).slug).toBe('tvkn');
    expect(term({ slug: 'token' }).slug).toBe('token');
  });

  it('keeps related terms as ids, whether strings or links', () => {
    const result = term({
      relatedTerms: ['llm', { sys: { type: 'Link', linkType: 'Entry', id: 'embedding' } }, 7],
    });
    expect(result.relatedTerms).toEqual(['llm', 'embedding']);
  });

  it('keeps quality links with a title and url and drops the rest', () => {
    const result = term({
      qualityLinks: [
        { title: 'Tokenizer', description: 'כלי', url: 'https://platform.openai.com/tokenizer' },
        { title: 'no url' },
      ],
    });
    expect(result.qualityLinks).toEqual([
      { title: 'Tokenizer', description: 'כלי', url: 'https://platform.openai.com/tokenizer' },
    ]);
  });
});

describe('term page sections managed in the content service', () => {
  it('keeps how-it-works, examples, applications and limitations as lists of non-empty strings', () => {
    const result = term({
      howItWorks: ['מפרקים את הטקסט.', '  ', 'ממספרים כל חלק.'],
      examples: ['שלום עולם', 42],
      applications: [],
      limitations: 'not a list',
    });
    expect(result.howItWorks).toEqual(['מפרקים את הטקסט.', 'ממספרים כל חלק.']);
    expect(result.examples).toEqual(['שלום עולם']);
    expect(result).not.toHaveProperty('applications');
    expect(result).not.toHaveProperty('limitations');
  });
});

describe('one bad entry never sinks the rest', () => {
  it('drops a term without its Hebrew name with a warning and keeps the others', () => {
    const logger = testLogger();
    const data = normaliseContent(
      raw({
        term: collection([
          entry('aiTerm', 'good', { term: 'טוקן', definition: 'יחידה.' }),
          entry('aiTerm', 'bad', { englishTerm: 'Nameless' }),
          entry('aiTerm', 'also-good', { term: 'הזיות', definition: 'תשובה שגויה.' }),
        ]),
      }),
      { logger },
    );
    expect(data.terms.map((t) => t.id)).toEqual(['good', 'also-good']);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ contentType: 'aiTerm', id: 'bad' }),
      expect.stringContaining('dropped invalid aiTerm entry "bad"'),
    );
  });

  it('drops a malformed comparison row but keeps the table', () => {
    const data = normaliseContent(
      raw({
        comparison: collection([
          entry('comparisonTable', 'cmp', {
            title: 'השוואה',
            categoryPage: 'video',
            toolsData: [
              { name: 'Runway', price: '12$', ease: 'בינונית', quality: 'גבוהה' },
              { price: 'no name' },
            ],
          }),
        ]),
      }),
      { logger: testLogger() },
    );
    expect(data.comparisons).toEqual([
      {
        id: 'cmp',
        title: 'השוואה',
        categoryPage: 'video',
        toolsData: [{ name: 'Runway', price: '12$', ease: 'בינונית', quality: 'גבוהה' }],
      },
    ]);
  });
});

describe('category pages and sections', () => {
  it('defaults an unknown icon to Sparkles, drops an unknown filter field and sorts by order then card title', () => {
    const data = normaliseContent(
      raw({
        category: collection([
          entry('categoryPage', 'b', {
            title: 'ב',
            slug: 'b',
            icon: 'Rocket',
            filterBy: 'colour',
            order: 2,
            cardTitle: 'ב',
          }),
          entry('categoryPage', 'c', { title: 'ג', slug: 'c', icon: 'Code', order: 1, cardTitle: 'ג' }),
          entry('categoryPage', 'a', {
            title: 'א',
            slug: 'a',
            icon: 'Video',
            order: 1,
            cardTitle: 'א',
            filterBy: 'category',
          }),
        ]),
      }),
      { logger: testLogger() },
    );
    expect(data.categories.map((c) => c.id)).toEqual(['a', 'c', 'b']);
    expect(data.categories[2]).toMatchObject({ icon: 'Sparkles', filterValues: [] });
    expect(data.categories[2]!.filterBy).toBeUndefined();
    expect(data.categories[0]!.filterBy).toBe('category');
  });

  it('resolves linked custom tools two levels deep and keeps the categoryPage slug', () => {
    const data = normaliseContent(
      raw({
        section: collection(
          [
            entry('toolRecommendationSection', 's2', {
              title: 'שני',
              order: 2,
              categoryPage: 'video',
              customTools: [],
            }),
            entry('toolRecommendationSection', 's1', {
              title: 'ראשון',
              order: 1,
              categoryPage: 'video',
              customTools: [{ sys: { type: 'Link', linkType: 'Entry', id: 'ct' } }],
            }),
          ],
          {
            Entry: [
              entry('customTool', 'ct', {
                name: 'Runway',
                description: 'וידאו',
                features: ['א'],
                websiteUrl: 'https://runwayml.com',
              }),
            ],
          },
        ),
      }),
      { logger: testLogger() },
    );
    expect(data.sections.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(data.sections[0]).toMatchObject({
      categoryPage: 'video',
      customTools: [
        { name: 'Runway', description: 'וידאו', features: ['א'], websiteUrl: 'https://runwayml.com' },
      ],
    });
  });
});

describe('the embedded seed', () => {
  it('normalises without dropping anything and covers what the pages need', async () => {
    const logger = testLogger();
    const data = normaliseContent(await loadContentSeed(), { logger });
    expect(logger.warn).not.toHaveBeenCalled();
    expect(data.tools.length).toBeGreaterThanOrEqual(40);
    expect(data.terms.length).toBeGreaterThanOrEqual(30);
    expect(data.ecosystem.length).toBeGreaterThanOrEqual(12);
    expect(new Set(data.ecosystem.map((s) => s.category)).size).toBeGreaterThanOrEqual(4);
    for (const id of ['midjourney', 'dall-e-3', 'runway', 'sora', 'elevenlabs']) {
      expect(data.tools.find((t) => t.id === id)).toBeDefined();
    }
    // Tools whose seed entry has no logo asset show their brand mark (decision 0021); the missing
    // logo is all that keeps them from 'published', and it never makes one a draft.
    for (const tool of data.tools) {
      if (tool.validation.status === 'published') continue;
      expect(tool.validation.status, tool.id).toBe('research_needed');
      expect(tool.validation.issues, tool.id).toEqual(['Missing logo']);
    }
    expect(data.tools.filter((t) => t.isOpenSource).length).toBeGreaterThanOrEqual(4);
    expect(data.tools.filter((t) => t.category === 'תמונות וגרפיקה').length).toBeGreaterThanOrEqual(5);
    const termIds = new Set(data.terms.map((t) => t.id));
    for (const t of data.terms) for (const related of t.relatedTerms) expect(termIds).toContain(related);
    expect(data.sections.every((s) => s.categoryPage === 'video' && s.customTools.length > 0)).toBe(true);
    expect(data.guides.filter((g) => g.categoryPage === 'video').length).toBeGreaterThanOrEqual(2);
    expect(data.comparisons.some((c) => c.categoryPage === 'video')).toBe(true);
    expect(data.categories.map((c) => c.slug)).toEqual(
      expect.arrayContaining([
        'image-generation',
        'coding',
        'language',
        'video',
        'audio',
        'automation',
        'creative',
      ]),
    );
  });
});

describe('other spellings for search (the optional aliases field)', () => {
  it("keeps a tool's aliases trimmed, without blanks, repeats or values that are not text", () => {
    expect(tool({ aliases: [' ויספר ', '', 'ויספר', 'וויספר', 7, null] }).tool.aliases).toEqual([
      'ויספר',
      'וויספר',
    ]);
  });

  it('leaves the field out when the entry has none, or only blanks', () => {
    expect(tool({}).tool).not.toHaveProperty('aliases');
    expect(tool({ aliases: ['  '] }).tool).not.toHaveProperty('aliases');
    expect(tool({ aliases: 'ויספר' }).tool).not.toHaveProperty('aliases');
  });

  it("keeps a term's aliases", () => {
    expect(term({ aliases: ['אסימון', 'טוקנים'] }).aliases).toEqual(['אסימון', 'טוקנים']);
    expect(term({})).not.toHaveProperty('aliases');
  });
});
