// Grids whose last row is never a lone card: the items are spread over full rows. A wide parent lays
// a six-column grid, so a row holds three items (two columns each) or two (three each); a parent of
// two columns lets an odd last item take the whole row.
//
// The columns follow the grid's parent (an `@container`) in rem, not the screen, so the visitor's text
// size counts (decision 0041): three a row from 56rem, two from 36rem, so a card is never narrower
// than about 17.5rem. At 100 % text that is the screen's old `lg` and `sm` layouts within a few dozen
// pixels (the page column is 58.3rem at 1024 px); at 1024 px and 150 % text it is two a row, where
// three had given ~250 px cards with a word or two a line.

/**
 * Four cards a row, chosen by the parent's width in rem (the parent is an `@container`), so the
 * visitor's text size counts: four ~125 px cards a row at 1024 px and 150 % text broke
 * '(Keynote)' inside the word. Used by the lecture formats, the coming-soon offerings, the videos, the
 * services' steps and the about page's site sections; the caller adds the gap.
 */
export const FOUR_UP_GRID = 'grid @min-[30rem]:grid-cols-2 @min-[56rem]:grid-cols-4';

/**
 * Three a row from 56rem, two from 36rem, by the parent's width in rem (the parent is an
 * `@container`): for lists of a fixed six items, which fill their rows either way.
 */
export const THREE_UP_GRID = 'grid @min-[36rem]:grid-cols-2 @min-[56rem]:grid-cols-3';

/**
 * The grid's column classes; each item takes the matching class from balancedSpans. The grid's parent
 * must be an `@container`.
 */
export const BALANCED_GRID = 'grid @min-[36rem]:grid-cols-2 @min-[56rem]:grid-cols-6';

const WIDE_SPAN: Record<number, string> = {
  1: '@min-[56rem]:col-span-6',
  2: '@min-[56rem]:col-span-3',
  3: '@min-[56rem]:col-span-2',
};

/**
 * Row sizes for `count` items, at most `perRow` (2 or 3) per row, as even as possible with the fuller
 * rows first: 5 -> [3, 2], 10 -> [3, 3, 2, 2], 4 -> [2, 2], 7 -> [3, 2, 2].
 */
export function balancedRows(count: number, perRow = 3): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / perRow);
  const base = Math.floor(count / rows);
  const extra = count % rows;
  return Array.from({ length: rows }, (_, row) => base + (row < extra ? 1 : 0));
}

/** The span classes of each of `count` items in a BALANCED_GRID container. */
export function balancedSpans(count: number, perRow = 3): string[] {
  const classes: string[] = [];
  for (const size of balancedRows(count, perRow))
    for (let item = 0; item < size; item++) classes.push(WIDE_SPAN[size]!);
  if (count % 2 === 1 && count > 1) classes[count - 1] = `@min-[36rem]:col-span-2 ${classes[count - 1]}`;
  return classes;
}

/**
 * The gap of a grid of cover cards (BalancedGrid's `covers`): its class, and the same length in rem
 * for the covers' `sizes`, written once so the two cannot drift apart.
 */
export const COVER_GRID_GAP = { className: 'gap-6', rem: 1.5 } as const;

/**
 * The `sizes` of an image as wide as its card, for each of `count` items of a BALANCED_GRID placed
 * straight in the page column (`.container-page`: at most 76rem, less 1.25rem of padding a side, and
 * from 64rem up to 4.5rem on the inline end for the accessibility button), with `gapRem` between the
 * cards. The columns follow the column's width in rem; `sizes` can only name the screen's, so each
 * step is where the column reaches the grid's 36rem and 56rem. A card of a row of two at 1280 px is
 * ~570 px, which a single screen-based value ("33vw") had put at 422 px and the browser had served
 * from the 1x file on a 2x screen. (Text enlarged in the page's own settings widens the columns'
 * steps but not the screen's, so there the value can be short by up to that factor.)
 */
export function balancedImageSizes(count: number, gapRem: number, perRow = 3): string[] {
  const sizes: string[] = [];
  /** A card's width with `perRowNow` cards a row in a column `column` wide (a length, or a sum). */
  const card = (column: string, perRowNow: number) => {
    if (perRowNow > 1) return `calc((${column} - ${(perRowNow - 1) * gapRem}rem) / ${perRowNow})`;
    return column.includes(' ') ? `calc(${column})` : column;
  };
  const rows = balancedRows(count, perRow);
  rows.forEach((size) => {
    for (let item = 0; item < size; item++) {
      const index = sizes.length;
      const lastOfOdd = count % 2 === 1 && count > 1 && index === count - 1;
      sizes.push(
        [
          // The column at its widest: 76rem less 1.25rem a side (from 82.5rem of screen; a little
          // less just below, so this is an upper bound).
          `(min-width: 80rem) ${card('73.5rem', size)}`,
          `(min-width: 64rem) ${card('100vw - 5.75rem', size)}`,
          `(min-width: 58.5rem) ${card('100vw - 2.5rem', size)}`,
          `(min-width: 38.5rem) ${card('100vw - 2.5rem', count === 1 || lastOfOdd ? 1 : 2)}`,
          'calc(100vw - 2.5rem)',
        ].join(', '),
      );
    }
  });
  return sizes;
}
