import { MailPlus, Newspaper, Rss } from 'lucide-react';
import { Link } from 'react-router';
import { SUBSCRIBE_PATH, summaryExcerpt } from '../../src/domain/newsletter/issues.ts';
import { BalancedGrid } from '../components/balanced-grid.tsx';
import { BidiText } from '../components/bidi-text.tsx';
import { EmptyState, PageHeader } from '../components/catalogue/page-parts.tsx';
import { CoverOrImage } from '../components/cover-or-image.tsx';
import { IssueLoadingNotice } from '../components/loading-notice.tsx';
import { NewMark } from '../components/new-mark.tsx';
import { isoDay, issueDesignedCover, newsletterCovers } from '../components/newsletter/cover.ts';
import { appContext } from '../lib/app-context.ts';
import { siteUrlFrom } from '../lib/meta.ts';
import { isNewSince, useSeenBeforeThisVisit } from '../lib/new-since-visit.ts';
import { sectionMeta } from '../lib/section-meta.ts';
import type { Route } from './+types/newsletter';

// /newsletter: every sent campaign from the newsletter snapshot, newest first, with an RSS feed of
// the archive linked from the page head.

export const NEWSLETTER_RSS_PATH = '/newsletter/rss.xml';

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const issues = await services.newsletter.issues();
  return {
    ready: issues !== null,
    issues: (issues ?? []).map((issue) => ({
      id: issue.id,
      name: issue.name,
      createdFormatted: issue.createdFormatted,
      created_at: issue.created_at,
      covers: newsletterCovers(issue),
      cover: issueDesignedCover(issue),
      excerpt: summaryExcerpt(issue),
      articleCount: issue.articles.length,
    })),
  };
}

export const links: Route.LinksFunction = () => [
  { rel: 'alternate', type: 'application/rss+xml', title: 'ארכיון הניוזלטר', href: NEWSLETTER_RSS_PATH },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  sectionMeta({
    title: 'ארכיון הניוזלטר',
    description: 'כל גיליונות הניוזלטר השבועי על בינה מלאכותית: כלים חדשים, עדכונים וטיפים, מהחדש לישן.',
    path: '/newsletter',
    siteUrl: siteUrlFrom(matches),
    keywords: ['ניוזלטר AI', 'ניוזלטר בינה מלאכותית', 'עדכוני AI'],
  });

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { issues, ready } = loaderData;
  // Once hydrated, the issues sent since this browser's last visit are marked 'חדש'.
  const seenBefore = useSeenBeforeThisVisit(
    'newsletter',
    issues.map((issue) => issue.created_at),
  );
  return (
    <div className="container-page py-8 lg:py-12">
      <IssueLoadingNotice />
      <PageHeader
        title="ארכיון הניוזלטר"
        description="הגיליונות השבועיים שלנו: מה חדש בכלי AI, מה כדאי לנסות ומה חשוב לדעת."
        icon={<Newspaper className="size-7" />}
      >
        <p className="mt-5 flex flex-wrap items-center gap-3">
          <Link to={SUBSCRIBE_PATH} className="btn btn-primary">
            <MailPlus aria-hidden="true" className="size-4" />
            הרשמה לניוזלטר
          </Link>
          <a href={NEWSLETTER_RSS_PATH} className="btn btn-secondary">
            <Rss aria-hidden="true" className="size-4" />
            <span className="min-w-0">
              הזנת <bdi>RSS</bdi> של הארכיון
            </span>
          </a>
        </p>
      </PageHeader>
      {issues.length === 0 ? (
        <EmptyState
          kind={ready ? 'empty' : 'loading'}
          title={ready ? 'עוד לא נשלחו גיליונות' : 'הארכיון מתעדכן, נסו שוב בעוד רגע'}
        />
      ) : (
        <BalancedGrid
          ordered
          items={issues}
          itemKey={(issue) => issue.id}
          covers
          aria-label="גיליונות הניוזלטר"
        >
          {(issue, index, coverSizes) => (
            <article
              className="card card-link relative flex h-full flex-col overflow-hidden"
              data-issue={issue.id}
            >
              <CoverOrImage
                cover={issue.cover}
                image={{
                  src: issue.covers[0],
                  fallbackSrc: issue.covers.slice(1),
                  alt: '',
                  width: 640,
                  height: 360,
                }}
                sizes={coverSizes}
                priority={index < 3}
                className="w-full"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <h2 className="text-lg leading-snug font-bold">
                  <Link to={`/newsletter/${issue.id}`} prefetch="intent" className="stretched-link">
                    <BidiText text={issue.name} />
                  </Link>
                </h2>
                <p className="text-small text-muted">
                  {isNewSince(issue.created_at, seenBefore) ? (
                    <>
                      <NewMark />{' '}
                    </>
                  ) : null}
                  {issue.createdFormatted ? (
                    <time dateTime={isoDay(issue.created_at)}>{issue.createdFormatted}</time>
                  ) : null}
                  {issue.articleCount > 0 ? ` · ${issue.articleCount} כתבות` : null}
                </p>
                {issue.excerpt ? (
                  <p className="line-clamp-3 text-ink-soft">
                    <BidiText text={issue.excerpt} />
                  </p>
                ) : null}
                <span aria-hidden="true" className="mt-auto pt-2 font-medium text-link-strong">
                  לקריאת הגיליון ←
                </span>
              </div>
            </article>
          )}
        </BalancedGrid>
      )}
    </div>
  );
}
