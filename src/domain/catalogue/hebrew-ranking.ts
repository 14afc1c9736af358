import { HEBREW_LEVEL_ORDER, type HebrewLevel, hebrewLevel, hebrewRank } from '../hebrew-support.ts';
import type { Tool } from '../types.ts';

// /tools/hebrew: every rated tool ranked by its Hebrew support, grouped by category; the tools not
// yet checked apart. Ties keep the catalogue's order.

type HebrewGroup = { category: string; tools: Tool[] };

export type HebrewRanking = {
  /** All rated tools, best first (the page's ItemList). */
  ranked: Tool[];
  /** The same tools by category; the group with the best tool first, then the larger group. */
  groups: HebrewGroup[];
  unrated: Tool[];
  counts: Record<HebrewLevel, number>;
};

export function hebrewRanking(tools: readonly Tool[]): HebrewRanking {
  const counts = Object.fromEntries(HEBREW_LEVEL_ORDER.map((level) => [level, 0])) as Record<
    HebrewLevel,
    number
  >;
  for (const tool of tools) counts[hebrewLevel(tool.hebrew)] += 1;
  const rated = tools.filter((tool) => hebrewLevel(tool.hebrew) !== 'unknown');
  const ranked = [...rated].sort((a, b) => hebrewRank(b.hebrew) - hebrewRank(a.hebrew));
  const byCategory = new Map<string, Tool[]>();
  for (const tool of ranked) {
    const category = tool.primaryCategory || tool.category || 'כלים נוספים';
    byCategory.set(category, [...(byCategory.get(category) ?? []), tool]);
  }
  const groups = [...byCategory.entries()]
    .map(([category, list]) => ({ category, tools: list }))
    .sort(
      (a, b) =>
        hebrewRank(b.tools[0]?.hebrew) - hebrewRank(a.tools[0]?.hebrew) ||
        b.tools.length - a.tools.length ||
        a.category.localeCompare(b.category, 'he'),
    );
  return { ranked, groups, unrated: tools.filter((tool) => hebrewLevel(tool.hebrew) === 'unknown'), counts };
}
