import { ArrowLeft, ArrowRight, CalendarDays, MailOpen, MailPlus, Send, Sparkles } from 'lucide-react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { formatCount } from '../../src/domain/hebrew-numbers.ts';
import { articleCategoryLabel } from '../../src/domain/newsletter/categories.ts';
import {
  findIssue,
  type IssueLink,
  issueNeighbours,
  SUBSCRIBE_PATH,
} from '../../src/domain/newsletter/issues.ts';
import { issueCard } from '../../src/domain/share-cards/entity-cards.ts';
import { BalancedGrid } from '../components/balanced-grid.tsx';
import { BidiText } from '../components/bidi-text.tsx';
import { IssueLoadingNotice, useLoadingIssue } from '../components/loading-notice.tsx';
import { NewTabLink } from '../components/new-tab-link.tsx';
import { ArticleImage } from '../components/newsletter/article-image.tsx';
import { isoDay, newsletterCovers } from '../components/newsletter/cover.ts';
import { RouteErrorView } from '../components/route-error.tsx';
import { SmartImage } from '../components/smart-image.tsx';
import { appContext } from '../lib/app-context.ts';
import { absoluteUrl, pageMeta, siteOrganizationRef, siteUrlFrom } from '../lib/meta.ts';
import type { Route } from './+types/newsletter.$campaignId';

// /newsletter/{campaignId}: one sent issue from the newsletter snapshot
// (docs/product.md#newsletter-issue-page). An unknown id is a 404 with the missing-issue message
// and a way back to the archive.

export const ISSUE_NOT_FOUND = 'הגיליון המבוקש לא נמצא';
export const ISSUE_ERROR = 'לא ניתן לטעון את הניוזלטר כעת, נסו שוב מאוחר יותר';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const issues = await services.newsletter.issues();
  if (!issues) throw data({ reason: 'unavailable' }, { status: 503 });
  const issue = /^\d{1,30}$/.test(params.campaignId) ? findIssue(issues, params.campaignId) : undefined;
  if (!issue) throw data({ reason: 'not-found' }, { status: 404 });
  return {
    path: `/newsletter/${issue.id}`,
    issue: {
      id: issue.id,
      name: issue.name,
      subject: issue.subject,
      created_at: issue.created_at,
      createdFormatted: issue.createdFormatted,
      sent: issue.sent,
      uniqueOpens: issue.uniqueOpens,
      summary: issue.summary,
      articles: issue.articles,
      covers: newsletterCovers(issue),
      webViewUrl: issue.webViewUrl ?? issue.previewUrl,
    },
    // The issues sent just before and after it: a reader goes on through the archive from here.
    ...issueNeighbours(issues, issue),
  };
}

export const handle = {
  breadcrumb: (loaderData: unknown) => {
    const value = loaderData as { path?: string; issue?: { name: string } } | undefined;
    return value?.path && value.issue ? { [value.path]: value.issue.name } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData) {
    return pageMeta({
      title: ISSUE_NOT_FOUND,
      description: ISSUE_NOT_FOUND,
      path: `/newsletter/${params.campaignId}`,
      siteUrl,
      noIndex: true,
    });
  }
  const { issue, path } = loaderData;
  const description =
    issue.summary.slice(0, 2).join(' · ') || issue.subject || `גיליון הניוזלטר מ-${issue.createdFormatted}`;
  const cover = issue.covers[0];
  return pageMeta({
    title: issue.name,
    description: description.slice(0, 200),
    path,
    siteUrl,
    card: issueCard(issue),
    type: 'article',
    keywords: ['ניוזלטר AI', ...issue.articles.slice(0, 3).map((article) => article.title)],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: issue.name,
      description,
      url: absoluteUrl(path, siteUrl),
      inLanguage: 'he',
      ...(isoDay(issue.created_at) ? { datePublished: isoDay(issue.created_at) } : {}),
      ...(cover ? { image: absoluteUrl(cover, siteUrl) } : {}),
      author: siteOrganizationRef(siteUrl),
      publisher: siteOrganizationRef(siteUrl),
      isPartOf: { '@type': 'Periodical', name: 'הניוזלטר השבועי', url: absoluteUrl('/newsletter', siteUrl) },
    },
  });
};

