import { Filter, GitCompare } from 'lucide-react';
import { Link } from 'react-router';
import {
  alternativesFor,
  applyAlternativeFilters,
  parseAlternativeFilters,
} from '../../src/domain/catalogue/alternatives.ts';
import { compareHref } from '../../src/domain/catalogue/compare.ts';
import { EmptyState, PageHeader } from '../components/catalogue/page-parts.tsx';
import { ToolGrid, toCardData, toolHref } from '../components/catalogue/tool-card.tsx';
import { ToolErrorView, toolNotFoundMeta } from '../components/catalogue/tool-page/tool-error.tsx';
import { FilterCheckbox } from '../components/filter-select.tsx';
import { appContext } from '../lib/app-context.ts';
import { siteUrlFrom } from '../lib/meta.ts';
import { sectionMeta } from '../lib/section-meta.ts';
import { loadTool } from '../lib/tool-route.server.ts';
import type { Route } from './+types/tools.$toolId.alternatives';

// 'חלופות ל-{name}': every alternative of a tool, ranked, with filters (free, open source, good
// Hebrew) in a GET form, and a button that compares the tool with the top three.

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const { content, tool } = await loadTool(services.catalogue, params.toolId, request.url);
  const url = new URL(request.url);
  const filters = parseAlternativeFilters(url.searchParams);
  const all = alternativesFor(tool, content.tools);
  const shown = applyAlternativeFilters(all, filters).map((alternative) => alternative.tool);
  return {
    path: url.pathname,
    tool: { id: tool.id, name: tool.name },
    filters,
    filtered: url.search.length > 1,
    total: all.length,
    alternatives: shown.map(toCardData),
    compareTopThree:
      shown.length > 0 ? compareHref([tool.id, ...shown.slice(0, 3).map((other) => other.id)]) : null,
  };
}

export const handle = {
  breadcrumb: (loaderData: unknown) => {
    const value = loaderData as { path?: string; tool?: { id: string; name: string } } | undefined;
    if (!value?.path || !value.tool) return null;
    return {
      [value.path.replace(/\/alternatives$/, '')]: value.tool.name,
      [value.path]: 'חלופות',
    };
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData) return toolNotFoundMeta(`/tools/${params.toolId}/alternatives`, siteUrl);
  const { tool } = loaderData;
  return sectionMeta({
    title: `חלופות ל-${tool.name}`,
    description: `כלים שעושים את מה ש-${tool.name} עושה, מדורגים לפי דמיון – עם סינון לחינמיים, לקוד פתוח ולתמיכה טובה בעברית.`,
    path: `${toolHref(tool.id)}/alternatives`,
    siteUrl,
    noIndex: loaderData.filtered,
  });
};

export default function Alternatives({ loaderData }: Route.ComponentProps) {
  const { tool, filters, total, alternatives, compareTopThree } = loaderData;
  const action = `${toolHref(tool.id)}/alternatives`;
  return (
    <div className="container-page py-8 lg:py-12">
      <PageHeader
        title={`חלופות ל-${tool.name}`}
        description={`כלים מאותה קטגוריה שעושים עבודה דומה ל-${tool.name}, מהדומה ביותר. כלי קוד פתוח מסומנים בכרטיס.`}
        back={{ to: toolHref(tool.id), label: `חזרה ל-${tool.name}` }}
      />
      <form
        method="get"
        action={action}
        aria-label="סינון חלופות"
        className="card flex flex-wrap items-center gap-x-6 gap-y-2 p-4"
      >
        {(
          [
            ['free', 'free', '1', 'יש מסלול חינמי'],
            ['openSource', 'open', '1', 'קוד פתוח'],
            ['hebrew', 'hebrew', 'good', 'תמיכה טובה בעברית'],
          ] as const
        ).map(([key, name, value, label]) => (
          <FilterCheckbox key={name} name={name} value={value} checked={filters[key]} label={label} />
        ))}
        <button type="submit" className="btn btn-secondary ms-auto">
          <Filter aria-hidden="true" className="size-4" />
          סינון
        </button>
      </form>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-medium text-ink-soft" data-testid="results-count">
          {`מוצגות ${alternatives.length} מתוך ${total} חלופות`}
        </p>
        {compareTopThree ? (
          <a href={compareTopThree} className="btn btn-primary">
            <GitCompare aria-hidden="true" className="size-4" />
            {`השוואת ${tool.name} עם ${Math.min(3, alternatives.length) === 1 ? 'החלופה המובילה' : `${Math.min(3, alternatives.length)} החלופות המובילות`}`}
          </a>
        ) : null}
      </div>

      <section aria-label="חלופות" className="mt-4">
        {alternatives.length === 0 ? (
          <EmptyState
            kind={total === 0 ? 'empty' : 'no-results'}
            title={total === 0 ? `עוד אין בקטלוג חלופות ל-${tool.name}` : 'אין חלופות שמתאימות לסינון'}
          >
            {total === 0 ? (
              <Link to="/tools" className="btn btn-secondary">
                לכל הכלים
              </Link>
            ) : (
              <Link to={action} className="btn btn-secondary">
                ניקוי הסינון
              </Link>
            )}
          </EmptyState>
        ) : (
          <ToolGrid tools={alternatives} headingLevel={2} label={`חלופות ל-${tool.name}`} />
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ToolErrorView error={error} />;
}
