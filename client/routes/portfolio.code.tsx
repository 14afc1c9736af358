import { useEffect, useState } from 'react';
import { type ShouldRevalidateFunctionArgs, useNavigate, useRevalidator } from 'react-router';
import { CodeProjectsView } from '../components/portfolio/code-projects-view.tsx';
import { useCodeProjects } from '../components/portfolio/use-code-projects.ts';
import { appContext } from '../lib/app-context.ts';
import { clearCodeCache } from '../lib/code-cache.ts';
import { CODE_PATH, type CodeData, savedCopy } from '../lib/code-page-data.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/portfolio.code';

// /portfolio/code (docs/product.md#code-projects-page). The loader sends every project with its
// display values (relative dates computed against the render time); the filters live in the URL and
// are applied by the same pure functions on the server (a GET form without JavaScript) and in the
// browser (live, with no round trip). Refresh fetches the data again (and, for the admin, asks the
// worker to refresh the code source first); the page also refreshes itself every 15 minutes while
// it stays open.

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return services.portfolio.codePage(new Date());
}

/** The filters apply in the page itself: changing only them never fetches the projects again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    title: 'פרויקטי קוד',
    description:
      'פרויקטי קוד פתוח בתחום הבינה המלאכותית: חיפוש, סינון לפי שפה ופרויקטי AI, סטטיסטיקה וקישורים לקוד המקור.',
    path: CODE_PATH,
    siteUrl: siteUrlFrom(matches),
    keywords: ['פרויקטי קוד פתוח', 'קוד AI', 'GitHub', 'פרויקטי בינה מלאכותית'],
    noIndex: location.search.length > 1,
  });

/**
 * In the browser the projects come through here: when the server cannot be reached (or fails), the
 * page keeps working from the saved copy (docs/product.md#page-errors: the stale copy is the
 * fallback) instead of falling to an error page.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<CodeData> {
  try {
    return await serverLoader();
  } catch {
    return savedCopy();
  }
}

export default function CodeProjects({ loaderData }: Route.ComponentProps) {
  const { shown, busy, refresh, clearCache } = useCodeProjects(loaderData);
  return (
    <CodeProjectsView
      page={shown.ready ? shown : null}
      savedAt={shown.ready && 'savedAt' in shown ? shown.savedAt : null}
      busy={busy}
      onRefresh={() => void refresh()}
      onClearCache={() => void clearCache()}
    />
  );
}

/** Anything unexpected: the saved copy if there is one, else the error with a retry. */
export function ErrorBoundary() {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<CodeData | null>(null);
  useEffect(() => setSaved(savedCopy()), []);
  return (
    <CodeProjectsView
      page={saved?.ready ? saved : null}
      savedAt={saved?.ready && 'savedAt' in saved ? saved.savedAt : null}
      busy={revalidator.state !== 'idle'}
      onRefresh={() => void revalidator.revalidate()}
      onClearCache={() => {
        clearCodeCache();
        setSaved(null);
        if (window.location.search) void navigate(CODE_PATH, { preventScrollReset: true });
      }}
    />
  );
}
