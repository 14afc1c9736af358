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
  const days = Math.floor((now.getTime() - date.getTime()) / DAY_MS);
  if (days < 1) return 'היום';
  if (days === 1) return 'אתמול';
  if (days < 7) return `לפני ${days} ימים`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? 'לפני שבוע' : `לפני ${weeks} שבועות`;
  }
  if (days < 365) {
    const months = Math.max(1, Math.floor(days / 30));
    return months === 1 ? 'לפני חודש' : `לפני ${months} חודשים`;
  }
  return formatHebrewMonthYear(date);
}
