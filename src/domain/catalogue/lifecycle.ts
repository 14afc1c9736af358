import { formatHebrewLongDate } from '../hebrew-dates.ts';
import type { Tool } from '../types.ts';

// A retired tool as its page and /tools/graveyard show it (docs/product.md#tool-lifecycle).

export type LifecycleNoticeData = {
  status: 'renamed' | 'acquired' | 'discontinued';
  /** '2 ביוני, 2023', worded on the server. */
  date: string | null;
  note: string | null;
  successor: { id: string; name: string } | null;
};

/** Null for an active tool; `listed` are the tools a successor may name. */
export function lifecycleNotice(tool: Tool, listed: readonly Tool[]): LifecycleNoticeData | null {
  const lifecycle = tool.lifecycle;
  if (!lifecycle || lifecycle.status === 'active') return null;
  const successor = lifecycle.successor
    ? listed.find((other) => other.id === lifecycle.successor)
    : undefined;
  return {
    status: lifecycle.status,
    date: lifecycle.date ? formatHebrewLongDate(new Date(lifecycle.date)) : null,
    note: lifecycle.note ?? null,
    successor: successor ? { id: successor.id, name: successor.name } : null,
  };
}
