import { AlertTriangle, ArrowLeft, Bookmark, Cog, Lightbulb, Rocket, SearchX, Wrench } from 'lucide-react';
import { data, isRouteErrorResponse, Link, redirect, useLocation, useNavigation } from 'react-router';
import { isExplorableSetup } from '../../src/domain/explorables/explorable.ts';
import { complexityFor } from '../../src/domain/glossary/complexity.ts';
import { conceptFor, isConcept } from '../../src/domain/glossary/concepts.ts';
import { definitionParagraphs, safeExternalUrl, termSections } from '../../src/domain/glossary/details.ts';
import { termPath } from '../../src/domain/glossary/glossary.ts';
import { BidiText } from '../components/bidi-text.tsx';
import { SectionHeading } from '../components/catalogue/page-parts.tsx';
import { ToolGrid, toCardData } from '../components/catalogue/tool-card.tsx';
import { ExplorablePanel } from '../components/explorables/explorable-panel.tsx';
import { toTermCard } from '../components/glossary/term-card.tsx';
import {
  ComplexityMeter,
  SaveTermButton,
  SectionItems,
  TermLoading,
  TermNav,
  TermSection,
} from '../components/glossary/term-parts.tsx';
import { DefinitionAndLinks, RelatedTerms } from '../components/glossary/term-sections.tsx';
import {
  CategoryChip,
  DifficultyChip,
  TermIcon,
  termCategoryLook,
} from '../components/glossary/term-style.tsx';
import { RouteErrorView } from '../components/route-error.tsx';
import { appContext } from '../lib/app-context.ts';
import { termMeta } from '../lib/glossary-meta.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import { VISUALIZATION_CAPTIONS } from '../visualizations/captions.ts';
import { VisualizationPanel } from '../visualizations/panel.tsx';
import type { Route } from './+types/terms.$termId';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, tokenizeBlock } = context.get(appContext);
  const glossary = await services.glossary.glossary();
  if (!glossary) {
    services.logger.warn({ termId: params.termId.slice(0, 100) }, 'term requested before any content');
    throw data({ reason: 'unavailable' }, { status: 503 });
  }
  const found = glossary.find(params.termId);
  if (!found) {
    // docs/product.md#page-errors: a missing term is logged (info: crawlers and typos are not incidents).
    services.logger.info({ termId: params.termId.slice(0, 100) }, 'term not found');
    throw data({ reason: 'not-found' }, { status: 404 });
  }
  const { term } = found;
  const path = termPath(term);
  // One address per term: an id, another spelling or a concept alias moves to the slug for good.
  if (!found.canonical) throw redirect(`${path}${new URL(request.url).search}`, 301);
  const around = glossary.neighbours(term);
  const concept = conceptFor(term.id, term.slug);
  // The explorable above the visualization (docs/product.md#explorables), from the page's query.
  const explorable = await services.explorables.forTerm(term.slug, new URL(request.url).searchParams, {
    tokenizeBlocked: Boolean(tokenizeBlock),
  });
  const page = {
    explorable,
    path,
    term: { ...toTermCard(term), tags: term.tags, updatedAt: term.updatedAt },
    concept,
    // The figcaption comes with the page's data: the 22 captions stay out of the route chunk.
    caption: isConcept(concept) ? (VISUALIZATION_CAPTIONS[concept] ?? null) : null,
    complexity: complexityFor(term),
    paragraphs: definitionParagraphs(term),
    qualityLinks: term.qualityLinks.flatMap((link) => {
      const href = safeExternalUrl(link.url);
      return href ? [{ ...link, href }] : [];
    }),
    sections: termSections(term),
    relatedTerms: glossary.relatedTerms(term).map(toTermCard),
    relatedTools: glossary.relatedTools(term).map(toCardData),
    previous: { href: termPath(around.previous), term: around.previous.term },
    next: { href: termPath(around.next), term: around.next.term },
    position: around.position,
    total: around.total,
  };
  if (explorable?.kind !== 'tokens') return page;
  // The tokenizer did not answer: the page reads on without counts (200), kept out of the page cache
  // so the next request counts again.
  if (explorable.unavailable) context.get(appContext).noStore?.();
  // Refused by the tokenize limit (or its counters were unreachable): say so with the status, which
  // also keeps the answer out of every cache.
  if (!explorable.limited) return page;
  return data(page, { status: tokenizeBlock === 'unavailable' ? 503 : 429 });
}

export const handle = {
  breadcrumb: (loaderData: unknown) => {
    const value = loaderData as { path?: string; term?: { term: string } } | undefined;
    return value?.path && value.term ? { [value.path]: value.term.term } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches, params, location }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData) {
    return pageMeta({
      title: 'מושג לא נמצא',
      description: 'המושג שחיפשתם לא נמצא במילון.',
      path: `/terms/${encodeURIComponent(params.termId ?? '')}`,
      siteUrl,
      noIndex: true,
    });
  }
  const descriptors = termMeta({ siteUrl, term: loaderData.term });
  // A set-up of the explorable (?text=, ?term=...) is shareable but not a page of its own for search.
  return loaderData.explorable && isExplorableSetup(location.search)
    ? [...descriptors, { name: 'robots', content: 'noindex' }]
    : descriptors;
};

