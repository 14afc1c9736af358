import { useCallback, useEffect, useState } from 'react';
import type { AdminSourceState } from '../../src/health.ts';
import { DataRequests } from '../components/admin/data-requests.tsx';
import { LinkReport, type StalePrice, StalePricing } from '../components/admin/link-report.tsx';
import { PreviewSwitch } from '../components/admin/preview-switch.tsx';
import { ReportsQueue } from '../components/admin/reports-queue.tsx';
import { SignupOutbox, type SignupOutboxStatus } from '../components/admin/signup-outbox.tsx';
import { BidiText, Name } from '../components/bidi-text.tsx';
import { useAdminSession } from '../lib/admin-session.tsx';
import type { Route } from './+types/admin';

// The admin area. The server renders no data here: the page fetches GET /api/admin/status with the
// admin token from the browser session; without a valid token it shows a sign-in prompt only.

type SourceRow = {
  source: string;
  state: AdminSourceState;
  mode: 'live' | 'seed' | null;
  lastRefreshAt: string | null;
  lastSuccessAt: string | null;
  ageSeconds: number | null;
  lastError: { message: string; at: string; attempt: number } | null;
  nextRunAt: string | null;
};

type ToolRow = {
  id: string;
  name: string;
  status: 'draft' | 'research_needed' | 'published';
  issues: string[];
};

type AdminStatus = {
  generatedAt: string;
  refreshAvailable: boolean;
  contactEmails?: Record<string, boolean>;
  newsletterSignups?: SignupOutboxStatus;
  sources: SourceRow[];
  tools: {
    total: number;
    counts: Record<ToolRow['status'], number>;
    hebrew?: { unrated: number; stale: number; invalid: number };
    tools: ToolRow[];
  };
  stalePricing?: StalePrice[];
};

export const meta: Route.MetaFunction = () => [
  { title: 'ניהול | מצב מקורות הנתונים' },
  { name: 'robots', content: 'noindex, nofollow' },
];

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

