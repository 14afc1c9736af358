import { Bookmark, BookOpen, Filter, Hash, SearchX, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { feedLinks } from '../../src/domain/feeds.ts';
import {
  applyTermFilters,
  hasActiveTermFilters,
  parseTermFilters,
  tagCounts,
  termCategories,
  termFiltersToQuery,
} from '../../src/domain/glossary/filters.ts';
import { DIFFICULTY_LABELS, DIFFICULTY_LEVELS, difficultyValue } from '../../src/domain/glossary/labels.ts';
import type { TermDifficulty } from '../../src/domain/types.ts';
import { BidiText } from '../components/bidi-text.tsx';
import { IconBadge } from '../components/catalogue/page-parts.tsx';
import { CardGridSkeleton } from '../components/catalogue/skeletons.tsx';
import { FilterSearchField } from '../components/filter-search-field.tsx';
import { FilterSelect } from '../components/filter-select.tsx';
import { type TermCardData, TermGrid, toTermCard } from '../components/glossary/term-card.tsx';
import { appContext } from '../lib/app-context.ts';
import { useFavourites } from '../lib/favourites.ts';
import { glossaryListMeta } from '../lib/glossary-meta.ts';
import { siteUrlFrom } from '../lib/meta.ts';
import { useFilterForm } from '../lib/use-filter-form.ts';
import type { Route } from './+types/terms';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const glossary = await services.glossary.glossary();
  const all = glossary?.terms ?? [];
  const categories = termCategories(all);
  const tags = tagCounts(all);
  const params = new URL(request.url).searchParams;
  // /terms?saved=1 lists the visitor's saved terms, which only the browser knows: every card goes
  // down and the page keeps the saved ones.
  const saved = params.get('saved') === '1';
  const filters = saved
    ? { q: '' }
    : parseTermFilters(params, { categories, tags: tags.map((entry) => entry.tag) });
  const cache = (await services.glossary.termSearchCache()) ?? undefined;
  const results = saved ? all : applyTermFilters(all, filters, cache);
  return {
    ready: glossary !== null,
    saved,
    total: all.length,
    categories,
    popularTags: tags.slice(0, 10),
    filters,
    terms: results.map(toTermCard),
  };
}

export const links: Route.LinksFunction = () => feedLinks('terms');

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  glossaryListMeta({
    siteUrl: siteUrlFrom(matches),
    terms: loaderData?.terms ?? [],
    noIndex: location.search.length > 1,
    title: loaderData?.saved ? 'המושגים השמורים שלי' : undefined,
  });

