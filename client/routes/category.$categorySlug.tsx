import { ArrowLeft } from 'lucide-react';
import { Link, redirect } from 'react-router';
import { applyHebrewParams, parseHebrewParams } from '../../src/domain/catalogue/filters.ts';
import {
  categoryFilterOf,
  categoryLinksToEcosystem,
  groupByFunctionalTag,
  suggestedCategories,
  toolsForCategoryPage,
} from '../../src/domain/catalogue/matching.ts';
import { BidiText } from '../components/bidi-text.tsx';
import { AdminFilterStrip } from '../components/catalogue/admin-filter-strip.tsx';
import { HebrewFilterForm } from '../components/catalogue/hebrew-filter-form.tsx';
import {
  CategoryIcon,
  EcosystemCta,
  EmptyState,
  PageHeader,
  Section,
  usePendingSibling,
} from '../components/catalogue/page-parts.tsx';
import { DetailSkeleton } from '../components/catalogue/skeletons.tsx';
import { ToolGrid, toCardData } from '../components/catalogue/tool-card.tsx';
import { appContext } from '../lib/app-context.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/category.$categorySlug';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const content = await services.catalogue.content();
  const page = content?.categories.find((category) => category.slug === params.categorySlug);
  // docs/product.md#page-errors: a missing category or a load error redirects to /404.
  if (!content || !page) throw redirect('/404');
  const hebrew = parseHebrewParams(new URL(request.url).searchParams);
  const all = toolsForCategoryPage(content.tools, page);
  const tools = applyHebrewParams(all, hebrew);
  const featured = tools.filter((tool) => tool.featured);
  const rest = tools.filter((tool) => !tool.featured);
  const filter = categoryFilterOf(page);
  return {
    page,
    hebrew,
    featured: featured.map(toCardData),
    groups: groupByFunctionalTag(rest).map((group) => ({
      name: group.name,
      tools: group.tools.map(toCardData),
    })),
    total: tools.length,
    filter: { field: filter.field, values: filter.values },
    suggestions: all.length === 0 ? suggestedCategories(content.categories, page.slug) : [],
    ecosystem: categoryLinksToEcosystem(page),
  };
}

export const handle = {
  breadcrumb: (loaderData: unknown) => {
    const page = (loaderData as { page?: { slug: string; title: string } } | undefined)?.page;
    return page ? { [`/category/${page.slug}`]: page.title } : undefined;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const page = loaderData?.page;
  return pageMeta({
    title: page?.title ?? 'קטגוריה',
    description: page?.description || page?.cardDescription || 'כלי AI לפי קטגוריה',
    path: `/category/${page?.slug ?? ''}`,
    siteUrl: siteUrlFrom(matches),
    keywords: page?.seoKeywords,
    noIndex: location.search.length > 1,
  });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const pending = usePendingSibling(/^\/category\/[^/]+$/);
  if (pending) return <DetailSkeleton label="טוען קטגוריה..." />;
  const { page, hebrew, featured, groups, total, filter, suggestions, ecosystem } = loaderData;
  return (
    <div className="container-page py-8 lg:py-12" data-category-slug={page.slug}>
      <AdminFilterStrip field={filter.field} values={filter.values} count={total} />
      <PageHeader
        title={page.title}
        description={page.cardDescription || page.description}
        icon={<CategoryIcon name={page.icon} className="size-7" />}
        back={{ to: '/tools', label: 'לכל הכלים' }}
      />
      <HebrewFilterForm action={`/category/${page.slug}`} value={hebrew} />
      {total === 0 && hebrew.hebrew ? (
        <EmptyState kind="no-results" title="אין כלים שמתאימים לסינון">
          <Link to={`/category/${page.slug}`} className="btn btn-secondary">
            ניקוי הסינון
          </Link>
        </EmptyState>
      ) : total === 0 ? (
        <EmptyState title="לא נמצאו כלים בקטגוריה זו">
          {suggestions.length > 0 ? (
            <>
              <p className="text-muted">אולי יעניינו אתכם הקטגוריות האלה:</p>
              <ul className="flex flex-wrap justify-center gap-2">
                {suggestions.map((other) => (
                  <li key={other.slug}>
                    <Link to={`/category/${other.slug}`} className="btn btn-secondary min-h-10 text-small">
                      <BidiText text={other.cardTitle || other.title} />
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <Link to="/tools" className="font-bold text-link hover:underline">
            לכל הכלים
          </Link>
        </EmptyState>
      ) : (
        <>
          {featured.length > 0 ? (
            <Section id="featured" title="כלים מומלצים" className="mt-0">
              <ToolGrid tools={featured} headingLevel={3} />
            </Section>
          ) : null}
          {groups.map((group, index) => (
            <section
              key={group.name}
              aria-labelledby={`group-${index}`}
              className="mt-12"
              data-group={group.name}
            >
              <h2 id={`group-${index}`} className="mb-5 flex items-center gap-2 text-heading font-bold">
                <span>
                  <BidiText text={group.name} />
                </span>
                <span className="chip bg-tint text-link-strong">
                  {group.tools.length}
                  <span className="sr-only"> כלים</span>
                </span>
              </h2>
              <ToolGrid tools={group.tools} headingLevel={3} />
            </section>
          ))}
        </>
      )}
      {ecosystem ? <EcosystemCta /> : null}
      <p className="mt-10">
        <Link to="/tools" className="inline-flex items-center gap-1 font-bold text-link hover:underline">
          לכל הכלים
          <ArrowLeft aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </div>
  );
}
