import type { Counter } from 'prom-client';

/**
 * A counter's collect function that keeps it equal to a running total read at scrape time (totals
 * kept elsewhere, such as the page cache's, only ever grow).
 */
export function followTotal(read: () => number): (this: Counter) => void {
  let seen = 0;
  return function (this: Counter) {
    const total = read();
    if (total > seen) this.inc(total - seen);
    seen = Math.max(seen, total);
  };
}
