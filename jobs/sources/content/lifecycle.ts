import type { Tool, ToolLifecycle } from '../../../src/domain/types.ts';
import { ids } from './normalise-fields.ts';

// The aiTool entry's life (docs/product.md#tool-lifecycle): status (active, renamed, acquired,
// discontinued), statusNote, statusDate and successor (a tool id or a link to the tool's entry), all
// optional. An invalid status never retires a tool: it is treated as active and the admin's
// data-quality report lists why.

const STATUSES: readonly ToolLifecycle['status'][] = ['active', 'renamed', 'acquired', 'discontinued'];
const NOTE_MAX = 600;
const DATE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const absent = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function show(value: unknown): string {
  const text = typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
  return (text ?? String(value)).slice(0, 40);
}

export function lifecycleOf(fields: Record<string, unknown>): {
  lifecycle?: ToolLifecycle;
  issues: string[];
} {
  const issues: string[] = [];
  if (absent(fields.status)) return { issues };
  const status = typeof fields.status === 'string' ? fields.status.trim().toLowerCase() : undefined;
  if (!status || !(STATUSES as readonly string[]).includes(status)) {
    issues.push(
      `Invalid status ${show(fields.status)} (not one of ${STATUSES.join(', ')}): treated as active`,
    );
    return { issues };
  }
  if (status === 'active') return { issues };
  const lifecycle: ToolLifecycle = { status: status as ToolLifecycle['status'] };
  if (!absent(fields.statusNote)) {
    if (typeof fields.statusNote === 'string') lifecycle.note = fields.statusNote.trim().slice(0, NOTE_MAX);
    else issues.push(`Invalid statusNote ${show(fields.statusNote)}: not text`);
  }
  if (!absent(fields.statusDate)) {
    const value = fields.statusDate;
    if (typeof value === 'string' && DATE.test(value.trim()) && !Number.isNaN(Date.parse(value.trim())))
      lifecycle.date = value.trim().slice(0, 10);
    else issues.push(`Invalid statusDate ${show(value)}: not a date`);
  }
  const [successor] = ids(absent(fields.successor) ? [] : [fields.successor]);
  if (successor) lifecycle.successor = successor;
  else if (!absent(fields.successor))
    issues.push(`Invalid successor ${show(fields.successor)}: not a tool id`);
  return { lifecycle, issues };
}

/** A tool that leaves the lists: discontinued, acquired, or renamed (its successor is listed instead). */
export function isRetired(tool: Tool): boolean {
  return tool.lifecycle !== undefined && tool.lifecycle.status !== 'active';
}

/**
 * Checks every successor against the published tools: one that names no published tool (or the tool
 * itself) is dropped and listed as an issue; a renamed tool without one keeps its page (no redirect).
 */
export function checkSuccessors(tools: Tool[]): void {
  const listed = new Set(tools.filter((tool) => !isRetired(tool)).map((tool) => tool.id));
  for (const tool of tools) {
    const lifecycle = tool.lifecycle;
    if (!lifecycle) continue;
    const issues: string[] = [];
    if (lifecycle.successor && (lifecycle.successor === tool.id || !listed.has(lifecycle.successor))) {
      issues.push(`Successor '${lifecycle.successor}' is not a listed tool`);
      delete lifecycle.successor;
    }
    if (lifecycle.status === 'renamed' && !lifecycle.successor) issues.push('Renamed tool has no successor');
    if (issues.length > 0) tool.lifecycleIssues = [...(tool.lifecycleIssues ?? []), ...issues];
  }
}
