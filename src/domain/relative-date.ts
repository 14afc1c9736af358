// Relative Hebrew dates (spec section 9). They depend on "now", so they are computed when a page
// renders, against a clock the caller passes in, and never stored in a snapshot.

const TIME_ZONE = 'Asia/Jerusalem';
const DAY_MS = 86_400_000;

const monthYearFormat = new Intl.DateTimeFormat('he-IL', {
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

/** 'מרץ 2025': month and year in Israel time. */
export function formatHebrewMonthYear(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : monthYearFormat.format(date);
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
