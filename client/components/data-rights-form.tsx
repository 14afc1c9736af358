import { CircleAlert, CircleCheck, LoaderCircle, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import {
  buildDataRightsMailto,
  DATA_RIGHTS_MESSAGES,
  DATA_RIGHTS_RESET_MS,
  DATA_RIGHTS_SUBJECT,
  type DataRightsField,
  type DataRightsRequest,
  EMPTY_DATA_RIGHTS_REQUEST,
  REQUEST_TYPES,
  validateDataRightsRequest,
} from '../lib/data-rights.ts';
import { EmailField } from './email-field.tsx';

// Data-rights request form (docs/product.md#data-rights-form). States: idle, submitting, success, error.
// With a privacy address it opens the visitor's mail client with a prefilled message (with JavaScript
// after validating; without it a plain mailto form the browser hands to the mail client). Without an
// address it posts to the privacy page's own action, which keeps the request for the owner: through
// a fetcher with JavaScript, as a plain form without.

export type DataRightsStatus = 'idle' | 'submitting' | 'success' | 'error';

/** The privacy page action's answer to a posted request. */
export type DataRightsResult =
  | { status: 'success'; message: string }
  | {
      status: 'error';
      message: string;
      invalid?: DataRightsField[];
      /** What was posted, so a page answered without JavaScript shows the form as it was filled in. */
      values?: DataRightsRequest;
    };

type Props = {
  /** The privacy mailbox the request goes to (PRIVACY_EMAIL, else CONTACT_EMAIL); none: the server keeps it. */
  to?: string;
  /** The action's answer when the form was posted without JavaScript. */
  result?: DataRightsResult;
  /** Opens the mail client; replaceable for tests. */
  openMailto?: (url: string) => void;
};

function defaultOpenMailto(url: string) {
  window.location.href = url;
}

export function DataRightsForm({ to, result, openMailto = defaultOpenMailto }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<DataRightsResult>({ key: 'data-rights' });
  const [values, setValues] = useState<DataRightsRequest>(
    (result?.status === 'error' ? result.values : undefined) ?? EMPTY_DATA_RIGHTS_REQUEST,
  );
  const [status, setStatus] = useState<DataRightsStatus>(result?.status ?? 'idle');
  const [message, setMessage] = useState<string | null>(result?.message ?? null);
  const [invalid, setInvalid] = useState<DataRightsField[]>(
    result?.status === 'error' ? (result.invalid ?? []) : [],
  );
  // Script-driven validation replaces the browser's once hydrated; before that the native checks apply.
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => {
      setValues(EMPTY_DATA_RIGHTS_REQUEST);
      setStatus('idle');
      setMessage(null);
    }, DATA_RIGHTS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  // A request posted to the server: its answer, once the fetcher has one.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    setStatus(fetcher.data.status);
    setMessage(fetcher.data.message);
    if (fetcher.data.status === 'error') setInvalid(fetcher.data.invalid ?? []);
  }, [fetcher.state, fetcher.data]);

  function update<K extends keyof DataRightsRequest>(key: K, value: DataRightsRequest[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (invalid.includes(key as DataRightsField))
      setInvalid((fields) => fields.filter((field) => field !== key));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitting') return;
    const result = validateDataRightsRequest(values);
    if (!result.valid) {
      setInvalid(result.invalid);
      setStatus('error');
      setMessage(result.message);
      const first = result.invalid[0];
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setInvalid([]);
    setStatus('submitting');
    setMessage(null);
    if (!to) {
      void fetcher.submit(values, { method: 'post', action: '/privacy' });
      return;
    }
    // Let the "sending" state paint before the browser hands over to the mail client.
    await new Promise((resolve) => window.setTimeout(resolve, 150));
    try {
      openMailto(buildDataRightsMailto(values, to));
      setStatus('success');
      setMessage(DATA_RIGHTS_MESSAGES.success);
    } catch {
      setStatus('error');
      setMessage(DATA_RIGHTS_MESSAGES.error);
    }
  }

  const submitting = status === 'submitting';
  const messageId = `${id}-message`;
  const describedBy = (field: DataRightsField, hintId?: string) =>
    [invalid.includes(field) ? messageId : null, hintId].filter(Boolean).join(' ') || undefined;
  const fieldClass = 'field mt-1.5';

  return (
    <form
      ref={formRef}
      action={to ? `mailto:${to}?subject=${encodeURIComponent(DATA_RIGHTS_SUBJECT)}` : '/privacy'}
      method="post"
      encType={to ? 'text/plain' : 'application/x-www-form-urlencoded'}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      aria-busy={submitting || undefined}
      className="card p-4 md:p-6 lg:p-8"
    >
      <h3 id={`${id}-title`} className="mt-0 text-heading font-extrabold">
        פרטי הבקשה
      </h3>
      <p className="mt-2 text-small text-muted">
        שדות המסומנים ב־<span aria-hidden="true">*</span>
        <span className="sr-only">כוכבית</span> הם שדות חובה.{' '}
        {to ? (
          <>
            שליחת הטופס פותחת את תוכנת הדואר שלכם עם הודעה מוכנה אל <bdi dir="ltr">{to}</bdi>.
          </>
        ) : (
          'הבקשה נשמרת אצלנו ונטפל בה בתוך 30 ימי עסקים.'
        )}
      </p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="font-bold">
            שם מלא <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
            disabled={submitting}
            aria-invalid={invalid.includes('name') || undefined}
            aria-describedby={describedBy('name')}
            className={fieldClass}
          />
        </div>
        <div>
          <EmailField
            id={`${id}-email`}
            labelClassName="font-bold"
            required
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
            disabled={submitting}
            className={fieldClass}
            invalid={invalid.includes('email')}
            messageId={messageId}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-type`} className="font-bold">
            סוג הבקשה <span aria-hidden="true">*</span>
          </label>
          <select
            id={`${id}-type`}
            name="requestType"
            required
            value={values.requestType}
            onChange={(event) =>
              update('requestType', event.target.value as DataRightsRequest['requestType'])
            }
            disabled={submitting}
            aria-invalid={invalid.includes('requestType') || undefined}
            aria-describedby={describedBy('requestType')}
            className={fieldClass}
          >
            <option value="">בחרו את סוג הבקשה</option>
            {REQUEST_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-details`} className="font-bold">
            פרטים נוספים <span className="font-normal text-muted">(לא חובה)</span>
          </label>
          <textarea
            id={`${id}-details`}
            name="details"
            rows={4}
            value={values.details}
            onChange={(event) => update('details', event.target.value)}
            disabled={submitting}
            aria-describedby={`${id}-details-hint`}
            className={`${fieldClass} py-2.5`}
          />
          <p id={`${id}-details-hint`} className="mt-1 text-small text-muted">
            למשל: איזה מידע תרצו לראות, לתקן או למחוק.
          </p>
        </div>
      </div>

      <div
        id={messageId}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className={
          message
            ? `mt-6 flex items-start gap-2 rounded-xl border p-4 font-medium ${
                status === 'success'
                  ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
                  : 'border-red-200 bg-red-50 text-red-800'
              }`
            : 'sr-only'
        }
      >
        {message ? (
          <>
            {status === 'success' ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            ) : (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            )}
            <span>{message}</span>
          </>
        ) : null}
      </div>

      <div className="mt-6">
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={submitting}>
          {submitting ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              {DATA_RIGHTS_MESSAGES.sending}
            </>
          ) : (
            <>
              <Send aria-hidden="true" className="size-4" />
              {DATA_RIGHTS_MESSAGES.submit}
            </>
          )}
        </button>
      </div>
    </form>
  );
}