const STATUS_LABELS: Record<ToolRow['status'], string> = {
  draft: 'טיוטה',
  research_needed: 'דורש מחקר',
  published: 'פורסם',
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

function Variable({ name }: { name: string }) {
  return (
    <code dir="ltr" className="font-mono text-small">
      {name}
    </code>
  );
}

/**
 * Settings the owner still has to make: contact addresses while they are unset, and the email
 * provider's key while signups wait in the outbox for it.
 */
function ConfigurationNotices({ status }: { status: AdminStatus }) {
  const unsetEmails = Object.entries(status.contactEmails ?? {})
    .filter(([, set]) => !set)
    .map(([name]) => name);
  const signups = status.newsletterSignups;
  const signupNotice = signups && !signups.providerConfigured;
  if (unsetEmails.length === 0 && !signupNotice) return null;
  return (
    <section
      aria-labelledby="admin-notices"
      className="mt-6 rounded-card border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="admin-notices" className="text-lg font-bold">
        הגדרות חסרות
      </h2>
      <ul className="mt-2 list-disc space-y-2 ps-5">
        {unsetEmails.length > 0 ? (
          <li data-admin-notice="contact-emails">
            כתובות הקשר האלה לא הוגדרו בשרת:{' '}
            {unsetEmails.map((name, index) => (
              <span key={name}>
                {index > 0 ? ', ' : null}
                <Variable name={name} />
              </span>
            ))}
            . עמוד שכתובתו חסרה מציג את <Variable name="CONTACT_EMAIL" />, וכשגם היא חסרה לא מוצגת כתובת
            והמבקרים מופנים לעמוד יצירת הקשר.
          </li>
        ) : null}
        {signupNotice ? (
          <li data-admin-notice="newsletter-signups">
            <Variable name="MAILERLITE_API_KEY" /> לא הוגדר: הרשמות לניוזלטר נשמרות וממתינות לשליחה לספק
            הדיוור. ממתינות כעת: <strong data-unsent-signups>{signups.outbox?.waiting ?? '—'}</strong>.
          </li>
        ) : null}
      </ul>
    </section>
  );
}

export default function AdminPage() {
  const { isAdmin, token, ready, signOut } = useAdminSession();
  const [status, setStatus] = useState<AdminStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState<Record<string, string>>({});

  const load = useCallback(async () => {
    if (!token) return;
    setError(null);
    try {
      const response = await fetch('/api/admin/status', {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 401) {
        signOut();
        return;
      }
      if (!response.ok) throw new Error(String(response.status));
      setStatus((await response.json()) as AdminStatus);
    } catch {
      setError('לא ניתן לטעון את מצב המקורות כרגע. אנא נסו שנית.');
    }
  }, [token, signOut]);

  useEffect(() => {
    if (isAdmin) void load();
    else setStatus(null);
  }, [isAdmin, load]);

  async function refresh(source: string) {
    if (!token) return;
    setRefreshing((current) => ({ ...current, [source]: 'שולח...' }));
    try {
      const response = await fetch(`/api/admin/sources/${encodeURIComponent(source)}/refresh`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      });
      const text = response.status === 202 ? 'הרענון נשלח' : `שגיאה (${response.status})`;
      setRefreshing((current) => ({ ...current, [source]: text }));
      if (response.status === 202) setTimeout(() => void load(), 1500);
    } catch {
      setRefreshing((current) => ({ ...current, [source]: 'שגיאת חיבור' }));
    }
  }

  if (!ready) {
    return (
      <div className="container-page py-12">
        <h1 className="text-2xl font-extrabold">אזור ניהול</h1>
        <p className="mt-4 text-muted">בודק הרשאות...</p>
      </div>
    );
  }

  if (!isAdmin) {
    return (
      <div className="container-page py-12" data-admin-signin>
        <h1 className="text-2xl font-extrabold">אזור ניהול</h1>
        <p className="mt-4">העמוד הזה זמין למנהל האתר בלבד. יש להתחבר כמנהל כדי לראות את מצב המקורות.</p>
      </div>
    );
  }

  return (
    <div className="container-page py-12" data-admin-area>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">אזור ניהול</h1>
        <button type="button" className="btn btn-secondary" onClick={() => void load()}>
          טעינה מחדש
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-4 font-medium text-rose-800">
          {error}
        </p>
      ) : null}
      {status ? (
        <>
          <ConfigurationNotices status={status} />
          {token ? <PreviewSwitch token={token} /> : null}
          {token && status.newsletterSignups ? (
            <SignupOutbox status={status.newsletterSignups} token={token} />
          ) : null}
          {token ? <DataRequests token={token} /> : null}
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
                  {status.sources.map((row) => (
                    <tr key={row.source} className="border-b border-line align-top" data-source={row.source}>
                      <th scope="row" className="p-2 text-start font-medium">
                        {SOURCE_LABELS[row.source] ?? row.source}
                      </th>
                      <td
                        className={`p-2 ${row.state === 'failing' || row.state === 'stale' ? 'font-medium text-rose-800' : ''}`}
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
                          disabled={!status.refreshAvailable || row.state === 'off'}
                          onClick={() => void refresh(row.source)}
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
          <section aria-labelledby="admin-tools" className="mt-10">
            <h2 id="admin-tools" className="text-xl font-bold">
              איכות נתוני הכלים
            </h2>
            <p className="mt-2">
              סה״כ {status.tools.total} כלים: {status.tools.counts.draft} טיוטה,{' '}
              {status.tools.counts.research_needed} דורשים מחקר, {status.tools.counts.published} פורסמו.
            </p>
            {status.tools.hebrew ? (
              <p className="mt-1" data-testid="hebrew-quality">
                תמיכה בעברית: {status.tools.hebrew.unrated} ללא דירוג, {status.tools.hebrew.stale} עם דירוג
                ישן (מעל 180 יום), {status.tools.hebrew.invalid} עם ערכים לא תקינים.
              </p>
            ) : null}
            {(['draft', 'research_needed', 'published'] as const).map((group) => {
              const rows = status.tools.tools.filter((tool) => tool.status === group);
              if (rows.length === 0) return null;
              return (
                <details key={group} className="card mt-3 p-4" open={group !== 'published'}>
                  <summary className="cursor-pointer font-bold">
                    {STATUS_LABELS[group]} ({rows.length})
                  </summary>
                  <ul className="mt-2 space-y-2">
                    {rows.map((tool) => (
                      <li key={tool.id}>
                        <span className="font-medium">
                          <Name>{tool.name}</Name>
                        </span>
                        {tool.issues.length > 0 ? (
                          <span className="text-muted" dir="ltr">
                            {' '}
                            — {tool.issues.join('; ')}
                          </span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </details>
              );
            })}
          </section>
          {token ? <ReportsQueue token={token} /> : null}
          {token ? <LinkReport token={token} /> : null}
          <StalePricing tools={status.stalePricing ?? []} />
        </>
      ) : error ? null : (
        <p className="mt-6 text-muted">טוען...</p>
      )}
    </div>
  );
}
