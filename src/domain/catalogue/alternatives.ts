import { speaksHebrewWell } from '../hebrew-support.ts';
import type { Tool } from '../types.ts';

// "Alternatives to X": tools of the same primary category that share at least one functional tag,
// ranked by how many they share. Never the tool itself; ties broken the same way every time.

/** How many the tool page shows; the alternatives page shows them all. */
export const ALTERNATIVES_ON_TOOL_PAGE = 6;

const primaryOf = (tool: Tool) => tool.primaryCategory || tool.category;
const lower = (values: readonly string[]) => new Set(values.map((value) => value.toLocaleLowerCase('he')));

function overlap(a: Set<string>, b: readonly string[]): number {
  let count = 0;
  for (const value of new Set(b.map((item) => item.toLocaleLowerCase('he')))) if (a.has(value)) count += 1;
  return count;
}

export type Alternative = { tool: Tool; shared: number };

/**
 * Ranked by shared functional tags, then shared tags, then featured first, then name and id (so two
 * refreshes of the same content rank alike).
 */
export function alternativesFor(tool: Tool, tools: readonly Tool[]): Alternative[] {
  const functional = lower(tool.functionalTags);
  const tags = lower(tool.tags);
  const primary = primaryOf(tool);
  if (!primary || functional.size === 0) return [];
  return tools
    .filter((other) => other.id !== tool.id && primaryOf(other) === primary)
    .map((other) => ({
      tool: other,
      shared: overlap(functional, other.functionalTags),
      sharedTags: overlap(tags, other.tags),
    }))
    .filter((candidate) => candidate.shared > 0)
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        b.sharedTags - a.sharedTags ||
        Number(b.tool.featured) - Number(a.tool.featured) ||
        a.tool.name.localeCompare(b.tool.name, 'en') ||
        (a.tool.id < b.tool.id ? -1 : a.tool.id > b.tool.id ? 1 : 0),
    )
    .map(({ tool: other, shared }) => ({ tool: other, shared }));
}

export type AlternativeFilters = { free: boolean; openSource: boolean; hebrew: boolean };

const on = (value: string | null) => value === '1' || value === 'on' || value === 'true';

export function parseAlternativeFilters(search: URLSearchParams | string): AlternativeFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    free: on(params.get('free')),
    openSource: on(params.get('open')),
    hebrew: on(params.get('hebrew')) || params.get('hebrew') === 'good',
  };
}

/** Free means usable without paying: free or freemium. */
export function applyAlternativeFilters(
  list: readonly Alternative[],
  filters: AlternativeFilters,
): Alternative[] {
  return list.filter(
    ({ tool }) =>
      (!filters.free || tool.pricing === 'free' || tool.pricing === 'freemium') &&
      (!filters.openSource || tool.isOpenSource) &&
      (!filters.hebrew || speaksHebrewWell(tool.hebrew)),
  );
}
