import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { ALTERNATIVES_ON_TOOL_PAGE, alternativesFor } from '../../src/domain/catalogue/alternatives.ts';
import { toChangeItem } from '../../src/domain/catalogue/changes.ts';
import { toolDetails } from '../../src/domain/catalogue/enrichment.ts';
import {
  lastCheckedLabel,
  linksByUrl,
  mainLinkHealth,
  pricingCheck,
} from '../../src/domain/catalogue/freshness.ts';
import { PRICING_LABELS } from '../../src/domain/catalogue/labels.ts';
import { lifecycleNotice } from '../../src/domain/catalogue/lifecycle.ts';
import { showsEcosystemCta } from '../../src/domain/catalogue/matching.ts';
import { formatRelativeHebrew } from '../../src/domain/hebrew-dates.ts';
import { hebrewLevel } from '../../src/domain/hebrew-support.ts';
import { toolCard } from '../../src/domain/share-cards/entity-cards.ts';
import { BidiText, Name } from '../components/bidi-text.tsx';
import { EcosystemCta, usePendingSibling } from '../components/catalogue/page-parts.tsx';
import { DetailSkeleton } from '../components/catalogue/skeletons.tsx';
import { ToolGrid, toCardData } from '../components/catalogue/tool-card.tsx';
import { AlternativesSection } from '../components/catalogue/tool-page/alternatives-section.tsx';
import { CompareWith } from '../components/catalogue/tool-page/compare-with.tsx';
import { DetailCards, detailSections } from '../components/catalogue/tool-page/detail-cards.tsx';
import { HebrewSection } from '../components/catalogue/tool-page/hebrew-section.tsx';
import { HistorySection } from '../components/catalogue/tool-page/history-section.tsx';
import { LifecycleNotice } from '../components/catalogue/tool-page/lifecycle-notice.tsx';
import { DetailSection } from '../components/catalogue/tool-page/parts.tsx';
import { ReportProblem } from '../components/catalogue/tool-page/report-problem.tsx';
import { ToolErrorView, toolNotFoundMeta } from '../components/catalogue/tool-page/tool-error.tsx';
import { ToolHeader } from '../components/catalogue/tool-page/tool-header.tsx';
import { toTermCard } from '../components/glossary/term-card.tsx';
import { ToolTerms } from '../components/glossary/tool-terms.tsx';
import { appContext } from '../lib/app-context.ts';
import { absoluteUrl, pageMeta, siteUrlFrom } from '../lib/meta.ts';
import { loadTool } from '../lib/tool-route.server.ts';
import type { Route } from './+types/tools.$toolId';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const { content, tool } = await loadTool(services.catalogue, params.toolId, request.url);

  // The glossary terms that name this tool: derived once per content version.
  const terms = ((await services.glossary.glossary())?.termsForTool(tool) ?? []).map(toTermCard);
  const alternatives = alternativesFor(tool, content.tools).map((alternative) => alternative.tool);
  const shown = alternatives.slice(0, ALTERNATIVES_ON_TOOL_PAGE);
  // Tools of the category not already shown as alternatives.
  const related = content.tools
    .filter((other) => other.id !== tool.id && other.category === tool.category && !shown.includes(other))
    .sort((a, b) => Number(b.featured) - Number(a.featured))
    .slice(0, 3)
    .map(toCardData);
  const pick = (list: readonly { id: string; name: string }[]) => list.map(({ id, name }) => ({ id, name }));
  const others = content.tools
    .filter((other) => other.id !== tool.id && !alternatives.includes(other))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  // When the main link was last checked: from the links snapshot, absent before a check.
  const links = await services.content.derive('links', 'by-url', (snapshot) => linksByUrl(snapshot.data));
  const history = await services.history.forTool(tool.id);
  // The change log could not be read (Redis away): this render says so and is not kept in the page cache.
  if (history === null) context.get(appContext).noStore?.();
  return {
    history: history?.map(toChangeItem) ?? null,
    lifecycle: lifecycleNotice(tool, content.tools),
    lastChecked: lastCheckedLabel(tool, links, new Date()),
    path: new URL(request.url).pathname,
    tool,
    linkHealth: mainLinkHealth(tool, links, new Date()),
    // Worded here, not in the component: formatting a Hebrew date in the browser first loads ICU's
    // Hebrew data, one ~70 ms task on a throttled phone (docs/decisions/0013-no-intl-in-the-browser.md).
    pricing: pricingCheck(tool, new Date()),
    details: toolDetails(tool),
    showCta: showsEcosystemCta(tool),
    related,
    terms,
    hebrew: {
      level: hebrewLevel(tool.hebrew),
      support: tool.hebrew,
      // Relative wording against the clock of this render, never stored in the snapshot.
      checkedRelative: tool.hebrew?.checkedAt
        ? formatRelativeHebrew(new Date(tool.hebrew.checkedAt), new Date())
        : undefined,
    },
    alternatives: shown.map(toCardData),
    alternativesTotal: alternatives.length,
    compareOptions: [
      { label: 'חלופות', tools: pick(alternatives) },
      { label: 'כלים נוספים', tools: pick(others) },
    ],
  };
}

