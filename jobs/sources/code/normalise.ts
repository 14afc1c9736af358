import { AI_CATEGORIES, GENERAL_AI_CATEGORY } from '../../../src/domain/code-categories.ts';
import type { CodeData, CodeRepository } from '../../../src/domain/types.ts';
import type { Logger } from '../../../src/platform/logger.ts';
import { type CodePayload, type GithubRepo, languagesSchema, readmeSchema, repoSchema } from './schema.ts';

// Repositories → code projects (docs/product.md#code-projects, #entities).

export const PRODUCT_TOPIC = 'ai-hebrew';
/** Shown even without the product topic (a curated list of three names, docs/product.md#code-projects). */
export const CURATED_REPOSITORIES = ['hebrew-ai-site', 'hebrew-prompt-library', 'ai-terms-he'] as const;
export const MAX_TECHNOLOGIES = 8;
export const MAX_TECHNOLOGY_LANGUAGES = 5;
export const README_MAX_CHARS = 20_000;

export const LANGUAGE_COLORS: Record<string, string> = {
  JavaScript: '#f1e05a',
  TypeScript: '#3178c6',
  Python: '#3572A5',
  'Jupyter Notebook': '#DA5B0B',
  Java: '#b07219',
  Kotlin: '#A97BFF',
  Swift: '#F05138',
  'C#': '#178600',
  'C++': '#f34b7d',
  C: '#555555',
  Go: '#00ADD8',
  Rust: '#dea584',
  Ruby: '#701516',
  PHP: '#4F5D95',
  Dart: '#00B4AB',
  HTML: '#e34c26',
  CSS: '#563d7c',
  SCSS: '#c6538c',
  Shell: '#89e051',
  Vue: '#41b883',
  Svelte: '#ff3e00',
  R: '#198CE7',
  MDX: '#fcb32c',
};
export const DEFAULT_LANGUAGE_COLOR = '#8b949e';

/** About 35 keywords (AI-related, docs/product.md#code-projects); matched as whole words or phrases. */
export const AI_KEYWORDS = [
  'ai',
  'artificial intelligence',
  'machine learning',
  'ml',
  'deep learning',
  'neural',
  'neural network',
  'llm',
  'llms',
  'gpt',
  'chatgpt',
  'openai',
  'claude',
  'anthropic',
  'gemini',
  'llama',
  'mistral',
  'ollama',
  'langchain',
  'llamaindex',
  'transformer',
  'transformers',
  'nlp',
  'embedding',
  'embeddings',
  'vector',
  'rag',
  'diffusion',
  'stable diffusion',
  'midjourney',
  'computer vision',
  'tensorflow',
  'pytorch',
  'hugging face',
  'huggingface',
  'bert',
  'prompt',
  'prompts',
  'agent',
  'agents',
  'chatbot',
  'whisper',
  'generative',
  'copilot',
  'בינה מלאכותית',
  'למידת מכונה',
  'מודל שפה',
] as const;

