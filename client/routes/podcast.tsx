import { ChevronLeft, ChevronRight, Clock, Mic } from 'lucide-react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { coverSources, episodeCover, wantsDesignedCover } from '../../src/domain/covers/cover.ts';
import { feedLinks } from '../../src/domain/feeds.ts';
import { episodePage, parsePageParam } from '../../src/domain/podcast/episodes.ts';
import { BidiText } from '../components/bidi-text.tsx';
import { BrandGlyph } from '../components/brand-glyph.tsx';
import { EmptyState, PageHeader } from '../components/catalogue/page-parts.tsx';
import { CoverOrImage } from '../components/cover-or-image.tsx';
import { EpisodeLoadingNotice } from '../components/loading-notice.tsx';
import { NewMark } from '../components/new-mark.tsx';
import { NewTabLink } from '../components/new-tab-link.tsx';
import { PODCAST_COVER_FALLBACK } from '../components/podcast/cover.ts';
import { ListenedSoFar, listenLabel, useListenedSoFar } from '../components/podcast/listened-so-far.tsx';
import { RouteErrorView } from '../components/route-error.tsx';
import { appContext } from '../lib/app-context.ts';
import { absoluteUrl, siteUrlFrom } from '../lib/meta.ts';
import { isNewSince, useSeenBeforeThisVisit } from '../lib/new-since-visit.ts';
import type { Listened } from '../lib/player.ts';
import { sectionMeta } from '../lib/section-meta.ts';
import { SITE } from '../lib/site.ts';
import type { Route } from './+types/podcast';

// /podcast: every episode, newest first, 24 a page (?page=N). A page past the last is a 404 and a
// page that is not a whole number from 1 a 400, each with a way back to the first page.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const requested = parsePageParam(new URL(request.url).searchParams.get('page'));
  if (!requested.ok) throw data({ reason: 'bad-page' }, { status: 400 });
  const podcast = await services.podcast.read();
  const page = episodePage(podcast?.episodes ?? [], requested.page);
  if (!page) throw data({ reason: 'no-such-page' }, { status: 404 });
  return {
    ready: podcast !== null,
    title: podcast?.title || 'הפודקאסט',
    description: podcast?.description ?? '',
    image: podcast?.image,
    page: page.page,
    pageCount: page.pageCount,
    total: page.total,
    episodes: page.episodes.map((episode) => ({
      id: episode.id,
      url: episode.url,
      title: episode.title,
      excerpt: episode.excerpt,
      date: episode.date,
      isoDate: episode.isoDate,
      duration: episode.duration,
      durationSeconds: episode.durationSeconds,
      thumbnail: episode.thumbnail,
      cover: wantsDesignedCover(episode.thumbnail) ? coverSources(episodeCover(episode)) : undefined,
      hasTranscript: Boolean(episode.transcript),
    })),
  };
}

export const links: Route.LinksFunction = () => feedLinks('episodes');

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const page = loaderData?.page ?? 1;
  const path = page > 1 ? `/podcast?page=${page}` : '/podcast';
  return sectionMeta({
    title: page > 1 ? `הפודקאסט – עמוד ${page}` : 'הפודקאסט',
    description:
      loaderData?.description ||
      'פודקאסט שבועי בעברית על בינה מלאכותית: כלים, מושגים, ראיונות וטיפים מעשיים. כל הפרקים, עם נגן מובנה.',
    path,
    siteUrl,
    keywords: ['פודקאסט AI', 'פודקאסט בינה מלאכותית', 'פודקאסט בעברית'],
    noIndex: !loaderData,
    jsonLd: loaderData
      ? {
          '@context': 'https://schema.org',
          '@type': 'PodcastSeries',
          name: loaderData.title,
          description: loaderData.description || undefined,
          url: absoluteUrl('/podcast', siteUrl),
          inLanguage: 'he',
          ...(loaderData.image ? { image: absoluteUrl(loaderData.image, siteUrl) } : {}),
        }
      : undefined,
  });
};

function pageHref(page: number): string {
  return page > 1 ? `/podcast?page=${page}` : '/podcast';
}

/** An episode's cover beside its text, or wider above it in a narrow card. */
const COVER_FRAME = 'w-22 shrink-0 rounded-xl @max-[18rem]:w-32 sm:w-32';

type EpisodeItem = Route.ComponentProps['loaderData']['episodes'][number];

/**
 * A page of episodes, the first four covers loaded at once on the first page; once hydrated, each
 * with where this browser stopped in it, and marked when it is new since the last visit.
 */
