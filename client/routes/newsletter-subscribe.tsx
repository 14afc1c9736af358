import { data, Link } from 'react-router';
import {
  SIGNUP_MESSAGES,
  type SignupErrors,
  validateSignup,
} from '../../src/domain/newsletter/subscriber.ts';
import { appContext } from '../lib/app-context.ts';
import type { Route } from './+types/newsletter-subscribe';

// The footer signup form's action (/newsletter/subscribe). With JavaScript the footer posts here
// through a fetcher; without it the browser posts the form and this page shows the outcome. Both put
// the signup in the same outbox as POST /api/subscribers.

export type SignupResult =
  | { status: 'success'; message: string }
  | { status: 'error'; message: string }
  | { status: 'invalid'; errors: SignupErrors };

export const meta: Route.MetaFunction = () => [
  { title: 'הרשמה לניוזלטר' },
  { name: 'robots', content: 'noindex' },
];

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
  const { errors, subscriber } = validateSignup({
    email: String(form.get('email') ?? '').slice(0, 1000),
    name: String(form.get('name') ?? '').slice(0, 1000),
    privacy: form.get('privacy') === 'on',
  });
  if (!subscriber) return data<SignupResult>({ status: 'invalid', errors }, { status: 400 });
  const { signupBlock } = context.get(appContext);
  if (signupBlock) {
    return data<SignupResult>(
      { status: 'error', message: SIGNUP_MESSAGES.failure },
      { status: signupBlock === 'limited' ? 429 : 503 },
    );
  }
  try {
    // Resolves once the signup is kept (the outbox delivers it later, with retries).
    await services.signupOutbox.accept(subscriber);
    return data<SignupResult>({ status: 'success', message: SIGNUP_MESSAGES.success });
  } catch (error) {
    services.logger.warn({ err: error }, 'newsletter signup not kept');
    return data<SignupResult>({ status: 'error', message: SIGNUP_MESSAGES.failure }, { status: 503 });
  }
}

export default function NewsletterSubscribe({ actionData }: Route.ComponentProps) {
  const result = actionData as SignupResult | undefined;
  const message =
    result?.status === 'invalid'
      ? [result.errors.email, result.errors.privacy].filter(Boolean).join(' ')
      : (result?.message ?? null);
  return (
    <div className="container-page py-16 text-center">
      <h1 className="text-2xl font-extrabold">הרשמה לניוזלטר</h1>
      {message ? (
        <p
          role={result?.status === 'success' ? 'status' : 'alert'}
          className={`mt-4 text-lg font-medium ${result?.status === 'success' ? 'text-success' : 'text-danger'}`}
        >
          {message}
        </p>
      ) : (
        <p className="mt-4">טופס ההרשמה לניוזלטר נמצא בתחתית כל עמוד.</p>
      )}
      <p className="mt-6">
        <Link to="/" className="btn btn-secondary">
          חזרה לדף הבית
        </Link>
      </p>
    </div>
  );
}