function BackLink() {
  return (
    <Link
      to="/newsletter"
      prefetch="intent"
      className="inline-flex items-center gap-1 text-small font-medium text-link hover:underline"
    >
      <ArrowRight aria-hidden="true" className="size-4" />
      חזרה לארכיון הניוזלטר
    </Link>
  );
}

/**
 * The issue sent before this one (on the right, where a right-to-left reader goes back) and the one
 * sent after it, each with its name and date. The newest issue has only the one before it.
 */
function IssueNav({ older, newer }: { older?: IssueLink; newer?: IssueLink }) {
  if (!older && !newer) return null;
  return (
    <nav aria-label="גיליונות סמוכים" className="mt-12 grid gap-3 sm:grid-cols-2" data-issue-nav>
      {older ? <IssueNavLink issue={older} label="הגיליון הקודם" rel="prev" /> : null}
      {newer ? <IssueNavLink issue={newer} label="הגיליון שאחריו" rel="next" /> : null}
    </nav>
  );
}

function IssueNavLink({ issue, label, rel }: { issue: IssueLink; label: string; rel: 'prev' | 'next' }) {
  const Arrow = rel === 'prev' ? ArrowRight : ArrowLeft;
  return (
    <Link
      to={`/newsletter/${issue.id}`}
      prefetch="intent"
      rel={rel}
      className={`card flex min-h-11 items-center gap-3 p-4 hover:bg-tint ${rel === 'next' ? 'sm:col-start-2' : ''}`}
    >
      {rel === 'prev' ? <Arrow aria-hidden="true" className="size-5 shrink-0 text-link" /> : null}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-small font-medium text-muted">{label}</span>
        <span className="font-bold text-link-strong">
          <BidiText text={issue.name} />
        </span>
        {issue.createdFormatted ? (
          <span className="text-small text-ink-soft">{issue.createdFormatted}</span>
        ) : null}
      </span>
      {rel === 'next' ? <Arrow aria-hidden="true" className="size-5 shrink-0 text-link" /> : null}
    </Link>
  );
}

