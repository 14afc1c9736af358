import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCode, fetchReadme, fetchUserRepos, nextLink } from '../../../jobs/sources/code/fetch.ts';
import { codeSource, loadCodeSeed } from '../../../jobs/sources/code/index.ts';
import {
  aiCategoryOf,
  decodeReadme,
  isAIRelated,
  isIncluded,
  languageColor,
  normaliseCode,
  primaryLanguageOf,
  readmeImage,
  technologiesOf,
} from '../../../jobs/sources/code/normalise.ts';
import type { CodePayload } from '../../../jobs/sources/code/schema.ts';
import { SourceFetchError } from '../../../src/upstreams/fetch-error.ts';
import { type FakeGithub, startFakeGithub } from '../../fakes/github.ts';
import { testConfig, testContext, testLogger } from './helpers.ts';

const NOW = new Date('2025-03-20T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

function repo(overrides: Record<string, unknown> = {}) {
  return {
    name: 'project',
    full_name: 'me/project',
    description: null,
    html_url: 'https://github.com/me/project',
    homepage: null,
    language: 'TypeScript',
    topics: ['ai-hebrew'],
    fork: false,
    archived: false,
    stargazers_count: 1,
    forks_count: 0,
    watchers_count: 1,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-03-19T00:00:00Z',
    default_branch: 'main',
    languages_url: 'https://api.github.com/repos/me/project/languages',
    ...overrides,
  };
}

const payload = (repos: unknown[], extra: Partial<CodePayload> = {}): CodePayload => ({
  user: 'me',
  repos,
  languages: {},
  readmes: {},
  ...extra,
});

describe('repository inclusion (docs/product.md#code-projects)', () => {
  it.each([
    ['has the product topic', { topics: ['ai-hebrew'] }, true],
    ['has the product topic in another case', { topics: ['AI-Hebrew'] }, true],
    ['is on the curated list without the topic', { name: 'hebrew-prompt-library', topics: [] }, true],
    ['is on the curated list in another case', { name: 'Hebrew-AI-Site', topics: [] }, true],
    ['has neither the topic nor a curated name', { topics: ['ai', 'hebrew'] }, false],
    ['has a topic that only contains the product topic', { topics: ['ai-hebrew-old'] }, false],
    ['is a fork', { fork: true }, false],
    ['is archived', { archived: true }, false],
    ['is a curated fork', { name: 'hebrew-ai-site', fork: true }, false],
  ])('a repository that %s is included: %s', (_name, overrides, expected) => {
    expect(isIncluded({ name: 'x', fork: false, archived: false, topics: [], ...overrides })).toBe(expected);
  });
});

describe('AI-related and AI category (docs/product.md#code-projects)', () => {
  it.each([
    ['an AI keyword in the name', { name: 'my-llm-tools', description: '', topics: [] }, true],
    [
      'a Hebrew keyword in the description',
      { name: 'x', description: 'כלי בינה מלאכותית לכתיבה', topics: [] },
      true,
    ],
    ['a topic', { name: 'x', description: '', topics: ['machine-learning'] }, true],
    [
      '"ai" as a whole word only',
      { name: 'maintain-email', description: 'Email daily digest', topics: [] },
      false,
    ],
    ['the word AI in mixed text', { name: 'x', description: 'כלי AI לכתיבה', topics: [] }, true],
    ['no keyword', { name: 'dotfiles', description: 'My shell setup', topics: ['zsh'] }, false],
  ])('detects %s: %s', (_name, fields, expected) => {
    expect(isAIRelated(fields)).toBe(expected);
  });

  it.each([
    [{ name: 'telegram-bot', description: "צ'אטבוט", topics: ['chatbot'] }, 'chatbot'],
    [{ name: 'x', description: 'Stable Diffusion images', topics: [] }, 'image'],
    [{ name: 'x', description: 'subtitles with whisper', topics: [] }, 'audio'],
    [{ name: 'x', description: 'RAG with embeddings', topics: [] }, 'rag'],
    [{ name: 'x', description: 'prompts for Claude', topics: [] }, 'llm'],
    [{ name: 'x', description: 'pytorch training', topics: [] }, 'ml'],
    [{ name: 'x', description: 'AI site', topics: [] }, 'general'],
  ])('puts %j in category %s with a Hebrew description', (fields, category) => {
    const result = aiCategoryOf(fields);
    expect(result.id).toBe(category);
    expect(result.description).toMatch(/[\u05D0-\u05EA]/);
  });
});

describe('derived fields (docs/product.md#entities, #code-projects)', () => {
  it.each([
    ['TypeScript', '#3178c6'],
    ['Python', '#3572A5'],
    ['C#', '#178600'],
    ['Brainfuck', '#8b949e'],
    [undefined, '#8b949e'],
  ])('colours %s as %s', (language, colour) => {
    expect(languageColor(language)).toBe(colour);
  });

  it('takes the primary language from the API, else the largest by bytes, else Other', () => {
    expect(primaryLanguageOf('Go', { Python: 10 })).toBe('Go');
    expect(primaryLanguageOf(undefined, { Python: 10, Rust: 99 })).toBe('Rust');
    expect(primaryLanguageOf(undefined, {})).toBe('Other');
  });

  it('lists technologies: languages by bytes (max 5), then topics, max 8, no duplicates, no product topic', () => {
    const languages = { A: 1, B: 7, C: 3, D: 9, E: 5, F: 2 };
    expect(technologiesOf('D', languages, ['ai-hebrew', 'react', 'b', 'llm', 'rag', 'vite'])).toEqual([
      'D',
      'B',
      'E',
      'C',
      'F',
      'react',
      'llm',
      'rag',
    ]);
  });

  it('uses the API language when there are no language bytes', () => {
    expect(technologiesOf('Python', {}, ['x'])).toEqual(['Python', 'x']);
  });

  it('decodes a base64 README with a newline every 60 characters, Hebrew included', () => {
    const text = '# כותרת\n\nשלום עולם – Hello world. '.repeat(5);
    const encoded = Buffer.from(text)
      .toString('base64')
      .match(/.{1,60}/g)!
      .join('\n');
    expect(decodeReadme(`${encoded}\n`)).toBe(text);
  });

  it('takes a cover image from the README but never a badge', () => {
    expect(
      readmeImage('![build](https://img.shields.io/badge/x.svg) ![shot](https://example.com/shot.png)'),
    ).toBe('https://example.com/shot.png');
    expect(readmeImage('![local](docs/shot.png)')).toBeUndefined();
  });

  it('falls back to a local cover per AI category, and a default one otherwise', () => {
    const data = normaliseCode(
      payload([
        repo({ name: 'a', full_name: 'me/a', description: 'chatbot' }),
        repo({ name: 'b', full_name: 'me/b', description: 'dotfiles', topics: ['ai-hebrew'] }),
      ]),
      { logger: testLogger() },
    );
    expect(data.repositories.map((item) => item.coverImage).sort()).toEqual([
      '/images/code/chatbot.svg',
      '/images/code/default.svg',
    ]);
  });
});

describe('no clock in the snapshot (relative dates are computed at render)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores dates as the API gives them, never "yesterday": the same payload gives the same data on another day', () => {
    const raw = payload([
      repo({ updated_at: daysAgo(1).toISOString(), created_at: daysAgo(400).toISOString() }),
    ]);
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const today = normaliseCode(raw, { logger: testLogger() });
    vi.setSystemTime(new Date(NOW.getTime() + 30 * 86_400_000));
    const monthLater = normaliseCode(raw, { logger: testLogger() });
    expect(monthLater).toEqual(today);
    const [item] = today.repositories;
    expect(item).not.toHaveProperty('lastUpdateFormatted');
    expect(item).not.toHaveProperty('createdFormatted');
    expect(item!.updated_at).toBe(daysAgo(1).toISOString());
    expect(JSON.stringify(today)).not.toMatch(/אתמול|לפני|היום/);
  });
});