function EpisodeList({ episodes, page }: { episodes: readonly EpisodeItem[]; page: number }) {
  const heard = useListenedSoFar(episodes);
  const seenBefore = useSeenBeforeThisVisit(
    'podcast',
    episodes.map((episode) => episode.isoDate),
  );
  return (
    <ol className="grid gap-5 lg:grid-cols-2" aria-label="פרקי הפודקאסט">
      {episodes.map((episode, index) => (
        <EpisodeCard
          key={episode.id}
          episode={episode}
          priority={page === 1 && index < 4}
          listened={heard.get(episode.id) ?? null}
          isNew={isNewSince(episode.isoDate, seenBefore)}
        />
      ))}
    </ol>
  );
}

/** An episode of the list, with where this browser stopped in it and 'להמשך האזנה' once known. */
function EpisodeCard({
  episode,
  priority,
  listened,
  isNew,
}: {
  episode: EpisodeItem;
  priority: boolean;
  listened: Listened | null;
  /** Published since this browser's last visit to the list. */
  isNew: boolean;
}) {
  return (
    // A card narrower than 18rem (a phone at 125 % text or more) puts the cover above the text,
    // which beside it had a word or less a line.
    <li className="@container">
      <article
        className="card card-link relative flex h-full items-start gap-4 p-4 @max-[18rem]:flex-col sm:gap-5 sm:p-5"
        data-episode={episode.id}
      >
        <CoverOrImage
          cover={episode.cover}
          image={{
            src: episode.thumbnail,
            fallbackSrc: PODCAST_COVER_FALLBACK,
            alt: '',
            width: 160,
            height: 160,
          }}
          sizes="(min-width: 640px) 128px, 88px"
          priority={priority}
          className={COVER_FRAME}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h2 className="text-lg leading-snug font-bold">
            <Link to={episode.url} prefetch="intent" className="stretched-link">
              <BidiText text={episode.title} />
            </Link>
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-small text-muted">
            {isNew ? <NewMark /> : null}
            {episode.date ? <time dateTime={episode.isoDate}>{episode.date}</time> : null}
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">משך: </span>
              <bdi className="tabular-nums">{episode.duration}</bdi>
            </span>
            {episode.hasTranscript ? <span className="chip bg-tint text-link-strong">כולל תמליל</span> : null}
          </p>
          {listened ? <ListenedSoFar listened={listened} duration={episode.duration} /> : null}
          {episode.excerpt ? (
            <p className="line-clamp-3 text-ink-soft">
              <BidiText text={episode.excerpt} />
            </p>
          ) : null}
          <span aria-hidden="true" className="mt-auto pt-1 font-medium text-link-strong">
            {listenLabel(listened)}
          </span>
        </div>
      </article>
    </li>
  );
}

export default function Podcast({ loaderData }: Route.ComponentProps) {
  const { episodes, page, pageCount, total, ready, title, description } = loaderData;
  return (
    <div className="container-page py-8 lg:py-12">
      <EpisodeLoadingNotice />
      <PageHeader title="הפודקאסט" description={description || undefined} icon={<Mic className="size-7" />}>
        <div className="mt-5 flex flex-wrap items-center gap-3 text-ink-soft">
          <span>
            <BidiText text={title} /> · {total} פרקים
          </span>
          <NewTabLink
            href={SITE.social.find((link) => link.id === 'spotify')?.url}
            className="btn btn-secondary"
          >
            <BrandGlyph mark="spotify" />
            לתוכנית בספוטיפיי
          </NewTabLink>
        </div>
      </PageHeader>
      {episodes.length === 0 ? (
        <EmptyState
          kind={ready ? 'empty' : 'loading'}
          title={ready ? 'עוד אין פרקים' : 'הפרקים מתעדכנים, נסו שוב בעוד רגע'}
        />
      ) : (
        <>
          <EpisodeList episodes={episodes} page={page} />
          {pageCount > 1 ? (
            <nav aria-label="עמודי הפרקים" className="mt-10 flex flex-wrap items-center justify-center gap-3">
              {page > 1 ? (
                <Link to={pageHref(page - 1)} className="btn btn-secondary" rel="prev">
                  <ChevronRight aria-hidden="true" className="size-4" />
                  פרקים חדשים יותר
                </Link>
              ) : null}
              <span className="text-muted" aria-current="page">
                עמוד {page} מתוך {pageCount}
              </span>
              {page < pageCount ? (
                <Link to={pageHref(page + 1)} className="btn btn-secondary" rel="next">
                  פרקים קודמים
                  <ChevronLeft aria-hidden="true" className="size-4" />
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const badPage = isRouteErrorResponse(error) && (error.status === 400 || error.status === 404);
  return (
    <RouteErrorView
      title={badPage ? 'אין עמוד כזה ברשימת הפרקים' : 'אירעה שגיאה בטעינת הפרקים'}
      message={
        badPage ? 'מספר העמוד בכתובת אינו קיים.' : 'לא ניתן לטעון את רשימת הפרקים כעת, נסו שוב מאוחר יותר.'
      }
      back={{ to: '/podcast', label: 'לכל הפרקים' }}
    />
  );
}
