import { useCallback, useEffect, useState } from 'react';
import { type ProblemReport, REPORT_KIND_LABELS, type ReportKind } from '../../../src/domain/reports.ts';

// The admin's queue of visitors' problem reports (docs/product.md#report-a-problem): new first, then
// handled, each with its tool, kind, details, time and the reply email when one was left.

type Reports = { durable: boolean; reports: ProblemReport[] };

const dateFormat = new Intl.DateTimeFormat('he-IL', { dateStyle: 'short', timeStyle: 'short' });

export function ReportsQueue({ token }: { token: string }) {
  const [data, setData] = useState<Reports | null>(null);
  const [failed, setFailed] = useState(false);
  const headers = { Authorization: `Bearer ${token}` };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers are made from the token.
  const load = useCallback(async () => {
    try {
      const response = await fetch('/api/admin/reports', { headers });
      if (!response.ok) throw new Error(String(response.status));
      setData((await response.json()) as Reports);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [token]);

  useEffect(() => {
    void load();
  }, [load]);

  async function handle(id: string) {
    const response = await fetch(`/api/admin/reports/${encodeURIComponent(id)}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: 'handled' }),
    }).catch(() => null);
    if (!response?.ok) setFailed(true);
    await load();
  }

  const queue = (state: ProblemReport['state']) =>
    data?.reports.filter((report) => report.state === state) ?? [];
  return (
    <section aria-labelledby="admin-reports" className="mt-10" data-admin-reports>
      <h2 id="admin-reports" className="text-xl font-bold">
        דיווחים על בעיות
      </h2>
      {data && !data.durable ? (
        <p className="mt-2 text-muted" data-reports-memory>
          הדיווחים נשמרים בזיכרון של השרת בלבד (אין Redis) ויימחקו בהפעלה מחדש.
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-2 font-medium text-danger">
          לא ניתן לטעון את הדיווחים
        </p>
      ) : null}
      {!data ? (
        failed ? null : (
          <p className="mt-2 text-muted">טוען...</p>
        )
      ) : (
        (['new', 'handled'] as const).map((state) => (
          <div key={state} className="mt-4" data-reports-state={state}>
            <h3 className="font-bold">
              {state === 'new' ? 'חדשים' : 'טופלו'} ({queue(state).length})
            </h3>
            {queue(state).length === 0 ? (
              <p className="text-muted">{state === 'new' ? 'אין דיווחים חדשים.' : 'עוד לא טופלו דיווחים.'}</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-3">
                {queue(state).map((report) => (
                  <li key={report.id} className="card p-4" data-report-id={report.id}>
                    <p>
                      <a
                        href={`/tools/${encodeURIComponent(report.toolId)}`}
                        className="font-bold text-link hover:underline"
                      >
                        {report.toolName}
                      </a>{' '}
                      · {REPORT_KIND_LABELS[report.kind as ReportKind] ?? report.kind} ·{' '}
                      <time dateTime={report.createdAt}>{dateFormat.format(new Date(report.createdAt))}</time>
                    </p>
                    {report.details ? <p className="mt-1 whitespace-pre-wrap">{report.details}</p> : null}
                    {report.email ? (
                      <p className="mt-1">
                        לתשובה:{' '}
                        <a href={`mailto:${report.email}`} dir="ltr" className="text-link hover:underline">
                          {report.email}
                        </a>
                      </p>
                    ) : null}
                    {state === 'new' ? (
                      <button
                        type="button"
                        className="btn btn-secondary mt-2"
                        onClick={() => void handle(report.id)}
                      >
                        סימון כטופל
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))
      )}
    </section>
  );
}
