import type { AdminSourceState } from '../../../src/health.ts';
import { BidiText } from '../bidi-text.tsx';

// The admin area's sources table: per source its state (GET /api/admin/status), mode, last refresh,
// the age of its data, its last error, its next run, and 'refresh now' (disabled while it is off).

export type SourceRow = {
  source: string;
  state: AdminSourceState;
  mode: 'live' | 'seed' | null;
  lastRefreshAt: string | null;
  lastSuccessAt: string | null;
  ageSeconds: number | null;
  lastError: { message: string; at: string; attempt: number } | null;
  nextRunAt: string | null;
};

const SOURCE_LABELS: Record<string, string> = {
  content: 'תוכן (כלים ומונחים)',
  podcast: 'פודקאסט',
  videos: 'סרטונים',
  code: 'פרויקטי קוד',
  newsletter: 'ניוזלטר',
  links: 'בדיקת קישורים',
};

// What GET /api/admin/status's `state` means (docs/operations.md, "Readiness").
const STATE_LABELS: Record<AdminSourceState, string> = {
  ok: 'תקין',
  stale: 'הנתונים ישנים',
  failing: 'נכשל',
  pending: 'טרם רץ',
  off: 'כבוי',
};

const dateFormat = new Intl.DateTimeFormat('he-IL', { dateStyle: 'short', timeStyle: 'short' });

function when(value: string | null) {
  return value ? dateFormat.format(new Date(value)) : '—';
}

function age(seconds: number | null) {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} שניות`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} דקות`;
  if (seconds < 86_400) return `${Math.round(seconds / 3600)} שעות`;
  return `${Math.round(seconds / 86_400)} ימים`;
}

export function SourcesTable({
  sources,
  refreshAvailable,
  refreshing,
  onRefresh,
}: {
  sources: SourceRow[];
  refreshAvailable: boolean;
  /** What the last 'refresh now' of a source answered, by source. */
  refreshing: Record<string, string>;
  onRefresh: (source: string) => void;
}) {
  return (
    <section aria-labelledby="admin-sources" className="mt-8">
      <h2 id="admin-sources" className="text-xl font-bold">
        מקורות הנתונים
      </h2>
      <div className="relative mt-3 overflow-x-auto">
        <table className="w-full min-w-[50rem] border-collapse text-small">
          <thead>
            <tr className="border-b border-line text-start">
              <th scope="col" className="p-2 text-start">
                מקור
              </th>
              <th scope="col" className="p-2 text-start">
                תקינות
              </th>
              <th scope="col" className="p-2 text-start">
                מצב
              </th>
              <th scope="col" className="p-2 text-start">
                רענון אחרון
              </th>
              <th scope="col" className="p-2 text-start">
                גיל הנתונים
              </th>
              <th scope="col" className="p-2 text-start">
                שגיאה אחרונה
              </th>
              <th scope="col" className="p-2 text-start">
                ריצה הבאה
              </th>
              <th scope="col" className="p-2 text-start">
                פעולה
              </th>
            </tr>
          </thead>
          <tbody>
            {sources.map((row) => (
              <tr key={row.source} className="border-b border-line align-top" data-source={row.source}>
                <th scope="row" className="p-2 text-start font-medium">
                  {SOURCE_LABELS[row.source] ?? row.source}
                </th>
                <td
                  className={`p-2 ${row.state === 'failing' || row.state === 'stale' ? 'font-medium text-danger' : ''}`}
                  data-source-state={row.state}
                >
                  {STATE_LABELS[row.state] ?? row.state}
                </td>
                <td className="p-2">
                  {row.mode === 'live' ? 'חי' : row.mode === 'seed' ? 'תוכן מובנה' : '—'}
                </td>
                <td className="p-2">{when(row.lastRefreshAt)}</td>
                <td className="p-2">{age(row.ageSeconds)}</td>
                <td className="p-2">
                  {row.lastError ? (
                    <>
                      <BidiText text={row.lastError.message} /> ({when(row.lastError.at)})
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="p-2">{when(row.nextRunAt)}</td>
                <td className="p-2">
                  <button
                    type="button"
                    className="btn btn-secondary whitespace-nowrap px-3 py-1"
                    // Nothing would run a source this configuration turned off (the API answers 409).
                    disabled={!refreshAvailable || row.state === 'off'}
                    onClick={() => onRefresh(row.source)}
                  >
                    רענון עכשיו
                    <span className="sr-only"> {SOURCE_LABELS[row.source] ?? row.source}</span>
                  </button>
                  {refreshing[row.source] ? (
                    <span role="status" className="ms-2">
                      {refreshing[row.source]}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
