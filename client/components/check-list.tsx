import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { BidiText } from './bidi-text.tsx';

/**
 * Short texts, each after a check mark (or a warning sign) of the list's colour: a tool's strengths
 * and limitations, a service's features, an offering's inclusions, a lecture's outcomes. The text
 * takes its column's width beside the mark (min-w-0), so a name longer than its line wraps inside it
 * rather than run out of the card; it may mix Hebrew and Latin (BidiText).
 */
export function CheckList({
  items,
  mark = 'check',
  markClass = mark === 'warning' ? 'text-cat-automation' : 'text-cat-audio',
  className = 'flex flex-col gap-2',
  ...list
}: {
  items: readonly string[];
  mark?: 'check' | 'warning';
  /** The marks' text colour class: green checks and amber warnings unless given. */
  markClass?: string;
} & Omit<ComponentProps<'ul'>, 'children'>) {
  const Mark = mark === 'warning' ? AlertTriangle : CheckCircle2;
  return (
    <ul className={className} {...list}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Mark aria-hidden="true" className={`mt-1 size-4 shrink-0 ${markClass}`} />
          <span className="min-w-0">
            <BidiText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