export default function NewsletterIssue({ loaderData }: Route.ComponentProps) {
  const { issue, older, newer } = loaderData;
  const loading = useLoadingIssue();
  return (
    <article
      className={`container-page py-8 transition-opacity lg:py-12 ${loading ? 'opacity-60' : ''}`}
      aria-busy={loading || undefined}
      data-issue={issue.id}
    >
      <IssueLoadingNotice />
      <BackLink />
      <div className="@container mt-4">
        <header className="grid items-start gap-6 @min-[54rem]:grid-cols-[1fr_24rem] @min-[54rem]:gap-10">
          <div className="min-w-0">
            <p className="font-medium text-link">הניוזלטר השבועי</p>
            <h1 className="mt-1 text-[1.75rem] leading-tight font-extrabold md:text-title">
              <BidiText text={issue.name} />
            </h1>
            <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-ink-soft">
              {issue.createdFormatted ? (
                <div className="flex items-center gap-2">
                  <dt className="sr-only">נוצר בתאריך</dt>
                  <dd className="flex items-center gap-2">
                    <CalendarDays aria-hidden="true" className="size-4 text-link" />
                    <time dateTime={isoDay(issue.created_at)}>{issue.createdFormatted}</time>
                  </dd>
                </div>
              ) : null}
              <div className="flex items-center gap-2">
                <dt className="flex items-center gap-2">
                  <Send aria-hidden="true" className="size-4 text-link" />
                  נשלח ל:
                </dt>
                <dd data-testid="sent">{formatCount(issue.sent)} נמענים</dd>
              </div>
              <div className="flex items-center gap-2">
                <dt className="flex items-center gap-2">
                  <MailOpen aria-hidden="true" className="size-4 text-link" />
                  פתיחות ייחודיות:
                </dt>
                <dd data-testid="opens">{formatCount(issue.uniqueOpens)}</dd>
              </div>
            </dl>
            {issue.webViewUrl ? (
              <NewTabLink
                href={issue.webViewUrl}
                className="btn btn-secondary mt-5"
                data-testid="web-view"
                icon
              >
                לצפייה בגיליון כפי שנשלח
              </NewTabLink>
            ) : null}
          </div>
          <SmartImage
            key={issue.id}
            src={issue.covers[0]}
            fallbackSrc={issue.covers.slice(1)}
            alt={`תמונת השער של ${issue.name}`}
            width={768}
            height={432}
            priority
            frameClassName="w-full rounded-2xl shadow-card"
          />
        </header>
      </div>

      {issue.summary.length > 0 ? (
        <section aria-labelledby="summary-heading" className="card mt-10 p-4 md:p-6">
          <h2 id="summary-heading" className="mb-4 flex items-center gap-2 text-heading font-bold">
            <Sparkles aria-hidden="true" className="size-6 text-link" />
            בגיליון הזה
          </h2>
          <ul className="flex flex-col gap-2">
            {issue.summary.map((item) => (
              <li key={item} className="flex gap-2">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
                <span className="min-w-0">
                  <BidiText text={item} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {issue.articles.length > 0 ? (
        <section aria-labelledby="articles-heading" className="mt-12">
          <h2 id="articles-heading" className="mb-5 text-heading font-bold">
            הכלים והחדשות בגיליון
          </h2>
          <BalancedGrid
            items={issue.articles}
            itemKey={(article, index) => `${article.title}-${index}`}
            className="gap-6"
          >
            {(article) => (
              <article className="card flex h-full flex-col overflow-hidden" data-article>
                {article.image ? <ArticleImage src={article.image} alt="" /> : null}
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <span className="chip w-fit bg-tint text-link-strong" data-category={article.category}>
                    {articleCategoryLabel(article.category)}
                  </span>
                  <h3 className="text-lg leading-snug font-bold">
                    <BidiText text={article.title} />
                  </h3>
                  <p className="text-ink-soft">
                    <BidiText text={article.description} />
                  </p>
                  {article.link ? (
                    <NewTabLink
                      href={article.link}
                      className="btn btn-secondary mt-auto w-fit"
                      context={
                        <>
                          {' '}
                          של <BidiText text={article.title} />
                        </>
                      }
                      icon
                    >
                      לאתר
                    </NewTabLink>
                  ) : null}
                </div>
              </article>
            )}
          </BalancedGrid>
        </section>
      ) : null}

      <IssueNav older={older} newer={newer} />

      <section aria-labelledby="next-issue-heading" className="card mt-12 p-4 md:p-6" data-next-issue>
        <h2 id="next-issue-heading" className="text-heading font-bold">
          רוצים את הגיליון הבא?
        </h2>
        <p className="mt-2 text-ink-soft">גיליון כזה יוצא פעם בשבוע. נשלח אותו אליכם, בלי ספאם.</p>
        <p className="mt-4 flex flex-wrap gap-3">
          <Link to={SUBSCRIBE_PATH} className="btn btn-primary">
            <MailPlus aria-hidden="true" className="size-4" />
            הרשמה לניוזלטר
          </Link>
          <Link to="/newsletter" className="btn btn-secondary">
            לכל הגיליונות
          </Link>
        </p>
      </section>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <RouteErrorView
      testId="issue-error"
      title={notFound ? ISSUE_NOT_FOUND : ISSUE_ERROR}
      message={
        notFound ? 'ייתכן שהקישור שגוי או שהגיליון הוסר מהארכיון.' : 'אפשר לחזור לארכיון ולנסות שוב בעוד רגע.'
      }
      back={{ to: '/newsletter', label: 'חזרה לארכיון הניוזלטר' }}
    />
  );
}
