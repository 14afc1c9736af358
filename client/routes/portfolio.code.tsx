import {
  AlertTriangle,
  CodeXml,
  Eraser,
  ExternalLink,
  Filter,
  History,
  RefreshCw,
  Search,
  X,
} from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import {
  Form,
  Link,
  type ShouldRevalidateFunctionArgs,
  useFetcher,
  useNavigate,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { formatRelativeHebrew } from '../../src/domain/hebrew-dates.ts';
import {
  applyCodeFilters,
  CODE_SORTS,
  type CodeFilters,
  type CodeSort,
  codeFiltersToQuery,
  codeStats,
  defaultOrder,
  hasActiveCodeFilters,
  parseCodeFilters,
  SORT_ORDERS,
  type SortOrder,
} from '../../src/domain/portfolio/code.ts';
import { readCodePage } from '../../src/portfolio/data.ts';
import { PageHeader } from '../components/catalogue/page-parts.tsx';
import { CodeStatsStrip, ProjectCard } from '../components/portfolio/project-card.tsx';
import { showToast } from '../components/toaster.tsx';
import { useAdminSession } from '../lib/admin-session.tsx';
import { appContext } from '../lib/app-context.ts';
import { type CachedCodePage, clearCodeCache, loadCodeCache, saveCodeCache } from '../lib/code-cache.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/portfolio.code';

// /portfolio/code (spec sections 2, 4, 8, 9). The loader sends every project with its display values
// (relative dates computed against the render time); the filters live in the URL and are applied by
// the same pure functions on the server (a GET form without JavaScript) and in the browser (live, with
// no round trip). Refresh fetches the data again (and, for the admin, asks the worker to refresh the
// code source first); the page also refreshes itself every 15 minutes while it stays open.

export const AUTO_REFRESH_MS = 15 * 60 * 1000;
export const CODE_ERROR_TEXT = 'שגיאה בטעינת פרויקטים';
export const NO_PROJECTS_TEXT = 'אין פרויקטים להצגה';
const SEARCH_DELAY_MS = 250;
const PATH = '/portfolio/code';

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return readCodePage(services.content, new Date());
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
    path: PATH,
    siteUrl: siteUrlFrom(matches),
    keywords: ['פרויקטי קוד פתוח', 'קוד AI', 'GitHub', 'פרויקטי בינה מלאכותית'],
    noIndex: location.search.length > 1,
  });

type Loaded = Awaited<ReturnType<typeof loader>>;
type Ready = Extract<Loaded, { ready: true }>;
/** What the page shows: the server's projects, or the browser's saved copy (with when it was saved). */
type CodeData = Loaded | (Ready & { savedAt: number });

/** The browser's saved copy, its relative dates computed again for now; or nothing to show. */
function savedCopy(): CodeData {
  const now = new Date();
  const renderedAt = now.toISOString();
  const cached = loadCodeCache(now.getTime());
  if (!cached) return { ready: false, renderedAt };
  const projects = cached.page.projects.map((project) => ({
    ...project,
    updatedRelative: formatRelativeHebrew(new Date(project.updatedAt), now),
    createdRelative: formatRelativeHebrew(new Date(project.createdAt), now),
  }));
  return { ...cached.page, projects, ready: true, renderedAt, savedAt: cached.savedAt };
}

