import { CalendarDays, Clock, Eye, Play, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { VideoCard as VideoCardData } from '../../../src/portfolio/data.ts';
import { FOUR_UP_GRID } from '../../lib/balanced-grid.ts';
import { isNewSince, useSeenBeforeThisVisit } from '../../lib/new-since-visit.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { BidiText } from '../bidi-text.tsx';
import { BrandGlyph } from '../brand-glyph.tsx';
import { CoverOrImage } from '../cover-or-image.tsx';
import { NewMark } from '../new-mark.tsx';
import { NewTabLink } from '../new-tab-link.tsx';
import { videoThumbnail } from './thumbnail.ts';

// The videos galleries (docs/product.md#videos-page). A card is a facade: nothing from the video service
// loads until the visitor asks. With JavaScript the thumbnail is a button that swaps itself for the
// privacy-enhanced player in place; without it, the thumbnail links to the video on YouTube.

const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const NO_VIDEOS_TEXT = 'לא נמצאו סרטונים להצגה';
export const VIDEOS_ERROR_TEXT = 'שגיאה בטעינת הסרטונים';

function embedUrl(videoId: string): string {
  return `${EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

/** The link or button over the whole thumbnail (the play mark lights up with its hover and focus). */
const THUMBNAIL_CONTROL = 'absolute inset-0 focus-visible:outline-offset-[-3px]';

const THUMB_WIDTH = 480;
const THUMB_HEIGHT = 270;

/**
 * The thumbnail, or the designed cover when the video has none of its own. The play mark sits in
 * the bottom left corner and the duration in the top left (physical sides: the duration's own
 * direction is left to right), both outside the band where a designed cover draws its title
 * (COVER_TITLE_BAND) and away from its label at the top right, so neither covers them at any width.
 */
function Thumbnail({ video, priority }: { video: VideoCardData; priority: boolean }) {
  return (
    <>
      <CoverOrImage
        cover={video.cover}
        image={videoThumbnail(video.thumbnail, THUMB_WIDTH, THUMB_HEIGHT)}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        decorative
        className="size-full object-cover"
      />
      <span
        aria-hidden="true"
        data-testid="video-play-mark"
        className="absolute end-2 bottom-2 grid size-9 place-items-center rounded-full bg-night/85 text-white shadow-lg ring-2 ring-white/70 transition group-hover:scale-110 group-hover:bg-brand-700 group-has-focus-visible:bg-brand-700"
      >
        <Play className="size-4 fill-current" />
      </span>
      <span
        aria-hidden="true"
        data-testid="video-duration-badge"
        className="absolute top-2 left-2 rounded-md bg-night/85 px-1.5 text-small font-bold text-white"
        dir="ltr"
      >
        {video.duration}
      </span>
    </>
  );
}

/**
 * The player, in place of the thumbnail. Focus moves into it (the region, announced with the
 * video's name); Tab reaches the player's own controls, then the close button. Escape anywhere in
 * our part of the region closes it and puts focus back on the play button. (A key pressed inside
 * the video service's frame stays there: the browser never shows it to this page.)
 */
function Player({ video, onClose }: { video: VideoCardData; onClose: () => void }) {
  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    regionRef.current?.focus();
  }, []);
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }
  return (
    <section
      ref={regionRef}
      aria-label={`נגן הסרטון: ${video.title}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="flex flex-col bg-night focus-visible:outline-offset-[-3px]"
      data-testid="video-player"
    >
      <iframe
        src={embedUrl(video.id)}
        title={video.title}
        width={THUMB_WIDTH}
        height={THUMB_HEIGHT}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video h-auto w-full border-0"
      />
      <div className="flex items-center justify-between gap-2 bg-night px-2 py-1.5">
        <NewTabLink
          href={video.url}
          className="inline-flex items-center gap-1.5 rounded px-2 py-1 text-small font-medium whitespace-nowrap text-white underline-offset-2 hover:underline"
        >
          <BrandGlyph mark="youtube" />
          צפייה ב-<bdi>YouTube</bdi>
        </NewTabLink>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-9 items-center gap-1 rounded-lg bg-white/15 px-3 text-small font-bold whitespace-nowrap text-white hover:bg-white/25"
        >
          <X aria-hidden="true" className="size-4" />
          סגירה
          <span className="sr-only"> של נגן הסרטון {video.title}</span>
          <span aria-hidden="true" className="ms-1 text-[0.75rem] opacity-80" dir="ltr">
            Esc
          </span>
        </button>
      </div>
    </section>
  );
}

