import { describe, expect, it } from 'vitest';
import { formatHebrewMonthYear, formatRelativeHebrew } from '../../src/domain/hebrew-dates.ts';

// docs/product.md#relative-dates: yesterday; N days under 7; weeks under 30 days; months under 365 days; then
// month and year. Always against a clock the caller passes in.

const NOW = new Date('2025-03-20T12:00:00Z');
const daysAgo = (days: number, hours = 0) => new Date(NOW.getTime() - days * 86_400_000 - hours * 3_600_000);

describe('relative Hebrew dates against a fixed clock', () => {
  it.each([
    [0, 'היום'],
    [1, 'אתמול'],
    [2, 'לפני יומיים'],
    [3, 'לפני 3 ימים'],
    [6, 'לפני 6 ימים'],
    [7, 'לפני שבוע'],
    [13, 'לפני שבוע'],
    [14, 'לפני שבועיים'],
    [21, 'לפני 3 שבועות'],
    [29, 'לפני 4 שבועות'],
    [30, 'לפני חודש'],
    [59, 'לפני חודש'],
    [60, 'לפני חודשיים'],
    [90, 'לפני 3 חודשים'],
    [364, 'לפני 12 חודשים'],
    [365, 'מרץ 2024'],
    [800, 'ינואר 2023'],
  ])('%d days ago reads %s', (days, text) => {
    expect(formatRelativeHebrew(daysAgo(days), NOW)).toBe(text);
  });

  it('counts whole days elapsed: 23 hours ago is today, 25 hours ago is yesterday', () => {
    expect(formatRelativeHebrew(daysAgo(0, 23), NOW)).toBe('היום');
    expect(formatRelativeHebrew(daysAgo(0, 25), NOW)).toBe('אתמול');
  });

  it('a date read a week later no longer says yesterday', () => {
    const updated = daysAgo(1);
    const weekLater = new Date(NOW.getTime() + 7 * 86_400_000);
    expect(formatRelativeHebrew(updated, NOW)).toBe('אתמול');
    expect(formatRelativeHebrew(updated, weekLater)).toBe('לפני שבוע');
  });

  it('reads a future date as today and an invalid date or clock as empty', () => {
    expect(formatRelativeHebrew(new Date('2030-01-01'), NOW)).toBe('היום');
    expect(formatRelativeHebrew(new Date('nope'), NOW)).toBe('');
    expect(formatRelativeHebrew(NOW, new Date('nope'))).toBe('');
  });

  it('gives month and year in Israel time', () => {
    // 31 Dec 23:30 UTC is already 1 January in Israel.
    expect(formatHebrewMonthYear(new Date('2024-12-31T23:30:00Z'))).toBe('ינואר 2025');
    expect(formatHebrewMonthYear(new Date('nope'))).toBe('');
  });
});

describe('against Intl.RelativeTimeFormat(he) (docs/decisions/0010-hebrew-relative-dates.md)', () => {
  const intl = new Intl.RelativeTimeFormat('he', { numeric: 'always' });
  it.each([
    [3, -3, 'day'],
    [6, -6, 'day'],
    [21, -3, 'week'],
    [150, -5, 'month'],
  ] as const)('%i days ago reads as Intl writes %i %s', (days, value, unit) => {
    expect(formatRelativeHebrew(daysAgo(days), NOW)).toBe(intl.format(value, unit));
  });

  it('keeps the product’s texts where Intl words it otherwise', () => {
    const auto = new Intl.RelativeTimeFormat('he', { numeric: 'auto' });
    expect(formatRelativeHebrew(daysAgo(2), NOW)).toBe('לפני יומיים');
    expect(auto.format(-2, 'day')).not.toBe('לפני יומיים');
    // Two weeks or months: Hebrew's dual form, where Intl adds the figure ('לפני שבועיים (2)').
    const always = new Intl.RelativeTimeFormat('he', { numeric: 'always' });
    expect(formatRelativeHebrew(daysAgo(14), NOW)).toBe('לפני שבועיים');
    expect(always.format(-2, 'week')).not.toBe('לפני שבועיים');
    expect(formatRelativeHebrew(daysAgo(7), NOW)).toBe('לפני שבוע');
    expect(auto.format(-1, 'week')).not.toBe('לפני שבוע');
  });
});
