import { DatabaseZap, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { data } from 'react-router';
import type { ConnectionReport, ContentClientStatus } from '../../jobs/sources/content/connection-test.ts';
import { BidiText, Name } from '../components/bidi-text.tsx';
import { NotFoundView } from '../components/status-pages.tsx';
import { useAdminSession } from '../lib/admin-session.tsx';
import { appContext } from '../lib/app-context.ts';
import type { Route } from './+types/debug.contentful-test';

// /debug/contentful-test (docs/product.md#other-pages): for the admin only. Everyone else gets the
// not-found page with status 404, so the page does not even admit it exists. The admin's browser
// holds the token, so the panel appears once the stored session is confirmed, and reads
// /api/admin/contentful*.

export function loader({ context }: Route.LoaderArgs) {
  const { isAdmin } = context.get(appContext);
  return data(null, { status: isAdmin ? 200 : 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: '404 | הדף לא נמצא' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const VARIABLE_LABELS: Record<string, string> = {
  set: 'מוגדר',
  unset: 'לא מוגדר',
  default: 'ברירת מחדל',
};

function DebugPanel({ token, signOut }: { token: string; signOut(): void }) {
  const [status, setStatus] = useState<ContentClientStatus | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [report, setReport] = useState<ConnectionReport | null>(null);
  const [testing, setTesting] = useState(false);

  const call = useCallback(
    async (path: string, method: 'GET' | 'POST') => {
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(20_000),
      });
      if (response.status === 401) {
        signOut();
        throw new Error('unauthorized');
      }
      if (!response.ok) throw new Error(String(response.status));
      return response.json() as Promise<unknown>;
    },
    [token, signOut],
  );

  useEffect(() => {
    call('/api/admin/contentful', 'GET')
      .then((body) => setStatus(body as ContentClientStatus))
      .catch(() => setLoadError('לא ניתן לטעון את מצב ההגדרות כרגע.'));
  }, [call]);

  async function runTest() {
    setTesting(true);
    setReport(null);
    try {
      setReport((await call('/api/admin/contentful/test', 'POST')) as ConnectionReport);
    } catch {
      setReport({ ok: false, message: 'הבדיקה לא הושלמה: אין תשובה מהשרת.', details: {} });
    } finally {
      setTesting(false);
    }
  }

  return (
    <div className="container-page py-12" data-debug-panel>
      <h1 className="flex items-center gap-3 text-2xl font-extrabold">
        <DatabaseZap aria-hidden="true" className="size-7 text-link" />
        בדיקת חיבור לשירות התוכן
      </h1>
      <p className="mt-2 text-muted">עמוד לבדיקה בלבד, למנהל האתר. ערכי המשתנים לעולם אינם מוצגים.</p>

      <section aria-labelledby="debug-variables" className="card mt-8 p-4 md:p-6">
        <h2 id="debug-variables" className="text-xl font-bold">
          משתני סביבה
        </h2>
        {loadError ? (
          <p role="alert" className="mt-3 font-medium text-danger">
            {loadError}
          </p>
        ) : status ? (
          <>
            <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2">
              {Object.entries(status.variables).map(([name, value]) => (
                <div key={name} className="contents" data-variable={name} data-state={value}>
                  <dt>
                    <code dir="ltr" className="font-mono text-small">
                      {name}
                    </code>
                  </dt>
                  <dd className={value === 'unset' ? 'font-bold text-danger' : 'text-ink-soft'}>
                    {VARIABLE_LABELS[value]}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4" data-client-status={status.client}>
              מצב הלקוח:{' '}
              <strong>
                {status.client === 'ready' ? 'מוכן לחיבור' : 'חסרים פרטי התחברות (מזהה מרחב ומפתח גישה)'}
              </strong>
            </p>
          </>
        ) : (
          <p className="mt-3 text-muted">טוען...</p>
        )}
      </section>

      <section aria-labelledby="debug-test" className="card mt-6 p-4 md:p-6">
        <h2 id="debug-test" className="text-xl font-bold">
          בדיקת חיבור
        </h2>
        <button
          type="button"
          className="btn btn-primary mt-4"
          onClick={() => void runTest()}
          disabled={testing}
          aria-busy={testing || undefined}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {testing ? 'בודק...' : 'בדיקת חיבור'}
        </button>
        <div role="status" aria-live="polite" className="mt-4">
          {report?.ok ? (
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2" data-test-result="ok">
              <dt className="font-bold">שם המרחב</dt>
              <dd>
                <BidiText text={report.spaceName} />
              </dd>
              <dt className="font-bold">סוגי תוכן</dt>
              <dd data-content-types>{report.contentTypes}</dd>
              <dt className="font-bold">סה״כ כלים</dt>
              <dd data-total-tools>{report.totalTools}</dd>
              <dt className="font-bold">דוגמאות</dt>
              <dd>
                <ul className="flex flex-wrap gap-2">
                  {report.sampleTools.map((name) => (
                    <li key={name} className="chip">
                      <Name>{name}</Name>
                    </li>
                  ))}
                </ul>
              </dd>
            </dl>
          ) : report ? (
            <div
              data-test-result="failed"
              className="rounded-card border border-rose-300 bg-rose-50 p-4 text-rose-950"
            >
              <p className="font-bold">{report.message}</p>
              {Object.keys(report.details).length > 0 ? (
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-small">
                  {Object.entries(report.details).map(([key, value]) => (
                    <div key={key} className="contents">
                      <dt>
                        <code dir="ltr">{key}</code>
                      </dt>
                      <dd>
                        <bdi dir="ltr">{String(value)}</bdi>
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
          ) : null}
        </div>
      </section>
    </div>
  );
}

export default function ContentfulTest() {
  const { isAdmin, ready, token, signOut } = useAdminSession();
  if (!ready || !isAdmin || !token) return <NotFoundView />;
  return <DebugPanel token={token} signOut={signOut} />;
}
