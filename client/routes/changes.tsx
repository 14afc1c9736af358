import { History } from 'lucide-react';
import { Link } from 'react-router';
import {
  CHANGE_KIND_LABELS,
  CHANGE_KINDS,
  type ChangeKind,
  toChangeItem,
} from '../../src/domain/catalogue/changes.ts';
import { feedLinks } from '../../src/domain/feeds.ts';
import { ChangeList } from '../components/catalogue/history/change-list.tsx';
import { EmptyState, PageHeader } from '../components/catalogue/page-parts.tsx';
import { appContext } from '../lib/app-context.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import { useSeenBeforeThisVisit } from '../lib/new-since-visit.ts';
import type { Route } from './+types/changes';

// 'מה השתנה': every recorded change of the catalogue, newest first, filtered by kind and paged in
// the address (`?kind=price&page=2`), so the filter and the pages work without JavaScript
// (docs/product.md#catalogue-history).

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const found = await services.history.page(new URL(request.url).searchParams);
  // The log could not be read (Redis away): say so, and keep this render out of the page cache.
  if (!found) context.get(appContext).noStore?.();
  return {
    available: found !== null,
    memory: services.history.storeKind === 'memory',
    kind: found?.kind ?? null,
    page: found?.page ?? 1,
    pages: found?.pages ?? 1,
    total: found?.total ?? 0,
    changes: found?.changes.map(toChangeItem) ?? [],
  };
}

const TITLE = 'מה השתנה';
const DESCRIPTION =
  'כל שינוי שראינו בכלים שבאתר: כלים חדשים, שינויי מחיר, שינויי שם, דירוג העברית, כלים שנסגרו וקישורים שהפסיקו לעבוד – מהחדש לישן.';

export const handle = {
  breadcrumb: () => ({ '/changes': TITLE }),
};

export const links: Route.LinksFunction = () => feedLinks('changes');

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    title: loaderData?.kind ? `${TITLE}: ${CHANGE_KIND_LABELS[loaderData.kind]}` : TITLE,
    description: DESCRIPTION,
    path: '/changes',
    siteUrl: siteUrlFrom(matches),
    keywords: ['שינויים בכלי AI', 'שינויי מחיר', 'כלי AI חדשים'],
  });

const NO_DATES: readonly string[] = [];

function changesHref(kind: ChangeKind | null, page = 1): string {
  const query = new URLSearchParams();
  if (kind) query.set('kind', kind);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/changes?${search}` : '/changes';
}

export default function Changes({ loaderData }: Route.ComponentProps) {
  const { available, memory, kind, page, pages, total, changes } = loaderData;
  // What was recorded since this browser's last visit is marked (decision 0051). A filtered list
  // shows one kind of change: it does not count as having seen the others, so it moves nothing.
  const seenBefore = useSeenBeforeThisVisit('changes', kind ? NO_DATES : changes.map((change) => change.at));
  return (
    <div className="container-page py-8 lg:py-12">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        icon={<History aria-hidden="true" className="size-7" />}
        back={{ to: '/tools', label: 'לכל הכלים' }}
      />
      <nav aria-label="סינון לפי סוג שינוי" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {[null, ...CHANGE_KINDS].map((option) => (
            <li key={option ?? 'all'}>
              <Link
                to={changesHref(option)}
                aria-current={option === kind ? 'page' : undefined}
                className={`chip hover:underline ${option === kind ? 'bg-brand-700 text-white' : ''}`}
              >
                {option ? CHANGE_KIND_LABELS[option] : 'הכל'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {!available ? (
        <EmptyState kind="error" title="רשימת השינויים אינה זמינה כרגע">
          <p className="text-muted">נסו שוב בעוד רגע.</p>
        </EmptyState>
      ) : changes.length === 0 ? (
        <EmptyState
          kind={kind ? 'no-results' : 'empty'}
          title={kind ? 'אין שינויים מהסוג הזה' : 'עוד לא נרשמו שינויים'}
        >
          <p className="max-w-prose text-muted">
            אנחנו רושמים שינוי כשאנחנו רואים אותו בעדכון של רשימת הכלים, ולא ממציאים היסטוריה למה שקרה לפני
            כן.
            {memory ? ' באתר הזה הרשימה נשמרת בזיכרון בלבד ומתחילה מחדש בכל הפעלה.' : ''}
          </p>
        </EmptyState>
      ) : (
        <section aria-labelledby="changes-list" className="card p-4 md:p-6">
          <h2 id="changes-list" className="mb-4 font-bold">
            {total === 1 ? 'שינוי אחד' : `${total} שינויים`}
            {kind ? ` – ${CHANGE_KIND_LABELS[kind]}` : ''}
          </h2>
          <ChangeList changes={changes} withTool seenBefore={seenBefore} />
        </section>
      )}

      {pages > 1 ? (
        <nav aria-label="עמודים" className="mt-6 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link to={changesHref(kind, page - 1)} rel="prev" className="font-bold text-link hover:underline">
              החדשים יותר
            </Link>
          ) : (
            <span />
          )}
          <span className="text-small text-ink-soft">
            עמוד {page} מתוך {pages}
          </span>
          {page < pages ? (
            <Link to={changesHref(kind, page + 1)} rel="next" className="font-bold text-link hover:underline">
              הישנים יותר
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
