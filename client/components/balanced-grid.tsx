import type { ComponentProps, ReactNode } from 'react';
import { BALANCED_GRID, balancedImageSizes, balancedSpans, COVER_GRID_GAP } from '../lib/balanced-grid.ts';

/**
 * A list laid in full rows (client/lib/balanced-grid.ts): three or two items a row by its own frame's
 * width in rem, never a lone card on the last row. The component owns the `@container` frame, the
 * list and each item's span, so a caller cannot forget the frame (without it the columns never
 * appear) or compute the spans once per item. With `covers` (a grid straight in the page column whose
 * cards open with a cover as wide as the card), it also sets the gap and hands each card its cover's
 * `sizes` for that gap and the card's row.
 */
export function BalancedGrid<T>({
  items,
  itemKey,
  itemId,
  itemClassName,
  covers = false,
  className = covers ? '' : 'gap-5',
  ordered = false,
  children,
  ...list
}: Omit<ComponentProps<'ul'>, 'children' | 'ref'> & {
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  /** The item's `id`, for links to one card (`/guides#guide-…`). */
  itemId?: (item: T) => string;
  /** The item's own classes, beside its span. */
  itemClassName?: string | ((item: T, index: number) => string);
  /** The cards open with a cover as wide as the card: the grid takes COVER_GRID_GAP and the third
   * argument of `children` is each cover's `sizes`. */
  covers?: boolean;
  /** The list's own classes (gap, margin); the columns are the component's. */
  className?: string;
  /** An `<ol>`, where the order is the content's (the newsletter's issues, newest first). */
  ordered?: boolean;
  children: (item: T, index: number, coverSizes: string) => ReactNode;
}) {
  const spans = balancedSpans(items.length);
  const coverSizes = covers ? balancedImageSizes(items.length, COVER_GRID_GAP.rem) : [];
  const List = ordered ? 'ol' : 'ul';
  return (
    <div className="@container">
      <List
        {...list}
        className={[BALANCED_GRID, covers ? COVER_GRID_GAP.className : '', className]
          .filter(Boolean)
          .join(' ')}
      >
        {items.map((item, index) => {
          const own = typeof itemClassName === 'function' ? itemClassName(item, index) : itemClassName;
          return (
            <li
              key={itemKey(item, index)}
              id={itemId?.(item)}
              className={own ? `${own} ${spans[index]}` : spans[index]}
            >
              {children(item, index, coverSizes[index] ?? '')}
            </li>
          );
        })}
      </List>
    </div>
  );
}
