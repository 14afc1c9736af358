import type { HebrewSupport, HebrewUi, RtlOutput } from './types.ts';

// Does this tool speak Hebrew? One level from the four dimensions of a tool's Hebrew rating; cards,
// filters, sorting, search and the /tools/hebrew page all use this level and nothing else.

export type HebrewLevel = 'full' | 'good' | 'partial' | 'none' | 'unknown';

export const HEBREW_LEVEL_LABELS: Record<HebrewLevel, string> = {
  full: 'מלאה',
  good: 'טובה',
  partial: 'חלקית',
  none: 'אין',
  unknown: 'טרם נבדק',
};

/** Best first: the order of /tools/hebrew and of `sort=hebrew`. */
export const HEBREW_LEVEL_ORDER: readonly HebrewLevel[] = ['full', 'good', 'partial', 'none', 'unknown'];

export const HEBREW_UI_LABELS: Record<HebrewUi, string> = { full: 'מלא', partial: 'חלקי', none: 'אין' };

export const RTL_LABELS: Record<RtlOutput, string> = {
  yes: 'תקינה',
  partial: 'חלקית',
  no: 'לא תקינה',
};

/** A 1–5 score in words. */
export const SCORE_LABELS: Record<number, string> = {
  5: 'מצוינת',
  4: 'טובה',
  3: 'סבירה',
  2: 'חלשה',
  1: 'כמעט אין',
};

/** A rating is older than this many days: the admin report lists it for a new check. */
export const HEBREW_STALE_DAYS = 180;

/**
 * The level of a rating:
 * - unknown (טרם נבדק): no rating, or no input score (the one dimension every tool has);
 * - none (אין): Hebrew input is not understood (1) and there is no Hebrew interface;
 * - full (מלאה): a full Hebrew interface, input and output (where the tool has one) ≥ 4, and
 *   right-to-left output that is right or not applicable;
 * - good (טובה): input and output (where there is one) ≥ 4, right-to-left output not broken;
 * - partial (חלקית): anything between: a weaker dimension (1–3), or broken right-to-left output.
 */
export function hebrewLevel(support: HebrewSupport | undefined): HebrewLevel {
  if (!support || support.input === undefined) return 'unknown';
  if (support.input <= 1 && support.ui !== 'full' && support.ui !== 'partial') return 'none';
  const weakest = Math.min(support.input, support.output ?? support.input);
  if (weakest < 4 || support.rtl === 'no') return 'partial';
  return support.ui === 'full' && support.rtl !== 'partial' ? 'full' : 'good';
}

const UI_RANK: Record<HebrewUi, number> = { full: 2, partial: 1, none: 0 };

/**
 * A number to sort by, higher is better: the level first, then input and output, then the interface.
 * Ties keep their catalogue order (the sorts that use it are stable).
 */
export function hebrewRank(support: HebrewSupport | undefined): number {
  const level = hebrewLevel(support);
  const levelRank = HEBREW_LEVEL_ORDER.length - 1 - HEBREW_LEVEL_ORDER.indexOf(level);
  if (level === 'unknown' || !support) return levelRank * 100;
  const input = support.input ?? 0;
  const output = support.output ?? input;
  return levelRank * 100 + (input + output) * 5 + (support.ui ? UI_RANK[support.ui] : 0);
}

/** Words under which tools that speak Hebrew well are found: a search for 'עברית' or 'תומך עברית'. */
export const HEBREW_SEARCH_WORDS = 'עברית תומך תומכת תמיכה בעברית';

/** Good Hebrew: input and output ≥ 4 (the `hebrew=good` filter, search for 'עברית'). */
export function speaksHebrewWell(support: HebrewSupport | undefined): boolean {
  const level = hebrewLevel(support);
  return level === 'full' || level === 'good';
}

/** Days since the rating was checked, or null without a date. */
export function ratingAgeDays(support: HebrewSupport | undefined, now: Date): number | null {
  if (!support?.checkedAt) return null;
  const checked = Date.parse(support.checkedAt);
  if (Number.isNaN(checked)) return null;
  return Math.floor((now.getTime() - checked) / 86_400_000);
}
