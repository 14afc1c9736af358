import { Fragment, useCallback, useEffect, useState } from 'react';
import { DataRequests } from '../components/admin/data-requests.tsx';
import { LinkReport, type StalePrice, StalePricing } from '../components/admin/link-report.tsx';
import { PreviewSwitch } from '../components/admin/preview-switch.tsx';
import { ReportsQueue } from '../components/admin/reports-queue.tsx';
import { SignupOutbox, type SignupOutboxStatus } from '../components/admin/signup-outbox.tsx';
import { type SourceRow, SourcesTable } from '../components/admin/sources-table.tsx';
import { Name } from '../components/bidi-text.tsx';
import { useAdminSession } from '../lib/admin-session.tsx';
import { BRAND_MARK_IDS } from '../lib/brand-marks.ts';
import { toolIssueLabel } from '../lib/tool-issue-labels.ts';
import type { Route } from './+types/admin';

// The admin area. The server renders no data here: the page fetches GET /api/admin/status with the
// admin token from the browser session; without a valid token it shows a sign-in prompt only.

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

const STATUS_LABELS: Record<ToolRow['status'], string> = {
  draft: 'טיוטה',
  research_needed: 'דורש מחקר',
  published: 'פורסם',
};

/** One data-quality issue in Hebrew; the issue's own words (the API's) stay in its title. */
function ToolIssue({ issue, toolId }: { issue: string; toolId: string }) {
  const label = toolIssueLabel(issue, { brandMark: BRAND_MARK_IDS.has(toolId) });
  if (!label) return <bdi dir="ltr">{issue}</bdi>;
  return (
    <span title={issue} data-issue={issue}>
      {label.text}
      {label.detail ? (
        <>
          {label.text.endsWith('־') ? null : ' '}
          <bdi dir="ltr">{label.detail}</bdi>
        </>
      ) : null}
    </span>
  );
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
      className="mt-6 rounded-card border border-notice-line bg-notice p-5 text-notice-ink"
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
        <p role="alert" className="mt-4 font-medium text-danger">
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
          <SourcesTable
            sources={status.sources}
            refreshAvailable={status.refreshAvailable}
            refreshing={refreshing}
            onRefresh={(source) => void refresh(source)}
          />
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
                          <span className="text-muted">
                            {' — '}
                            {tool.issues.map((issue, index) => (
                              <Fragment key={issue}>
                                {index > 0 ? '; ' : null}
                                <ToolIssue issue={issue} toolId={tool.id} />
                              </Fragment>
                            ))}
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
