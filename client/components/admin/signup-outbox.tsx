import { useState } from 'react';

// The admin's view of the newsletter signup outbox: how many wait, how many reached the email
// provider in the last 24 hours, which failed for good and why (the provider's words), and an export
// of the waiting ones as CSV for the owner (the only way to get them while MAILERLITE_API_KEY is
// unset). Addresses appear only in the downloaded file, never on screen.

export type SignupOutboxStatus = {
  providerConfigured: boolean;
  outbox: {
    waiting: number;
    deliveredLast24h: number;
    failed: { count: number; recent: { reason: string; at: string }[] };
  } | null;
};

const dateFormat = new Intl.DateTimeFormat('he-IL', { dateStyle: 'short', timeStyle: 'short' });

export function SignupOutbox({ status, token }: { status: SignupOutboxStatus; token: string }) {
  const [exportError, setExportError] = useState<string | null>(null);
  const { outbox } = status;

  async function download() {
    setExportError(null);
    try {
      const response = await fetch('/api/admin/newsletter/signups.csv', {
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = 'newsletter-signups.csv';
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      setExportError('הייצוא נכשל. אנא נסו שנית.');
    }
  }

  return (
    <section aria-labelledby="admin-signups" className="mt-8" data-signup-outbox>
      <h2 id="admin-signups" className="text-xl font-bold">
        הרשמות לניוזלטר
      </h2>
      {outbox === null ? (
        <p className="mt-3">לא ניתן לקרוא כרגע את תור ההרשמות.</p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>ממתינות למשלוח</dt>
            <dd data-outbox-waiting>{outbox.waiting}</dd>
            <dt>נמסרו לספק הדיוור ב־24 השעות האחרונות</dt>
            <dd data-outbox-delivered>{outbox.deliveredLast24h}</dd>
            <dt>נכשלו סופית</dt>
            <dd data-outbox-failed>{outbox.failed.count}</dd>
          </dl>
          {status.providerConfigured ? null : (
            <p className="mt-3">
              מפתח ספק הדיוור לא הוגדר, ולכן ההרשמות נשמרות וממתינות. הן יישלחו כשהמפתח יוגדר, ואפשר לייצא
              אותן עכשיו.
            </p>
          )}
          {outbox.failed.recent.length > 0 ? (
            <ul className="mt-3 list-disc ps-5 text-small">
              {outbox.failed.recent.map((item) => (
                <li key={`${item.at}-${item.reason}`}>
                  {dateFormat.format(new Date(item.at))}:{' '}
                  <span dir="ltr" lang="en">
                    {item.reason}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {outbox.waiting > 0 ? (
            <p className="mt-3">
              <button type="button" className="btn btn-secondary" onClick={() => void download()}>
                ייצוא ההרשמות הממתינות (CSV)
              </button>
            </p>
          ) : null}
          {exportError ? (
            <p role="alert" className="mt-2 font-medium text-danger">
              {exportError}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
