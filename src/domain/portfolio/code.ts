import { normaliseText } from '../hebrew-normalise.ts';
import { queryParam, queryParams } from '../query.ts';

// The code projects page (docs/product.md#code-projects-page): a project as the page shows it, and the pure
// rules of its filters (in the URL: q, ai=1, lang, sort, order), sort and statistics. The server
// and the browser run the same functions, so the page reads the same with and without JavaScript.

export type CodeSort = 'updated' | 'created' | 'stars' | 'name';
export type SortOrder = 'asc' | 'desc';

export const CODE_SORTS: readonly { value: CodeSort; label: string }[] = [
  { value: 'updated', label: 'עדכון אחרון' },
  { value: 'created', label: 'תאריך יצירה' },
  { value: 'stars', label: 'כוכבים' },
  { value: 'name', label: 'שם' },
];
export const SORT_ORDERS: readonly { value: SortOrder; label: string }[] = [
  { value: 'desc', label: 'יורד' },
  { value: 'asc', label: 'עולה' },
];

/**
 * docs/product.md#code-projects: a card shows at most 6 technology tags plus '+N'; the statistics
 * the top 5 languages.
 */
const MAX_CARD_TECHNOLOGIES = 6;
const TOP_LANGUAGES = 5;

/** One project card: display values only (no README), relative dates computed at render. */
export type CodeProject = {
  name: string;
  fullName: string;
  description: string;
  url: string;
  homepage?: string;
  language: string;
  languageColor: string;
  isAI: boolean;
  aiLabel?: string;
  aiDescription?: string;
  topics: string[];
  technologies: string[];
  stars: number;
  forks: number;
  updatedAt: string;
  createdAt: string;
  /** 'אתמול', 'לפני 3 ימים'… against the render time (docs/product.md#relative-dates). */
  updatedRelative: string;
  createdRelative: string;
};

export type CodeFilters = {
  q: string;
  aiOnly: boolean;
  lang?: string;
  sort: CodeSort;
  order: SortOrder;
};

export type LanguageCount = { name: string; color: string; count: number };

export type CodeStats = {
  total: number;
  ai: number;
  /** Whole percent of AI projects, 0 without projects. */
  aiPercent: number;
  /** ISO date of the most recent update, null without projects. */
  lastUpdate: string | null;
  topLanguages: LanguageCount[];
};

/** Names sort A→Z by default; dates and stars newest/most first. */
export function defaultOrder(sort: CodeSort): SortOrder {
  return sort === 'name' ? 'asc' : 'desc';
}

export const DEFAULT_CODE_FILTERS: CodeFilters = { q: '', aiOnly: false, sort: 'updated', order: 'desc' };

function isSort(value: string | null): value is CodeSort {
  return CODE_SORTS.some((option) => option.value === value);
}

/**
 * Reads the filters from the query. Never throws: an unknown language, sort or order is ignored, so
 * a hand-edited or stale link still shows a page. `languages` are the languages that exist.
 */
export function parseCodeFilters(
  search: URLSearchParams | string,
  languages: readonly string[],
): CodeFilters {
  const params = queryParams(search);
  const sortParam = queryParam(params, 'sort') ?? null;
  const sort = isSort(sortParam) ? sortParam : DEFAULT_CODE_FILTERS.sort;
  const orderParam = queryParam(params, 'order');
  const order = orderParam === 'asc' || orderParam === 'desc' ? orderParam : defaultOrder(sort);
  const lang = queryParam(params, 'lang');
  const ai = queryParam(params, 'ai');
  return {
    q: queryParam(params, 'q') ?? '',
    aiOnly: ai === '1' || ai === 'true' || ai === 'on',
    lang: lang && languages.includes(lang) ? lang : undefined,
    sort,
    order,
  };
}

/** The query string for a set of filters; defaults are left out so the address stays short. */
export function codeFiltersToQuery(filters: CodeFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.aiOnly) params.set('ai', '1');
  if (filters.lang) params.set('lang', filters.lang);
  if (filters.sort !== DEFAULT_CODE_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.order !== defaultOrder(filters.sort)) params.set('order', filters.order);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** True when something narrows the list (sorting alone does not). */
export function hasActiveCodeFilters(filters: CodeFilters): boolean {
  return Boolean(filters.q || filters.aiOnly || filters.lang);
}

function searchable(project: CodeProject): string {
  return normaliseText(
    [
      project.name,
      project.name.replace(/[-_.]+/g, ' '),
      project.description,
      project.language,
      project.aiLabel ?? '',
      ...project.topics,
      ...project.topics.map((topic) => topic.replace(/-/g, ' ')),
      ...project.technologies,
    ].join(' '),
  );
}

/** Every word of the query must appear in the project's name, description, language or topics. */
function matchesQuery(project: CodeProject, q: string): boolean {
  const words = normaliseText(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = searchable(project);
  return words.every((word) => text.includes(word));
}

function compareBy(sort: CodeSort, a: CodeProject, b: CodeProject): number {
  switch (sort) {
    case 'updated':
      return Date.parse(a.updatedAt) - Date.parse(b.updatedAt);
    case 'created':
      return Date.parse(a.createdAt) - Date.parse(b.createdAt);
    case 'stars':
      return a.stars - b.stars;
    case 'name':
      return a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });
  }
}

/** docs/product.md#code-projects: AI projects come first, then the chosen order; ties by name. */
export function sortProjects(
  projects: readonly CodeProject[],
  sort: CodeSort,
  order: SortOrder,
): CodeProject[] {
  const direction = order === 'asc' ? 1 : -1;
  return [...projects].sort(
    (a, b) =>
      Number(b.isAI) - Number(a.isAI) ||
      direction * compareBy(sort, a, b) ||
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }),
  );
}

export function applyCodeFilters(projects: readonly CodeProject[], filters: CodeFilters): CodeProject[] {
  const kept = projects.filter(
    (project) =>
      (!filters.aiOnly || project.isAI) &&
      (!filters.lang || project.language === filters.lang) &&
      matchesQuery(project, filters.q),
  );
  return sortProjects(kept, filters.sort, filters.order);
}

/** Languages by number of projects (most first, then by name), with their colours. */
export function languageCounts(projects: readonly CodeProject[]): LanguageCount[] {
  const counts = new Map<string, LanguageCount>();
  for (const project of projects) {
    const entry = counts.get(project.language);
    if (entry) entry.count += 1;
    else counts.set(project.language, { name: project.language, color: project.languageColor, count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'));
}

/**
 * docs/product.md#code-projects-page: project count, AI count, last update, top 5 languages and the
 * AI percentage.
 */
export function codeStats(projects: readonly CodeProject[]): CodeStats {
  const ai = projects.filter((project) => project.isAI).length;
  let lastUpdate: string | null = null;
  for (const project of projects) {
    const time = Date.parse(project.updatedAt);
    if (Number.isFinite(time) && (lastUpdate === null || time > Date.parse(lastUpdate)))
      lastUpdate = project.updatedAt;
  }
  return {
    total: projects.length,
    ai,
    aiPercent: projects.length === 0 ? 0 : Math.round((ai / projects.length) * 100),
    lastUpdate,
    topLanguages: languageCounts(projects).slice(0, TOP_LANGUAGES),
  };
}

/** The tags a card shows and how many are left for '+N'. */
export function cardTechnologies(technologies: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: technologies.slice(0, MAX_CARD_TECHNOLOGIES),
    more: Math.max(0, technologies.length - MAX_CARD_TECHNOLOGIES),
  };
}
