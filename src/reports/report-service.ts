import type { ContentReader } from '../content/reader.ts';
import type { ProblemReport, ReportInput } from '../domain/reports.ts';
import type { Logger } from '../platform/logger.ts';
import type { Store } from '../store/store.ts';

// Visitors' problem reports (docs/product.md#report-a-problem): stored in the store (a Redis stream
// kept by AOF; memory on the embedded default) and worked through in the admin screen. The email a
// visitor may leave is personal data: it is stored and shown to the admin, never logged.

export type ReportService = {
  /** False on the embedded default: reports live in this process's memory only. */
  readonly durable: boolean;
  /** Stores a report about a tool; 'unknown-tool' when no such tool is in the catalogue. */
  submit(toolId: string, input: ReportInput): Promise<'sent' | 'unknown-tool' | 'failed'>;
  /** Newest first; null when the store cannot answer now. */
  list(): Promise<ProblemReport[] | null>;
  markHandled(id: string): Promise<boolean>;
};

export function createReportService(store: Store, content: ContentReader, logger: Logger): ReportService {
  return {
    durable: store.kind === 'redis',
    async submit(toolId, input) {
      const snapshot = await content.read('content');
      const tools = [...(snapshot?.data.tools ?? []), ...(snapshot?.data.retiredTools ?? [])];
      const tool = tools.find((candidate) => candidate.id === toolId);
      if (!tool) return 'unknown-tool';
      try {
        const id = await store.addReport({
          ...input,
          toolId: tool.id,
          toolName: tool.name,
          createdAt: new Date().toISOString(),
        });
        // The kind and the tool only: never the details or the email.
        logger.info({ reportId: id, toolId: tool.id, kind: input.kind }, 'problem report received');
        return 'sent';
      } catch (error) {
        logger.warn({ toolId: tool.id, reason: (error as Error).message }, 'problem report not stored');
        return 'failed';
      }
    },
    async list() {
      try {
        return await store.listReports();
      } catch {
        return null;
      }
    },
    markHandled: (id) => store.markReportHandled(id),
  };
}
