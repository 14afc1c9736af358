import { describe, expect, it } from 'vitest';
import { normaliseCode } from '../../../jobs/sources/code/normalise.ts';
import {
  applyCodeFilters,
  type CodeProject,
  cardTechnologies,
  codeFiltersToQuery,
  codeStats,
  DEFAULT_CODE_FILTERS,
  hasActiveCodeFilters,
  parseCodeFilters,
  sortProjects,
} from '../../../src/domain/portfolio/code.ts';
import type { CodeRepository } from '../../../src/domain/types.ts';
import { toCodeProject } from '../../../src/portfolio/data.ts';
import { testLogger } from '../sources/helpers.ts';

const NOW = new Date('2025-03-20T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

function project(overrides: Partial<CodeProject> = {}): CodeProject {
  return {
    name: 'project',
    fullName: 'me/project',
    description: '',
    url: 'https://github.com/me/project',
    language: 'TypeScript',
    languageColor: '#3178c6',
    isAI: false,
    topics: [],
    technologies: [],
    stars: 0,
    forks: 0,
    updatedAt: daysAgo(10),
    createdAt: daysAgo(100),
    updatedRelative: '',
    createdRelative: '',
    ...overrides,
  };
}

const PROJECTS = [
  project({
    name: 'rag-hebrew-docs',
    description: 'חיפוש סמנטי במסמכים בעברית',
    language: 'Python',
    languageColor: '#3572A5',
    isAI: true,
    aiLabel: 'חיפוש סמנטי ו-RAG',
    topics: ['rag', 'vector-search'],
    stars: 12,
    updatedAt: daysAgo(1),
    createdAt: daysAgo(200),
  }),
  project({
    name: 'hebrew-ai-site',
    description: 'האתר עצמו',
    language: 'TypeScript',
    stars: 40,
    updatedAt: daysAgo(2),
    createdAt: daysAgo(400),
  }),
  project({
    name: 'telegram-ai-bot',
    description: 'בוט טלגרם עם Claude',
    language: 'TypeScript',
    isAI: true,
    topics: ['chatbot'],
    stars: 3,
    updatedAt: daysAgo(5),
    createdAt: daysAgo(30),
  }),
  project({
    name: 'ai-terms-he',
    description: 'מילון מונחים',
    language: 'JavaScript',
    languageColor: '#f1e05a',
    stars: 7,
    updatedAt: daysAgo(60),
    createdAt: daysAgo(90),
  }),
];
const LANGUAGES = ['TypeScript', 'Python', 'JavaScript'];
const names = (list: CodeProject[]) => list.map((item) => item.name);

describe('code filters in the URL (q, ai=1, lang, sort, order)', () => {
  it('reads every filter', () => {
    expect(parseCodeFilters('q=rag&ai=1&lang=Python&sort=stars&order=asc', LANGUAGES)).toEqual({
      q: 'rag',
      aiOnly: true,
      lang: 'Python',
      sort: 'stars',
      order: 'asc',
    });
  });

  it('defaults to all languages, newest update first; names sort A to Z unless told otherwise', () => {
    expect(parseCodeFilters('', LANGUAGES)).toEqual(DEFAULT_CODE_FILTERS);
    expect(parseCodeFilters('sort=name', LANGUAGES)).toMatchObject({ sort: 'name', order: 'asc' });
    expect(parseCodeFilters('sort=name&order=desc', LANGUAGES)).toMatchObject({ order: 'desc' });
  });

  it('ignores an unknown language, sort or order instead of failing', () => {
    expect(parseCodeFilters('lang=COBOL&sort=size&order=sideways&ai=maybe', LANGUAGES)).toEqual(
      DEFAULT_CODE_FILTERS,
    );
  });

  it('trims the query and caps it at 100 characters', () => {
    expect(parseCodeFilters(`q=${'א'.repeat(300)}`, LANGUAGES).q).toHaveLength(100);
    expect(parseCodeFilters('q=%20%20', LANGUAGES).q).toBe('');
  });

  it('writes back only what differs from the defaults', () => {
    expect(codeFiltersToQuery(DEFAULT_CODE_FILTERS)).toBe('');
    expect(codeFiltersToQuery({ ...DEFAULT_CODE_FILTERS, sort: 'name', order: 'asc' })).toBe('?sort=name');
    expect(codeFiltersToQuery({ q: 'בוט', aiOnly: true, lang: 'C#', sort: 'stars', order: 'asc' })).toBe(
      '?q=%D7%91%D7%95%D7%98&ai=1&lang=C%23&sort=stars&order=asc',
    );
    const round = parseCodeFilters(
      codeFiltersToQuery({ ...DEFAULT_CODE_FILTERS, lang: 'Python' }),
      LANGUAGES,
    );
    expect(round.lang).toBe('Python');
  });

  it('counts sorting alone as no filter (no clear-filters link for it)', () => {
    expect(hasActiveCodeFilters({ ...DEFAULT_CODE_FILTERS, sort: 'stars' })).toBe(false);
    expect(hasActiveCodeFilters({ ...DEFAULT_CODE_FILTERS, aiOnly: true })).toBe(true);
  });
});

describe('filtering', () => {
  it('searches name, description, topics and language, every word, Hebrew and English', () => {
    const filter = (q: string) => names(applyCodeFilters(PROJECTS, { ...DEFAULT_CODE_FILTERS, q }));
    expect(filter('rag')).toEqual(['rag-hebrew-docs']);
    expect(filter('vector search')).toEqual(['rag-hebrew-docs']);
    expect(filter('סמנטי')).toEqual(['rag-hebrew-docs']);
    expect(filter('CLAUDE')).toEqual(['telegram-ai-bot']);
    expect(filter('javascript')).toEqual(['ai-terms-he']);
    expect(filter('hebrew site')).toEqual(['hebrew-ai-site']);
    expect(filter('nothing-like-this')).toEqual([]);
  });

  it('keeps only AI projects with ai=1, and one language with lang', () => {
    expect(names(applyCodeFilters(PROJECTS, { ...DEFAULT_CODE_FILTERS, aiOnly: true }))).toEqual([
      'rag-hebrew-docs',
      'telegram-ai-bot',
    ]);
    expect(names(applyCodeFilters(PROJECTS, { ...DEFAULT_CODE_FILTERS, lang: 'TypeScript' }))).toEqual([
      'telegram-ai-bot',
      'hebrew-ai-site',
    ]);
  });
});

describe('sorting: AI projects always first (docs/product.md#code-projects)', () => {
  it.each([
    ['updated', 'desc', ['rag-hebrew-docs', 'telegram-ai-bot', 'hebrew-ai-site', 'ai-terms-he']],
    ['updated', 'asc', ['telegram-ai-bot', 'rag-hebrew-docs', 'ai-terms-he', 'hebrew-ai-site']],
    ['created', 'desc', ['telegram-ai-bot', 'rag-hebrew-docs', 'ai-terms-he', 'hebrew-ai-site']],
    ['stars', 'desc', ['rag-hebrew-docs', 'telegram-ai-bot', 'hebrew-ai-site', 'ai-terms-he']],
    ['stars', 'asc', ['telegram-ai-bot', 'rag-hebrew-docs', 'ai-terms-he', 'hebrew-ai-site']],
    ['name', 'asc', ['rag-hebrew-docs', 'telegram-ai-bot', 'ai-terms-he', 'hebrew-ai-site']],
    ['name', 'desc', ['telegram-ai-bot', 'rag-hebrew-docs', 'hebrew-ai-site', 'ai-terms-he']],
  ] as const)('by %s %s', (sort, order, expected) => {
    expect(names(sortProjects(PROJECTS, sort, order))).toEqual(expected);
  });

  it('breaks ties by name and leaves the input untouched', () => {
    const tied = [project({ name: 'b' }), project({ name: 'a' })];
    expect(names(sortProjects(tied, 'stars', 'desc'))).toEqual(['a', 'b']);
    expect(names(tied)).toEqual(['b', 'a']);
  });
});

describe('statistics (docs/product.md#code-projects-page)', () => {
  it('counts projects and AI projects, the last update, the AI percentage and the top 5 languages', () => {
    const more = [
      ...PROJECTS,
      project({ name: 'go1', language: 'Go', languageColor: '#00ADD8' }),
      project({ name: 'rust1', language: 'Rust', languageColor: '#dea584' }),
      project({ name: 'rust2', language: 'Rust', languageColor: '#dea584' }),
      project({ name: 'c1', language: 'C', languageColor: '#555555' }),
    ];
    const stats = codeStats(more);
    expect(stats).toMatchObject({ total: 8, ai: 2, aiPercent: 25, lastUpdate: daysAgo(1) });
    expect(stats.topLanguages).toEqual([
      { name: 'Rust', color: '#dea584', count: 2 },
      { name: 'TypeScript', color: '#3178c6', count: 2 },
      { name: 'C', color: '#555555', count: 1 },
      { name: 'Go', color: '#00ADD8', count: 1 },
      { name: 'JavaScript', color: '#f1e05a', count: 1 },
    ]);
  });

  it('rounds the AI percentage and has nothing to say about no projects', () => {
    expect(codeStats(PROJECTS.slice(0, 3)).aiPercent).toBe(67);
    expect(codeStats([])).toEqual({ total: 0, ai: 0, aiPercent: 0, lastUpdate: null, topLanguages: [] });
  });
});

describe('project cards', () => {
  it('show at most 6 technology tags and count the rest for +N', () => {
    expect(cardTechnologies(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e', 'f'],
      more: 2,
    });
    expect(cardTechnologies(['a'])).toEqual({ shown: ['a'], more: 0 });
  });

  it('compute relative dates from the snapshot against the render time', () => {
    const [repo] = normaliseCode(
      {
        user: 'me',
        repos: [
          {
            name: 'hebrew-ai-site',
            full_name: 'me/hebrew-ai-site',
            html_url: 'https://github.com/me/hebrew-ai-site',
            homepage: 'javascript:alert(1)',
            language: 'TypeScript',
            topics: ['llm'],
            updated_at: daysAgo(1),
            created_at: daysAgo(3),
            languages_url: 'https://api.github.com/repos/me/hebrew-ai-site/languages',
          },
        ],
        languages: {},
        readmes: {},
      },
      { logger: testLogger() },
    ).repositories as [CodeRepository];
    const today = toCodeProject(repo, NOW);
    expect(today).toMatchObject({
      updatedRelative: 'אתמול',
      createdRelative: 'לפני 3 ימים',
      isAI: true,
      aiLabel: 'מודלי שפה',
      homepage: undefined,
    });
    expect(today).not.toHaveProperty('readme');
    const weekLater = toCodeProject(repo, new Date(NOW.getTime() + 7 * 86_400_000));
    expect(weekLater.updatedRelative).toBe('לפני שבוע');
  });
});
