import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BalancedGrid } from '../../client/components/balanced-grid.tsx';
import {
  BALANCED_GRID,
  balancedImageSizes,
  balancedRows,
  balancedSpans,
  COVER_GRID_GAP,
} from '../../client/lib/balanced-grid.ts';

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

  it('sizes each card’s image by its own row: a third or a half of the column, a whole row alone', () => {
    const sizes = balancedImageSizes(5, 1.5);
    expect(sizes).toHaveLength(5);
    // A row of three, then a row of two: at the widest, a third and a half of 73.5rem less the gaps.
    expect(sizes[0]).toMatch(/^\(min-width: 80rem\) calc\(\(73\.5rem - 3rem\) \/ 3\), /);
    expect(sizes[3]).toMatch(/^\(min-width: 80rem\) calc\(\(73\.5rem - 1\.5rem\) \/ 2\), /);
    // Between 36rem and 56rem of column, two a row, and the odd last card across the row.
    expect(sizes[3]).toContain('(min-width: 38.5rem) calc((100vw - 2.5rem - 1.5rem) / 2)');
    expect(sizes[4]).toContain('(min-width: 38.5rem) calc(100vw - 2.5rem), ');
    for (const value of sizes) expect(value.endsWith(', calc(100vw - 2.5rem)')).toBe(true);
    // One card is as wide as the column at every width.
    expect(balancedImageSizes(1, 1.5)[0]).toContain('(min-width: 80rem) 73.5rem');
  });

  it('renders the list inside its own container frame, each item with its own classes and its span', () => {
    const items = ['א', 'ב', 'ג'];
    const html = renderToStaticMarkup(
      <BalancedGrid
        items={items}
        itemKey={(item) => item}
        itemId={(item) => `item-${item}`}
        itemClassName={(_, index) => (index === 0 ? 'card first' : 'card')}
        className="gap-6"
        aria-label="רשימה"
      >
        {(item, index) => (
          <span>
            {item}
            {index}
          </span>
        )}
      </BalancedGrid>,
    );
    const spans = balancedSpans(3);
    expect(html).toBe(
      `<div class="@container"><ul aria-label="רשימה" class="${BALANCED_GRID} gap-6">` +
        `<li id="item-א" class="card first ${spans[0]}"><span>א0</span></li>` +
        `<li id="item-ב" class="card ${spans[1]}"><span>ב1</span></li>` +
        `<li id="item-ג" class="card ${spans[2]}"><span>ג2</span></li></ul></div>`,
    );
  });

  it('gives an item without classes of its own just its span, and the list a default gap', () => {
    const html = renderToStaticMarkup(
      <BalancedGrid items={['a', 'b']} itemKey={(item) => item}>
        {(item) => item}
      </BalancedGrid>,
    );
    expect(html).toBe(
      `<div class="@container"><ul class="${BALANCED_GRID} gap-5">` +
        '<li class="@min-[56rem]:col-span-3">a</li><li class="@min-[56rem]:col-span-3">b</li></ul></div>',
    );
  });

  it('renders an ordered list when the order is the content', () => {
    const html = renderToStaticMarkup(
      <BalancedGrid ordered items={['a', 'b', 'c']} itemKey={(item, index) => `${item}-${index}`}>
        {(item) => item}
      </BalancedGrid>,
    );
    expect(html).toMatch(
      /^<div class="@container"><ol class="[^"]+">(<li class="[^"]+">[abc]<\/li>){3}<\/ol><\/div>$/,
    );
  });

  it('a grid of covers sets its own gap and hands each cover the sizes of that gap and its row', () => {
    const html = renderToStaticMarkup(
      <BalancedGrid covers items={['a', 'b', 'c', 'd', 'e']} itemKey={(item) => item}>
        {(item, _, sizes) => <img alt={item} src={`/${item}.avif`} sizes={sizes} />}
      </BalancedGrid>,
    );
    expect(html).toContain(`<ul class="${BALANCED_GRID} ${COVER_GRID_GAP.className}">`);
    const drawn = [...html.matchAll(/sizes="([^"]+)"/g)].map(([, sizes]) => sizes!.replaceAll('&#x27;', "'"));
    expect(drawn).toEqual(balancedImageSizes(5, COVER_GRID_GAP.rem));
    // The class and the rem are the same length: Tailwind's gap-6 is 1.5rem.
    expect(COVER_GRID_GAP).toEqual({ className: 'gap-6', rem: 1.5 });
  });
});
