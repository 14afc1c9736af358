import { Home, RefreshCw } from 'lucide-react';
import { Link, useLocation } from 'react-router';

/**
 * The not-found page (docs/product.md#not-found-and-error-pages): 404, 'אופס! הדף לא נמצא' and a
 * link home, in Hebrew only (docs/decisions/0036-not-found-in-hebrew-only.md).
 */
export function NotFoundView() {
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-16 text-center" data-not-found>
      <div>
        <p className="text-gradient text-[6rem] font-extrabold leading-none" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-title font-bold">
          <span className="sr-only">404 – </span>אופס! הדף לא נמצא
        </h1>
        <p className="mt-3 text-muted">הדף שחיפשתם לא קיים או שהועבר לכתובת אחרת.</p>
        <Link to="/" className="btn btn-primary mt-8">
          <Home aria-hidden="true" className="size-5" />
          חזרה לדף הבית
        </Link>
      </div>
    </section>
  );
}

/** The error fallback (docs/product.md#not-found-and-error-pages): nothing internal is shown. */
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
