import { GitCompare, Info } from 'lucide-react';
import { Link } from 'react-router';
import { COMPARE_MAX, COMPARE_MIN, parseCompare } from '../../src/domain/catalogue/compare.ts';
import { toolDetails } from '../../src/domain/catalogue/enrichment.ts';
import { PRICING_LABELS } from '../../src/domain/catalogue/labels.ts';
import { hebrewLevel } from '../../src/domain/hebrew-support.ts';
import type { Tool } from '../../src/domain/types.ts';
import { Name } from '../components/bidi-text.tsx';
import { type CompareColumn, CompareTable } from '../components/catalogue/compare-table.tsx';
import { EmptyState, PageHeader } from '../components/catalogue/page-parts.tsx';
import { CompareWith } from '../components/catalogue/tool-page/compare-with.tsx';
import { appContext } from '../lib/app-context.ts';
import { siteUrlFrom } from '../lib/meta.ts';
import { sectionMeta } from '../lib/section-meta.ts';
import type { Route } from './+types/tools.compare';

// /tools/compare?tools=a,b,c: two to four tools side by side. Whatever the query holds, the answer
// is a page (200): unknown ids are named and left out, a fifth tool and beyond are dropped with a
// notice, and fewer than two known tools explain how to compare.

function column(tool: Tool): CompareColumn {
  const details = toolDetails(tool);
  // The prices the tool's own page lists first, a plan a line; a provider's note ('ראו באתר') only
  // without them.
  const tiers = details.pricing.slice(0, 3).map((tier) => `${tier.tier}: ${tier.price}`);
  const note = tool.providers.find((provider) => provider.pricing)?.pricing;
  const prices = tiers.length > 0 ? tiers : note ? [note] : [];
  return {
    id: tool.id,
    name: tool.name,
    logo: tool.logo,
    category: tool.category,
    pricingLabel: PRICING_LABELS[tool.pricing],
    prices,
    hebrewLevel: hebrewLevel(tool.hebrew),
    hebrew: tool.hebrew,
    platforms: tool.platforms,
    isOpenSource: tool.isOpenSource,
    capabilities: details.capabilities.slice(0, 5),
    integrations: details.integrations.slice(0, 6),
    limitations: details.limitations.slice(0, 4),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const content = await services.catalogue.content();
  const tools = content?.tools ?? [];
  const selection = parseCompare(new URL(request.url).searchParams, tools);
  const single = selection.tools.length === 1 ? selection.tools[0] : undefined;
  return {
    ready: content !== null,
    columns: selection.tools.length >= COMPARE_MIN ? selection.tools.map(column) : [],
    chosen: selection.tools.map((tool) => ({ id: tool.id, name: tool.name })),
    unknown: selection.unknown,
    dropped: selection.dropped.map((tool) => tool.name),
    canonicalQuery: selection.canonicalQuery,
    isCanonical: selection.isCanonical,
    // One known tool: offer the others to compare it with.
    single: single
      ? {
          id: single.id,
          name: single.name,
          options: tools
            .filter((tool) => tool.id !== single.id)
            .map((tool) => ({ id: tool.id, name: tool.name }))
            .sort((a, b) => a.name.localeCompare(b.name, 'en')),
        }
      : undefined,
  };
}

export const handle = {
  breadcrumb: () => ({ '/tools/compare': 'השוואת כלים' }),
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const names = loaderData?.columns.map((tool) => tool.name) ?? [];
  const comparing = names.length >= COMPARE_MIN;
  return sectionMeta({
    title: comparing ? `השוואת כלים: ${names.join(' מול ')}` : 'השוואת כלים',
    description: comparing
      ? `${names.join(', ')} זה לצד זה: מחיר, תמיכה בעברית, פלטפורמות, יכולות, אינטגרציות ומגבלות.`
      : 'בחרו שניים עד ארבעה כלי AI והשוו ביניהם: מחיר, תמיכה בעברית, יכולות ומגבלות.',
    path: comparing && loaderData ? `/tools/compare?${loaderData.canonicalQuery}` : '/tools/compare',
    siteUrl: siteUrlFrom(matches),
    // One indexable address per set of tools: ids in canonical order, nothing else in the query.
    noIndex: !loaderData?.isCanonical,
  });
};

function Notices({ unknown, dropped }: { unknown: string[]; dropped: string[] }) {
  if (unknown.length === 0 && dropped.length === 0) return null;
  return (
    <div role="note" className="mb-6 flex flex-col gap-2" data-compare-notices>
      {unknown.length > 0 ? (
        <p
          className="flex items-start gap-2 rounded-xl bg-cat-automation-bg p-3 text-cat-automation"
          data-notice="unknown"
        >
          <Info aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>
            לא מצאנו בקטלוג:{' '}
            {unknown.map((value, index) => (
              <span key={value}>
                {index > 0 ? ', ' : ''}
                <bdi>{value}</bdi>
              </span>
            ))}
            . {unknown.length === 1 ? 'הוא הושמט' : 'הם הושמטו'} מההשוואה.
          </span>
        </p>
      ) : null}
      {dropped.length > 0 ? (
        <p
          className="flex items-start gap-2 rounded-xl bg-cat-automation-bg p-3 text-cat-automation"
          data-notice="dropped"
        >
          <Info aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>
            אפשר להשוות עד {COMPARE_MAX} כלים בבת אחת, ולכן הושמטו:{' '}
            {dropped.map((name, index) => (
              <span key={name}>
                {index > 0 ? ', ' : ''}
                <Name>{name}</Name>
              </span>
            ))}
            .
          </span>
        </p>
      ) : null}
    </div>
  );
}

export default function CompareTools({ loaderData }: Route.ComponentProps) {
  const { ready, columns, unknown, dropped, single } = loaderData;
  const comparing = columns.length >= COMPARE_MIN;
  return (
    <div className="container-page py-8 lg:py-12">
      <PageHeader
        title={comparing ? `השוואת כלים: ${columns.map((tool) => tool.name).join(' מול ')}` : 'השוואת כלים'}
        description={
          comparing
            ? 'הכלים זה לצד זה: מחיר, תמיכה בעברית, פלטפורמות, יכולות ומגבלות. את הכתובת של העמוד אפשר לשתף.'
            : undefined
        }
        icon={<GitCompare aria-hidden="true" className="size-7" />}
        back={{ to: '/tools', label: 'לכל הכלים' }}
      />
      <Notices unknown={unknown} dropped={dropped} />
      {comparing ? (
        <CompareTable tools={columns} />
      ) : !ready ? (
        <EmptyState kind="loading" title="הקטלוג בטעינה">
          <p className="text-muted">רשימת הכלים מתעדכנת כרגע. נסו שוב בעוד כמה דקות.</p>
        </EmptyState>
      ) : (
        <section aria-labelledby="compare-how" className="card p-4 md:p-6" data-compare-help>
          <h2 id="compare-how" className="text-heading font-bold">
            איך משווים כלים?
          </h2>
          <ol className="mt-3 list-decimal space-y-1 ps-5 text-ink-soft">
            <li>בעמוד כל הכלים או בעמוד קטגוריה, סמנו „הוסף להשוואה” בשניים עד ארבעה כלים.</li>
            <li>לחצו על „השוואה” – תקבלו טבלה של הכלים זה לצד זה, עם קישור שאפשר לשתף.</li>
            <li>בעמוד של כלי אפשר גם לבחור כלי אחר ברשימה „השווה את … עם…” ולהשוות ביניהם.</li>
          </ol>
          {single ? (
            <CompareWith
              toolId={single.id}
              toolName={single.name}
              options={[{ label: 'כלים נוספים', tools: single.options }]}
            />
          ) : null}
          <p className="mt-5">
            <Link to="/tools" className="btn btn-primary">
              לבחירת כלים
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
