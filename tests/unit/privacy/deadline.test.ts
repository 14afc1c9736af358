import { describe, expect, it } from 'vitest';
import { businessDeadline } from '../../../src/domain/privacy/deadline.ts';

describe('the 30-business-day deadline of a data-rights request', () => {
  it('counts Sunday to Thursday only: six weeks after a Sunday, on a Sunday', () => {
    // Sunday 1 November 2026: 30 business days are six working weeks, ending Sunday 13 December.
    expect(businessDeadline(new Date('2026-11-01T09:00:00Z')).toISOString()).toBe('2026-12-13T23:59:59.999Z');
  });

  it('starts counting the day after it was received, whatever weekday that is', () => {
    // Friday 27 November: Sunday 29 November is the first business day.
    expect(businessDeadline(new Date('2026-11-27T10:00:00Z'), 1).toISOString()).toBe(
      '2026-11-29T23:59:59.999Z',
    );
    // Thursday 26 November: Sunday again (Friday and Saturday are the weekend).
    expect(businessDeadline(new Date('2026-11-26T10:00:00Z'), 1).toISOString()).toBe(
      '2026-11-29T23:59:59.999Z',
    );
    // Sunday 29 November plus five: Monday to Thursday, then Sunday 6 December.
    expect(businessDeadline(new Date('2026-11-29T10:00:00Z'), 5).toISOString()).toBe(
      '2026-12-06T23:59:59.999Z',
    );
  });
});
