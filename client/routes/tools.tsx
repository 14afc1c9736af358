import { Filter, X } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import {
  applyToolFilters,
  categoriesInUse,
  hasActiveFilters,
  parseToolFilters,
} from '../../src/domain/catalogue/filters.ts';
import { CONTENT_TYPE_FILTERS, PRICING_LABELS, PRICING_ORDER } from '../../src/domain/catalogue/labels.ts';
import { HebrewAndSortSelects } from '../components/catalogue/hebrew-filter-form.tsx';
import { EmptyState, PageHeader } from '../components/catalogue/page-parts.tsx';
import { CardGridSkeleton } from '../components/catalogue/skeletons.tsx';
import { ToolGrid, toCardData } from '../components/catalogue/tool-card.tsx';
import { FilterSearchField } from '../components/filter-search-field.tsx';
import { FilterCheckbox, FilterSelect } from '../components/filter-select.tsx';
import { appContext } from '../lib/app-context.ts';
import { siteUrlFrom } from '../lib/meta.ts';
import { sectionMeta } from '../lib/section-meta.ts';
import { useFilterForm } from '../lib/use-filter-form.ts';
import type { Route } from './+types/tools';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const content = await services.catalogue.content();
  const tools = content?.tools ?? [];
  const categories = categoriesInUse(tools);
  const filters = parseToolFilters(new URL(request.url).searchParams, categories);
  const results = applyToolFilters(tools, filters);
  return {
    ready: content !== null,
    total: tools.length,
    categories,
    filters,
    tools: results.map(toCardData),
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  sectionMeta({
    title: 'כלי AI ומודלים',
    description:
      'קטלוג כלי הבינה המלאכותית בעברית: תמונות, וידאו, אודיו, טקסט וקוד – עם סינון לפי מחיר, סוג תוכן וקוד פתוח.',
    path: '/tools',
    siteUrl: siteUrlFrom(matches),
    keywords: ['כלי AI', 'כלי בינה מלאכותית', 'מחולל תמונות', 'כלי וידאו AI', 'עוזר קוד'],
    noIndex: location.search.length > 1,
  });

const CATEGORY_PAGES = [
  { to: '/tools/hebrew', label: 'כלים שמדברים עברית' },
  { to: '/tools/new', label: 'חדש באתר' },
  { to: '/changes', label: 'מה השתנה' },
  { to: '/tools/graveyard', label: 'כלים שנסגרו' },
  { to: '/tools/image-generation', label: 'יצירת תמונות' },
  { to: '/tools/video', label: 'וידאו' },
  { to: '/tools/audio', label: 'אודיו' },
  { to: '/tools/language', label: 'שפה וטקסט' },
  { to: '/tools/coding', label: 'תכנות' },
];

export default function Tools({ loaderData }: Route.ComponentProps) {
  const { filters, tools, categories, total, ready } = loaderData;
  const navigation = useNavigation();
  const filterForm = useFilterForm('/tools');
  const searching = navigation.state === 'loading' && navigation.location?.pathname === '/tools';

  return (
    <div className="container-page py-8 lg:py-12">
      <PageHeader
        title="כלי AI ומודלים"
        description="כל הכלים במקום אחד: מחפשים לפי שם או יכולת, ומסננים לפי קטגוריה, מחיר, סוג תוכן, קוד פתוח ותמיכה בעברית."
      >
        <nav aria-label="קטגוריות כלים" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {CATEGORY_PAGES.map((page) => (
              <li key={page.to}>
                <Link to={page.to} prefetch="intent" className="btn btn-secondary min-h-10 px-4 text-small">
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      <Form
        {...filterForm}
        method="get"
        action="/tools"
        role="search"
        aria-label="סינון כלים"
        className="card filter-bar p-4"
      >
        <FilterSearchField
          id="tools-q"
          label="חיפוש"
          placeholder="שם, יכולת, חברה"
          defaultValue={filters.q}
        />
        <FilterSelect
          id="tools-category"
          name="category"
          label="קטגוריה"
          value={filters.category}
          allLabel="כל הקטגוריות"
          options={categories.map((category) => ({ value: category, label: category }))}
        />
        <FilterSelect
          id="tools-pricing"
          name="pricing"
          label="מחיר"
          value={filters.pricing}
          allLabel="כל המחירים"
          options={PRICING_ORDER.map((pricing) => ({ value: pricing, label: PRICING_LABELS[pricing] }))}
        />
        <FilterSelect
          id="tools-type"
          name="type"
          label="סוג תוכן"
          value={filters.type}
          allLabel="כל סוגי התוכן"
          options={CONTENT_TYPE_FILTERS.map((type) => ({ value: type.key, label: type.label }))}
        />
        {/* The Hebrew filter, the sort and the button start the second line on wide screens. */}
        <div aria-hidden="true" className="hidden h-0 basis-full lg:block" />
        <HebrewAndSortSelects idPrefix="tools" value={filters} />
        <div className="flex flex-wrap items-center gap-3">
          <FilterCheckbox name="open" value="1" checked={filters.openSource} label="קוד פתוח בלבד" />
          <button type="submit" className="btn btn-primary">
            <Filter aria-hidden="true" className="size-4" />
            סינון
          </button>
        </div>
      </Form>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="font-medium text-ink-soft" data-testid="results-count">
          {ready ? `מוצגים ${tools.length} מתוך ${total} כלים` : 'הקטלוג מתעדכן'}
        </p>
        {hasActiveFilters(filters) ? (
          <Link to="/tools" className="inline-flex items-center gap-1 font-bold text-link hover:underline">
            <X aria-hidden="true" className="size-4" />
            ניקוי הסינון
          </Link>
        ) : null}
      </div>

      <section aria-label="תוצאות" className="mt-4">
        {searching ? (
          <CardGridSkeleton />
        ) : !ready ? (
          <EmptyState kind="loading" title="הקטלוג בטעינה">
            <p className="text-muted">רשימת הכלים מתעדכנת כרגע. נסו שוב בעוד כמה דקות.</p>
          </EmptyState>
        ) : tools.length === 0 ? (
          <EmptyState kind="no-results" title="לא נמצאו כלים שמתאימים לסינון">
            <p className="text-muted">נסו מילת חיפוש אחרת או הסירו חלק מהמסננים.</p>
            <Link to="/tools" className="btn btn-secondary">
              לכל הכלים
            </Link>
          </EmptyState>
        ) : (
          <ToolGrid tools={tools} headingLevel={2} label="רשימת הכלים" />
        )}
      </section>
    </div>
  );
}
