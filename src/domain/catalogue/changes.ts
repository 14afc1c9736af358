import { formatHebrewLongDate } from '../hebrew-dates.ts';
import { HEBREW_LEVEL_LABELS, type HebrewLevel, hebrewLevel } from '../hebrew-support.ts';
import type { LinksData, Tool } from '../types.ts';
import { linksByUrl, mainLinkCheck } from './freshness.ts';
import { isPricing, PRICING_LABELS } from './labels.ts';

// The catalogue's history (docs/product.md#catalogue-history): what changed in a published tool
// between two snapshots. Pure: the refresh computes the records once per snapshot transition and
// the store keeps them (jobs/changes.ts); pages only read and word them.

export type ChangeKind =
  | 'added'
  | 'removed'
  | 'renamed'
  | 'price'
  | 'hebrew'
  | 'status'
  | 'category'
  | 'link';

export const CHANGE_KINDS: readonly ChangeKind[] = [
  'added',
  'removed',
  'renamed',
  'price',
  'hebrew',
  'status',
  'category',
  'link',
];

/** The filter's labels on /changes. */
export const CHANGE_KIND_LABELS: Record<ChangeKind, string> = {
  added: 'כלים חדשים',
  removed: 'כלים שהוסרו',
  renamed: 'שינויי שם',
  price: 'שינויי מחיר',
  hebrew: 'דירוג עברית',
  status: 'סטטוס',
  category: 'קטגוריה',
  link: 'תקינות קישור',
};

export function isChangeKind(value: unknown): value is ChangeKind {
  return typeof value === 'string' && (CHANGE_KINDS as readonly string[]).includes(value);
}

/** Which refresh saw the change: the content service's snapshot, or the link checker's. */
type ChangeSource = 'content' | 'links';

/** One recorded change of one tool. `old`/`new` are stored values (pricing keys, Hebrew levels), not labels. */
export type ChangeRecord = {
  /** Stable: the same change always has the same id (feeds use it as their GUID). */
  id: string;
  toolId: string;
  /** The tool's name when the change was seen (a removed tool has no page to ask). */
  toolName: string;
  kind: ChangeKind;
  old: string | null;
  new: string | null;
  /** ISO time of the snapshot that showed the change. */
  at: string;
  source: ChangeSource;
};

/** The newest records the store keeps (older ones drop off). */
export const CHANGES_KEPT = 2_000;

function record(
  tool: Pick<Tool, 'id' | 'name'>,
  kind: ChangeKind,
  old: string | null,
  next: string | null,
  at: string,
  source: ChangeSource,
  /** Tells apart two changes of one kind in one snapshot (the price model and the price label). */
  field: string = kind,
): ChangeRecord {
  return {
    id: `${tool.id}.${field}.${Date.parse(at)}`,
    toolId: tool.id,
    toolName: tool.name,
    kind,
    old,
    new: next,
    at,
    source,
  };
}

/** The lifecycle status of a tool: `active` unless the content says otherwise. */
function statusOf(tool: Tool): string {
  return tool.lifecycle?.status ?? 'active';
}

/** The price as the content words it (the first provider's label: 'החל מ-10$ לחודש'). */
function priceLabelOf(tool: Tool): string {
  return tool.providers.find((provider) => provider.pricing)?.pricing ?? '';
}

function categoryOf(tool: Tool): string {
  return tool.primaryCategory || tool.category;
}

/**
 * What changed in the published tools from `previous` to `next`, in a stable order (tool id, then
 * kind). Only the fields a reader cares about: name, price model and label, Hebrew level, status,
 * category.
 */
