import { Check } from 'lucide-react';
import { finishedKey, formatClock, type Listened, listenedSoFar, positionKey } from '../../lib/player.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { readStored } from './stored-position.ts';

/**
 * What this browser has heard of an episode, for the episode lists
 * (docs/product.md#where-the-visitor-stopped): the player's stored resume point, or its mark of an
 * episode played to the end, read once the page has hydrated (the server cannot know them, so until
 * then and without script the card shows nothing, and the switch comes in a transition, decision
 * 0011). Null when there is neither.
 */
export function useListenedSoFar(episodeId: string, durationSeconds: number | undefined): Listened | null {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return listenedSoFar(
    readStored(positionKey(episodeId)),
    durationSeconds,
    readStored(finishedKey(episodeId)),
  );
}

/** The card's call to action: go on from where it stopped, hear it again, or hear it. */
export function listenLabel(listened: Listened | null): string {
  if (!listened) return 'להאזנה לפרק ←';
  return 'finished' in listened ? 'להאזנה חוזרת ←' : 'להמשך האזנה ←';
}

/**
 * 'האזנתם עד 12:34 מתוך 31:05' over a bar filled from the right to that point, or 'האזנתם לפרק'
 * with a check mark.
 */
export function ListenedSoFar({ listened, duration }: { listened: Listened; duration: string | undefined }) {
  if ('finished' in listened)
    return (
      <span className="flex items-center gap-1 text-small text-ink-soft" data-listened-so-far="finished">
        <Check aria-hidden="true" className="size-4 shrink-0 text-link-strong" />
        האזנתם לפרק
      </span>
    );
  return (
    <span className="block text-small text-ink-soft" data-listened-so-far="stopped">
      {listened.fraction !== null ? (
        <span aria-hidden="true" className="listened-bar">
          <span style={{ inlineSize: `${Math.round(listened.fraction * 1000) / 10}%` }} />
        </span>
      ) : null}
      האזנתם עד <bdi className="tabular-nums">{formatClock(listened.at)}</bdi>
      {listened.fraction !== null && duration ? (
        <>
          {' '}
          מתוך <bdi className="tabular-nums">{duration}</bdi>
        </>
      ) : null}
    </span>
  );
}
