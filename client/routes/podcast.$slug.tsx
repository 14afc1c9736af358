import { ArrowRight, CalendarDays, Clock } from 'lucide-react';
import { data, isRouteErrorResponse, Link, redirect } from 'react-router';
import { coverSources, episodeCover, wantsDesignedCover } from '../../src/domain/covers/cover.ts';
import { findEpisode, isoDuration, otherEpisodes } from '../../src/domain/podcast/episodes.ts';
import { parseMoment } from '../../src/domain/podcast/moment.ts';
import { episodeCard } from '../../src/domain/share-cards/entity-cards.ts';
import { BidiText } from '../components/bidi-text.tsx';
import { BrandGlyph } from '../components/brand-glyph.tsx';
import { CoverOrImage } from '../components/cover-or-image.tsx';
import { EpisodeLoadingNotice, useLoadingEpisode } from '../components/loading-notice.tsx';
import { NewTabLink, withNewTabNotices } from '../components/new-tab-link.tsx';
import { AudioPlayer } from '../components/podcast/audio-player.tsx';
import { PODCAST_COVER_FALLBACK } from '../components/podcast/cover.ts';
import { ChapterList, Transcript } from '../components/podcast/episode-extras.tsx';
import { ListenedSoFar, useListenedSoFar } from '../components/podcast/listened-so-far.tsx';
import { MomentSeeker, useAddressMoment } from '../components/podcast/moment.tsx';
import { PlayerProvider } from '../components/podcast/player-store.tsx';
import { RouteErrorView } from '../components/route-error.tsx';
import { ShareButtons } from '../components/share-buttons.tsx';
import { appContext } from '../lib/app-context.ts';
import { keepHyphensInHtml } from '../lib/bidi.ts';
import { absoluteUrl, pageMeta, siteUrlFrom } from '../lib/meta.ts';
import type { Listened } from '../lib/player.ts';
import type { Route } from './+types/podcast.$slug';

// /podcast/{slug}: the episode page (docs/product.md#episode-page, #podcast-episodes). The address
// matches an episode exactly on the last segment of its URL, else partially (then it redirects to
// the episode's own address); none is a 404 with 'פרק הפודקאסט לא נמצא'.

export const EPISODE_NOT_FOUND = 'פרק הפודקאסט לא נמצא';
export const EPISODE_ERROR = 'אירעה שגיאה בטעינת פרק הפודקאסט';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const podcast = await services.podcast.read();
  if (!podcast) throw data({ reason: 'unavailable' }, { status: 503 });
  const match = findEpisode(podcast.episodes, params.slug);
  if (!match) throw data({ reason: 'not-found' }, { status: 404 });
  const t = new URL(request.url).searchParams.get('t');
  if (!match.exact)
    throw redirect(`${encodeURI(match.episode.url)}${t ? `?t=${encodeURIComponent(t)}` : ''}`, 301);
  const { episode } = match;
  const siteUrl = services.config.PUBLIC_SITE_URL;
  return {
    path: episode.url,
    shareUrl: absoluteUrl(encodeURI(episode.url), siteUrl),
    artwork: absoluteUrl(episode.thumbnail ?? podcast.image ?? PODCAST_COVER_FALLBACK, siteUrl),
    showTitle: podcast.title || 'הפודקאסט',
    showImage: podcast.image,
    episode,
    cover: wantsDesignedCover(episode.thumbnail) ? coverSources(episodeCover(episode)) : undefined,
    // ?t= (docs/search.md#moments): the passage of that second is rendered as the current one.
    moment: parseMoment(t),
    others: otherEpisodes(podcast.episodes, episode).map((other) => ({
      id: other.id,
      url: other.url,
      title: other.title,
      date: other.date,
      isoDate: other.isoDate,
      duration: other.duration,
      durationSeconds: other.durationSeconds,
      thumbnail: other.thumbnail,
      cover: wantsDesignedCover(other.thumbnail) ? coverSources(episodeCover(other)) : undefined,
    })),
  };
}

