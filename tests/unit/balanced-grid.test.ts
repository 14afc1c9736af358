import { describe, expect, it } from 'vitest';
import { balancedRows, balancedSpans } from '../../client/lib/balanced-grid.ts';

describe('balanced grids', () => {
  it('spreads items over full rows, fuller rows first, never a lone card', () => {
    expect(balancedRows(5)).toEqual([3, 2]);
    expect(balancedRows(10)).toEqual([3, 3, 2, 2]);
    expect(balancedRows(4)).toEqual([2, 2]);
    expect(balancedRows(7)).toEqual([3, 2, 2]);
    expect(balancedRows(9)).toEqual([3, 3, 3]);
    expect(balancedRows(1)).toEqual([1]);
    expect(balancedRows(0)).toEqual([]);
    expect(balancedRows(5, 2)).toEqual([2, 2, 1]);
  });

  it('gives each item the span of its row and lets an odd last item fill a two-column row', () => {
    expect(balancedSpans(5)).toEqual([
      '@min-[56rem]:col-span-2',
      '@min-[56rem]:col-span-2',
      '@min-[56rem]:col-span-2',
      '@min-[56rem]:col-span-3',
      '@min-[36rem]:col-span-2 @min-[56rem]:col-span-3',
    ]);
    expect(balancedSpans(2)).toEqual(['@min-[56rem]:col-span-3', '@min-[56rem]:col-span-3']);
    for (let count = 2; count <= 30; count++) {
      const rows = balancedRows(count);
      expect(rows.reduce((sum, size) => sum + size, 0)).toBe(count);
      expect(Math.min(...rows)).toBeGreaterThanOrEqual(2);
    }
  });
});
