import { BookOpen } from 'lucide-react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { BidiText, Name } from '../components/bidi-text.tsx';
import { EmptyState, PageHeader, Section } from '../components/catalogue/page-parts.tsx';
import { ServiceLogo } from '../components/catalogue/service-logo.tsx';
import { PricingChip } from '../components/catalogue/tool-card.tsx';
import { CheckList } from '../components/check-list.tsx';
import { NewTabLink } from '../components/new-tab-link.tsx';
import { appContext } from '../lib/app-context.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/ecosystem.$category.$serviceId';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const content = await services.catalogue.content();
  const service = content?.ecosystem.find(
    (item) =>
      item.category === params.category && (item.id === params.serviceId || item.slug === params.serviceId),
  );
  if (!service) throw data({ reason: 'not-found' }, { status: 404 });
  return { service };
}

export const handle = {
  breadcrumb: (loaderData: unknown) => {
    const service = (
      loaderData as
        | { service?: { category: string; categoryLabel: string; id: string; name: string } }
        | undefined
    )?.service;
    if (!service) return null;
    const category = encodeURIComponent(service.category);
    return {
      [`/ecosystem#eco-${category}`]: service.categoryLabel || service.category,
      [`/ecosystem/${category}/${encodeURIComponent(service.id)}`]: service.name,
    };
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const service = loaderData?.service;
  return pageMeta({
    title: service ? `${service.name} – ${service.categoryLabel}` : 'השירות לא נמצא',
    description: service?.description ?? 'השירות לא נמצא.',
    path: service
      ? `/ecosystem/${encodeURIComponent(service.category)}/${encodeURIComponent(service.id)}`
      : '/ecosystem',
    siteUrl: siteUrlFrom(matches),
    noIndex: !service,
  });
};

/** A section listing short texts, each after a check mark of the section's colour; none when empty. */
function CheckedList({
  id,
  title,
  items,
  tone,
}: {
  id: string;
  title: string;
  items: readonly string[];
  /** The check marks' text colour class. */
  tone: string;
}) {
  if (items.length === 0) return null;
  return (
    <Section id={id} title={title}>
      <CheckList items={items} markClass={tone} className="card flex flex-col gap-2 p-4 md:p-6" />
    </Section>
  );
}

export default function EcosystemService({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <div className="container-page py-8 lg:py-12" data-service-id={service.id}>
      <PageHeader
        title={service.name}
        description={service.description}
        logo={<ServiceLogo service={service} size="lg" />}
        back={{ to: '/ecosystem', label: 'חזרה לאקוסיסטם' }}
      >
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <span className="chip">
            <BidiText text={service.categoryLabel} />
          </span>
          <PricingChip pricing={service.pricing} />
          {service.freeTier ? (
            <span className="chip">
              <span>
                מסלול חינמי: <BidiText text={service.freeTier} />
              </span>
            </span>
          ) : null}
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <NewTabLink href={service.url} className="btn btn-primary" icon>
            <span>
              לאתר <Name>{service.name}</Name>
            </span>
          </NewTabLink>
          {service.docsUrl ? (
            <NewTabLink href={service.docsUrl} className="btn btn-secondary">
              <BookOpen aria-hidden="true" className="size-4" />
              תיעוד
            </NewTabLink>
          ) : null}
        </div>
      </PageHeader>
      {service.longDescription ? (
        <section aria-label="תיאור" className="card p-4 md:p-6">
          <p className="text-lg text-ink-soft">
            <BidiText text={service.longDescription} />
          </p>
        </section>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <CheckedList id="features" title="יכולות" items={service.features} tone="text-cat-audio" />
        <CheckedList id="use-cases" title="מתי משתמשים" items={service.useCases} tone="text-link" />
      </div>
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
        title={notFound ? 'השירות לא נמצא' : 'אירעה שגיאה בטעינת השירות'}
      >
        <Link to="/ecosystem" className="btn btn-primary">
          חזרה לאקוסיסטם
        </Link>
      </EmptyState>
    </div>
  );
}