export const handle = {
  breadcrumb: (loaderData: unknown) => {
    const value = loaderData as { path?: string; episode?: { title: string } } | undefined;
    return value?.path && value.episode ? { [value.path]: value.episode.title } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!loaderData) {
    return pageMeta({
      title: EPISODE_NOT_FOUND,
      description: EPISODE_NOT_FOUND,
      path: `/podcast/${params.slug}`,
      siteUrl,
      noIndex: true,
    });
  }
  const { episode, showTitle } = loaderData;
  const url = absoluteUrl(encodeURI(episode.url), siteUrl);
  const audio = episode.audioUrl ? absoluteUrl(episode.audioUrl, siteUrl) : undefined;
  const image = episode.thumbnail ?? loaderData.showImage;
  return [
    ...pageMeta({
      title: episode.title,
      description: episode.excerpt || `${episode.title} – ${showTitle}`,
      path: encodeURI(episode.url),
      siteUrl,
      keywords: ['פודקאסט AI', showTitle],
      card: episodeCard(episode, loaderData.showImage),
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'PodcastEpisode',
        name: episode.title,
        description: episode.excerpt || undefined,
        url,
        inLanguage: 'he',
        ...(episode.isoDate ? { datePublished: episode.isoDate } : {}),
        ...(isoDuration(episode.durationSeconds)
          ? { timeRequired: isoDuration(episode.durationSeconds) }
          : {}),
        ...(image ? { image: absoluteUrl(image, siteUrl) } : {}),
        ...(audio
          ? {
              associatedMedia: {
                '@type': 'MediaObject',
                contentUrl: audio,
                ...(episode.audioType ? { encodingFormat: episode.audioType } : {}),
                ...(isoDuration(episode.durationSeconds)
                  ? { duration: isoDuration(episode.durationSeconds) }
                  : {}),
              },
            }
          : {}),
        partOfSeries: { '@type': 'PodcastSeries', name: showTitle, url: absoluteUrl('/podcast', siteUrl) },
        ...(episode.platformUrls.spotify ? { sameAs: episode.platformUrls.spotify } : {}),
      },
    }),
    ...(audio ? [{ property: 'og:audio', content: audio }] : []),
  ];
};

function BackLink() {
  return (
    <Link
      to="/podcast"
      prefetch="intent"
      className="inline-flex items-center gap-1 text-small font-medium text-link hover:underline"
    >
      <ArrowRight aria-hidden="true" className="size-4" />
      חזרה לכל הפרקים
    </Link>
  );
}

type OtherEpisodeItem = Route.ComponentProps['loaderData']['others'][number];

/** 'פרקים נוספים': the list, each with where this browser stopped in it once known. */
function OtherEpisodes({ others }: { others: readonly OtherEpisodeItem[] }) {
  const heard = useListenedSoFar(others);
  return (
    <ul className="flex flex-col gap-3">
      {others.map((other) => (
        <OtherEpisode key={other.id} other={other} listened={heard.get(other.id) ?? null} />
      ))}
    </ul>
  );
}

function OtherEpisode({ other, listened }: { other: OtherEpisodeItem; listened: Listened | null }) {
  return (
    <li>
      <Link to={other.url} prefetch="intent" className="card card-link flex flex-wrap items-center gap-3 p-3">
        <CoverOrImage
          cover={other.cover}
          image={{
            src: other.thumbnail,
            fallbackSrc: PODCAST_COVER_FALLBACK,
            alt: '',
            width: 64,
            height: 64,
          }}
          sizes="64px"
          decorative
          className="size-16 shrink-0 rounded-xl"
        />
        {/* Under the cover where less than 6rem would be left beside it. */}
        <span className="min-w-0 grow basis-24">
          <span className="line-clamp-2 font-bold">
            <BidiText text={other.title} />
          </span>
          <span className="mt-1 block text-small text-muted">
            {other.date ? <time dateTime={other.isoDate}>{other.date}</time> : null}
            {other.date ? ' · ' : null}
            <bdi className="tabular-nums">{other.duration}</bdi>
          </span>
          {listened ? <ListenedSoFar listened={listened} duration={other.duration} /> : null}
        </span>
      </Link>
    </li>
  );
}

