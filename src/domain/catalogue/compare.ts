import { MAX_QUERY_LENGTH } from '../query.ts';
import type { Tool } from '../types.ts';

// /tools/compare?tools=a,b,c: which tools to compare, read from anything a visitor can type. The
// parameter may repeat (the no-JavaScript checkbox form sends tools=a&tools=b) or hold a comma-
// separated list; each value is an id or a slug, in any case. Reading never throws.

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** More values than this are not even looked at. */
const VALUES_READ = 20;

export type CompareSelection = {
  /** The tools to compare, in the order asked, without duplicates, at most COMPARE_MAX. */
  tools: Tool[];
  /** Values that named no published tool, as typed (trimmed, deduplicated). */
  unknown: string[];
  /** Known tools left out because more than COMPARE_MAX were asked for. */
  dropped: Tool[];
  /** The one indexable address of this selection: ids sorted, comma-separated. */
  canonicalQuery: string;
  /** Whether the request's own query is exactly the canonical one. */
  isCanonical: boolean;
};

/** Matches an id first, then a slug; case-insensitive for both. */
function lookup(tools: readonly Tool[], value: string): Tool | undefined {
  const lower = value.toLowerCase();
  return (
    tools.find((tool) => tool.id === value) ??
    tools.find((tool) => tool.slug === value) ??
    tools.find((tool) => tool.id.toLowerCase() === lower) ??
    tools.find((tool) => tool.slug.toLowerCase() === lower)
  );
}

function compareQuery(ids: readonly string[]): string {
  return `tools=${ids.map(encodeURIComponent).join(',')}`;
}

export function compareHref(ids: readonly string[]): string {
  return `/tools/compare?${compareQuery(ids)}`;
}

export function parseCompare(search: URLSearchParams | string, tools: readonly Tool[]): CompareSelection {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values = params
    .getAll('tools')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().slice(0, MAX_QUERY_LENGTH))
    .filter(Boolean)
    .slice(0, VALUES_READ);
  const chosen: Tool[] = [];
  const unknown: string[] = [];
  for (const value of values) {
    const tool = lookup(tools, value);
    if (!tool) {
      if (!unknown.some((seen) => seen.toLowerCase() === value.toLowerCase())) unknown.push(value);
    } else if (!chosen.includes(tool)) chosen.push(tool);
  }
  const kept = chosen.slice(0, COMPARE_MAX);
  const canonicalQuery = compareQuery(kept.map((tool) => tool.id).sort());
  return {
    tools: kept,
    unknown,
    dropped: chosen.slice(COMPARE_MAX),
    canonicalQuery,
    isCanonical:
      params.toString() === new URLSearchParams(canonicalQuery).toString() && kept.length >= COMPARE_MIN,
  };
}
