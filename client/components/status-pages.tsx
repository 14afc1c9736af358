import { Home, RefreshCw } from 'lucide-react';
import { Link, useLocation } from 'react-router';

export function NotFoundView() {
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-16 text-center">
      <div>
        <p className="text-gradient text-[6rem] font-extrabold leading-none" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-title font-bold" dir="ltr" lang="en">
          <span className="sr-only">404 – </span>Oops! Page not found
        </h1>
        <p className="mt-3 text-muted">הדף שחיפשתם לא קיים או שהועבר לכתובת אחרת.</p>
        <Link to="/" className="btn btn-primary mt-8" lang="en">
          <Home aria-hidden="true" className="size-5" />
          Return to Home
        </Link>
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
