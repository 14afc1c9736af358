// Hebrew date formats used by several sources. Dates are shown in Israel time. Relative dates
// ("yesterday") depend on the clock: they live in src/domain/relative-date.ts and are computed at render.

const TIME_ZONE = 'Asia/Jerusalem';

const longFormat = new Intl.DateTimeFormat('he-IL', {
  day: 'numeric',
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
