import { useId, useState } from 'react';
import { Link } from 'react-router';

// Footer newsletter signup (spec sections 4, 5 and 8). Messages are the spec's, word for word.
export const SIGNUP_MESSAGES = {
  invalidEmail: 'אנא הכנס כתובת אימייל תקינה',
  privacyRequired: 'יש לאשר את מדיניות הפרטיות ותנאי השימוש',
  success: 'תודה! נרשמת בהצלחה לניוזלטר שלנו 🎉',
  failure: 'אוי, משהו השתבש. אנא נסה שנית מאוחר יותר.',
} as const;

export type SignupErrors = { email?: string; privacy?: string };

export function validateSignup(input: { email: string; privacy: boolean }): SignupErrors {
  const errors: SignupErrors = {};
  const email = input.email.trim();
  if (email === '' || !email.includes('@')) errors.email = SIGNUP_MESSAGES.invalidEmail;
  if (!input.privacy) errors.privacy = SIGNUP_MESSAGES.privacyRequired;
  return errors;
}

export function NewsletterSignup() {
  const id = useId();
  const [errors, setErrors] = useState<SignupErrors>({});

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const next = validateSignup({ email: String(form.get('email') ?? ''), privacy: form.get('privacy') === 'on' });
    setErrors(next);
    if (next.email || next.privacy) {
      event.preventDefault();
      const firstInvalid = event.currentTarget.querySelector<HTMLInputElement>(
        next.email ? 'input[name=email]' : 'input[name=privacy]',
      );
      firstInvalid?.focus();
    }
  }

  return (
    <form method="post" action="/newsletter/subscribe" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-bold text-white">
        הניוזלטר השבועי
      </h2>
      <p className="mt-1 text-small text-slate-300">הכלים, החדשות והמדריכים החשובים של השבוע – פעם בשבוע, בלי ספאם.</p>
      <div className="mt-3 grid gap-2">
        <label htmlFor={`${id}-name`} className="sr-only">
          שם
        </label>
        <input id={`${id}-name`} name="name" autoComplete="name" placeholder="שם (לא חובה)" className="field" />
        <label htmlFor={`${id}-email`} className="sr-only">
          אימייל
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="כתובת אימייל"
          dir="ltr"
          className="field text-end"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
        />
        {errors.email ? (
          <p id={`${id}-email-error`} className="text-small font-medium text-rose-300">
            {errors.email}
          </p>
        ) : null}
        <div className="flex items-start gap-2 text-small text-slate-200">
          <input
            id={`${id}-privacy`}
            name="privacy"
            type="checkbox"
            className="mt-1 size-4 accent-brand-500"
            aria-invalid={errors.privacy ? true : undefined}
            aria-describedby={errors.privacy ? `${id}-privacy-error` : undefined}
          />
          <label htmlFor={`${id}-privacy`}>
            קראתי ואני מסכים/ה ל
            <Link to="/privacy" className="underline underline-offset-2">
              מדיניות הפרטיות
            </Link>{' '}
            ול
            <Link to="/terms-of-service" className="underline underline-offset-2">
              תנאי השימוש
            </Link>
          </label>
        </div>
        {errors.privacy ? (
          <p id={`${id}-privacy-error`} className="text-small font-medium text-rose-300">
            {errors.privacy}
          </p>
        ) : null}
        <button type="submit" className="btn btn-gradient-outline mt-1">
          הרשמה לניוזלטר
        </button>
      </div>
    </form>
  );
}
