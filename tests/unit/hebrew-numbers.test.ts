import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/domain/hebrew-numbers.ts';

describe('formatCount', () => {
  it.each([0, 7, 999, 1_000, 1_234, 12_345, 999_999, 1_000_000, 1_234_567, 2_147_483_647])(
    'writes %i as Intl.NumberFormat("he-IL") does',
    (count) => {
      expect(formatCount(count)).toBe(new Intl.NumberFormat('he-IL').format(count));
    },
  );

  it('leaves what is not a whole count as it is', () => {
    expect(formatCount(3.5)).toBe('3.5');
    expect(formatCount(-12)).toBe('-12');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
