import type { Snapshot, SourceName, SourceStatus } from '../domain/types.ts';
import type { Store } from './store.ts';

export function createMemoryStore(): Store {
  const snapshots = new Map<SourceName, Snapshot>();
  const statuses = new Map<SourceName, SourceStatus>();
  return {
    kind: 'memory',
    async getVersion(source) {
      return snapshots.get(source)?.version ?? null;
    },
    async getSnapshot<S extends SourceName>(source: S) {
      return (snapshots.get(source) as Snapshot<S> | undefined) ?? null;
    },
    async putSnapshot(snapshot) {
      snapshots.set(snapshot.source, snapshot as Snapshot);
    },
    async getStatus(source) {
      return statuses.get(source) ?? null;
    },
    async putStatus(status) {
      statuses.set(status.source, status);
    },
    async ping() {
      return true;
    },
    async ready() {
      return true;
    },
    onReady() {},
    async close() {},
  };
}