export function toolChanges(previous: readonly Tool[], next: readonly Tool[], at: string): ChangeRecord[] {
  const before = new Map(previous.map((tool) => [tool.id, tool]));
  const after = new Map(next.map((tool) => [tool.id, tool]));
  const changes: ChangeRecord[] = [];
  const ids = [...new Set([...before.keys(), ...after.keys()])].sort();
  for (const id of ids) {
    const old = before.get(id);
    const now = after.get(id);
    if (!old && now) {
      changes.push(record(now, 'added', null, now.name, at, 'content'));
      continue;
    }
    if (old && !now) {
      changes.push(record(old, 'removed', old.name, null, at, 'content'));
      continue;
    }
    if (!old || !now) continue;
    const compare = (kind: ChangeKind, a: string, b: string, field?: string) => {
      if (a !== b) changes.push(record(now, kind, a, b, at, 'content', field));
    };
    compare('renamed', old.name, now.name);
    compare('price', old.pricing, now.pricing);
    // A label that appears or goes is not a price change a reader could follow ('ממחיר  למחיר X').
    if (priceLabelOf(old) && priceLabelOf(now))
      compare('price', priceLabelOf(old), priceLabelOf(now), 'price-label');
    compare('hebrew', hebrewLevel(old.hebrew), hebrewLevel(now.hebrew));
    compare('status', statusOf(old), statusOf(now));
    compare('category', categoryOf(old), categoryOf(now));
  }
  return changes;
}

/**
 * The tools whose main link changed between two link checks from a definite state to another
 * (`ok` ⇄ `broken`; a redirect counts as working, `unknown` says nothing). The first check has
 * nothing to compare with and records nothing.
 */
export function linkChanges(
  tools: readonly Tool[],
  previous: LinksData | null,
  next: LinksData,
  at: string,
): ChangeRecord[] {
  if (!previous) return [];
  const before = linksByUrl(previous);
  const after = linksByUrl(next);
  const definite = (state: string | undefined) =>
    state === 'broken' ? 'broken' : state === 'ok' || state === 'redirected' ? 'ok' : null;
  const changes: ChangeRecord[] = [];
  for (const tool of [...tools].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const old = definite(mainLinkCheck(tool, before)?.state);
    const now = definite(mainLinkCheck(tool, after)?.state);
    if (old && now && old !== now) changes.push(record(tool, 'link', old, now, at, 'links'));
  }
  return changes;
}

const STATUS_LABELS: Record<string, string> = {
  active: 'פעיל',
  renamed: 'שינה את שמו',
  acquired: 'נרכש',
  discontinued: 'נסגר',
};

function priceLabel(value: string | null): string {
  return value && isPricing(value) ? PRICING_LABELS[value] : (value ?? '');
}

function hebrewLabel(value: string | null): string {
  return value && value in HEBREW_LEVEL_LABELS ? HEBREW_LEVEL_LABELS[value as HebrewLevel] : (value ?? '');
}

/** One change in a sentence of Hebrew: 'ממחיר חינמי למחיר בתשלום'. */
export function describeChange(change: Pick<ChangeRecord, 'kind' | 'old' | 'new'>): string {
  switch (change.kind) {
    case 'added':
      return 'נוסף לאתר';
    case 'removed':
      return 'הוסר מהאתר';
    case 'renamed':
      return `שינה את שמו מ־${change.old ?? ''} ל־${change.new ?? ''}`;
    case 'price':
      return `ממחיר ${priceLabel(change.old)} למחיר ${priceLabel(change.new)}`;
    case 'hebrew':
      return `תמיכה בעברית: מ־${hebrewLabel(change.old)} ל־${hebrewLabel(change.new)}`;
    case 'status':
      return `סטטוס: מ־${STATUS_LABELS[change.old ?? ''] ?? change.old} ל־${STATUS_LABELS[change.new ?? ''] ?? change.new}`;
    case 'category':
      return `קטגוריה: מ־${change.old ?? ''} ל־${change.new ?? ''}`;
    case 'link':
      return change.new === 'broken' ? 'הקישור הראשי הפסיק לעבוד' : 'הקישור הראשי חזר לעבוד';
  }
}

/** One change as a page shows it: worded and dated on the server (docs/decisions/0013-no-intl-in-the-browser.md). */
export type ChangeItem = {
  id: string;
  toolId: string;
  toolName: string;
  kind: ChangeKind;
  text: string;
  /** ISO time, for <time dateTime>. */
  at: string;
  /** '5 במרץ, 2026'. */
  date: string;
};

export function toChangeItem(change: ChangeRecord): ChangeItem {
  return {
    id: change.id,
    toolId: change.toolId,
    toolName: change.toolName,
    kind: change.kind,
    text: describeChange(change),
    at: change.at,
    date: formatHebrewLongDate(new Date(change.at)),
  };
}
