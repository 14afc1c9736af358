// A data-rights request is answered within 30 business days (docs/product.md#data-rights-form; the
// privacy page says so). Business days here are Israel's working week, Sunday to Thursday; holidays
// are not counted out, so the deadline shown is never later than the real one.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Friday and Saturday (Date#getUTCDay). */
const WEEKEND = new Set([5, 6]);

const ANSWER_WITHIN_BUSINESS_DAYS = 30;

/** The date (UTC, end of that day) `days` business days after `received`. */
export function businessDeadline(received: Date, days = ANSWER_WITHIN_BUSINESS_DAYS): Date {
  let at = Date.UTC(received.getUTCFullYear(), received.getUTCMonth(), received.getUTCDate());
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    if (!WEEKEND.has(new Date(at).getUTCDay())) left -= 1;
  }
  return new Date(at + DAY_MS - 1);
}
