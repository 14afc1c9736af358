import {
  AlertTriangle,
  BookOpen,
  Building2,
  CheckCircle2,
  Cpu,
  ExternalLink,
  Lightbulb,
  Lock,
  Plug,
  Tag,
  Unlock,
  Wallet,
  Wrench,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { findTool, readContent } from '../../src/catalogue/data.ts';
import { type ToolDetails, toolDetails } from '../../src/catalogue/enrichment.ts';
import { LICENCE_LABELS, PRICING_LABELS } from '../../src/catalogue/labels.ts';
import { showsEcosystemCta } from '../../src/catalogue/matching.ts';
import type { Tool } from '../../src/domain/types.ts';
import { readGlossary } from '../../src/glossary/data.ts';
import { BidiText, Name } from '../components/bidi-text.tsx';
import { EcosystemCta, SectionHeading, usePendingSibling } from '../components/catalogue/page-parts.tsx';
import { DetailSkeleton } from '../components/catalogue/skeletons.tsx';
import { PricingChip, ToolGrid, ToolLogo, toCardData } from '../components/catalogue/tool-card.tsx';
import { CATEGORY_CHIP, colorKeyFor } from '../components/category-style.ts';
import { toTermCard } from '../components/glossary/term-card.tsx';
import { ToolTerms } from '../components/glossary/tool-terms.tsx';
import { RouteErrorView } from '../components/route-error.tsx';
import { appContext } from '../lib/app-context.ts';
import { absoluteUrl, pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/tools.$toolId';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const content = await readContent(services.content);
  if (!content) throw data({ reason: 'unavailable' }, { status: 503 });
  const tool = findTool(content.tools, params.toolId);
  if (!tool) throw data({ reason: 'not-found' }, { status: 404 });
  const related = content.tools
    .filter((other) => other.id !== tool.id && other.category === tool.category)
    .sort((a, b) => Number(b.featured) - Number(a.featured))
    .slice(0, 3)
    .map(toCardData);
  // The glossary terms that name this tool (issue 9): derived once per content version.
  const terms = ((await readGlossary(services.content))?.termsForTool(tool) ?? []).map(toTermCard);
  return {
    path: new URL(request.url).pathname,
    tool,
    details: toolDetails(tool),
    showCta: showsEcosystemCta(tool),
    related,
    terms,
  };
}

export const handle = {
  breadcrumb: (loaderData: unknown) => {
    const value = loaderData as { path?: string; tool?: { name: string } } | undefined;
    return value?.path && value.tool ? { [value.path]: value.tool.name } : undefined;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData) {
    return pageMeta({
      title: 'הכלי לא נמצא',
      description: 'הכלי שחיפשתם לא קיים במאגר שלנו.',
      path: `/tools/${params.toolId}`,
      siteUrl,
      noIndex: true,
    });
  }
  const { tool } = loaderData;
  const path = `/tools/${encodeURIComponent(tool.id)}`;
  return pageMeta({
    title: `${tool.name} – ${tool.category}`,
    description: (tool.shortDescription || tool.description).slice(0, 160),
    path,
    siteUrl,
    keywords: [tool.name, tool.category, ...tool.tags.slice(0, 4)],
    image: tool.coverImageUrl,
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
      ...(tool.logo ? { image: tool.logo } : {}),
      offers: {
        '@type': 'Offer',
        price: tool.pricing === 'free' ? '0' : undefined,
        priceCurrency: 'USD',
        description: PRICING_LABELS[tool.pricing],
      },
      isAccessibleForFree: tool.pricing === 'free' || tool.pricing === 'freemium',
    },
  });
};

function DetailSection({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: ReactNode;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card p-6" data-section={id}>
      <SectionHeading id={id} icon={icon}>
        <span>{title}</span>
      </SectionHeading>
      {children}
    </section>
  );
}

