import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { applyHebrewParams, parseHebrewParams } from '../../src/domain/catalogue/filters.ts';
import { splitFeatured, toolsForFixedPage } from '../../src/domain/catalogue/matching.ts';
import { BidiText } from '../components/bidi-text.tsx';
import {
  AudioTypes,
  ComparisonTables,
  CustomToolSections,
  GettingStarted,
  GuideList,
} from '../components/catalogue/fixed-page-sections.tsx';
import { HebrewFilterForm } from '../components/catalogue/hebrew-filter-form.tsx';
import {
  CategoryIcon,
  EcosystemCta,
  EmptyState,
  PageHeader,
  Section,
} from '../components/catalogue/page-parts.tsx';
import { ToolGrid, toCardData } from '../components/catalogue/tool-card.tsx';
import { appContext } from '../lib/app-context.ts';
import { FIXED_PAGES, pageKeyOf } from '../lib/fixed-category-pages.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/tools.category-page';

// The five hard-coded category pages (docs/product.md#category-pages). One module, five routes;
// their texts are in client/lib/fixed-category-pages.ts, their lower sections in
// components/catalogue/fixed-page-sections.tsx.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const url = new URL(request.url);
  const key = pageKeyOf(url.pathname);
  const content = await services.catalogue.content();
  const hebrew = parseHebrewParams(url.searchParams);
  const tools = applyHebrewParams(toolsForFixedPage(content?.tools ?? [], key), hebrew);
  const { featured, others } = splitFeatured(tools);
  const byVideo = <T extends { categoryPage?: string }>(list: readonly T[]) =>
    key === 'video' ? list.filter((item) => item.categoryPage === 'video') : [];
  return {
    key,
    hebrew,
    ready: content !== null,
    featured: featured.map(toCardData),
    others: others.map(toCardData),
    openSource: tools.filter((tool) => tool.isOpenSource).map(toCardData),
    sections: byVideo(content?.sections ?? []).sort((a, b) => a.order - b.order),
    guides: byVideo(content?.guides ?? []),
    comparisons: byVideo(content?.comparisons ?? []),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const page = FIXED_PAGES[loaderData?.key ?? pageKeyOf(location.pathname)];
  return pageMeta({
    title: page.title,
    description: page.description,
    path: `/tools/${page.key}`,
    siteUrl: siteUrlFrom(matches),
    keywords: page.keywords,
    noIndex: location.search.length > 1,
  });
};

export default function FixedCategoryPage({ loaderData }: Route.ComponentProps) {
  const { key, hebrew, featured, others, openSource, sections, guides, comparisons, ready } = loaderData;
  const page = FIXED_PAGES[key];
  const empty = featured.length === 0 && others.length === 0;
  const filtered = Boolean(hebrew.hebrew);
  return (
    <div className="container-page py-8 lg:py-12" data-category-page={key}>
      <PageHeader
        title={page.title}
        description={page.description}
        icon={<CategoryIcon name={page.icon} className="size-7" />}
        back={{ to: '/tools', label: 'לכל הכלים' }}
      />
      <section aria-label="מבוא" className="card bg-tint p-4 md:p-6">
        <p className="text-lg text-ink-soft">
          <BidiText text={page.intro} />
        </p>
      </section>

      <HebrewFilterForm action={`/tools/${key}`} value={hebrew} />

      {empty ? (
        <div className="mt-10">
          <EmptyState
            kind={filtered ? 'no-results' : ready ? 'empty' : 'loading'}
            title={
              filtered ? 'אין כלים שמתאימים לסינון' : ready ? 'עוד אין כלים בקטגוריה הזו' : 'הקטלוג מתעדכן'
            }
          >
            <Link to={filtered ? `/tools/${key}` : '/tools'} className="btn btn-secondary">
              {filtered ? 'ניקוי הסינון' : 'לכל הכלים'}
            </Link>
          </EmptyState>
        </div>
      ) : (
        <>
          <Section id="featured-tools" title="כלים מובילים">
            <ToolGrid tools={featured} headingLevel={3} />
          </Section>
          {others.length > 0 ? (
            <Section id="other-tools" title="כלים נוספים">
              <ToolGrid tools={others} headingLevel={3} />
            </Section>
          ) : null}
        </>
      )}

      {key === 'audio' ? <AudioTypes /> : null}

      {openSource.length > 0 ? (
        <Section id="open-source" title="חלופות בקוד פתוח">
          <p className="mb-4 text-ink-soft">כלים שאפשר להריץ בעצמכם, לשנות ולהתאים – בלי מנוי.</p>
          <ToolGrid tools={openSource} headingLevel={3} />
        </Section>
      ) : null}

      <CustomToolSections sections={sections} />

      <GuideList guides={guides} />

      <ComparisonTables comparisons={comparisons} />

      <GettingStarted steps={page.steps} />

      {page.ecosystem ? <EcosystemCta /> : null}

      <aside
        className="card mt-12 flex flex-col items-start gap-4 p-4 md:flex-row md:p-6 md:items-center"
        aria-label="להמשך"
      >
        <p className="flex-1 text-lg">{page.closing}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/guides" prefetch="intent" className="btn btn-gradient-outline">
            למדריכים
            <ArrowLeft aria-hidden="true" className="size-4" />
          </Link>
          <Link to="/tools" prefetch="intent" className="btn btn-secondary">
            לכל הכלים
          </Link>
        </div>
      </aside>
    </div>
  );
}
