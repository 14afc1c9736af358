import { Archive } from 'lucide-react';
import { Link } from 'react-router';
import { lifecycleNotice } from '../../src/domain/catalogue/lifecycle.ts';
import { formatHebrewLongDate } from '../../src/domain/hebrew-dates.ts';
import { BidiText, Name } from '../components/bidi-text.tsx';
import { EmptyState, ToolListPage } from '../components/catalogue/page-parts.tsx';
import { appContext } from '../lib/app-context.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/tools.graveyard';

// 'כלים שנסגרו': discontinued and acquired tools with their dates, the reason, the successor and what
// to use instead (docs/product.md#tool-lifecycle). They are gone from every list; their pages stay.

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const buried = await services.history.graveyard();
  const pick = (tool: { id: string; name: string }) => ({ id: tool.id, name: tool.name });
  return {
    ready: buried !== null,
    tools: (buried ?? []).map(({ tool, successor, alternatives }) => ({
      ...pick(tool),
      notice: lifecycleNotice(tool, successor ? [successor] : []),
      added: tool.createdAt ? formatHebrewLongDate(new Date(tool.createdAt)) : null,
      alternatives: alternatives.map(pick),
    })),
  };
}

const TITLE = 'כלים שנסגרו';
const DESCRIPTION =
  'כלי AI שנסגרו או נרכשו: מתי, למה, מי ממשיך אותם ובמה אפשר להשתמש במקומם. הם יצאו מרשימות הכלים, והעמודים שלהם נשארים.';

export const handle = {
  breadcrumb: () => ({ '/tools/graveyard': TITLE }),
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: TITLE,
    description: DESCRIPTION,
    path: '/tools/graveyard',
    siteUrl: siteUrlFrom(matches),
    keywords: ['כלי AI שנסגרו', 'כלים שנסגרו', 'חלופות לכלי AI'],
  });

export default function Graveyard({ loaderData }: Route.ComponentProps) {
  const { ready, tools } = loaderData;
  return (
    <ToolListPage
      title={TITLE}
      description={DESCRIPTION}
      icon={<Archive aria-hidden="true" className="size-7" />}
      ready={ready}
      isEmpty={tools.length === 0}
      empty={<EmptyState title="אין כרגע כלים שנסגרו" />}
    >
      <ol className="flex flex-col gap-4">
        {tools.map((tool) => (
          <li key={tool.id} className="card p-4 md:p-5" data-tool-id={tool.id}>
            <h2 className="text-lg font-bold">
              <Link to={`/tools/${encodeURIComponent(tool.id)}`} className="text-link hover:underline">
                <Name>{tool.name}</Name>
              </Link>
            </h2>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-ink-soft sm:grid-cols-[auto_minmax(0,1fr)] max-sm:[&>dt:not(:first-child)]:mt-2">
              <dt className="font-bold text-ink">{tool.notice?.status === 'acquired' ? 'נרכש' : 'נסגר'}</dt>
              <dd>{tool.notice?.date ?? 'לא ידוע מתי'}</dd>
              {tool.added ? (
                <>
                  <dt className="font-bold text-ink">נוסף לאתר</dt>
                  <dd>{tool.added}</dd>
                </>
              ) : null}
              {tool.notice?.note ? (
                <>
                  <dt className="font-bold text-ink">למה</dt>
                  <dd>
                    <BidiText text={tool.notice.note} />
                  </dd>
                </>
              ) : null}
              {tool.notice?.successor ? (
                <>
                  <dt className="font-bold text-ink">ממשיך</dt>
                  <dd>
                    <Link
                      to={`/tools/${encodeURIComponent(tool.notice.successor.id)}`}
                      className="font-bold text-link hover:underline"
                    >
                      <Name>{tool.notice.successor.name}</Name>
                    </Link>
                  </dd>
                </>
              ) : null}
              {tool.alternatives.length > 0 ? (
                <>
                  <dt className="font-bold text-ink">במה להשתמש במקומו</dt>
                  <dd>
                    <ul className="flex flex-wrap gap-2">
                      {tool.alternatives.map((alternative) => (
                        <li key={alternative.id}>
                          <Link
                            to={`/tools/${encodeURIComponent(alternative.id)}`}
                            className="chip hover:underline"
                          >
                            <Name>{alternative.name}</Name>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>
    </ToolListPage>
  );
}
