// Hebrew date formats used by several sources. Dates are shown in Israel time.

const TIME_ZONE = 'Asia/Jerusalem';

const longFormat = new Intl.DateTimeFormat('he-IL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const monthYearFormat = new Intl.DateTimeFormat('he-IL', {
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

/** 'day month, year', for example '5 במרץ, 2025' (spec section 3, podcast episode date). */
export function formatHebrewLongDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const parts = longFormat.formatToParts(date);
  const day = parts.find((part) => part.type === 'day')?.value ?? '';
  const month = parts.find((part) => part.type === 'month')?.value ?? '';
  const year = parts.find((part) => part.type === 'year')?.value ?? '';
  return `${day} ב${month}, ${year}`;
}

export function formatHebrewMonthYear(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : monthYearFormat.format(date);
}

const DAY_MS = 86_400_000;

/**
 * Relative Hebrew date (spec section 9): yesterday; N days under 7; weeks under 30 days;
 * months under 365 days; then month and year.
 */
export function formatRelativeHebrew(date: Date, now: Date): string {
  if (Number.isNaN(date.getTime())) return '';
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
