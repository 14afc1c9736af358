// Hebrew dates, shown in Israel time. Relative dates (docs/product.md#relative-dates) depend on
// "now": they are computed when a page renders, against a clock the caller passes in, and never
// stored in a snapshot.

import { onFirstUse } from './on-first-use.ts';

const TIME_ZONE = 'Asia/Jerusalem';
const DAY_MS = 86_400_000;

const longFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('he-IL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }),
);
const monthYearFormat = onFirstUse(
  () => new Intl.DateTimeFormat('he-IL', { month: 'long', year: 'numeric', timeZone: TIME_ZONE }),
);

/** 'day month, year', for example '5 במרץ, 2025' (docs/product.md#relative-dates). */
export function formatHebrewLongDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const parts = longFormat().formatToParts(date);
  const day = parts.find((part) => part.type === 'day')?.value ?? '';
  const month = parts.find((part) => part.type === 'month')?.value ?? '';
  const year = parts.find((part) => part.type === 'year')?.value ?? '';
  return `${day} ב${month}, ${year}`;
}

/** 'מרץ 2025': month and year in Israel time. */
export function formatHebrewMonthYear(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : monthYearFormat().format(date);
}

/**
 * Yesterday; N days under 7; weeks under 30 days; months under 365 days; then month and year.
 * Less than a day ago (or a date in the future) reads 'היום'; an invalid date gives ''.
 */
export function formatRelativeHebrew(date: Date, now: Date): string {
  if (Number.isNaN(date.getTime()) || Number.isNaN(now.getTime())) return '';
  return hebrewDaysAgo(Math.floor((now.getTime() - date.getTime()) / DAY_MS), date);
}

/** From this many days on, a relative date gives the month and year instead ('מרץ 2024'). */
export const RELATIVE_DAYS_LIMIT = 365;

/**
 * The product's words for `days` days ago, however the caller counts them (whole days elapsed, or
 * calendar days): 'היום', 'אתמול', 'לפני יומיים', 'לפני 3 ימים', 'לפני שבוע', 'לפני שבועיים',
 * 'לפני 3 שבועות', 'לפני חודש', 'לפני חודשיים', 'לפני 3 חודשים'; a year or more gives `date`'s month
 * and year ('מרץ 2024'). Two of a unit is its dual form, as Hebrew says it (decision 0010).
 */
export function hebrewDaysAgo(days: number, date: Date): string {
  if (days < 1) return 'היום';
  if (days === 1) return 'אתמול';
  if (days < 7) return ago(days, 'יום', 'יומיים', 'ימים');
  if (days < 30) return ago(Math.floor(days / 7), 'שבוע', 'שבועיים', 'שבועות');
  if (days < RELATIVE_DAYS_LIMIT) return ago(Math.max(1, Math.floor(days / 30)), 'חודש', 'חודשיים', 'חודשים');
  return formatHebrewMonthYear(date);
}

function ago(count: number, one: string, two: string, many: string): string {
  if (count === 1) return `לפני ${one}`;
  if (count === 2) return `לפני ${two}`;
  return `לפני ${count} ${many}`;
}
