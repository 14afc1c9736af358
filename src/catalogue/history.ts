import type { ContentReader } from '../content/reader.ts';
import { alternativesFor } from '../domain/catalogue/alternatives.ts';
import { type ChangeKind, type ChangeRecord, isChangeKind } from '../domain/catalogue/changes.ts';
import type { Tool } from '../domain/types.ts';
import type { Store } from '../store/store.ts';

// What the history pages read (docs/product.md#catalogue-history): the change log the refresh
// records (jobs/changes.ts), held per snapshot version (changes are only recorded just before a new
// content or links snapshot is written, so a log read under the same versions is still whole).

/** /tools/new lists tools added within this many days. */
const NEW_TOOL_DAYS = 90;
/** Changes per page of /changes. */
const CHANGES_PER_PAGE = 30;
const DAY_MS = 86_400_000;

type ChangesPage = {
  changes: ChangeRecord[];
  kind: ChangeKind | null;
  page: number;
  pages: number;
  total: number;
};

type NewTool = { tool: Tool; addedAt: string };

/** A tool on /tools/graveyard and what to use instead. */
type BuriedTool = { tool: Tool; successor: Tool | null; alternatives: Tool[] };

/** How many alternatives the graveyard suggests per tool. */
const GRAVEYARD_ALTERNATIVES = 3;

export type HistoryService = {
  /** 'memory': the log starts empty on every start (the embedded default). */
  readonly storeKind: Store['kind'];
  /** Every kept change of one tool, newest first; null when the store cannot answer now. */
  forTool(toolId: string): Promise<ChangeRecord[] | null>;
  /** One page of /changes; null when the store cannot answer now. */
  page(search: URLSearchParams): Promise<ChangesPage | null>;
  /** Tools added within NEW_TOOL_DAYS of `now`, newest first; null while there is no catalogue. */
  newTools(now: Date): Promise<NewTool[] | null>;
  /**
   * Discontinued and acquired tools, the most recent first (docs/product.md#tool-lifecycle); null
   * while there is no catalogue.
   */
  graveyard(): Promise<BuriedTool[] | null>;
  /** The newest changes of every kind (feeds), newest first. */
  latest(limit: number): Promise<ChangeRecord[] | null>;
};

/** `?kind=` and `?page=` of /changes; anything else is the first page of every kind. */
function parseChangesQuery(search: URLSearchParams): { kind: ChangeKind | null; page: number } {
  const kind = search.get('kind');
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    kind: isChangeKind(kind) ? kind : null,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

export function createHistoryService(store: Store, content: ContentReader): HistoryService {
  let held: { key: string; changes: ChangeRecord[] } | undefined;

  async function all(): Promise<ChangeRecord[] | null> {
    try {
      const versions = await Promise.all([store.getVersion('content'), store.getVersion('links')]);
      const key = versions.join('|');
      if (held?.key === key) return held.changes;
      const changes = await store.listChanges();
      held = { key, changes };
      return changes;
    } catch {
      return null;
    }
  }

  return {
    storeKind: store.kind,
    async forTool(toolId) {
      return (await all())?.filter((change) => change.toolId === toolId) ?? null;
    },
    async page(search) {
      const changes = await all();
      if (!changes) return null;
      const { kind, page } = parseChangesQuery(search);
      const matching = kind ? changes.filter((change) => change.kind === kind) : changes;
      const pages = Math.max(1, Math.ceil(matching.length / CHANGES_PER_PAGE));
      const shown = Math.min(page, pages);
      return {
        changes: matching.slice((shown - 1) * CHANGES_PER_PAGE, shown * CHANGES_PER_PAGE),
        kind,
        page: shown,
        pages,
        total: matching.length,
      };
    },
    async newTools(now) {
      const snapshot = await content.read('content');
      if (!snapshot) return null;
      const since = now.getTime() - NEW_TOOL_DAYS * DAY_MS;
      // When a tool came: the log's 'added' record, else the content service's creation date.
      const added = new Map<string, string>();
      for (const change of (await all()) ?? []) {
        if (change.kind === 'added' && !added.has(change.toolId)) added.set(change.toolId, change.at);
      }
      const found: NewTool[] = [];
      for (const tool of snapshot.data.tools) {
        const addedAt = added.get(tool.id) ?? tool.createdAt;
        const time = addedAt ? Date.parse(addedAt) : Number.NaN;
        if (addedAt && time >= since && time <= now.getTime()) found.push({ tool, addedAt });
      }
      return found.sort((a, b) => Date.parse(b.addedAt) - Date.parse(a.addedAt));
    },
    async graveyard() {
      const found = await content.derive('content', 'history:graveyard', (snapshot) => {
        const listed = snapshot.data.tools;
        return (snapshot.data.retiredTools ?? [])
          .filter(
            (tool) => tool.lifecycle?.status === 'discontinued' || tool.lifecycle?.status === 'acquired',
          )
          .map((tool) => ({
            tool,
            successor: listed.find((other) => other.id === tool.lifecycle?.successor) ?? null,
            alternatives: alternativesFor(tool, listed)
              .slice(0, GRAVEYARD_ALTERNATIVES)
              .map((alternative) => alternative.tool),
          }))
          .sort(
            (a, b) =>
              (b.tool.lifecycle?.date ?? '').localeCompare(a.tool.lifecycle?.date ?? '') ||
              a.tool.name.localeCompare(b.tool.name, 'en'),
          );
      });
      return found;
    },
    async latest(limit) {
      return (await all())?.slice(0, limit) ?? null;
    },
  };
}
