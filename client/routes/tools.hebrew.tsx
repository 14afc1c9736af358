import { Languages } from 'lucide-react';
import { Link } from 'react-router';
import { hebrewRanking } from '../../src/domain/catalogue/hebrew-ranking.ts';
import { HEBREW_LEVEL_LABELS, HEBREW_LEVEL_ORDER, hebrewLevel } from '../../src/domain/hebrew-support.ts';
import { BidiText, Name } from '../components/bidi-text.tsx';
import { HEBREW_LEVEL_STYLE } from '../components/catalogue/hebrew-badge.tsx';
import { HebrewSummary } from '../components/catalogue/hebrew-summary.tsx';
import { EmptyState, PageHeader } from '../components/catalogue/page-parts.tsx';
import { ToolLogo, toolHref } from '../components/catalogue/tool-card.tsx';
import { appContext } from '../lib/app-context.ts';
import { absoluteUrl, siteUrlFrom } from '../lib/meta.ts';
import { sectionMeta } from '../lib/section-meta.ts';
import type { Route } from './+types/tools.hebrew';

// 'כלים שמדברים עברית': the catalogue ranked by Hebrew support, grouped by category, with the notes.

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const content = await services.catalogue.content();
  const ranking = hebrewRanking(content?.tools ?? []);
  const row = (tool: (typeof ranking.ranked)[number]) => ({
    id: tool.id,
    name: tool.name,
    logo: tool.logo,
    category: tool.category,
    level: hebrewLevel(tool.hebrew),
    support: tool.hebrew,
  });
  return {
    ready: content !== null,
    counts: ranking.counts,
    ranked: ranking.ranked.map((tool) => ({ id: tool.id, name: tool.name })),
    groups: ranking.groups.map((group) => ({ category: group.category, tools: group.tools.map(row) })),
    unrated: ranking.unrated.map((tool) => ({ id: tool.id, name: tool.name })),
  };
}

const TITLE = 'כלים שמדברים עברית';
const DESCRIPTION =
  'איזה כלי AI באמת עובד בעברית? לכל כלי: ממשק בעברית, הבנת עברית, איכות הפלט בעברית וכיווניות מימין לשמאל – עם הערות ותאריך בדיקה.';

export const handle = {
  breadcrumb: () => ({ '/tools/hebrew': 'כלים שמדברים עברית' }),
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return sectionMeta({
    title: TITLE,
    description: DESCRIPTION,
    path: '/tools/hebrew',
    siteUrl,
    keywords: ['כלי AI בעברית', 'תמיכה בעברית', 'צ׳אטבוט בעברית', 'AI עברית'],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: TITLE,
      description: DESCRIPTION,
      itemListOrder: 'https://schema.org/ItemListOrderDescending',
      numberOfItems: loaderData?.ranked.length ?? 0,
      itemListElement: (loaderData?.ranked ?? []).map((tool, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: tool.name,
        url: absoluteUrl(toolHref(tool.id), siteUrl),
      })),
    },
  });
};

const LEVEL_MEANING: Record<(typeof HEBREW_LEVEL_ORDER)[number], string> = {
  full: 'ממשק בעברית, הבנה וכתיבה טובות (4 ומעלה) וכיווניות תקינה',
  good: 'הבנה וכתיבה טובות (4 ומעלה), גם אם הממשק באנגלית',
  partial: 'עובד בעברית עם מגבלות: הבנה או פלט חלשים, או כיווניות שבורה',
  none: 'לא מבין עברית ואין ממשק בעברית',
  unknown: 'עוד לא בדקנו, ולכן איננו מנחשים',
};

export default function HebrewTools({ loaderData }: Route.ComponentProps) {
  const { ready, counts, groups, unrated } = loaderData;
  return (
    <div className="container-page py-8 lg:py-12">
      <PageHeader
        title={TITLE}
        description="לכל כלי בדקנו ארבעה דברים: האם הממשק בעברית, כמה טוב הוא מבין עברית, כמה טוב הוא כותב, אומר או מצייר בעברית, והאם הפלט יוצא מימין לשמאל. הכלים מדורגים מהתמיכה הטובה ביותר."
        icon={<Languages aria-hidden="true" className="size-7" />}
        back={{ to: '/tools', label: 'לכל הכלים' }}
      />
      <section aria-labelledby="hebrew-levels" className="card p-4 md:p-5">
        <h2 id="hebrew-levels" className="mb-3 font-bold">
          רמות התמיכה
        </h2>
        <dl className="grid gap-2 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4">
          {HEBREW_LEVEL_ORDER.map((level) => (
            <div key={level} className="contents">
              <dt>
                <span className={`chip ${HEBREW_LEVEL_STYLE[level]}`}>{HEBREW_LEVEL_LABELS[level]}</span>{' '}
                <span className="text-small text-muted">
                  ({counts[level] === 1 ? 'כלי אחד' : `${counts[level]} כלים`})
                </span>
              </dt>
              <dd className="mb-2 text-ink-soft sm:mb-0">{LEVEL_MEANING[level]}</dd>
            </div>
          ))}
        </dl>
      </section>

      {!ready ? (
        <div className="mt-8">
          <EmptyState kind="loading" title="הקטלוג בטעינה">
            <p className="text-muted">רשימת הכלים מתעדכנת כרגע. נסו שוב בעוד כמה דקות.</p>
          </EmptyState>
        </div>
      ) : (
        groups.map((group, groupIndex) => (
          <section key={group.category} aria-labelledby={`hebrew-group-${groupIndex}`} className="mt-10">
            <h2 id={`hebrew-group-${groupIndex}`} className="mb-4 text-heading font-bold">
              <BidiText text={group.category} />
            </h2>
            <ol className="flex flex-col gap-4">
              {group.tools.map((tool) => (
                <li
                  key={tool.id}
                  className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-start"
                  data-tool-id={tool.id}
                >
                  <ToolLogo tool={tool} />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="text-lg font-bold">
                        <Link to={toolHref(tool.id)} prefetch="intent" className="hover:underline">
                          <Name>{tool.name}</Name>
                        </Link>
                      </h3>
                      <span
                        className={`chip ${HEBREW_LEVEL_STYLE[tool.level]}`}
                        data-hebrew-level={tool.level}
                      >
                        תמיכה בעברית: {HEBREW_LEVEL_LABELS[tool.level]}
                      </span>
                    </div>
                    <div className="mt-2">
                      <HebrewSummary support={tool.support} />
                    </div>
                    {tool.support?.notes ? (
                      <p className="mt-2 text-ink-soft">
                        <BidiText text={tool.support.notes} />
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ol>
          </section>
        ))
      )}

      {unrated.length > 0 ? (
        <section aria-labelledby="hebrew-unrated" className="mt-10">
          <h2 id="hebrew-unrated" className="mb-2 text-heading font-bold">
            טרם נבדקו
          </h2>
          <p className="mb-3 text-ink-soft">את הכלים האלה עוד לא בדקנו בעברית, ולכן הם לא מדורגים.</p>
          <ul className="flex flex-wrap gap-2">
            {unrated.map((tool) => (
              <li key={tool.id}>
                <Link to={toolHref(tool.id)} prefetch="intent" className="chip hover:underline">
                  <Name>{tool.name}</Name>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