export default function Episode({ loaderData }: Route.ComponentProps) {
  const { episode, others, showTitle, shareUrl, artwork } = loaderData;
  const moment = useAddressMoment(loaderData.moment);
  const loading = useLoadingEpisode();
  return (
    <PlayerProvider>
      <EpisodeLoadingNotice />
      <article
        className={`container-page py-8 transition-opacity lg:py-12 ${loading ? 'opacity-60' : ''}`}
        aria-busy={loading || undefined}
        data-episode={episode.id}
      >
        <BackLink />
        <header className="mt-4 grid items-start gap-6 md:grid-cols-[16rem_1fr] md:gap-8">
          <CoverOrImage
            key={episode.id}
            cover={loaderData.cover}
            image={{
              src: episode.thumbnail,
              fallbackSrc: PODCAST_COVER_FALLBACK,
              alt: `עטיפת הפרק: ${episode.title}`,
              width: 512,
              height: 512,
            }}
            sizes="(min-width: 768px) 256px, 160px"
            priority
            className="w-40 rounded-2xl shadow-card md:w-full"
          />
          <div className="min-w-0">
            <p className="font-medium text-link">
              <BidiText text={showTitle} />
            </p>
            <h1 className="mt-1 text-[1.75rem] leading-tight font-extrabold md:text-title">
              <BidiText text={episode.title} />
            </h1>
            <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
              {episode.date ? (
                <span className="inline-flex items-center gap-1">
                  <CalendarDays aria-hidden="true" className="size-4" />
                  <time dateTime={episode.isoDate}>{episode.date}</time>
                </span>
              ) : null}
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                <span className="sr-only">משך הפרק: </span>
                <bdi className="tabular-nums">{episode.duration}</bdi>
              </span>
            </p>
            {episode.platformUrls.spotify ? (
              <NewTabLink
                href={episode.platformUrls.spotify}
                className="btn btn-secondary mt-5"
                data-testid="spotify-link"
                icon
              >
                <BrandGlyph mark="spotify" />
                להאזנה בספוטיפיי
              </NewTabLink>
            ) : null}
          </div>
        </header>

        <section aria-labelledby="player-heading" className="mt-8">
          <h2 id="player-heading" className="sr-only">
            נגן הפרק
          </h2>
          {episode.audioUrl ? (
            <AudioPlayer
              episodeId={episode.id}
              src={episode.audioUrl}
              title={episode.title}
              showTitle={showTitle}
              artwork={artwork}
              durationHint={episode.durationSeconds}
            />
          ) : null}
          {episode.audioUrl ? (
            <MomentSeeker key={episode.id} moment={moment} src={episode.audioUrl} />
          ) : (
            <p className="card p-4 md:p-6 text-muted">לפרק הזה אין קובץ שמע זמין כרגע.</p>
          )}
        </section>

        <div className="@container mt-10">
          <div className="grid gap-8 @min-[54rem]:grid-cols-[1fr_20rem]">
            <div className="flex min-w-0 flex-col gap-8">
              <section aria-labelledby="about-heading" className="card p-4 md:p-6">
                <h2 id="about-heading" className="mb-4 text-heading font-bold">
                  על הפרק
                </h2>
                {episode.description ? (
                  <div
                    className="prose-he leading-relaxed"
                    // Sanitised at refresh time (jobs/sources/shared/text.ts, sanitizeRichText); 'ו-Gemini'
                    // kept on one line (decision 0044).
                    dangerouslySetInnerHTML={{
                      __html: withNewTabNotices(keepHyphensInHtml(episode.description)),
                    }}
                  />
                ) : (
                  <p className="text-muted">אין תיאור לפרק הזה.</p>
                )}
              </section>
              {episode.chapters && episode.chapters.length > 0 ? (
                <ChapterList chapters={episode.chapters} />
              ) : null}
              {episode.transcript ? (
                <Transcript transcript={episode.transcript} slug={episode.slug} moment={moment} />
              ) : null}
            </div>
            <aside className="flex flex-col gap-8" aria-label="שיתוף ופרקים נוספים">
              <ShareButtons url={shareUrl} title={episode.title} heading="שיתוף הפרק" />
              {others.length > 0 ? (
                <section aria-labelledby="more-heading">
                  <h2 id="more-heading" className="mb-3 text-lg font-bold">
                    פרקים נוספים
                  </h2>
                  <OtherEpisodes others={others} />
                  <Link
                    to="/podcast"
                    className="mt-4 inline-block font-medium text-link-strong hover:underline"
                  >
                    לכל הפרקים
                  </Link>
                </section>
              ) : null}
            </aside>
          </div>
        </div>
      </article>
    </PlayerProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <RouteErrorView
      testId="episode-error"
      title={notFound ? EPISODE_NOT_FOUND : EPISODE_ERROR}
      message={
        notFound
          ? 'ייתכן שהכתובת שגויה או שהפרק הוסר. כל הפרקים מחכים ברשימה.'
          : 'נסו לרענן את הדף בעוד רגע, או לחזור לרשימת הפרקים.'
      }
      back={{ to: '/podcast', label: 'חזרה לכל הפרקים' }}
    />
  );
}
