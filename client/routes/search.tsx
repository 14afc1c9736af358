import { Search as SearchIcon } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import type { SearchResults } from '../../src/domain/search/results.ts';
import { BidiText } from '../components/bidi-text.tsx';
import { EmptyState, PageHeader } from '../components/catalogue/page-parts.tsx';
import { ListSkeleton } from '../components/catalogue/skeletons.tsx';
import { SEARCH_SCOPE, SearchGroups } from '../components/search/search-hits.tsx';
import { appContext } from '../lib/app-context.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/search';

const MAX_QUERY = 200;

/**
 * Offered on the page before anything is typed (it is also the browsers' search form, decision 0050):
 * what the search can do, one query each: a term, a tool in its Hebrew spelling, an English name, two
 * words, a word said in an episode. Those that find nothing in the content being served are left out.
 */
const EXAMPLE_QUERIES = ['הזיות', "מידג'רני", 'RAG', 'מודל שפה', 'ניקוד', 'יצירת וידאו'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  if (q) return { q, results: await services.search.search(q), examples: [] };
  const found = await Promise.all(
    EXAMPLE_QUERIES.map(async (example) =>
      (await services.search.search(example)).total > 0 ? example : null,
    ),
  );
  return {
    q,
    results: null as SearchResults | null,
    examples: found.filter((example) => example !== null),
  };
}

export const handle = { breadcrumb: () => ({ '/search': 'חיפוש' }) };

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: loaderData?.q ? `חיפוש: ${loaderData.q}` : 'חיפוש',
    description: 'חיפוש בכלי AI, במונחים, במדריכים, בפרקי הפודקאסט ובמה שנאמר בהם.',
    path: '/search',
    siteUrl: siteUrlFrom(matches),
    noIndex: true,
  });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, results, examples } = loaderData;
  const total = results?.total ?? 0;
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location?.pathname === '/search';
  return (
    <div className="container-page py-8 lg:py-12">
      <PageHeader title="חיפוש באתר" description={`${SEARCH_SCOPE} – בחיפוש אחד.`} />
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
            placeholder="למשל: הזיות"
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
          <>
            <p className="text-muted">הקלידו מילה או שם כלי כדי להתחיל.</p>
            {examples.length > 0 ? (
              <section aria-labelledby="search-examples" className="mt-6" data-testid="search-examples">
                <h2 id="search-examples" className="text-heading font-bold">
                  חיפושים לדוגמה
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {examples.map((example) => (
                    <li key={example}>
                      <Link
                        to={`/search?q=${encodeURIComponent(example)}`}
                        className="btn btn-secondary min-h-10 px-4 text-small"
                      >
                        <BidiText text={example} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : total === 0 && results?.suggestion ? (
          <section aria-labelledby="did-you-mean" data-testid="did-you-mean">
            <p className="mb-2 text-muted">
              לא נמצאו תוצאות עבור "<BidiText text={q} />
              ".
            </p>
            <h2 id="did-you-mean" className="mb-6 text-heading font-bold">
              האם התכוונת ל…{' '}
              <Link
                to={`/search?q=${encodeURIComponent(results.suggestion.query)}`}
                className="text-link underline underline-offset-4"
              >
                <BidiText text={results.suggestion.query} />
              </Link>
              ?
            </h2>
            <SearchGroups groups={results.suggestion.groups} idPrefix="suggested" />
          </section>
        ) : total === 0 ? (
          <EmptyState
            kind="no-results"
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
            <SearchGroups groups={results?.groups ?? []} idPrefix="results" />
          </>
        )}
      </div>
    </div>
  );
}
