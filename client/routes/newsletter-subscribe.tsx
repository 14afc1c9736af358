import { data, Form, Link, useNavigation } from 'react-router';
import { SUBSCRIBE_PATH } from '../../src/domain/newsletter/issues.ts';
import {
  SIGNUP_LIMITS,
  SIGNUP_MESSAGES,
  type SignupErrors,
  validateSignup,
} from '../../src/domain/newsletter/subscriber.ts';
import { EmailField } from '../components/email-field.tsx';
import { SIGNUP_INTRO, SignupConsentText } from '../components/newsletter-signup.tsx';
import { appContext } from '../lib/app-context.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/newsletter-subscribe';

// The footer signup form's action (/newsletter/subscribe). With JavaScript the footer posts here
// through a fetcher; without it the browser posts the form and this page shows the outcome: the
// thanks, or the form again with what was typed and a message beside each refused field. Opened
// directly, it is a signup page of its own. Every door puts the signup in the same outbox as
// POST /api/subscribers.

export type SignupResult =
  | { status: 'success'; message: string }
  | { status: 'error'; message: string; values?: SignupValues }
  | { status: 'invalid'; errors: SignupErrors; values?: SignupValues };

/** What was typed, so the page shows the form as it was filled in. */
type SignupValues = { name: string; email: string };

/** The page is the signup form: the footer leaves its own out here (components/site-footer.tsx). */
export const handle = { signupPage: true };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'הרשמה לניוזלטר',
    description: SIGNUP_INTRO,
    path: SUBSCRIBE_PATH,
    siteUrl: siteUrlFrom(matches),
    noIndex: true,
  });

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(appContext);
  // The page-request guard lets only form bodies through; a malformed one is still the client's.
  const form = await request.formData().catch(() => null);
  if (!form) {
    return data<SignupResult>(
      { status: 'invalid', errors: { email: SIGNUP_MESSAGES.invalidEmail } },
      { status: 400 },
    );
  }
  const values = {
    email: String(form.get('email') ?? '').slice(0, 1000),
    name: String(form.get('name') ?? '').slice(0, 1000),
  };
  const { errors, subscriber } = validateSignup({ ...values, privacy: form.get('privacy') === 'on' });
  // Refused: the page shows the form again with what was typed, and why, beside each field.
  if (!subscriber) return data<SignupResult>({ status: 'invalid', errors, values }, { status: 400 });
  const { signupBlock } = context.get(appContext);
  if (signupBlock) {
    return data<SignupResult>(
      { status: 'error', message: SIGNUP_MESSAGES.failure, values },
      { status: signupBlock === 'limited' ? 429 : 503 },
    );
  }
  try {
    // Resolves once the signup is kept (the outbox delivers it later, with retries).
    await services.signupOutbox.accept(subscriber);
    return data<SignupResult>({ status: 'success', message: SIGNUP_MESSAGES.success });
  } catch (error) {
    services.logger.warn({ err: error }, 'newsletter signup not kept');
    return data<SignupResult>({ status: 'error', message: SIGNUP_MESSAGES.failure, values }, { status: 503 });
  }
}

/** The page's own fields; the error summary links to them by these ids. */
const FIELD_IDS = { name: 'signup-name', email: 'signup-email', privacy: 'signup-privacy' } as const;

export default function NewsletterSubscribe({ actionData }: Route.ComponentProps) {
  const result = actionData as SignupResult | undefined;
  const submitting = useNavigation().state === 'submitting';
  if (result?.status === 'success') {
    return (
      <div className="container-page max-w-xl py-12 lg:py-16">
        <h1 className="text-[1.875rem] leading-tight font-extrabold">הרשמה לניוזלטר</h1>
        <p role="status" className="mt-4 text-lg font-medium text-success">
          {result.message}
        </p>
        <p className="mt-6">
          <Link to="/" className="btn btn-secondary">
            חזרה לדף הבית
          </Link>
        </p>
      </div>
    );
  }
  const errors: SignupErrors = result?.status === 'invalid' ? result.errors : {};
  const values = result?.status === 'invalid' || result?.status === 'error' ? result.values : undefined;
  // One line per refused field, each a link to it: the summary a reader without JavaScript lands on.
  const refusals = (['email', 'privacy'] as const).flatMap((field) =>
    errors[field] ? [{ field, message: errors[field] }] : [],
  );
  return (
    <div className="container-page max-w-xl py-12 lg:py-16">
      <h1 className="text-[1.875rem] leading-tight font-extrabold">הרשמה לניוזלטר</h1>
      <p className="mt-2 text-muted">{SIGNUP_INTRO}</p>
      {result?.status === 'error' ? (
        <p role="alert" className="mt-4 text-lg font-medium text-danger">
          {result.message}
        </p>
      ) : null}
      {refusals.length > 0 ? (
        <div role="alert" className="mt-4" data-signup-refusals>
          <ul className="list-disc ps-5 font-medium text-danger">
            {refusals.map(({ field, message }) => (
              <li key={field}>
                <a href={`#${FIELD_IDS[field]}`} className="underline underline-offset-2">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form
        method="post"
        action={SUBSCRIBE_PATH}
        noValidate
        aria-label="הרשמה לניוזלטר"
        aria-busy={submitting || undefined}
        className="card mt-6 grid gap-5 p-4 md:p-6"
      >
        <div>
          <label htmlFor={FIELD_IDS.name} className="font-bold">
            שם <span className="font-normal text-muted">(לא חובה)</span>
          </label>
          <input
            id={FIELD_IDS.name}
            name="name"
            autoComplete="name"
            maxLength={SIGNUP_LIMITS.name}
            defaultValue={values?.name}
            className="field mt-1.5"
          />
        </div>
        <div>
          <EmailField
            id={FIELD_IDS.email}
            labelClassName="font-bold"
            required
            maxLength={SIGNUP_LIMITS.email}
            defaultValue={values?.email}
            className="field mt-1.5"
            error={errors.email}
            errorClassName="mt-1 text-small font-medium text-danger"
          />
        </div>
        <div>
          <div className="flex items-start gap-2">
            <input
              id={FIELD_IDS.privacy}
              name="privacy"
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-brand-600"
              aria-invalid={errors.privacy ? true : undefined}
              aria-describedby={errors.privacy ? `${FIELD_IDS.privacy}-error` : undefined}
            />
            <label htmlFor={FIELD_IDS.privacy}>
              <SignupConsentText />
            </label>
          </div>
          {errors.privacy ? (
            <p id={`${FIELD_IDS.privacy}-error`} className="mt-1 text-small font-medium text-danger">
              {errors.privacy}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary justify-self-start" disabled={submitting}>
          {submitting ? 'שולח...' : 'הרשמה לניוזלטר'}
        </button>
      </Form>
    </div>
  );
}
