import { Home, RefreshCw } from 'lucide-react';
import { Link, useLocation } from 'react-router';

/**
 * The not-found page (spec section 2): the Hebrew heading and link first, then the spec's English
 * line ('Oops! Page not found', 'Return to Home') beneath, marked as English and isolated.
 */
export function NotFoundView() {
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-16 text-center" data-not-found>
      <div>
        <p className="text-gradient text-[6rem] font-extrabold leading-none" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-title font-bold">
          <span className="sr-only">404 – </span>הדף לא נמצא
        </h1>
        <p className="mt-3 text-muted">הדף שחיפשתם לא קיים או שהועבר לכתובת אחרת.</p>
        <Link to="/" className="btn btn-primary mt-8">
          <Home aria-hidden="true" className="size-5" />
          חזרה לדף הבית
        </Link>
        <p className="mt-8 text-small text-muted" data-english-line>
          <bdi lang="en" dir="ltr">
            Oops! Page not found.{' '}
            <Link to="/" className="font-medium text-brand-800 underline underline-offset-2">
              Return to Home
            </Link>
          </bdi>
        </p>
      </div>
    </section>
  );
}

/** The error fallback (spec section 2): nothing internal is shown. */
export function ErrorFallbackView() {
  const location = useLocation();
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-16 text-center">
      <div>
        <h1 className="text-title font-bold">אופס! משהו השתבש</h1>
        <p className="mt-3 text-muted">אירעה שגיאה בלתי צפויה. אפשר לרענן את הדף ולנסות שוב.</p>
        {/* A link to the same address refreshes even before (or without) JavaScript. */}
        <a
          href={`${location.pathname}${location.search}`}
          className="btn btn-primary mt-8"
          onClick={(event) => {
            event.preventDefault();
            window.location.reload();
          }}
        >
          <RefreshCw aria-hidden="true" className="size-5" />
          רענון הדף
        </a>
      </div>
    </section>
  );
}
