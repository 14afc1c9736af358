import { AlertTriangle, CodeXml, Eraser, History, RefreshCw, X } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { onFirstUse } from '../../../src/domain/on-first-use.ts';
import { hasActiveCodeFilters } from '../../../src/domain/portfolio/code.ts';
import type { CachedCodePage } from '../../lib/code-cache.ts';
import { CODE_PATH } from '../../lib/code-page-data.ts';
import { BalancedGrid } from '../balanced-grid.tsx';
import { BrandGlyph } from '../brand-glyph.tsx';
import { PageHeader } from '../catalogue/page-parts.tsx';
import { NewTabLink } from '../new-tab-link.tsx';
import { CodeFilterForm } from './code-filter-form.tsx';
import { CodeStatsStrip, ProjectCard } from './project-card.tsx';
import { useCodeFilters } from './use-code-filters.ts';

// The page of /portfolio/code around its data: the refresh and clear-cache buttons, the error with a
// retry, the notice on a saved copy, the statistics, the filters and the projects. The route and its
// error boundary give it the projects and the two actions.

const CODE_ERROR_TEXT = 'שגיאה בטעינת פרויקטים';
const NO_PROJECTS_TEXT = 'אין פרויקטים להצגה';

// Made on first use (when a saved copy is shown), not when the page loads.
const timeFormat = onFirstUse(() => new Intl.DateTimeFormat('he-IL', { hour: '2-digit', minute: '2-digit' }));

/**
 * A form that asks for the page again with the current filters: without JavaScript a plain GET, with
 * it a refresh of the data in place.
 */
function RefreshForm({
  query,
  onRefresh,
  children,
}: {
  query: string;
  onRefresh: () => void;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      action={CODE_PATH}
      onSubmit={(event) => {
        event.preventDefault();
        onRefresh();
      }}
    >
      {[...new URLSearchParams(query)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

export function CodeProjectsView({
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
  const { filters, query, results, stats, q, apply, onSearch, onSort, onSubmit, resetSearch } =
    useCodeFilters(page);

  function clearCache(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    resetSearch();
    onClearCache();
  }

  return (
    <div className="container-page py-8 lg:py-12">
      <PageHeader
        title="פרויקטי קוד"
        description="פרויקטי קוד פתוח שבניתי, רובם סביב בינה מלאכותית בעברית. מחפשים, מסננים לפי שפה או פרויקטי AI, וממיינים."
        icon={<CodeXml aria-hidden="true" className="size-7" />}
        back={{ to: '/portfolio', label: 'חזרה לפורטפוליו' }}
      >
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <RefreshForm query={query} onRefresh={onRefresh}>
            <button type="submit" className="btn btn-secondary" disabled={busy} aria-disabled={busy}>
              <RefreshCw aria-hidden="true" className={`size-4 ${busy ? 'animate-spin' : ''}`} />
              {busy ? 'מרענן...' : 'רענון'}
            </button>
          </RefreshForm>
          <form method="get" action={CODE_PATH} onSubmit={clearCache}>
            <button type="submit" className="btn btn-secondary">
              <Eraser aria-hidden="true" className="size-4" />
              ניקוי מטמון
            </button>
          </form>
          {page ? (
            <NewTabLink
              href={page.profileUrl}
              className="inline-flex items-center gap-1 font-bold text-link hover:underline"
              icon
              data-testid="github-profile"
            >
              <BrandGlyph mark="github" />
              <span>
                הפרופיל שלי ב-<bdi>GitHub</bdi>
              </span>
            </NewTabLink>
          ) : null}
        </div>
      </PageHeader>

      {!page ? (
        <div
          role="alert"
          className="card flex flex-col items-center gap-3 p-5 text-center md:p-10"
          data-testid="code-error"
        >
          <AlertTriangle aria-hidden="true" className="size-10 text-rose-700" />
          <p className="text-lg font-bold">{CODE_ERROR_TEXT}</p>
          <RefreshForm query={query} onRefresh={onRefresh}>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              <RefreshCw aria-hidden="true" className={`size-4 ${busy ? 'animate-spin' : ''}`} />
              נסו שוב
            </button>
          </RefreshForm>
        </div>
      ) : (
        <>
          {savedAt !== null ? (
            <p
              role="status"
              className="card mb-6 flex items-center gap-2 border-notice-line bg-notice p-4 font-medium text-notice-ink"
              data-testid="stale-copy"
            >
              <History aria-hidden="true" className="size-5 shrink-0" />
              לא ניתן לטעון כרגע נתונים עדכניים. מוצג העותק שנשמר בדפדפן בשעה{' '}
              {timeFormat().format(new Date(savedAt))}.
            </p>
          ) : null}

          <CodeStatsStrip stats={stats} lastUpdateDate={page.lastUpdateDate} />

          <CodeFilterForm
            languages={page.languages}
            filters={filters}
            q={q}
            apply={apply}
            onSearch={onSearch}
            onSort={onSort}
            onSubmit={onSubmit}
          />
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
                className="card flex flex-col items-center gap-3 p-5 text-center md:p-10"
                data-testid="empty-state"
              >
                <p className="text-lg font-bold">{NO_PROJECTS_TEXT}</p>
                <ClearFilters button />
              </div>
            ) : (
              <BalancedGrid
                items={results}
                itemKey={(project) => project.fullName}
                itemClassName="flex [&>article]:flex-1"
              >
                {(project) => <ProjectCard project={project} />}
              </BalancedGrid>
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
      to={CODE_PATH}
      preventScrollReset
      className={
        button ? 'btn btn-secondary' : 'inline-flex items-center gap-1 font-bold text-link hover:underline'
      }
    >
      <X aria-hidden="true" className="size-4" />
      ניקוי הסינון
    </Link>
  );
}
