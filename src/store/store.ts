import type { ChangeRecord } from '../domain/catalogue/changes.ts';
import type { ProblemReport } from '../domain/reports.ts';
import type { Snapshot, SourceName, SourceStatus } from '../domain/types.ts';

/**
 * Where snapshots live. Redis when REDIS_URL is set, memory otherwise; both behave the same.
 * Snapshots are written whole and read whole, each with its version in one transaction.
 */
export type Store = {
  readonly kind: 'redis' | 'memory';
  /** The version of the stored snapshot, cheap to read on every request. */
  getVersion(source: SourceName): Promise<string | null>;
  getSnapshot<S extends SourceName>(source: S): Promise<Snapshot<S> | null>;
  putSnapshot<S extends SourceName>(snapshot: Snapshot<S>): Promise<void>;
  getStatus(source: SourceName): Promise<SourceStatus | null>;
  putStatus(status: SourceStatus): Promise<void>;
  /**
   * Appends the changes one snapshot transition showed (newest first, the newest CHANGES_KEPT kept),
   * atomically and once: `transition` names it, and a second call with the same name (another
   * process, a retry) records nothing and resolves false.
   */
  recordChanges(transition: string, changes: readonly ChangeRecord[]): Promise<boolean>;
  /** Every kept change, newest first. */
  listChanges(): Promise<ChangeRecord[]>;
  /** Stores a visitor's problem report; resolves its id. */
  addReport(report: Omit<ProblemReport, 'id' | 'state'>): Promise<string>;
  /** Every kept report, newest first, with its state. */
  listReports(): Promise<ProblemReport[]>;
  /** Marks a report handled; false when there is no such report. */
  markReportHandled(id: string): Promise<boolean>;
  /** True when the store answers now (within a few hundred ms; false while Redis is away or stalled). */
  ping(): Promise<boolean>;
  /**
   * Resolves true once the store is connected; false as soon as a connection attempt fails or
   * `timeoutMs` passes (the store keeps reconnecting, and onReady listeners run when it does).
   */
  ready(timeoutMs: number): Promise<boolean>;
  /** Calls `listener` every time the store (re)connects; a memory store never does. */
  onReady(listener: () => void): void;
  close(): Promise<void>;
};
