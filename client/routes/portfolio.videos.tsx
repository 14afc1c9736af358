import { AlertTriangle, ArrowRight, Video } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BidiText } from '../components/bidi-text.tsx';
import { BrandGlyph } from '../components/brand-glyph.tsx';
import { PageHeader } from '../components/catalogue/page-parts.tsx';
import { NewTabLink } from '../components/new-tab-link.tsx';
import { VIDEOS_ERROR_TEXT, VideoGrid } from '../components/portfolio/video-gallery.tsx';
import { appContext } from '../lib/app-context.ts';
import { pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/portfolio.videos';

// /portfolio/videos (docs/product.md#videos-page): video works (up to 8) and coding tutorials (up
// to 4). A source that never produced a snapshot shows the error block with HTTP 200; the admin
// area shows why (docs/product.md#page-errors). A later failure keeps the last good snapshot.

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return services.portfolio.videosPage();
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'סרטונים',
    description:
      'עבודות וידאו שנוצרו עם כלי בינה מלאכותית ומדריכי קוד מצולמים בעברית: צפייה ישירות מהאתר, בלי מעקב עד שלוחצים.',
    path: '/portfolio/videos',
    siteUrl: siteUrlFrom(matches),
    keywords: ['סרטוני AI', 'וידאו בינה מלאכותית', 'מדריכי קוד', 'מדריכי תכנות בעברית'],
  });

function BackToPortfolio() {
  return (
    <Link
      to="/portfolio"
      prefetch="intent"
      className="inline-flex items-center gap-1 font-medium text-link hover:underline"
    >
      <ArrowRight aria-hidden="true" className="size-4" />
      חזרה לפורטפוליו
    </Link>
  );
}

/**
 * Each gallery: its heading, the view-all link to its playlist and the way back
 * (docs/product.md#videos-page).
 */
function GalleryHeading({
  id,
  title,
  viewAll,
  label,
}: {
  id: string;
  title: string;
  viewAll: string;
  label: string;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <h2 id={id} className="text-heading font-bold">
        {title}
      </h2>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
        <NewTabLink
          href={viewAll}
          className="inline-flex items-center gap-1 font-bold text-link hover:underline"
          data-testid="view-all"
          icon
        >
          <BrandGlyph mark="youtube" />
          <BidiText text={label} />
        </NewTabLink>
        <BackToPortfolio />
      </div>
    </div>
  );
}

export default function VideosPage({ loaderData }: Route.ComponentProps) {
  // One video plays at a time: starting another puts the first back to its thumbnail.
  const [playing, setPlaying] = useState<string | null>(null);
  return (
    <div className="container-page py-8 lg:py-12">
      <PageHeader
        title="סרטונים"
        description="עבודות וידאו שנוצרו עם כלי AI, ומדריכי קוד מצולמים. לוחצים על סרטון והוא מתנגן כאן בעמוד."
        icon={<Video aria-hidden="true" className="size-7" />}
      />
      {!loaderData.ready ? (
        <div
          role="alert"
          className="card flex flex-col items-center gap-3 p-5 text-center md:p-10"
          data-testid="videos-error"
        >
          <AlertTriangle aria-hidden="true" className="size-10 text-rose-700" />
          <p className="text-lg font-bold">{VIDEOS_ERROR_TEXT}</p>
          <p className="text-muted">נסו שוב בעוד כמה דקות.</p>
          <BackToPortfolio />
        </div>
      ) : (
        <>
          <section aria-labelledby="works-heading" id="works" className="scroll-mt-24">
            <GalleryHeading
              id="works-heading"
              title="עבודות וידאו"
              viewAll={loaderData.viewAll.works}
              label="לכל העבודות ב-YouTube"
            />
            <VideoGrid
              videos={loaderData.works}
              label="עבודות וידאו"
              gallery="works"
              playing={playing}
              setPlaying={setPlaying}
              priorityFirst
            />
          </section>
          <section aria-labelledby="tutorials-heading" id="tutorials" className="mt-14 scroll-mt-24">
            <GalleryHeading
              id="tutorials-heading"
              title="מדריכי קוד"
              viewAll={loaderData.viewAll.tutorials}
              label="לכל המדריכים ב-YouTube"
            />
            <VideoGrid
              videos={loaderData.tutorials}
              label="מדריכי קוד"
              gallery="tutorials"
              playing={playing}
              setPlaying={setPlaying}
            />
          </section>
        </>
      )}
    </div>
  );
}
