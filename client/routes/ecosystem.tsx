import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { EcosystemService } from '../../src/domain/types.ts';
import { BalancedGrid } from '../components/balanced-grid.tsx';
import { BidiText, Name } from '../components/bidi-text.tsx';
import { EmptyState, LogoHeading, PageHeader } from '../components/catalogue/page-parts.tsx';
import { ServiceLogo } from '../components/catalogue/service-logo.tsx';
import { PricingChip } from '../components/catalogue/tool-card.tsx';
import { appContext } from '../lib/app-context.ts';
import { siteUrlFrom } from '../lib/meta.ts';
import { sectionMeta } from '../lib/section-meta.ts';
import type { Route } from './+types/ecosystem';

export function serviceHref(service: Pick<EcosystemService, 'category' | 'id'>): string {
  return `/ecosystem/${encodeURIComponent(service.category)}/${encodeURIComponent(service.id)}`;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const content = await services.catalogue.content();
  const groups = new Map<string, { category: string; label: string; services: EcosystemService[] }>();
  for (const service of content?.ecosystem ?? []) {
    const group = groups.get(service.category) ?? {
      category: service.category,
      label: service.categoryLabel || service.category,
      services: [],
    };
    group.services.push(service);
    groups.set(service.category, group);
  }
  return { ready: content !== null, groups: [...groups.values()] };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  sectionMeta({
    title: 'אקוסיסטם: כלי פיתוח משלימים',
    description: 'שירותי אחסון, מסדי נתונים, אימות, תשלומים וניטור שמשלימים את כלי ה-AI כשבונים מוצר.',
    path: '/ecosystem',
    siteUrl: siteUrlFrom(matches),
    keywords: ['כלי פיתוח', 'אחסון', 'מסדי נתונים', 'אימות משתמשים'],
  });

export default function Ecosystem({ loaderData }: Route.ComponentProps) {
  const { groups, ready } = loaderData;
  return (
    <div className="container-page py-8 lg:py-12">
      <PageHeader
        title="אקוסיסטם: כלי פיתוח משלימים"
        description="כלי AI כותבים את הקוד – אבל מוצר צריך גם אחסון, מסד נתונים, אימות ותשלומים. ריכזנו כאן את השירותים שכדאי להכיר."
      >
        {groups.length > 1 ? (
          <nav aria-label="קטגוריות שירותים" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {groups.map((group) => (
                <li key={group.category}>
                  <a href={`#eco-${group.category}`} className="chip hover:underline">
                    <BidiText text={group.label} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </PageHeader>
      {groups.length === 0 ? (
        <EmptyState
          kind={ready ? 'empty' : 'loading'}
          title={ready ? 'עוד אין שירותים להצגה' : 'רשימת השירותים מתעדכנת'}
        >
          <Link to="/tools" className="btn btn-secondary">
            <BidiText text="לכלי ה-AI" />
          </Link>
        </EmptyState>
      ) : (
        groups.map((group) => (
          <section
            key={group.category}
            id={`eco-${group.category}`}
            aria-labelledby={`eco-h-${group.category}`}
            className="mt-10 scroll-mt-24"
          >
            <h2 id={`eco-h-${group.category}`} className="mb-5 text-heading font-bold">
              <BidiText text={group.label} />
            </h2>
            <BalancedGrid items={group.services} itemKey={(service) => service.id}>
              {(service) => (
                <article className="card card-link relative flex h-full flex-col gap-3 p-5">
                  <LogoHeading logo={<ServiceLogo service={service} />}>
                    <Link to={serviceHref(service)} prefetch="intent" className="stretched-link">
                      <Name>{service.name}</Name>
                    </Link>
                  </LogoHeading>
                  <p className="line-clamp-3 text-ink-soft">
                    <BidiText text={service.description} />
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <PricingChip pricing={service.pricing} />
                    {service.freeTier ? (
                      <span className="chip">
                        <BidiText text={service.freeTier} />
                      </span>
                    ) : null}
                  </div>
                  <span
                    aria-hidden="true"
                    className="mt-auto inline-flex items-center gap-1 text-small font-bold text-link"
                  >
                    לפרטים
                    <ArrowLeft className="size-4" />
                  </span>
                </article>
              )}
            </BalancedGrid>
          </section>
        ))
      )}
    </div>
  );
}
