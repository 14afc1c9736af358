import { CHANGES_KEPT, type ChangeRecord } from '../domain/catalogue/changes.ts';
import type { ProblemReport } from '../domain/reports.ts';
import type { Snapshot, SourceName, SourceStatus } from '../domain/types.ts';
import type { Store } from './store.ts';

/** The newest reports kept (Redis trims its stream to about as many). */
const REPORTS_KEPT = 5_000;

export function createMemoryStore(): Store {
  const snapshots = new Map<SourceName, Snapshot>();
  const statuses = new Map<SourceName, SourceStatus>();
  // Starts empty on every start: the embedded default has no history until it sees a change.
  let changes: ChangeRecord[] = [];
  const seen = new Set<string>();
  // Reports live as long as the process (the admin screen says so on the embedded default).
  const reports: ProblemReport[] = [];
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
    async recordChanges(transition, recorded) {
      if (seen.has(transition)) return false;
      seen.add(transition);
      changes = [...recorded, ...changes].slice(0, CHANGES_KEPT);
      return true;
    },
    async listChanges() {
      return changes;
    },
    async addReport(report) {
      const id = `${Date.now()}-${reports.length}`;
      reports.unshift({ ...report, id, state: 'new' });
      if (reports.length > REPORTS_KEPT) reports.length = REPORTS_KEPT;
      return id;
    },
    async listReports() {
      return reports.map((report) => ({ ...report }));
    },
    async markReportHandled(id) {
      const report = reports.find((candidate) => candidate.id === id);
      if (report) report.state = 'handled';
      return report !== undefined;
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