/**
 * In the browser the projects come through here: when the server cannot be reached (or fails), the
 * page keeps working from the saved copy (spec 8: the stale cache is the fallback) instead of
 * falling to an error page.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<CodeData> {
  try {
    return await serverLoader();
  } catch {
    return savedCopy();
  }
}

const isFresh = (data: CodeData): data is Ready => data.ready && !('savedAt' in data);

export default function CodeProjects({ loaderData }: Route.ComponentProps) {
  // Refreshes load this route's data alone (never the whole page's), so a failure stays here.
  const fetcher = useFetcher<typeof clientLoader>({ key: 'portfolio-code' });
  // Whichever arrived last is shown: the route's data after a navigation, the fetcher's after a
  // refresh. (Comparing render times would not do: a refresh may be answered by the page cache with a
  // document rendered before the page the visitor is on.)
  const fetcherDataAtNavigation = useRef(fetcher.data);
  const lastLoaderData = useRef(loaderData);
  if (lastLoaderData.current !== loaderData) {
    lastLoaderData.current = loaderData;
    fetcherDataAtNavigation.current = fetcher.data;
  }
  const data: CodeData =
    fetcher.data && fetcher.data !== fetcherDataAtNavigation.current ? fetcher.data : loaderData;
  const navigate = useNavigate();
  const { isAdmin, token } = useAdminSession();
  const [asking, setAsking] = useState(false);
  const toastAfter = useRef<'source' | 'page' | null>(null);
  const load = useRef(fetcher.load);
  load.current = fetcher.load;

  // The server had nothing to give: show the saved copy if there is one.
  const [saved, setSaved] = useState<CodeData | null>(null);
  useEffect(() => {
    if (isFresh(data)) {
      saveCodeCache(data);
      setSaved(null);
    } else if (!data.ready) setSaved(savedCopy());
  }, [data]);
  const shown = !data.ready && saved?.ready ? saved : data;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || !toastAfter.current) return;
    const after = toastAfter.current;
    toastAfter.current = null;
    if (isFresh(fetcher.data))
      showToast(after === 'source' ? 'ביקשנו רענון מ-GitHub והפרויקטים נטענו מחדש' : 'הפרויקטים נטענו מחדש', {
        tone: 'success',
      });
    else showToast('לא ניתן לטעון כרגע נתונים עדכניים', { tone: 'error' });
  }, [fetcher.state, fetcher.data]);

  // Spec 9: while the page stays open its data is fetched again every 15 minutes (skipped while the
  // tab is hidden or the browser is offline).
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'hidden' || !navigator.onLine) return;
      void load.current(PATH);
    }, AUTO_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  /** The admin first asks the worker to refresh the code source now; then the data is loaded again. */
  async function refresh() {
    let after: 'source' | 'page' = 'page';
    if (isAdmin && token) {
      setAsking(true);
      try {
        const response = await fetch('/api/admin/sources/code/refresh', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(60_000),
        });
        if (response.status === 202) after = 'source';
        else showToast(`לא ניתן היה לבקש רענון מ-GitHub (${response.status})`, { tone: 'error' });
      } catch {
        showToast('לא ניתן היה לבקש רענון מ-GitHub', { tone: 'error' });
      } finally {
        setAsking(false);
      }
    }
    toastAfter.current = after;
    await fetcher.load(PATH);
  }

  async function clearCache() {
    clearCodeCache();
    setSaved(null);
    // Filters reset; with none set there is nowhere to go (and nothing else to load).
    if (window.location.search) await navigate(PATH, { preventScrollReset: true });
    showToast('המטמון נוקה והמסננים אופסו', { tone: 'success' });
    await fetcher.load(PATH);
  }

  return (
    <CodeProjectsView
      page={shown.ready ? shown : null}
      savedAt={shown.ready && 'savedAt' in shown ? shown.savedAt : null}
      busy={asking || fetcher.state !== 'idle'}
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
        if (window.location.search) void navigate(PATH, { preventScrollReset: true });
      }}
    />
  );
}

const timeFormat = new Intl.DateTimeFormat('he-IL', { hour: '2-digit', minute: '2-digit' });

