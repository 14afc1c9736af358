import type { ComponentProps, ReactNode } from 'react';
import { BALANCED_GRID, balancedSpans } from '../lib/balanced-grid.ts';

/**
 * A list laid in full rows (client/lib/balanced-grid.ts): three or two items a row by its own frame's
 * width in rem, never a lone card on the last row. The component owns the `@container` frame, the
 * list and each item's span, so a caller cannot forget the frame (without it the columns never
 * appear) or compute the spans once per item.
 */
export function BalancedGrid<T>({
  items,
  itemKey,
  itemId,
  itemClassName,
  className = 'gap-5',
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
  /** The list's own classes (gap, margin); the columns are the component's. */
  className?: string;
  /** An `<ol>`, where the order is the content's (the newsletter's issues, newest first). */
  ordered?: boolean;
  children: (item: T, index: number) => ReactNode;
}) {
  const spans = balancedSpans(items.length);
  const List = ordered ? 'ol' : 'ul';
  return (
    <div className="@container">
      <List {...list} className={`${BALANCED_GRID} ${className}`}>
        {items.map((item, index) => {
          const own = typeof itemClassName === 'function' ? itemClassName(item, index) : itemClassName;
          return (
            <li
              key={itemKey(item, index)}
              id={itemId?.(item)}
              className={own ? `${own} ${spans[index]}` : spans[index]}
            >
              {children(item, index)}
            </li>
          );
        })}
      </List>
    </div>
  );
}
