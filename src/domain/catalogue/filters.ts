import { normaliseText } from '../hebrew-normalise.ts';
import { HEBREW_SEARCH_WORDS, hebrewLevel, hebrewRank, speaksHebrewWell } from '../hebrew-support.ts';
import { queryParam, queryParams } from '../query.ts';
import type { Pricing, Tool } from '../types.ts';
import { CONTENT_TYPE_FILTERS, type ContentTypeKey, isPricing } from './labels.ts';

// The /tools filters live in the URL query (a GET form that works without JavaScript).
// Parsing never throws: unknown or malformed values are ignored.

/** `hebrew=`: good (input and output ≥ 4), ui (a full or partial Hebrew interface), any (rated, not 'none'). */
export type HebrewFilter = 'good' | 'ui' | 'any';
export type ToolSort = 'hebrew';

export const HEBREW_FILTERS: readonly { value: HebrewFilter; label: string }[] = [
  { value: 'good', label: 'תמיכה טובה או מלאה' },
  { value: 'ui', label: 'ממשק בעברית' },
  { value: 'any', label: 'תמיכה כלשהי' },
];

export const TOOL_SORTS: readonly { value: ToolSort; label: string }[] = [
  { value: 'hebrew', label: 'תמיכה בעברית' },
];

export type ToolFilters = {
  q: string;
  category?: string;
  pricing?: Pricing;
  type?: ContentTypeKey;
  openSource: boolean;
  hebrew?: HebrewFilter;
  sort?: ToolSort;
};

/** The Hebrew filter and the sort, read alone (category pages have only these two). */
export function parseHebrewParams(search: URLSearchParams | string): Pick<ToolFilters, 'hebrew' | 'sort'> {
  const params = queryParams(search);
  const hebrew = queryParam(params, 'hebrew');
  const sort = queryParam(params, 'sort');
  return {
    hebrew: HEBREW_FILTERS.find((filter) => filter.value === hebrew)?.value,
    sort: TOOL_SORTS.find((option) => option.value === sort)?.value,
  };
}

function matchesHebrew(tool: Tool, filter: HebrewFilter | undefined): boolean {
  if (!filter) return true;
  if (filter === 'good') return speaksHebrewWell(tool.hebrew);
  if (filter === 'ui') return tool.hebrew?.ui === 'full' || tool.hebrew?.ui === 'partial';
  const level = hebrewLevel(tool.hebrew);
  return level !== 'none' && level !== 'unknown';
}

/** Best Hebrew support first; equal ranks keep their order (Array.prototype.sort is stable). */
function sortByHebrew<T extends Pick<Tool, 'hebrew'>>(tools: readonly T[]): T[] {
  return [...tools].sort((a, b) => hebrewRank(b.hebrew) - hebrewRank(a.hebrew));
}

/** The Hebrew filter, then the sort: what the category pages apply to their lists. */
export function applyHebrewParams<T extends Tool>(
  tools: readonly T[],
  params: Pick<ToolFilters, 'hebrew' | 'sort'>,
): T[] {
  const kept = tools.filter((tool) => matchesHebrew(tool, params.hebrew));
  return params.sort === 'hebrew' ? sortByHebrew(kept) : kept;
}

/** Reads the filters from a query string; `categories` are the category names that exist. */
export function parseToolFilters(
  search: URLSearchParams | string,
  categories: readonly string[],
): ToolFilters {
  const params = queryParams(search);
  const category = queryParam(params, 'category');
  const pricing = queryParam(params, 'pricing');
  const type = queryParam(params, 'type');
  const open = queryParam(params, 'open');
  return {
    q: queryParam(params, 'q') ?? '',
    category: category && categories.includes(category) ? category : undefined,
    pricing: isPricing(pricing) ? pricing : undefined,
    type: CONTENT_TYPE_FILTERS.some((filter) => filter.key === type) ? (type as ContentTypeKey) : undefined,
    openSource: open === '1' || open === 'true' || open === 'on',
    ...parseHebrewParams(params),
  };
}

/** The query string for a set of filters; empty values are left out. */
export function toolFiltersToQuery(filters: ToolFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.pricing) params.set('pricing', filters.pricing);
  if (filters.type) params.set('type', filters.type);
  if (filters.openSource) params.set('open', '1');
  if (filters.hebrew) params.set('hebrew', filters.hebrew);
  if (filters.sort) params.set('sort', filters.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasActiveFilters(filters: ToolFilters): boolean {
  return Boolean(
    filters.q || filters.category || filters.pricing || filters.type || filters.openSource || filters.hebrew,
  );
}

/** A content-type filter is a tag filter over tags, content types, media type and categories. */
function matchesContentType(tool: Tool, key: ContentTypeKey): boolean {
  const filter = CONTENT_TYPE_FILTERS.find((item) => item.key === key);
  if (!filter) return true;
  const values = [
    ...tool.contentTypeTags,
    ...tool.tags,
    tool.mediaType ?? '',
    tool.category,
    tool.primaryCategory ?? '',
  ].filter(Boolean);
  return values.some((value) => filter.tags.some((tag) => value.toLocaleLowerCase('en-US').includes(tag)));
}

function toolText(tool: Tool): string {
  return normaliseText(
    [
      speaksHebrewWell(tool.hebrew) ? HEBREW_SEARCH_WORDS : '',
      tool.name,
      tool.company,
      tool.description,
      tool.shortDescription,
      tool.category,
      ...tool.tags,
      ...tool.capabilities,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/** Every word of the text query must appear (normalised) in the tool's name, description or tags. */
export function applyToolFilters(tools: readonly Tool[], filters: ToolFilters): Tool[] {
  const words = normaliseText(filters.q).split(/\s+/).filter(Boolean);
  const kept = tools.filter((tool) => {
    if (!matchesHebrew(tool, filters.hebrew)) return false;
    if (filters.category && tool.category !== filters.category && tool.primaryCategory !== filters.category)
      return false;
    if (filters.pricing && tool.pricing !== filters.pricing) return false;
    if (filters.type && !matchesContentType(tool, filters.type)) return false;
    if (filters.openSource && !tool.isOpenSource) return false;
    if (words.length > 0) {
      const text = toolText(tool);
      return words.every((word) => text.includes(word));
    }
    return true;
  });
  return filters.sort === 'hebrew' ? sortByHebrew(kept) : kept;
}

/** Category names in use, most common first. */
export function categoriesInUse(tools: readonly Tool[]): string[] {
  const counts = new Map<string, number>();
  for (const tool of tools)
    if (tool.category) counts.set(tool.category, (counts.get(tool.category) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'he'))
    .map(([name]) => name);
}
