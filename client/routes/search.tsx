import { ArrowLeft, Search as SearchIcon } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { readSearchIndex } from '../../src/catalogue/data.ts';
import type { SearchGroup } from '../../src/catalogue/search.ts';
import { BidiText } from '../components/bidi-text.tsx';
import { EmptyState, PageHeader } from '../components/catalogue/page-parts.tsx';
import { ListSkeleton } from '../components/catalogue/skeletons.tsx';
import { appContext } from '../lib/app-context.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/search';

const MAX_QUERY = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  if (!q) return { q, groups: [] as SearchGroup[], total: 0 };
  const index = await readSearchIndex(services.content);
  const groups = index.search(q);
  return { q, groups, total: groups.reduce((sum, group) => sum + group.hits.length, 0) };
}

export const handle = { breadcrumb: () => ({ '/search': 'חיפוש' }) };

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: loaderData?.q ? `חיפוש: ${loaderData.q}` : 'חיפוש',
    description: 'חיפוש בכלי AI, במונחים, במדריכים ובפרקי הפודקאסט.',
    path: '/search',
    siteUrl: siteUrlFrom(matches),
    noIndex: true,
  });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, groups, total } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location?.pathname === '/search';
  return (
    <div className="container-page py-8 lg:py-12">
      <PageHeader title="חיפוש באתר" description="כלים, מונחים, מדריכים ופרקי פודקאסט – בחיפוש אחד." />
      <Form
        method="get"
        action="/search"
        role="search"
        aria-label="חיפוש באתר"
        className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="search-page-q" className="mb-1 block text-small font-bold">
            מה מחפשים?
          </label>
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={q}
            key={q}
            maxLength={MAX_QUERY}
            className="field"
            placeholder="לדוגמה: מחולל תמונות, Claude, הזיות"
          />
        </div>
        <button type="submit" className="btn btn-primary">
          <SearchIcon aria-hidden="true" className="size-4" />
          חיפוש
        </button>
      </Form>

      <div className="mt-8">
        {searching ? (
          <ListSkeleton label="מחפש..." />
        ) : !q ? (
          <p className="text-muted">הקלידו מילה או שם כלי כדי להתחיל.</p>
        ) : total === 0 ? (
          <EmptyState
            title={
              <>
                לא נמצאו תוצאות עבור "<BidiText text={q} />"
              </>
            }
          >
            <p className="text-muted">נסו מילה אחרת, או עיינו בקטלוג.</p>
            <div className="flex flex-wrap justify-center gap-3">
              <Link to="/tools" className="btn btn-secondary">
                לכל הכלים
              </Link>
              <Link to="/terms" className="btn btn-secondary">
                למילון המונחים
              </Link>
            </div>
          </EmptyState>
        ) : (
          <>
            <p role="status" className="mb-6 font-medium text-ink-soft" data-testid="search-count">
              נמצאו {total} תוצאות עבור "<BidiText text={q} />"
            </p>
            <div className="flex flex-col gap-10">
              {groups.map((group) => (
                <section key={group.kind} aria-labelledby={`results-${group.kind}`} data-kind={group.kind}>
                  <h2
                    id={`results-${group.kind}`}
                    className="mb-4 flex items-center gap-2 text-heading font-bold"
                  >
                    {group.label}
                    <span className="chip bg-brand-50 text-brand-800">{group.hits.length}</span>
                  </h2>
                  <ul className="flex flex-col gap-3">
                    {group.hits.map((hit) => (
                      <li key={hit.id}>
                        <Link
                          to={hit.url}
                          prefetch="intent"
                          className="card card-link flex items-center gap-4 p-4"
                        >
                          <span className="min-w-0 flex-1">
                            <span className="block font-bold" data-result-title>
                              <BidiText text={hit.title} />
                            </span>
                            {hit.subtitle ? (
                              <span className="line-clamp-2 text-small text-muted">
                                <BidiText text={hit.subtitle} />
                              </span>
                            ) : null}
                          </span>
                          <ArrowLeft aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