const DIFFICULTY_OPTIONS = DIFFICULTY_LEVELS.map((level) => ({
  value: level.value,
  label: DIFFICULTY_LABELS[level.difficulty],
}));

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { filters, terms, categories, popularTags, total, ready, saved } = loaderData;
  const navigation = useNavigation();
  const filterForm = useFilterForm('/terms');
  const next = navigation.state === 'loading' ? navigation.location : undefined;
  const searching = next?.pathname === '/terms';

  const difficulty = filters.difficulty ? difficultyValue(filters.difficulty as TermDifficulty) : undefined;

  return (
    <div className="container-page py-8 lg:py-12">
      <header className="flex flex-col gap-5 pb-8 md:flex-row md:items-end md:justify-between">
        <div className="flex items-start gap-4">
          <IconBadge>
            {saved ? (
              <Bookmark aria-hidden="true" className="size-7" />
            ) : (
              <BookOpen aria-hidden="true" className="size-7" />
            )}
          </IconBadge>
          <div className="min-w-0">
            <h1 className="text-[1.875rem] leading-tight font-extrabold md:text-title">
              {saved ? 'המושגים השמורים שלי' : 'מילון מונחי AI'}
            </h1>
            <p className="mt-2 max-w-3xl text-lg text-ink-soft">
              {saved
                ? 'המושגים שסימנתם ב"שמור למועדפים", שמורים בדפדפן הזה בלבד.'
                : 'המושגים שכדאי להכיר בעולם הבינה המלאכותית, בעברית פשוטה: הגדרה, איך זה עובד, דוגמאות והמחשה מונפשת.'}
            </p>
          </div>
        </div>
        {saved ? (
          <Link to="/terms" prefetch="intent" className="btn btn-secondary shrink-0 self-start md:self-auto">
            <BookOpen aria-hidden="true" className="size-4" />
            לכל המושגים
          </Link>
        ) : (
          <Link
            to="/terms?saved=1"
            className="btn btn-secondary shrink-0 self-start md:self-auto"
            data-testid="saved-link"
          >
            <Bookmark aria-hidden="true" className="size-4" />
            המושגים השמורים שלי
          </Link>
        )}
      </header>

      {saved ? (
        <SavedTerms terms={terms} />
      ) : (
        <>
          <Form
            {...filterForm}
            method="get"
            action="/terms"
            role="search"
            aria-label="חיפוש וסינון מושגים"
            className="card filter-bar p-4"
          >
            <FilterSearchField
              id="terms-q"
              label="חיפוש מושג"
              placeholder="למשל: RAG, טוקן"
              defaultValue={filters.q}
            />
            <FilterSelect
              id="terms-category"
              name="category"
              label="קטגוריה"
              value={filters.category}
              allLabel="כל הקטגוריות"
              options={categories.map((category) => ({ value: category, label: category }))}
            />
            <FilterSelect
              id="terms-difficulty"
              name="difficulty"
              label="רמת קושי"
              value={difficulty}
              allLabel="כל הרמות"
              options={DIFFICULTY_OPTIONS}
            />
            {filters.tag ? <input type="hidden" name="tag" value={filters.tag} /> : null}
            <button type="submit" className="btn btn-primary md:col-span-2 lg:col-span-1">
              <Filter aria-hidden="true" className="size-4" />
              סינון
            </button>
          </Form>

          {popularTags.length > 0 ? (
            <nav aria-labelledby="popular-tags" className="mt-5">
              <h2 id="popular-tags" className="mb-2 text-small font-bold text-ink-soft">
                תגיות פופולריות
              </h2>
              <ul className="flex flex-wrap gap-2" data-testid="popular-tags">
                {popularTags.map(({ tag, count }) => {
                  const active = filters.tag === tag;
                  return (
                    <li key={tag}>
                      <Link
                        to={`/terms${termFiltersToQuery({ ...filters, tag: active ? undefined : tag })}`}
                        preventScrollReset
                        aria-current={active ? 'true' : undefined}
                        className={`inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-small font-medium transition-colors ${
                          active
                            ? 'border-brand-700 bg-brand-700 text-white'
                            : 'border-brand-200 bg-surface text-link-strong hover:bg-tint'
                        }`}
                      >
                        <Hash aria-hidden="true" className="size-3.5" />
                        {tag}
                        <span className={active ? 'text-brand-100' : 'text-muted'}>({count})</span>
                        {active ? <X aria-hidden="true" className="size-3.5" /> : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}

          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <p
              role="status"
              aria-live="polite"
              className="font-medium text-ink-soft"
              data-testid="results-count"
            >
              {ready ? `מוצגים ${terms.length} מתוך ${total} מושגים` : 'המילון מתעדכן'}
            </p>
            {hasActiveTermFilters(filters) ? (
              <Link
                to="/terms"
                className="inline-flex min-h-11 items-center gap-1 font-bold text-link hover:underline"
              >
                <X aria-hidden="true" className="size-4" />
                ניקוי הסינון
              </Link>
            ) : null}
          </div>

          <section aria-label="רשימת המושגים" className="mt-4">
            {searching ? (
              <CardGridSkeleton count={3} label="טוען מושגים..." />
            ) : !ready ? (
              <EmptyTerms title="המילון בטעינה">
                <p className="text-muted">רשימת המושגים מתעדכנת כרגע. נסו שוב בעוד כמה דקות.</p>
              </EmptyTerms>
            ) : terms.length === 0 ? (
              <EmptyTerms title="לא נמצאו מושגים שמתאימים לחיפוש">
                <p className="text-muted">נסו מילה אחרת, בעברית או באנגלית, או הסירו חלק מהמסננים.</p>
                <Link to="/terms" className="btn btn-secondary">
                  ניקוי הסינון והצגת כל המושגים
                </Link>
              </EmptyTerms>
            ) : (
              <TermGrid terms={terms} headingLevel={2} />
            )}
          </section>
        </>
      )}
      <PendingTermNotice pathname={next?.pathname} />
    </div>
  );
}

function EmptyTerms({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="card flex flex-col items-center gap-3 p-5 text-center md:p-10" data-testid="empty-state">
      <SearchX aria-hidden="true" className="size-10 text-link" />
      <p className="text-lg font-bold">{title}</p>
      {children}
    </div>
  );
}

/**
 * The saved terms (docs/product.md#term-page, 'שמור למועדפים'): kept in this browser's storage, so
 * the list is put together in the browser. Before that (or without JavaScript) the page says how it works.
 */
function SavedTerms({ terms }: { terms: readonly TermCardData[] }) {
  const favourites = useFavourites();
  if (favourites === null) {
    return (
      <div className="card flex flex-col items-start gap-3 p-4 md:p-6" data-testid="saved-explainer">
        <p className="font-bold">המושגים השמורים נשמרים בדפדפן שלכם בלבד, ולא בשרת.</p>
        <p className="text-ink-soft">
          <BidiText text="כדי להציג אותם הדף צריך JavaScript. אם הרשימה לא מופיעה, ייתכן ש-JavaScript כבוי בדפדפן; אפשר עדיין לעיין בכל המושגים." />
        </p>
        <Link to="/terms" className="btn btn-secondary">
          לכל המושגים
        </Link>
      </div>
    );
  }
  const byId = new Map(terms.map((term) => [term.id, term]));
  const savedTerms = favourites
    .map((id) => byId.get(id))
    .filter((term): term is TermCardData => term !== undefined);
  if (savedTerms.length === 0) {
    return (
      <EmptyTerms title="עדיין לא שמרתם מושגים">
        <p className="text-muted">בכל דף מושג יש כפתור "שמור למועדפים". המושגים שתשמרו יופיעו כאן.</p>
        <Link to="/terms" className="btn btn-primary">
          עיין במושגים
        </Link>
      </EmptyTerms>
    );
  }
  return (
    <section aria-labelledby="saved-count">
      <p id="saved-count" className="mb-4 font-medium text-ink-soft" data-testid="results-count">
        {savedTerms.length === 1 ? 'מושג שמור אחד' : `${savedTerms.length} מושגים שמורים`}
      </p>
      <TermGrid terms={savedTerms} headingLevel={2} />
    </section>
  );
}

/** While a client navigation waits for a term page: the product's loading text. */
function PendingTermNotice({ pathname }: { pathname: string | undefined }) {
  if (!pathname || !/^\/terms\/[^/]+$/.test(pathname)) return null;
  return (
    <p
      role="status"
      aria-live="polite"
      className="fixed inset-x-0 bottom-6 z-40 mx-auto w-fit rounded-full bg-night px-5 py-2 font-bold text-white shadow-card"
    >
      טוען מושג...
    </p>
  );
}
