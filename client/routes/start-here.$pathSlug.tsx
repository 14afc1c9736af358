import { useRef, useState } from 'react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { PRICING_LABELS } from '../../src/domain/catalogue/labels.ts';
import { findPath, pathSteps } from '../../src/domain/catalogue/matching.ts';
import { pathCard } from '../../src/domain/share-cards/entity-cards.ts';
import { BidiText } from '../components/bidi-text.tsx';
import { EmptyState, PageHeader, usePendingSibling } from '../components/catalogue/page-parts.tsx';
import { DetailSkeleton } from '../components/catalogue/skeletons.tsx';
import { type ToolCardData, ToolGrid, toCardData } from '../components/catalogue/tool-card.tsx';
import { ToolDialog } from '../components/catalogue/tool-dialog.tsx';
import { appContext } from '../lib/app-context.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/start-here.$pathSlug';

// /start-here/{pathSlug} and /learning-path/{pathSlug}: the same experience path page
// (docs/product.md#experience-paths).

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const path = findPath(params.pathSlug);
  if (!path) throw data({ reason: 'not-found' }, { status: 404 });
  const { services } = context.get(appContext);
  const content = await services.catalogue.content();
  return {
    basePath: new URL(request.url).pathname,
    path,
    steps: pathSteps(content?.tools ?? [], path).map(({ step, tools }) => ({
      step,
      tools: tools.map(toCardData),
    })),
    ready: content !== null,
  };
}

export const handle = {
  breadcrumb: (loaderData: unknown) => {
    const value = loaderData as { basePath?: string; path?: { title: string } } | undefined;
    if (!value?.basePath || !value.path) return null;
    return { [value.basePath]: value.path.title, '/learning-path': 'מסלול למידה' };
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  pageMeta({
    title: loaderData?.path.title ?? 'מסלול לא נמצא',
    description: loaderData?.path.description ?? 'מסלול ההתנסות לא נמצא.',
    path: `/start-here/${loaderData?.path.slug ?? params.pathSlug}`,
    siteUrl: siteUrlFrom(matches),
    noIndex: !loaderData,
    ...(loaderData ? { card: pathCard(loaderData.path) } : {}),
  });

export default function ExperiencePath({ loaderData }: Route.ComponentProps) {
  const pending = usePendingSibling(/^\/(start-here|learning-path)\/[^/]+$/);
  const [open, setOpen] = useState<ToolCardData | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  if (pending) return <DetailSkeleton label="טוען מסלול..." />;
  const { path, steps, ready } = loaderData;
  const all = steps.flatMap((entry) => entry.tools);
  const openTool = (id: string, from: HTMLElement) => {
    trigger.current = from;
    setOpen(all.find((tool) => tool.id === id) ?? null);
  };
  return (
    <div className="container-page py-8 lg:py-12" data-path={path.slug}>
      <PageHeader
        title={path.title}
        description={path.description}
        back={{ to: '/start-here', label: 'חזרה למתחילים כאן' }}
      />
      <ol className="flex flex-col gap-12">
        {steps.map(({ step, tools }, index) => (
          <li key={step.pricing}>
            <section aria-labelledby={`step-${step.pricing}`} data-step={step.pricing} className="@container">
              {/* The number beside the title; the description under the title from 36rem, and below
                  both, the section's full width, where a column beside the number would be narrow (a
                  phone, or 150 % text). */}
              <div className="mb-5 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2">
                <span
                  aria-hidden="true"
                  className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-700 text-xl font-extrabold text-white"
                >
                  {index + 1}
                </span>
                <h2 id={`step-${step.pricing}`} className="text-heading font-bold">
                  <BidiText text={step.title} />
                  <span className="chip ms-2 bg-tint align-middle text-link-strong">
                    {PRICING_LABELS[step.pricing]}
                  </span>
                </h2>
                <p className="col-span-2 text-ink-soft @min-[36rem]:col-span-1 @min-[36rem]:col-start-2">
                  <BidiText text={step.description} />
                </p>
              </div>
              {tools.length > 0 ? (
                <ToolGrid tools={tools} headingLevel={3} onOpen={openTool} />
              ) : (
                <p className="card p-4 text-muted md:p-5">
                  {ready ? 'עוד אין כלים בשלב הזה.' : 'רשימת הכלים מתעדכנת.'}
                </p>
              )}
            </section>
          </li>
        ))}
      </ol>
      <ToolDialog tool={open} onClose={() => setOpen(null)} returnFocusTo={trigger.current} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container-page py-16">
      <EmptyState
        asPageHeading
        kind={notFound ? 'not-found' : 'error'}
        title={notFound ? 'מסלול ההתנסות לא נמצא' : 'אירעה שגיאה בטעינת המסלול'}
      >
        <p className="text-muted">אפשר לחזור לעמוד הפתיחה או להמשיך למדריכים ולכלים.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/start-here" className="btn btn-primary">
            חזרה למתחילים כאן
          </Link>
          <Link to="/guides" className="btn btn-secondary">
            למדריכים
          </Link>
          <Link to="/tools" className="btn btn-secondary">
            לכל הכלים
          </Link>
        </div>
      </EmptyState>
    </div>
  );
}