/** Lower-cased words separated by single spaces, padded, so keywords match whole words only. */
function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[׳']/g, '׳')
    .replace(/[^\p{Letter}\p{Number}׳]+/gu, ' ')
    .trim()} `;
}

function hasKeyword(haystack: string, keywords: readonly string[]): boolean {
  return keywords.some((keyword) => haystack.includes(words(keyword)));
}

// The product topic marks inclusion, not AI content: it would make every included repo AI-related.
function searchText(repo: Pick<GithubRepo, 'name' | 'description' | 'topics'>): string {
  const topics = repo.topics.filter((topic) => topic.toLowerCase() !== PRODUCT_TOPIC);
  return words([repo.name, repo.description, ...topics].join(' '));
}

export function isIncluded(repo: Pick<GithubRepo, 'name' | 'fork' | 'archived' | 'topics'>): boolean {
  if (repo.fork || repo.archived) return false;
  const curated = CURATED_REPOSITORIES.some((name) => name.toLowerCase() === repo.name.toLowerCase());
  return curated || repo.topics.some((topic) => topic.toLowerCase() === PRODUCT_TOPIC);
}

export function isAIRelated(repo: Pick<GithubRepo, 'name' | 'description' | 'topics'>): boolean {
  return hasKeyword(searchText(repo), AI_KEYWORDS);
}

export function aiCategoryOf(repo: Pick<GithubRepo, 'name' | 'description' | 'topics'>) {
  const text = searchText(repo);
  return AI_CATEGORIES.find((rule) => hasKeyword(text, rule.keywords)) ?? GENERAL_AI_CATEGORY;
}

export function languageColor(language: string | undefined): string {
  return (language && LANGUAGE_COLORS[language]) || DEFAULT_LANGUAGE_COLOR;
}

export function primaryLanguageOf(language: string | undefined, languages: Record<string, number>): string {
  return language ?? sortedLanguages(languages)[0] ?? 'Other';
}

function sortedLanguages(languages: Record<string, number>): string[] {
  return Object.entries(languages)
    .sort((a, b) => b[1] - a[1])
    .map(([name]) => name);
}

/** Languages by bytes (at most 5), then topics; no duplicates; at most 8 (docs/product.md#code-projects). */
export function technologiesOf(
  language: string | undefined,
  languages: Record<string, number>,
  topics: readonly string[],
) {
  const byBytes = sortedLanguages(languages);
  const fromLanguages = (byBytes.length > 0 ? byBytes : language ? [language] : []).slice(
    0,
    MAX_TECHNOLOGY_LANGUAGES,
  );
  const out: string[] = [];
  const seen = new Set<string>();
  for (const name of [...fromLanguages, ...topics.filter((topic) => topic.toLowerCase() !== PRODUCT_TOPIC)]) {
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(name);
    if (out.length === MAX_TECHNOLOGIES) break;
  }
  return out;
}

export function decodeReadme(content: string, encoding = 'base64'): string {
  const text =
    encoding === 'base64' ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8') : content;
  return text.length > README_MAX_CHARS ? text.slice(0, README_MAX_CHARS) : text;
}

const BADGE_HOSTS = /shields\.io|badge|travis-ci|circleci|codecov|github\.com\/.+\/workflows/i;

/** The first absolute https image in the README that is not a badge. */
export function readmeImage(readme: string | undefined): string | undefined {
  if (!readme) return undefined;
  const pattern = /!\[[^\]]*\]\((https:\/\/[^\s)]+)\)|<img[^>]+src=["'](https:\/\/[^"']+)["']/gi;
  for (const match of readme.matchAll(pattern)) {
    const url = match[1] ?? match[2];
    if (url && /\.(png|jpe?g|gif|webp|svg)(\?|#|$)/i.test(url) && !BADGE_HOSTS.test(url)) return url;
  }
  return undefined;
}

export function coverImageOf(readme: string | undefined, aiCategory: string | undefined): string {
  return readmeImage(readme) ?? `/images/code/${aiCategory ?? 'default'}.svg`;
}

type Warn = Pick<Logger, 'warn'>;

export function toRepository(
  repo: GithubRepo,
  languagesRaw: unknown,
  readmeRaw: unknown,
  logger: Warn,
): CodeRepository {
  const languagesParsed = languagesSchema.safeParse(languagesRaw ?? {});
  if (!languagesParsed.success)
    logger.warn({ source: 'code', repo: repo.full_name }, 'code: ignored bad languages');
  const languages = languagesParsed.success ? languagesParsed.data : {};
  const readmeParsed = readmeRaw ? readmeSchema.safeParse(readmeRaw) : undefined;
  const readme = readmeParsed?.success
    ? decodeReadme(readmeParsed.data.content, readmeParsed.data.encoding)
    : undefined;
  const aiRelated = isAIRelated(repo);
  const category = aiRelated ? aiCategoryOf(repo) : undefined;
  const primaryLanguage = primaryLanguageOf(repo.language, languages);
  return {
    name: repo.name,
    description: repo.description,
    html_url: repo.html_url,
    homepage: repo.homepage,
    language: repo.language,
    topics: repo.topics,
    fork: repo.fork,
    archived: repo.archived,
    stargazers_count: repo.stargazers_count ?? repo.watchers_count,
    forks_count: repo.forks_count,
    watchers_count: repo.watchers_count,
    updated_at: repo.updated_at,
    created_at: repo.created_at,
    full_name: repo.full_name,
    default_branch: repo.default_branch ?? repo.master_branch ?? 'main',
    languages_url: repo.languages_url,
    languages,
    readme,
    primaryLanguage,
    languageColor: languageColor(primaryLanguage),
    isAIRelated: aiRelated,
    aiCategory: category?.id,
    aiDescription: category?.description,
    coverImage: coverImageOf(readme, category?.id),
    technologies: technologiesOf(repo.language, languages, repo.topics),
  };
}

/**
 * Pure: the payload in, the projects out. Nothing here depends on the clock: relative dates
 * ('אתמול', 'לפני 3 ימים') are computed when a page renders (src/domain/portfolio/code.ts).
 */
export function normaliseCode(raw: CodePayload, context: { logger: Warn }): CodeData {
  const repositories: CodeRepository[] = [];
  for (const [index, item] of raw.repos.entries()) {
    const parsed = repoSchema.safeParse(item);
    if (!parsed.success) {
      context.logger.warn(
        { source: 'code', index, issues: parsed.error.issues.length },
        'code: dropped a bad repository',
      );
      continue;
    }
    if (!isIncluded(parsed.data)) continue;
    const name = parsed.data.full_name;
    repositories.push(toRepository(parsed.data, raw.languages[name], raw.readmes[name], context.logger));
  }
  repositories.sort(
    (a, b) =>
      Number(b.isAIRelated) - Number(a.isAIRelated) || Date.parse(b.updated_at) - Date.parse(a.updated_at),
  );
  return { user: raw.user, profileUrl: `https://github.com/${encodeURIComponent(raw.user)}`, repositories };
}
