import { type ChangeRecord, linkChanges, toolChanges } from '../src/domain/catalogue/changes.ts';
import { SNAPSHOT_SCHEMA_VERSION, type Snapshot } from '../src/domain/types.ts';
import type { Store } from '../src/store/store.ts';

// The catalogue's history is recorded by the refresh, once per snapshot transition
// (docs/product.md#catalogue-history, docs/decisions/0024-change-log-per-snapshot-transition.md).

/** The changes `next` shows against the stored snapshot it replaces, and the transition's name. */
async function changesOf(
  store: Store,
  next: Snapshot,
): Promise<{ transition: string; changes: ChangeRecord[] } | null> {
  if (next.source !== 'content' && next.source !== 'links') return null;
  const previous = await store.getSnapshot(next.source);
  // No previous snapshot (a first start, an empty memory store): there is nothing to compare with,
  // and inventing "added" records for the whole catalogue would be false history. A snapshot of
  // another schema is not compared either: a difference could be the code's, not the content's.
  if (!previous || previous.schemaVersion !== SNAPSHOT_SCHEMA_VERSION || previous.version === next.version)
    return null;
  // Named by the snapshot being replaced (its version and when it was written: the same version can
  // come back later, and that is another snapshot). A stored snapshot is replaced with changes once:
  // every process or retry that replaces this one computes this same name, and only the first records.
  const transition = `${next.source}:${previous.version}:${Date.parse(previous.fetchedAt)}`;
  if (next.source === 'content') {
    const before = previous as Snapshot<'content'>;
    const after = next as Snapshot<'content'>;
    // Retired tools are still the catalogue's: a tool that closes is a status change, not a removal.
    const all = (data: Snapshot<'content'>['data']) => [...data.tools, ...(data.retiredTools ?? [])];
    return { transition, changes: toolChanges(all(before.data), all(after.data), after.fetchedAt) };
  }
  const content = await store.getSnapshot('content');
  if (!content) return null;
  const before = previous as Snapshot<'links'>;
  const after = next as Snapshot<'links'>;
  return { transition, changes: linkChanges(content.data.tools, before.data, after.data, after.fetchedAt) };
}

/**
 * Records what `next` changed, before it is written: a page rendered meanwhile may show the change
 * under the old snapshot version, never the new version without its change (the page cache keys by
 * version). Throws when the store fails, so the refresh fails and its retry records the same
 * transition (the snapshot was not replaced, so the retry compares with the same one).
 */
export async function recordChanges(store: Store, next: Snapshot): Promise<number> {
  const found = await changesOf(store, next);
  if (!found || found.changes.length === 0) return 0;
  return (await store.recordChanges(found.transition, found.changes)) ? found.changes.length : 0;
}