function CodeProjectsView({
  page,
  savedAt,
  busy,
  onRefresh,
  onClearCache,
}: {
  page: CachedCodePage | null;
  /** Set when the page shows the browser's saved copy instead of fresh data. */
  savedAt: number | null;
  busy: boolean;
  onRefresh: () => void;
  onClearCache: () => void;
}) {
  const [params, setParams] = useSearchParams();

  const languages = useMemo(() => page?.languages.map((language) => language.name) ?? [], [page]);
  const filters = parseCodeFilters(params, languages);
  const query = codeFiltersToQuery(filters);
  const results = useMemo(
    () => (page ? applyCodeFilters(page.projects, parseCodeFilters(query, languages)) : []),
    [page, query, languages],
  );
  const stats = useMemo(() => codeStats(page?.projects ?? []), [page]);

  // The search box is the one field typed into: it keeps its own text and follows the address only
  // when the address changes from elsewhere (clear filters, back button).
  const [q, setQ] = useState(filters.q);
  const latest = useRef(filters);
  latest.current = filters;
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of q resets the box.
  useEffect(() => {
    if (q.trim() !== filters.q) setQ(filters.q);
  }, [filters.q]);

  function apply(next: CodeFilters) {
    window.clearTimeout(timer.current);
    setParams(new URLSearchParams(codeFiltersToQuery(next)), { replace: true, preventScrollReset: true });
  }

  function onSearch(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    setQ(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => apply({ ...latest.current, q: value.trim().slice(0, 100) }),
      SEARCH_DELAY_MS,
    );
  }

  function onSort(sort: CodeSort) {
    // An order the visitor did not choose follows the new sort's natural order.
    const order = filters.order === defaultOrder(filters.sort) ? defaultOrder(sort) : filters.order;
    apply({ ...filters, sort, order });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({ ...filters, q: q.trim().slice(0, 100) });
  }

  function clearCache(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    window.clearTimeout(timer.current);
    setQ('');
    onClearCache();
  }

  const hiddenFilters = [...new URLSearchParams(query)];

  return (
    <div className="container-page py-8 lg:py-12">
      <PageHeader
        title="פרויקטי קוד"
        description="פרויקטי קוד פתוח שבניתי, רובם סביב בינה מלאכותית בעברית. מחפשים, מסננים לפי שפה או פרויקטי AI, וממיינים."
        icon={<CodeXml aria-hidden="true" className="size-7" />}
        back={{ to: '/portfolio', label: 'חזרה לפורטפוליו' }}
      >
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <form
            method="get"
            action={PATH}
            onSubmit={(event) => {
              event.preventDefault();
              onRefresh();
            }}
          >
            {hiddenFilters.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="btn btn-secondary" disabled={busy} aria-disabled={busy}>
              <RefreshCw aria-hidden="true" className={`size-4 ${busy ? 'animate-spin' : ''}`} />
              {busy ? 'מרענן...' : 'רענון'}
            </button>
          </form>
          <form method="get" action={PATH} onSubmit={clearCache}>
            <button type="submit" className="btn btn-secondary">
              <Eraser aria-hidden="true" className="size-4" />
              ניקוי מטמון
            </button>
          </form>
          {page ? (
            <a
              href={page.profileUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-bold text-brand-700 hover:underline"
            >
              <span>
                הפרופיל שלי ב-<bdi>GitHub</bdi>
              </span>
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only"> (נפתח בחלון חדש)</span>
            </a>
          ) : null}
        </div>
      </PageHeader>

      {!page ? (
        <div
          role="alert"
          className="card flex flex-col items-center gap-3 p-10 text-center"
          data-testid="code-error"
        >
          <AlertTriangle aria-hidden="true" className="size-10 text-rose-700" />
          <p className="text-lg font-bold">{CODE_ERROR_TEXT}</p>
          <form
            method="get"
            action={PATH}
            onSubmit={(event) => {
              event.preventDefault();
              onRefresh();
            }}
          >
            {hiddenFilters.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="btn btn-primary" disabled={busy}>
              <RefreshCw aria-hidden="true" className={`size-4 ${busy ? 'animate-spin' : ''}`} />
              נסו שוב
            </button>
          </form>
        </div>
      ) : (
        <>
          {savedAt !== null ? (
            <p
              role="status"
              className="card mb-6 flex items-center gap-2 border-amber-300 bg-amber-50 p-4 font-medium text-amber-950"
              data-testid="stale-copy"
            >
              <History aria-hidden="true" className="size-5 shrink-0" />
              לא ניתן לטעון כרגע נתונים עדכניים. מוצג העותק שנשמר בדפדפן בשעה{' '}
              {timeFormat.format(new Date(savedAt))}.
            </p>
          ) : null}

          <CodeStatsStrip stats={stats} lastUpdateDate={page.lastUpdateDate} />

          <Form
            method="get"
            action={PATH}
            role="search"
            aria-label="סינון פרויקטים"
            onSubmit={onSubmit}
            className="card filter-bar mt-6 p-4"
          >
            <div className="md:col-span-2 lg:col-span-1">
              <label htmlFor="code-q" className="mb-1 block text-small font-bold">
                חיפוש
              </label>
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-muted"
                />
                <input
                  id="code-q"
                  name="q"
                  type="search"
                  value={q}
                  onChange={onSearch}
                  placeholder="שם, תיאור או טכנולוגיה"
                  className="field ps-9"
                  maxLength={100}
                />
              </div>
            </div>
            <div>
              <label htmlFor="code-lang" className="mb-1 block text-small font-bold">
                שפה
              </label>
              <select
                id="code-lang"
                name="lang"
                defaultValue={filters.lang ?? ''}
                key={`lang-${filters.lang ?? ''}`}
                onChange={(event) => apply({ ...filters, lang: event.target.value || undefined })}
                className="field"
              >
                <option value="">כל השפות</option>
                {page.languages.map((language) => (
                  <option key={language.name} value={language.name}>
                    {language.name} ({language.count})
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="code-sort" className="mb-1 block text-small font-bold">
                מיון לפי
              </label>
              <select
                id="code-sort"
                name="sort"
                defaultValue={filters.sort}
                key={`sort-${filters.sort}`}
                onChange={(event) => onSort(event.target.value as CodeSort)}
                className="field"
              >
                {CODE_SORTS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="code-order" className="mb-1 block text-small font-bold">
                סדר
              </label>
              <select
                id="code-order"
                name="order"
                defaultValue={filters.order}
                key={`order-${filters.order}`}
                onChange={(event) => apply({ ...filters, order: event.target.value as SortOrder })}
                className="field"
              >
                {SORT_ORDERS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-wrap items-center gap-3 md:col-span-2 lg:col-span-1 lg:flex-col lg:items-stretch">
              <label className="flex min-h-11 cursor-pointer items-center gap-2 font-medium">
                <input
                  type="checkbox"
                  name="ai"
                  value="1"
                  defaultChecked={filters.aiOnly}
                  key={`ai-${filters.aiOnly}`}
                  onChange={(event) => apply({ ...filters, aiOnly: event.target.checked })}
                  className="size-5 accent-brand-700"
                />
                פרויקטי AI בלבד
              </label>
              <button type="submit" className="btn btn-primary">
                <Filter aria-hidden="true" className="size-4" />
                סינון
              </button>
            </div>
          </Form>
          <p className="mt-2 text-small text-muted">פרויקטי AI מוצגים תמיד ראשונים.</p>

          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <p
              role="status"
              aria-live="polite"
              className="font-medium text-ink-soft"
              data-testid="results-count"
            >
              {`מוצגים ${results.length} מתוך ${page.projects.length} פרויקטים`}
            </p>
            {hasActiveCodeFilters(filters) ? <ClearFilters /> : null}
          </div>

          <section aria-labelledby="projects-heading" className="mt-4">
            <h2 id="projects-heading" className="sr-only">
              הפרויקטים
            </h2>
            {results.length === 0 ? (
              <div
                className="card flex flex-col items-center gap-3 p-10 text-center"
                data-testid="empty-state"
              >
                <p className="text-lg font-bold">{NO_PROJECTS_TEXT}</p>
                <ClearFilters button />
              </div>
            ) : (
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {results.map((project) => (
                  <li key={project.fullName} className="flex [&>article]:flex-1">
                    <ProjectCard project={project} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function ClearFilters({ button = false }: { button?: boolean }) {
  return (
    <Link
      to={PATH}
      preventScrollReset
      className={
        button
          ? 'btn btn-secondary'
          : 'inline-flex items-center gap-1 font-bold text-brand-700 hover:underline'
      }
    >
      <X aria-hidden="true" className="size-4" />
      ניקוי הסינון
    </Link>
  );
}
