import { ArrowLeft, CodeXml, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BidiText } from '../components/bidi-text.tsx';
import { IconBadge, PageHeader } from '../components/catalogue/page-parts.tsx';
import { CoverOrImage } from '../components/cover-or-image.tsx';
import { videoThumbnail } from '../components/portfolio/thumbnail.ts';
import { appContext } from '../lib/app-context.ts';
import { siteUrlFrom } from '../lib/meta.ts';
import { sectionMeta } from '../lib/section-meta.ts';
import type { Route } from './+types/portfolio._index';

// /portfolio (docs/product.md#route-table): two cards, videos and code, each with its counts and three latest
// items, leading to the two pages.

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return services.portfolio.summary(new Date());
}

export const meta: Route.MetaFunction = ({ matches }) =>
  sectionMeta({
    title: 'פורטפוליו',
    description:
      'תיק העבודות: סרטונים ועבודות וידאו שנוצרו עם בינה מלאכותית, מדריכי קוד, ופרויקטי קוד פתוח בתחום ה-AI.',
    path: '/portfolio',
    siteUrl: siteUrlFrom(matches),
    keywords: ['פורטפוליו', 'תיק עבודות AI', 'סרטוני AI', 'פרויקטי קוד פתוח'],
  });

function PortfolioCard({
  id,
  title,
  icon,
  summary,
  to,
  cta,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  summary: string;
  to: string;
  cta: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="card @container flex min-w-0 flex-col p-4 md:p-6"
      data-portfolio-card={to}
    >
      {/* Below 18rem (a phone at large text) the icon goes above the title and the counts. */}
      <div className="flex items-center gap-4 @max-[18rem]:flex-col @max-[18rem]:items-start">
        <IconBadge>{icon}</IconBadge>
        <div>
          <h2 id={id} className="text-heading font-bold">
            <Link to={to} prefetch="intent" className="hover:underline">
              {title}
            </Link>
          </h2>
          <p className="text-ink-soft" data-testid="portfolio-counts">
            {summary}
          </p>
        </div>
      </div>
      <h3 className="mt-6 mb-3 text-small font-bold text-muted">האחרונים</h3>
      {children}
      <Link to={to} prefetch="intent" className="btn btn-primary mt-6 self-start">
        {cta}
        <ArrowLeft aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

function Updating() {
  return <p className="text-muted">הרשימה מתעדכנת כרגע. נסו שוב בעוד כמה דקות.</p>;
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { videos, code } = loaderData;
  return (
    <div className="container-page py-8 lg:py-12">
      <PageHeader
        title="פורטפוליו"
        description="מה יצרתי עם בינה מלאכותית: סרטונים ומדריכים מצולמים, ופרויקטי קוד פתוח."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <PortfolioCard
          id="portfolio-videos"
          title="סרטונים"
          icon={<Video aria-hidden="true" className="size-7" />}
          summary={
            videos.ready
              ? `${videos.works}\u00a0עבודות וידאו · ${videos.tutorials}\u00a0מדריכי קוד`
              : 'עבודות וידאו ומדריכי קוד'
          }
          to="/portfolio/videos"
          cta="לכל הסרטונים"
        >
          {videos.ready && videos.latest.length > 0 ? (
            // Below 18rem (a phone at large text) the cover goes above the title, which had a
            // word or less a line beside it.
            <ul className="@container flex flex-col gap-3">
              {videos.latest.map((video) => (
                <li key={video.id}>
                  <Link
                    to={`/portfolio/videos#video-${video.id}`}
                    className="group flex items-center gap-3 rounded-xl p-1 hover:bg-tint @max-[18rem]:flex-col @max-[18rem]:items-start"
                  >
                    <CoverOrImage
                      cover={video.cover}
                      image={videoThumbnail(video.thumbnail, 112, 63)}
                      sizes="(min-width: 640px) 112px, 80px"
                      decorative
                      className="w-20 shrink-0 rounded-lg sm:w-28"
                    />
                    <span className="min-w-0">
                      <span className="block font-medium group-hover:underline">
                        <BidiText text={video.title} />
                      </span>
                      <span className="text-small text-muted">
                        <time dateTime={video.publishedAt}>{video.date}</time> · {video.views}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : videos.ready ? (
            <p className="text-muted">לא נמצאו סרטונים להצגה</p>
          ) : (
            <Updating />
          )}
        </PortfolioCard>
        <PortfolioCard
          id="portfolio-code"
          title="פרויקטי קוד"
          icon={<CodeXml aria-hidden="true" className="size-7" />}
          summary={
            code.ready
              ? `${code.total}\u00a0פרויקטים · ${code.ai}\u00a0פרויקטי AI`
              : 'פרויקטי קוד פתוח ובינה מלאכותית'
          }
          to="/portfolio/code"
          cta="לכל הפרויקטים"
        >
          {code.ready && code.latest.length > 0 ? (
            <ul className="flex flex-col gap-3">
              {code.latest.map((project) => (
                <li key={project.name}>
                  <Link
                    to={`/portfolio/code#project-${project.name}`}
                    className="group block rounded-xl p-2 hover:bg-tint"
                  >
                    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <span className="font-bold group-hover:underline">
                        <bdi>{project.name}</bdi>
                      </span>
                      <span className="inline-flex items-center gap-1 text-small text-muted">
                        <span
                          aria-hidden="true"
                          className="size-2.5 rounded-full"
                          style={{ backgroundColor: project.languageColor }}
                        />
                        <bdi>{project.language}</bdi>
                      </span>
                      <span className="text-small text-muted">
                        עודכן <time dateTime={project.updatedAt}>{project.updatedRelative}</time>
                      </span>
                    </span>
                    {project.description ? (
                      <span className="mt-0.5 block text-small text-ink-soft">
                        <BidiText text={project.description} />
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          ) : code.ready ? (
            <p className="text-muted">אין פרויקטים להצגה</p>
          ) : (
            <Updating />
          )}
        </PortfolioCard>
      </div>
    </div>
  );
}
