// Counts as a Hebrew reader writes them: '1,234'. The same text as `Intl.NumberFormat('he-IL')` for a
// whole count, without loading ICU's Hebrew data in the browser, which costs a ~70 ms task on a throttled
// phone the first time a page formats anything (docs/decisions/0013-no-intl-in-the-browser.md).

/** A whole, non-negative count with thousands separators; anything else is written as it is. */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) return String(count);
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