function BulletList({ items, tone = 'brand' }: { items: readonly string[]; tone?: 'brand' | 'warn' }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          {tone === 'warn' ? (
            <AlertTriangle aria-hidden="true" className="mt-1 size-4 shrink-0 text-cat-automation" />
          ) : (
            <CheckCircle2 aria-hidden="true" className="mt-1 size-4 shrink-0 text-cat-audio" />
          )}
          <span>
            <BidiText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function ExternalButton({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(נפתח בחלון חדש)</span>
    </a>
  );
}

/** Short lists (one or two integrations) read better as a line of the specs than as a card. */
const SHORT_LIST = 2;

type DetailCard = { id: string; node: ReactNode };

/**
 * The tool's detail cards, without empty or near-empty ones (issue 12): no integrations card without
 * integrations, no tips card that would repeat the category guide, and the pricing model and a short
 * list of integrations as lines of the specs card when there is nothing more to say about them.
 */
function detailSections(tool: Tool, details: ToolDetails): DetailCard[] {
  const cards: DetailCard[] = [];
  const pricingHasDetail = details.pricing.length > 0 || tool.providers.length > 0;
  const integrationsAsCard = details.integrations.length > SHORT_LIST;
  const specs: [string, ReactNode][] = details.technicalSpecs.map(([key, value]) => [
    key,
    <BidiText key={key} text={value} />,
  ]);
  if (!integrationsAsCard && details.integrations.length > 0)
    specs.push(['אינטגרציות', <BidiText key="integrations" text={details.integrations.join(', ')} />]);
  if (!pricingHasDetail)
    specs.push([
      'מודל תמחור',
      <span key="pricing">{PRICING_LABELS[tool.pricing]} – פרטי המחירים המלאים באתר הרשמי של הכלי</span>,
    ]);

  if (details.capabilities.length > 0)
    cards.push({
      id: 'capabilities',
      node: (
        <DetailSection
          id="capabilities"
          title="יכולות עיקריות"
          icon={<Wrench aria-hidden="true" className="size-5" />}
        >
          <BulletList items={details.capabilities} />
        </DetailSection>
      ),
    });
  if (details.applications.length > 0)
    cards.push({
      id: 'applications',
      node: (
        <DetailSection
          id="applications"
          title="שימושים פופולריים"
          icon={<Tag aria-hidden="true" className="size-5" />}
        >
          <BulletList items={details.applications} />
        </DetailSection>
      ),
    });
  if (details.limitations.length > 0)
    cards.push({
      id: 'limitations',
      node: (
        <DetailSection
          id="limitations"
          title="מגבלות ידועות"
          icon={<AlertTriangle aria-hidden="true" className="size-5" />}
        >
          <BulletList items={details.limitations} tone="warn" />
        </DetailSection>
      ),
    });
  if (pricingHasDetail)
    cards.push({
      id: 'pricing',
      node: (
        <DetailSection id="pricing" title="תמחור" icon={<Wallet aria-hidden="true" className="size-5" />}>
          <p className="mb-3">
            מודל תמחור: <strong>{PRICING_LABELS[tool.pricing]}</strong>
          </p>
          {details.pricing.length > 0 ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              {details.pricing.map((tier) => (
                <li key={tier.tier} className="rounded-xl border border-line p-3">
                  <p className="font-bold" data-plan-name>
                    <Name>{tier.tier}</Name>
                  </p>
                  <p className="text-brand-800">
                    <BidiText text={tier.price} />
                  </p>
                  {tier.features.length > 0 ? (
                    <ul className="mt-1 list-disc ps-5 text-small text-ink-soft">
                      {tier.features.map((feature) => (
                        <li key={feature}>
                          <BidiText text={feature} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">פרטי המחירים המלאים מופיעים באתר הרשמי של הכלי.</p>
          )}
          {tool.providers.length > 0 ? (
            <div className="mt-4">
              <h3 className="mb-2 font-bold">זמין גם דרך</h3>
              <ul className="flex flex-wrap gap-2">
                {tool.providers.map((provider) => (
                  <li key={provider.url}>
                    <a
                      href={provider.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="chip hover:underline"
                    >
                      <Name>{provider.name}</Name>
                      {provider.pricing ? (
                        <>
                          {' · '}
                          <BidiText text={provider.pricing} />
                        </>
                      ) : null}
                      <span className="sr-only">(נפתח בחלון חדש)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </DetailSection>
      ),
    });
  if (specs.length > 0)
    cards.push({
      id: 'specs',
      node: (
        <DetailSection id="specs" title="מפרט טכני" icon={<Cpu aria-hidden="true" className="size-5" />}>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
            {specs.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-bold text-ink">
                  <BidiText text={key} />
                </dt>
                <dd className="text-ink-soft">{value}</dd>
              </div>
            ))}
          </dl>
        </DetailSection>
      ),
    });
  if (integrationsAsCard)
    cards.push({
      id: 'integrations',
      node: (
        <DetailSection
          id="integrations"
          title="אינטגרציות"
          icon={<Plug aria-hidden="true" className="size-5" />}
        >
          <ul className="flex flex-wrap gap-2">
            {details.integrations.map((integration) => (
              <li key={integration} className="chip">
                <BidiText text={integration} />
              </li>
            ))}
          </ul>
        </DetailSection>
      ),
    });
  if (details.proTips.length > 0)
    cards.push({
      id: 'tips',
      node: (
        <DetailSection
          id="tips"
          title="טיפים למקצוענים"
          icon={<Lightbulb aria-hidden="true" className="size-5" />}
        >
          <BulletList items={details.proTips} />
        </DetailSection>
      ),
    });
  if (details.specificSection.items.length > 0)
    cards.push({
      id: 'category-guide',
      node: (
        <DetailSection
          id="category-guide"
          title={<BidiText text={details.specificSection.title} />}
          icon={<Lightbulb aria-hidden="true" className="size-5" />}
        >
          <ol className="list-decimal ps-5 text-ink-soft">
            {details.specificSection.items.map((item) => (
              <li key={item} className="mb-1">
                <BidiText text={item} />
              </li>
            ))}
          </ol>
        </DetailSection>
      ),
    });
  return cards;
}

export default function ToolDetail({ loaderData }: Route.ComponentProps) {
  const pending = usePendingSibling(/^\/tools\/[^/]+$/);
  if (pending) return <DetailSkeleton label="טוען כלי..." />;
  const { tool, details, showCta, related, terms } = loaderData;
  const tryUrl = tool.officialUrl || tool.toolUrl || tool.url;
  const sections = detailSections(tool, details);
  return (
    <article className="container-page py-8 lg:py-12" data-tool-id={tool.id}>
      <header className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
        {/* Narrow screens stack the logo above the name, so a long Latin name keeps its width. */}
        <div className="flex flex-col items-start gap-4 sm:flex-row">
          <ToolLogo tool={tool} size="lg" priority />
          <div className="min-w-0">
            <h1 className="text-[1.875rem] leading-tight font-extrabold md:text-title">
              <Name>{tool.name}</Name>
            </h1>
            {tool.company ? (
              <p className="mt-1 flex items-center gap-1 text-muted" data-company>
                <Building2 aria-hidden="true" className="size-4 shrink-0" />
                <Name>{tool.company}</Name>
              </p>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-2">
              <span className={`chip ${CATEGORY_CHIP[colorKeyFor(tool.category)]}`}>
                <BidiText text={tool.category} />
              </span>
              <span className="chip" data-testid="licence-label">
                {tool.isOpenSource ? (
                  <Unlock aria-hidden="true" className="size-3.5" />
                ) : (
                  <Lock aria-hidden="true" className="size-3.5" />
                )}
                {tool.isOpenSource ? LICENCE_LABELS.open : LICENCE_LABELS.closed}
              </span>
              <PricingChip pricing={tool.pricing} />
            </div>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          {tryUrl ? (
            <ExternalButton href={tryUrl} className="btn btn-primary">
              <span>
                נסו את <Name>{tool.name}</Name>
              </span>
            </ExternalButton>
          ) : null}
          {tool.docsUrl ? (
            <ExternalButton href={tool.docsUrl} className="btn btn-secondary">
              <BookOpen aria-hidden="true" className="size-4" />
              למידע נוסף
            </ExternalButton>
          ) : null}
        </div>
      </header>
      <p className="mt-6 max-w-3xl text-lg text-ink-soft">
        <BidiText text={tool.description} />
      </p>

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
        {sections.map((section, index) => (
          <div
            key={section.id}
            // An odd card out spans both columns, so the grid never ends with a hole.
            className={
              sections.length % 2 === 1 && index === sections.length - 1 ? 'lg:col-span-2' : undefined
            }
          >
            {section.node}
          </div>
        ))}
      </div>
      {showCta ? <EcosystemCta /> : null}

      <ToolTerms terms={terms} toolName={tool.name} />

      {related.length > 0 ? (
        <section aria-labelledby="related" className="mt-12">
          <h2 id="related" className="mb-5 text-heading font-bold">
            כלים נוספים בקטגוריה
          </h2>
          <ToolGrid tools={related} headingLevel={3} />
        </section>
      ) : null}

      <p className="mt-10">
        <Link to="/tools" className="font-bold text-brand-700 hover:underline">
          חזרה לכל הכלים
        </Link>
      </p>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <RouteErrorView
      title={notFound ? 'הכלי לא נמצא' : 'שגיאה בטעינת הכלי'}
      messageTestId="tool-error-message"
      message={
        notFound
          ? 'הכלי שחיפשתם לא קיים במאגר שלנו.'
          : isRouteErrorResponse(error) && error.status === 503
            ? 'קטלוג הכלים מתעדכן כרגע. נסו שוב בעוד כמה דקות.'
            : 'אירעה שגיאה בטעינת כלי ה-AI. נסו שוב מאוחר יותר.'
      }
      back={{ to: '/tools', label: 'חזרה לכל הכלים' }}
    />
  );
}