function VideoCard({
  video,
  playing,
  onPlay,
  onClose,
  priority = false,
  isNew,
}: {
  video: VideoCardData;
  playing: boolean;
  onPlay: () => void;
  onClose: () => void;
  priority?: boolean;
  /** Published since this browser's last visit to the videos. */
  isNew: boolean;
}) {
  const hydrated = useHydrated();
  const playRef = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef(false);

  useEffect(() => {
    if (!playing && restoreFocus.current) {
      restoreFocus.current = false;
      playRef.current?.focus();
    }
  }, [playing]);

  function close() {
    restoreFocus.current = true;
    onClose();
  }

  return (
    <article className="card flex flex-col overflow-hidden" data-video-id={video.id} id={`video-${video.id}`}>
      {playing && hydrated && video.embeddable ? (
        <Player video={video} onClose={close} />
      ) : (
        // The thumbnail stays the same element when the page hydrates; only the control laid over it
        // changes from the link to the button, so its image is not made again (nor fetched again).
        <div
          className="group relative aspect-video w-full overflow-hidden bg-night"
          data-testid="video-thumbnail"
        >
          <Thumbnail video={video} priority={priority} />
          {hydrated && video.embeddable ? (
            <button
              ref={playRef}
              type="button"
              onClick={onPlay}
              // The visible duration is part of the name (WCAG 2.5.3, label in name).
              aria-label={`ניגון הסרטון: ${video.title}, ${video.duration}`}
              className={THUMBNAIL_CONTROL}
              data-testid="video-play"
            />
          ) : (
            <a href={video.url} className={THUMBNAIL_CONTROL} data-testid="video-link">
              <span className="sr-only">צפייה בסרטון {video.title} ב-YouTube</span>
            </a>
          )}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg leading-snug font-bold">
          <BidiText text={video.title} />
        </h3>
        <ul className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-small text-muted">
          {isNew ? (
            <li>
              <NewMark />
            </li>
          ) : null}
          <li className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            <span className="sr-only">משך:</span>
            <span dir="ltr">{video.duration}</span>
          </li>
          <li className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-4" />
            {video.views}
          </li>
          {video.date ? (
            <li className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={video.publishedAt}>{video.date}</time>
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}

export function VideoGrid({
  videos,
  label,
  gallery,
  playing,
  setPlaying,
  priorityFirst = false,
}: {
  videos: VideoCardData[];
  label: string;
  gallery: string;
  playing: string | null;
  setPlaying: (key: string | null) => void;
  priorityFirst?: boolean;
}) {
  // Once hydrated, the videos published since this browser's last visit are marked 'חדש'; both
  // galleries of the page share what was seen.
  const seenBefore = useSeenBeforeThisVisit(
    'videos',
    videos.map((video) => video.publishedAt),
  );
  if (videos.length === 0) {
    return (
      <p className="card p-5 text-center md:p-8 text-lg font-bold" data-testid="videos-empty">
        {NO_VIDEOS_TEXT}
      </p>
    );
  }
  return (
    // Columns by the list's own width in rem (decision 0041): four by the screen gave ~200 px cards at
    // 1024 px and 150 % text.
    <div className="@container">
      <ul aria-label={label} className={`gap-5 ${FOUR_UP_GRID}`}>
        {videos.map((video, index) => {
          const key = `${gallery}:${video.id}`;
          return (
            <li key={key} className="flex">
              <div className="flex w-full flex-col [&>article]:flex-1">
                <VideoCard
                  video={video}
                  playing={playing === key}
                  onPlay={() => setPlaying(key)}
                  onClose={() => setPlaying(null)}
                  priority={priorityFirst && index === 0}
                  isNew={isNewSince(video.publishedAt, seenBefore)}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Loading shows 4 skeleton cards (docs/product.md#videos-page). */
export function VideoGridSkeleton({
  count = 4,
  label = 'טוען סרטונים...',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <div role="status" aria-live="polite" data-testid="skeleton" className="@container">
      <span className="sr-only">{label}</span>
      <ul className={`gap-5 ${FOUR_UP_GRID}`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="card flex flex-col overflow-hidden" data-skeleton-card>
            <div className="skeleton aspect-video w-full rounded-none" />
            <div className="flex flex-col gap-2 p-4">
              <div className="skeleton h-5 w-4/5" />
              <div className="skeleton h-4 w-1/2" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