describe('normalise', () => {
  it('drops a bad repository with a warning and keeps the rest', () => {
    const logger = testLogger();
    const data = normaliseCode(payload([repo(), { name: 42 }, repo({ name: 'b', full_name: 'me/b' })]), {
      logger,
    });
    expect(data.repositories).toHaveLength(2);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('reads 2013-era items without topics, archived or stargazers_count', () => {
    const old = { ...repo({ name: 'hebrew-ai-site', full_name: 'me/hebrew-ai-site' }) } as Record<
      string,
      unknown
    >;
    delete old.topics;
    delete old.archived;
    delete old.stargazers_count;
    delete old.default_branch;
    old.master_branch = 'master';
    const [item] = normaliseCode(payload([old]), { logger: testLogger() }).repositories;
    expect(item).toMatchObject({
      topics: [],
      archived: false,
      stargazers_count: 1,
      default_branch: 'master',
    });
  });

  it('puts AI projects first, then the most recently updated', () => {
    const data = normaliseCode(
      payload([
        repo({ name: 'plain-new', full_name: 'me/1', updated_at: '2025-03-19T00:00:00Z' }),
        repo({ name: 'llm-old', full_name: 'me/2', updated_at: '2024-01-01T00:00:00Z' }),
        repo({ name: 'gpt-new', full_name: 'me/3', updated_at: '2025-03-01T00:00:00Z' }),
      ]),
      { logger: testLogger() },
    );
    expect(data.repositories.map((item) => item.name)).toEqual(['gpt-new', 'llm-old', 'plain-new']);
  });

  it('gives the owner profile url', () => {
    expect(normaliseCode(payload([]), { logger: testLogger() }).profileUrl).toBe('https://github.com/me');
  });
});

describe('code seed', () => {
  it('is live with a user and seed without one', () => {
    expect(codeSource.mode(testConfig())).toBe('seed');
    expect(codeSource.mode(testConfig({ GITHUB_USER: 'me' }))).toBe('live');
  });

  it('serves seven repositories with languages and Hebrew READMEs, skipping the fork and the archived one', async () => {
    const raw = await loadCodeSeed();
    const context = testContext();
    const data = await codeSource.normalise(raw, context);
    expect(raw.repos).toHaveLength(9);
    expect(data.repositories).toHaveLength(7);
    // One of them is not about AI, so the AI-only filter has something to hide.
    expect(data.repositories.filter((item) => !item.isAIRelated).map((item) => item.name)).toEqual([
      'hebrew-calendar-cli',
    ]);
    expect(data.repositories.every((item) => Object.keys(item.languages).length > 0)).toBe(true);
    expect(data.repositories.some((item) => /[\u05D0-\u05EA]/.test(item.readme ?? ''))).toBe(true);
    expect(context.logger.warn).not.toHaveBeenCalled();
  });
});

describe('code hosting against the fake API', () => {
  let fake: FakeGithub;
  const ctx = (extra: Record<string, string> = {}, timeoutMs = 5000) =>
    testContext(
      { GITHUB_USER: fake.user, GITHUB_API_URL: fake.url, ...extra },
      AbortSignal.timeout(timeoutMs),
    );

  beforeAll(async () => {
    fake = await startFakeGithub();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.setMode('ok');
    fake.setPageSize(100);
    fake.setReadmeAt('readme');
    fake.requests.length = 0;
  });

  it('fetches repos, languages and READMEs and normalises them end to end', async () => {
    const context = ctx();
    const data = normaliseCode(await fetchCode(context), context);
    expect(data.repositories).toHaveLength(7);
    expect(data.repositories.find((item) => item.name === 'rag-hebrew-docs')!.technologies[0]).toBe(
      'Jupyter Notebook',
    );
    const list = fake.requests[0]!;
    expect(list.path).toBe(`/users/${fake.user}/repos`);
    expect(Object.fromEntries(list.query)).toEqual({ type: 'public', sort: 'updated', per_page: '100' });
    expect(list.headers.authorization).toBeUndefined();
    // languages and README are fetched for included repositories only
    expect(fake.requests.filter((request) => request.path.endsWith('/languages'))).toHaveLength(7);
  });

  it('sends the token only when GITHUB_TOKEN is set', async () => {
    await fetchUserRepos(fake.user, ctx({ GITHUB_TOKEN: 'ghp_secret' }));
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer ghp_secret');
  });

  it('follows the Link header to further pages', async () => {
    fake.setPageSize(3);
    const repos = await fetchUserRepos(fake.user, ctx());
    expect(repos).toHaveLength(9);
    expect(fake.requests.map((request) => request.query.get('page'))).toEqual([null, '2', '3']);
  });

  it('reads the rel="next" link', () => {
    expect(nextLink('<https://x/a?page=2>; rel="next", <https://x/a?page=3>; rel="last"')).toBe(
      'https://x/a?page=2',
    );
    expect(nextLink('<https://x/a?page=1>; rel="prev"')).toBeUndefined();
    expect(nextLink(null)).toBeUndefined();
  });

  it('falls back to README variants when /readme is not found', async () => {
    fake.setReadmeAt('contents');
    const readme = (await fetchReadme(`${fake.user}/ai-terms-he`, ctx())) as { content: string };
    expect(decodeReadme(readme.content)).toContain('מילון');
    expect(fake.requests.map((request) => request.path)).toContain(
      `/repos/${fake.user}/ai-terms-he/contents/README.md`,
    );
  });

  it('gives no README when none of the variants exists', async () => {
    await expect(fetchReadme(`${fake.user}/no-such-repo`, ctx())).resolves.toBeNull();
  });

  it.each([
    ['error-500', /HTTP 500/],
    ['not-found', /not found/],
    ['malformed', /not valid JSON/],
  ] as const)('reports %s as an error of the refresh', async (mode, message) => {
    fake.setMode(mode);
    await expect(fetchCode(ctx())).rejects.toThrow(message);
  });

  it('marks a rate limit as retryable for the pipeline', async () => {
    fake.setMode('rate-limit-then-ok');
    await expect(fetchCode(ctx())).rejects.toMatchObject({ status: 429, retryable: true });
    fake.setMode('rate-limit-403');
    await expect(fetchCode(ctx())).rejects.toMatchObject({ status: 403, retryable: true });
  });

  it('marks a 403 that is not a rate limit, a 401 and a 404 as not retryable', async () => {
    fake.setMode('forbidden');
    await expect(fetchCode(ctx())).rejects.toMatchObject({ status: 403, retryable: false });
    fake.setMode('not-found');
    await expect(fetchCode(ctx())).rejects.toMatchObject({ status: 404, retryable: false });
  });

  it('gives an empty list for a user without repositories', async () => {
    fake.setMode('empty');
    const context = ctx();
    expect(normaliseCode(await fetchCode(context), context).repositories).toEqual([]);
  });

  it('times out when the API never answers', async () => {
    fake.setMode('timeout');
    await expect(fetchCode(ctx({}, 300))).rejects.toThrow(SourceFetchError);
  });
});
