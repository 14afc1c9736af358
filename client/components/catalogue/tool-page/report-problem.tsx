import { Flag } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import {
  REPORT_DETAILS_MAX,
  REPORT_KIND_LABELS,
  REPORT_KINDS,
  type ReportErrors,
} from '../../../../src/domain/reports.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { showToast } from '../../toaster.tsx';

/** What the report action answers (client/routes/tools.$toolId.report.tsx). */
export type ReportResult =
  | { status: 'sent'; message: string }
  | { status: 'error'; message: string }
  | { status: 'invalid'; errors: ReportErrors; values: { kind: string; details: string; email: string } };

/**
 * 'דווחו על בעיה' (docs/product.md#report-a-problem). Without JavaScript a plain form posts to the
 * tool's /report page (303 to its thank-you state, or the form again with a message per field); with
 * it, the same form posts through a fetcher and answers inline with a toast.
 */
export function ReportProblemForm({ toolId, result }: { toolId: string; result?: ReportResult }) {
  const fetcher = useFetcher<ReportResult>();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? result;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.status === 'sent') {
      showToast(fetcher.data.message);
      form.current?.reset();
    } else if (fetcher.data.status === 'error') showToast(fetcher.data.message, { tone: 'error' });
  }, [fetcher.state, fetcher.data]);
  const errors = answer?.status === 'invalid' ? answer.errors : {};
  const values = answer?.status === 'invalid' ? answer.values : undefined;
  const id = (name: string) => `report-${name}`;
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={`/tools/${encodeURIComponent(toolId)}/report`}
      className="flex flex-col gap-4"
      noValidate
      data-report-form
    >
      {/* Only a hydrated form asks for an inline answer; a plain post gets a page (303). */}
      {hydrated ? <input type="hidden" name="inline" value="1" /> : null}
      <fieldset aria-describedby={errors.kind ? id('kind-error') : undefined}>
        <legend className="mb-2 font-bold">מה לא בסדר?</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {REPORT_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2">
              <input type="radio" name="kind" value={kind} defaultChecked={values?.kind === kind} />
              {REPORT_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
        {errors.kind ? (
          <p id={id('kind-error')} className="mt-1 text-small font-medium text-danger">
            {errors.kind}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={id('details')} className="font-bold">
          פרטים (לא חובה)
        </label>
        <textarea
          id={id('details')}
          name="details"
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          defaultValue={values?.details}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={errors.details ? id('details-error') : undefined}
          className="rounded-lg border border-ink-soft/40 p-2"
        />
        {errors.details ? (
          <p id={id('details-error')} className="text-small font-medium text-danger">
            {errors.details}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id('email')} className="font-bold">
          אימייל לתשובה (לא חובה)
        </label>
        <input
          id={id('email')}
          name="email"
          type="email"
          dir="ltr"
          autoComplete="email"
          defaultValue={values?.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? id('email-error') : undefined}
          className="rounded-lg border border-ink-soft/40 p-2"
        />
        {errors.email ? (
          <p id={id('email-error')} className="text-small font-medium text-danger">
            {errors.email}
          </p>
        ) : null}
      </div>
      {/* A field people never see: a bot that fills it is thanked and ignored. */}
      <div aria-hidden="true" className="absolute -start-[9999px] size-px overflow-hidden">
        <label>
          אל תמלאו את השדה הזה
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {answer && answer.status !== 'invalid' ? (
        <p
          role={answer.status === 'sent' ? 'status' : 'alert'}
          className={`font-medium ${answer.status === 'sent' ? 'text-success' : 'text-danger'}`}
        >
          {answer.message}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn-primary" disabled={fetcher.state !== 'idle'}>
          שליחת הדיווח
        </button>
      </div>
    </fetcher.Form>
  );
}

/** The tool page's closed-by-default section (a native <details>: opens without JavaScript). */
export function ReportProblem({ toolId }: { toolId: string }) {
  return (
    <details className="card mt-10 p-5" id="report" data-report>
      <summary className="flex cursor-pointer items-center gap-2 font-bold text-link">
        <Flag aria-hidden="true" className="size-4" />
        דווחו על בעיה
      </summary>
      <div className="mt-4">
        <ReportProblemForm toolId={toolId} />
      </div>
    </details>
  );
}
