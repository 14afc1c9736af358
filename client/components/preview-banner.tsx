import { useLocation } from 'react-router';

/**
 * Shown on every page of the admin's preview session: the page holds drafts that visitors
 * do not see. Leaving is a plain form, so it works before (or without) JavaScript.
 */
export function PreviewBanner() {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <section
      aria-label="תצוגה מקדימה"
      className="flex flex-wrap items-center justify-center gap-3 bg-amber-100 px-4 py-2 text-center font-bold text-amber-950"
    >
      <span>מצב תצוגה מקדימה — התוכן אינו מפורסם</span>
      <form method="post" action={`/api/preview/exit?to=${encodeURIComponent(back)}`}>
        <button
          type="submit"
          className="rounded-lg border border-amber-900 bg-white px-3 py-1 text-amber-950 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-amber-900"
        >
          יציאה מתצוגה מקדימה
        </button>
      </form>
    </section>
  );
}
