import { useEffect, useId, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { SUBSCRIBE_PATH } from '../../src/domain/newsletter/issues.ts';
import {
  SIGNUP_LIMITS,
  SIGNUP_MESSAGES,
  type SignupErrors,
  validateSignup,
} from '../../src/domain/newsletter/subscriber.ts';
import { EmailField } from './email-field.tsx';
import { showToast, type ToastTone } from './toaster.tsx';

// Footer newsletter signup (docs/product.md#newsletter-signup). Messages are the product's, word for word.
// States: idle, loading, success, error; the form is disabled while loading and after success, and
// success clears the fields and returns to idle after 5 seconds. Without JavaScript the form posts to
// /newsletter/subscribe, which shows the same messages.

const SIGNUP_SUCCESS_MS = 5_000;

export type SignupState = 'idle' | 'loading' | 'success' | 'error';

type ActionResult =
  | { status: 'success'; message: string }
  | { status: 'error'; message: string }
  | { status: 'invalid'; errors: SignupErrors };

/** True when the element is on screen now (the visitor can see the form's own message). */
function onScreen(element: Element | null): boolean {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
}

/** What the newsletter is, in one line: under the footer form's title and the signup page's. */
export const SIGNUP_INTRO = 'הכלים, החדשות והמדריכים החשובים של השבוע\u00A0– פעם בשבוע, בלי ספאם.';

/** The consent checkbox's words, the same in the footer and on the signup page. */
export function SignupConsentText() {
  return (
    <>
      קראתי ואני מסכים/ה ל
      <Link to="/privacy" className="underline underline-offset-2">
        מדיניות הפרטיות
      </Link>{' '}
      ול
      <Link to="/terms-of-service" className="underline underline-offset-2">
        תנאי השימוש
      </Link>
    </>
  );
}

export function NewsletterSignup() {
  const id = useId();
  const fetcher = useFetcher<ActionResult>({ key: 'newsletter-signup' });
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [state, setState] = useState<SignupState>('idle');

  // Follow the fetcher: loading while it posts, then the action's outcome.
  useEffect(() => {
    if (fetcher.state !== 'idle') {
      setState('loading');
      return;
    }
    const result = fetcher.data;
    if (!result) return;
    // The answer may come once the visitor has scrolled away from the footer: then a toast says it.
    const tellIfHidden = (message: string, tone: ToastTone) => {
      if (!onScreen(formRef.current?.querySelector('[data-signup-message]') ?? null))
        showToast(message, { tone });
    };
    if (result.status === 'success') {
      formRef.current?.reset();
      setErrors({});
      setState('success');
      tellIfHidden(SIGNUP_MESSAGES.success, 'success');
    } else if (result.status === 'invalid') {
      setErrors(result.errors);
      setState('idle');
    } else {
      setState('error');
      tellIfHidden(SIGNUP_MESSAGES.failure, 'error');
    }
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(() => setState('idle'), SIGNUP_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [state]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const next = validateSignup({
      email: String(form.get('email') ?? ''),
      name: String(form.get('name') ?? ''),
      privacy: form.get('privacy') === 'on',
    }).errors;
    setErrors(next);
    if (next.email || next.privacy) {
      event.preventDefault();
      const firstInvalid = event.currentTarget.querySelector<HTMLInputElement>(
        next.email ? 'input[name=email]' : 'input[name=privacy]',
      );
      firstInvalid?.focus();
    }
  }

  const disabled = state === 'loading' || state === 'success';

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={SUBSCRIBE_PATH}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      data-signup-state={state}
    >
      <h2 id={`${id}-title`} className="font-bold text-white">
        הניוזלטר השבועי
      </h2>
      <p className="mt-1 text-small text-slate-300">{SIGNUP_INTRO}</p>
      <fieldset disabled={disabled} className="mt-3 grid gap-2">
        <label htmlFor={`${id}-name`} className="sr-only">
          שם
        </label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          maxLength={SIGNUP_LIMITS.name}
          placeholder="שם (לא חובה)"
          className="field"
        />
        <EmailField
          id={`${id}-email`}
          labelClassName="sr-only"
          placeholder="כתובת אימייל"
          maxLength={SIGNUP_LIMITS.email}
          className="field"
          error={errors.email}
          errorClassName="text-small font-medium text-rose-300"
        />
        <div className="flex items-start gap-2 text-small text-slate-200">
          <input
            id={`${id}-privacy`}
            name="privacy"
            type="checkbox"
            className="mt-0.5 size-5 accent-brand-500"
            aria-invalid={errors.privacy ? true : undefined}
            aria-describedby={errors.privacy ? `${id}-privacy-error` : undefined}
          />
          <label htmlFor={`${id}-privacy`}>
            <SignupConsentText />
          </label>
        </div>
        {errors.privacy ? (
          <p id={`${id}-privacy-error`} className="text-small font-medium text-rose-300">
            {errors.privacy}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn-gradient-outline mt-1"
          aria-busy={state === 'loading' || undefined}
        >
          {state === 'loading' ? 'שולח...' : 'הרשמה לניוזלטר'}
        </button>
      </fieldset>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-small font-medium" data-signup-message>
        {state === 'success' ? <span className="text-emerald-300">{SIGNUP_MESSAGES.success}</span> : null}
        {state === 'error' ? <span className="text-rose-300">{SIGNUP_MESSAGES.failure}</span> : null}
      </p>
    </fetcher.Form>
  );
}
