import { Clock, PlayCircle, Signal } from 'lucide-react';
import { Link } from 'react-router';
import { coverSources, guideCover, wantsDesignedCover } from '../../src/domain/covers/cover.ts';
import { BalancedGrid } from '../components/balanced-grid.tsx';
import { BidiText } from '../components/bidi-text.tsx';
import { EmptyState, PageHeader } from '../components/catalogue/page-parts.tsx';
import { CoverPicture } from '../components/cover-picture.tsx';
import { NewTabLink } from '../components/new-tab-link.tsx';
import { SmartImage } from '../components/smart-image.tsx';
import { appContext } from '../lib/app-context.ts';
import { siteUrlFrom } from '../lib/meta.ts';
import { sectionMeta } from '../lib/section-meta.ts';
import type { Route } from './+types/guides';

// /guides and /courses: the same page (docs/product.md#route-table).

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const content = await services.catalogue.content();
  // A guide without an image of its own (or with only one of the site's placeholder tiles) shows
  // its designed cover: its title on the site's gradient (docs/decisions/0031-designed-covers.md).
  const guides = (content?.guides ?? []).map((guide) => ({
    ...guide,
    cover: wantsDesignedCover(guide.thumbnail) ? coverSources(guideCover(guide)) : undefined,
  }));
  return { ready: content !== null, guides };
}

export const handle = { breadcrumb: () => ({ '/courses': 'קורסים' }) };

export const meta: Route.MetaFunction = ({ matches }) =>
  sectionMeta({
    title: 'מדריכים',
    description:
      'מדריכי וידאו לעבודה עם כלי בינה מלאכותית: יצירת תמונות, וידאו, אודיו, כתיבה ותכנות – צעד אחר צעד.',
    path: '/guides',
    siteUrl: siteUrlFrom(matches),
    keywords: ['מדריכי AI', 'קורס AI', 'מדריך וידאו'],
  });

export default function Guides({ loaderData }: Route.ComponentProps) {
  const { guides, ready } = loaderData;
  return (
    <div className="container-page py-8 lg:py-12">
      <PageHeader
        title="מדריכים"
        description="מדריכי וידאו קצרים ומעשיים: בוחרים נושא, צופים ומתרגלים עם הכלים."
      />
      {guides.length === 0 ? (
        <EmptyState
          kind={ready ? 'empty' : 'loading'}
          title={ready ? 'עוד אין מדריכים' : 'המדריכים מתעדכנים'}
        >
          <Link to="/tools" className="btn btn-secondary">
            <BidiText text="לכלי ה-AI" />
          </Link>
        </EmptyState>
      ) : (
        <BalancedGrid
          items={guides}
          itemKey={(guide) => guide.id}
          itemId={(guide) => `guide-${guide.id}`}
          itemClassName="scroll-mt-24"
          covers
          aria-label="רשימת המדריכים"
        >
          {(guide, index, coverSizes) => (
            <article className="card flex h-full flex-col overflow-hidden">
              {guide.cover ? (
                <CoverPicture
                  cover={guide.cover}
                  sizes={coverSizes}
                  priority={index < 3}
                  decorative
                  className="aspect-video w-full object-cover"
                />
              ) : guide.thumbnail ? (
                <SmartImage
                  src={guide.thumbnail}
                  alt=""
                  width={640}
                  height={360}
                  frameClassName="w-full bg-canvas"
                />
              ) : (
                <div
                  aria-hidden="true"
                  className="grid aspect-video place-items-center bg-gradient-to-br from-tint-strong to-tint"
                >
                  <PlayCircle className="size-12 text-link" />
                </div>
              )}
              <div className="flex flex-1 flex-col gap-3 p-5">
                <h2 className="text-lg font-bold">
                  <BidiText text={guide.title} />
                </h2>
                <p className="text-ink-soft">
                  <BidiText text={guide.description} />
                </p>
                <div className="flex flex-wrap gap-2">
                  {guide.duration ? (
                    <span className="chip">
                      <Clock aria-hidden="true" className="size-3.5" />
                      <span className="sr-only">משך: </span>
                      <BidiText text={guide.duration} />
                    </span>
                  ) : null}
                  {guide.difficulty ? (
                    <span className="chip">
                      <Signal aria-hidden="true" className="size-3.5" />
                      <span className="sr-only">רמה: </span>
                      <BidiText text={guide.difficulty} />
                    </span>
                  ) : null}
                </div>
                {guide.videoUrl ? (
                  <NewTabLink
                    href={guide.videoUrl}
                    className="btn btn-gradient-outline mt-auto"
                    context={`: ${guide.title}`}
                  >
                    <PlayCircle aria-hidden="true" className="size-4" />
                    לצפייה במדריך
                  </NewTabLink>
                ) : null}
              </div>
            </article>
          )}
        </BalancedGrid>
      )}
    </div>
  );
}
