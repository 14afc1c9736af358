import { formatClock, listenedSoFar, positionKey } from '../../lib/player.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { readStored } from './stored-position.ts';

/**
 * Where this browser stopped in an episode, for the episode lists (docs/product.md#podcast): the
 * player's stored resume point, read once the page has hydrated (the server cannot know it, so
 * until then and without script the card shows nothing, and the switch comes in a transition,
 * decision 0011). Null when there is nothing to resume.
 */
export function useListenedSoFar(episodeId: string, durationSeconds: number | undefined) {
  const hydrated = useHydrated();
  return hydrated ? listenedSoFar(readStored(positionKey(episodeId)), durationSeconds) : null;
}

/** 'האזנתם עד 12:34 מתוך 31:05' over a bar filled from the right to that point. */
export function ListenedSoFar({
  progress,
  duration,
}: {
  progress: NonNullable<ReturnType<typeof listenedSoFar>>;
  duration: string | undefined;
}) {
  return (
    <span className="block text-small text-ink-soft" data-listened-so-far>
      {progress.fraction !== null ? (
        <span aria-hidden="true" className="listened-bar">
          <span style={{ inlineSize: `${Math.round(progress.fraction * 1000) / 10}%` }} />
        </span>
      ) : null}
      האזנתם עד <bdi className="tabular-nums">{formatClock(progress.at)}</bdi>
      {progress.fraction !== null && duration ? (
        <>
          {' '}
          מתוך <bdi className="tabular-nums">{duration}</bdi>
        </>
      ) : null}
    </span>
  );
}