export const handle = {
  breadcrumb: (loaderData: unknown) => {
    const value = loaderData as { path?: string; tool?: { name: string } } | undefined;
    return value?.path && value.tool ? { [value.path]: value.tool.name } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData) return toolNotFoundMeta(`/tools/${params.toolId}`, siteUrl);
  const { tool } = loaderData;
  const path = `/tools/${encodeURIComponent(tool.id)}`;
  return pageMeta({
    title: `${tool.name} – ${tool.category}`,
    description: (tool.shortDescription || tool.description).slice(0, 160),
    path,
    siteUrl,
    keywords: [tool.name, tool.category, ...tool.tags.slice(0, 4)],
    card: toolCard(tool),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: tool.name,
      description: tool.description,
      applicationCategory: tool.category,
      operatingSystem: tool.platforms.length > 0 ? tool.platforms.join(', ') : 'Web',
      url: absoluteUrl(path, siteUrl),
      ...(tool.officialUrl || tool.url ? { sameAs: tool.officialUrl || tool.url } : {}),
      ...(tool.company ? { publisher: { '@type': 'Organization', name: tool.company } } : {}),
      ...(tool.logo ? { image: absoluteUrl(tool.logo, siteUrl) } : {}),
      // An Offer needs a price: only the free tiers have one we know (0); a paid tool says so through
      // isAccessibleForFree alone.
      ...(tool.pricing === 'free' || tool.pricing === 'freemium'
        ? {
            offers: {
              '@type': 'Offer',
              price: '0',
              priceCurrency: 'USD',
              description: PRICING_LABELS[tool.pricing],
            },
          }
        : {}),
      isAccessibleForFree: tool.pricing === 'free' || tool.pricing === 'freemium',
    },
  });
};

export default function ToolDetail({ loaderData }: Route.ComponentProps) {
  const pending = usePendingSibling(/^\/tools\/[^/]+$/);
  if (pending) return <DetailSkeleton label="טוען כלי..." />;
  const {
    tool,
    details,
    showCta,
    related,
    terms,
    hebrew,
    alternatives,
    alternativesTotal,
    compareOptions,
    linkHealth,
    pricing,
    history,
    lastChecked,
    lifecycle,
  } = loaderData;
  return (
    <article className="container-page py-8 lg:py-12" data-tool-id={tool.id}>
      {lifecycle ? <LifecycleNotice data={lifecycle} hasAlternatives={alternatives.length > 0} /> : null}
      <ToolHeader tool={tool} linkHealth={linkHealth} />
      <p className="mt-6 max-w-3xl text-lg text-ink-soft">
        <BidiText text={tool.description} />
      </p>
      {lastChecked ? (
        <p className="mt-3" data-last-checked>
          <span className="inline-flex items-center rounded-full bg-canvas px-3 py-1 text-small font-medium text-ink-soft">
            {lastChecked}
          </span>
        </p>
      ) : null}
      <CompareWith toolId={tool.id} toolName={tool.name} options={compareOptions} />

      <div className="mt-10 grid gap-6 lg:grid-cols-2" data-detail-grid>
        <div className="lg:col-span-2">
          <DetailSection
            id="about"
            title={
              <>
                אודות <Name>{tool.name}</Name>
              </>
            }
            icon={<BookOpen aria-hidden="true" className="size-5" />}
          >
            <p className="text-ink-soft">
              <BidiText text={details.about} />
            </p>
          </DetailSection>
        </div>
        <div className="lg:col-span-2">
          <HebrewSection toolName={tool.name} data={hebrew} />
        </div>
        <DetailCards cards={detailSections(tool, details, pricing)} />
        <div className="lg:col-span-2">
          <HistorySection changes={history} />
        </div>
      </div>
      {showCta ? <EcosystemCta /> : null}

      <AlternativesSection
        toolId={tool.id}
        toolName={tool.name}
        tools={alternatives}
        total={alternativesTotal}
      />

      <ToolTerms terms={terms} toolName={tool.name} />

      {related.length > 0 ? (
        <section aria-labelledby="related" className="mt-12">
          <h2 id="related" className="mb-5 text-heading font-bold">
            כלים נוספים בקטגוריה
          </h2>
          <ToolGrid tools={related} headingLevel={3} />
        </section>
      ) : null}

      <ReportProblem toolId={tool.id} />

      <p className="mt-10">
        <Link to="/tools" className="font-bold text-link hover:underline">
          חזרה לכל הכלים
        </Link>
      </p>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ToolErrorView error={error} />;
}