export default function TermPage({ loaderData }: Route.ComponentProps) {
  const {
    explorable,
    term,
    concept,
    caption,
    complexity,
    paragraphs,
    qualityLinks,
    sections,
    relatedTerms,
    relatedTools,
    previous,
    next,
    position,
    total,
  } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === 'loading' ? navigation.location?.pathname : undefined;
  // Another term is on its way: the navigation stays (and keeps the focus), the rest waits.
  const pending = Boolean(target && target !== location.pathname && /^\/terms\/[^/]+$/.test(target));
  const look = termCategoryLook(term.category);

  return (
    <article className="container-page py-6 lg:py-10" data-term-id={term.id}>
      <TermNav previous={previous} next={next} position={position} total={total} current={term.term} />

      {pending ? (
        <TermLoading />
      ) : (
        // A size container: the sections' columns follow this column's width in rem (term-sections.tsx).
        <div className="@container mt-6 flex flex-col gap-6">
          <header className="card @container relative overflow-hidden bg-gradient-to-bl from-tint via-surface to-surface p-4 sm:p-6 md:p-8">
            <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
              <span
                aria-hidden="true"
                className={`grid size-16 shrink-0 place-items-center rounded-2xl shadow-sm ${look.chip}`}
              >
                <TermIcon category={term.category} className="size-8" />
              </span>
              <div className="min-w-0">
                {/* 1.5rem in a card narrower than 16rem (a phone at 125 % text or more): a long Latin
                    name ('(Embedding)') fits the line. Not a cqi size: the W3C checker cannot parse it. */}
                <h1 className="text-[2rem] leading-tight font-extrabold @max-[16rem]:text-[1.5rem] md:text-display">
                  <BidiText text={term.term} />
                </h1>
                {term.englishTerm ? (
                  <p className="mt-1 text-lg font-medium text-link-strong">
                    <bdi dir="ltr" lang="en">
                      {term.englishTerm}
                    </bdi>
                  </p>
                ) : null}
                <p className="mt-4 max-w-3xl text-xl text-ink-soft md:leading-relaxed">
                  <BidiText text={term.shortDefinition} />
                </p>
              </div>
            </div>
          </header>

          {explorable ? <ExplorablePanel explorable={explorable} /> : null}
          <VisualizationPanel concept={concept} caption={caption} title={term.englishTerm} />

          <section
            aria-label="סיווג ומורכבות"
            className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:gap-8"
          >
            <div className="flex flex-wrap items-center gap-2">
              <CategoryChip category={term.category} />
              <DifficultyChip difficulty={complexity.difficulty} />
            </div>
            <ComplexityMeter complexity={complexity} />
          </section>

          <DefinitionAndLinks paragraphs={paragraphs} qualityLinks={qualityLinks} />

          <div className="grid gap-6 lg:grid-cols-2">
            <TermSection
              id="how-it-works"
              title="איך זה עובד"
              icon={<Cog aria-hidden="true" className="size-5" />}
            >
              <SectionItems content={sections.howItWorks} variant="steps" />
            </TermSection>
            <TermSection
              id="examples"
              title="דוגמאות מעשיות"
              icon={<Lightbulb aria-hidden="true" className="size-5" />}
            >
              <SectionItems content={sections.examples} variant="bullets" />
            </TermSection>
          </div>

          <RelatedTerms terms={relatedTerms} />

          {relatedTools.length > 0 ? (
            <section aria-labelledby="related-tools" data-section="related-tools">
              <SectionHeading id="related-tools" icon={<Wrench aria-hidden="true" className="size-5" />}>
                כלים שמשתמשים במושג
              </SectionHeading>
              <ToolGrid tools={relatedTools} headingLevel={3} />
            </section>
          ) : null}

          <div className="grid gap-6 lg:grid-cols-2">
            <TermSection
              id="applications"
              title="שימושים נפוצים"
              icon={<Rocket aria-hidden="true" className="size-5" />}
            >
              <SectionItems content={sections.applications} variant="bullets" />
            </TermSection>
            <TermSection
              id="limitations"
              title="מגבלות ואתגרים"
              icon={<AlertTriangle aria-hidden="true" className="size-5" />}
            >
              <SectionItems content={sections.limitations} variant="warnings" />
            </TermSection>
          </div>

          <section
            aria-labelledby="quick-actions"
            className="card flex flex-col gap-4 bg-tint p-5 sm:flex-row sm:items-center sm:justify-between"
          >
            <h2 id="quick-actions" className="text-heading font-bold">
              פעולות מהירות
            </h2>
            {/* On a phone the buttons take the card's width. */}
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <SaveTermButton id={term.id} term={term.term} />
              <Link to="/terms" prefetch="intent" className="btn btn-secondary">
                עיין במושגים נוספים
                <ArrowLeft aria-hidden="true" className="size-4" />
              </Link>
              <Link to="/terms?saved=1" className="btn btn-secondary">
                <Bookmark aria-hidden="true" className="size-4" />
                המושגים השמורים שלי
              </Link>
            </div>
          </section>
        </div>
      )}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return (
    <RouteErrorView
      icon={<SearchX aria-hidden="true" className="mx-auto size-12 text-link" />}
      title="מושג לא נמצא"
      messageTestId="term-error-message"
      message={
        unavailable
          ? 'המילון מתעדכן כרגע. נסו שוב בעוד כמה דקות.'
          : 'המושג שחיפשתם לא קיים במילון, או שהכתובת השתנתה.'
      }
      back={{ to: '/terms', label: 'חזרה לרשימת המושגים' }}
    />
  );
}
