import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { BidiRuns } from '../bidi-runs.tsx';
import { CoverPicture } from '../cover-picture.tsx';
import { heardSome } from '../podcast/stored-position.ts';
import type { LatestEpisodeView } from './views.ts';

// Where this browser stopped in the latest episode, as the podcast's lists say it; its code is not
// part of the home page's first load (docs/product.md#where-the-visitor-stopped).
const EpisodeListened = lazy(() =>
  import('../podcast/listened-so-far.tsx').then((module) => ({ default: module.EpisodeListened })),
);

/**
 * Once hydrated, and only where this browser has a position or an end mark for the episode, its
 * line: a visitor who never played it loads nothing for it.
 */
function LatestEpisodeListened({ episode }: { episode: LatestEpisodeView }) {
  const hydrated = useHydrated();
  if (!hydrated || !heardSome(episode.id)) return null;
  return (
    <Suspense fallback={null}>
      <EpisodeListened
        episodeId={episode.id}
        durationSeconds={episode.durationSeconds}
        duration={episode.duration}
      />
    </Suspense>
  );
}

/** The newest podcast episode with its designed cover. */
export function LatestEpisode({ episode }: { episode: LatestEpisodeView | null }) {
  if (!episode) return null;
  return (
    <section
      aria-labelledby="home-latest-episode"
      className="card @container mt-8 p-5"
      data-testid="home-latest-episode"
    >
      {/* Narrower than 16rem (a phone at 125 % text or more) the cover goes above the title, which
          beside it had a word a line. */}
      <Link
        to={episode.url}
        prefetch="intent"
        className="group flex items-center gap-4 @max-[16rem]:flex-col @max-[16rem]:items-start sm:gap-5"
      >
        <CoverPicture
          cover={episode.cover}
          sizes="(min-width: 640px) 128px, 96px"
          priority
          className="w-1/3 max-w-24 shrink-0 rounded-xl shadow-card @max-[16rem]:w-32 @max-[16rem]:max-w-none sm:w-32 sm:max-w-none"
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2 text-small font-bold text-link-strong">
            <span id="home-latest-episode">הפרק האחרון בפודקאסט</span>
          </span>
          <span className="mt-1 line-clamp-2 block text-lg leading-snug font-bold text-ink group-hover:underline">
            <BidiRuns runs={episode.title} />
          </span>
          <span className="mt-1 inline-flex items-center gap-1 text-small text-muted">
            <span>משך: </span>
            <bdi className="tabular-nums">{episode.duration}</bdi>
          </span>
          <LatestEpisodeListened episode={episode} />
        </span>
      </Link>
    </section>
  );
}
