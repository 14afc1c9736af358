import { Check } from 'lucide-react';
import { readLocal } from '../../lib/browser-storage.ts';
import { formatClock, type Listened, listenedSoFar } from '../../lib/player.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { finishedKey, positionKey } from './stored-position.ts';

const NOTHING_HEARD: ReadonlyMap<string, Listened> = new Map();

/**
 * What this browser has heard of each episode of a list (docs/product.md#where-the-visitor-stopped):
 * the player's stored resume point, or its mark of an episode played to the end, by episode id, for
 * the episodes with either. Read once the page has hydrated: the server cannot know them, so until
 * then and without script the cards show nothing, and the switch comes in a transition (decision
 * 0011). One hook for the list, so one flag and one re-render of the list rather than one per card.
 */
export function useListenedSoFar(
  episodes: readonly { id: string; durationSeconds?: number | undefined }[],
): ReadonlyMap<string, Listened> {
  const hydrated = useHydrated();
  if (!hydrated) return NOTHING_HEARD;
  const heard = new Map<string, Listened>();
  for (const { id, durationSeconds } of episodes) {
    const listened = storedListening(id, durationSeconds);
    if (listened) heard.set(id, listened);
  }
  return heard;
}

/** What the player stored for one episode: its resume point, or its mark of having been heard to the end. */
function storedListening(episodeId: string, durationSeconds: number | undefined): Listened | null {
  return listenedSoFar(readLocal(positionKey(episodeId)), durationSeconds, readLocal(finishedKey(episodeId)));
}

/**
 * One episode's line outside a list (the home page's latest episode), or nothing. The home page loads
 * this module only where this browser has heard some of the episode (`heardSome`), so a visitor who
 * never played one downloads none of it.
 */
export function EpisodeListened({
  episodeId,
  durationSeconds,
  duration,
}: {
  episodeId: string;
  durationSeconds: number | undefined;
  duration: string | undefined;
}) {
  const listened = storedListening(episodeId, durationSeconds);
  return listened ? <ListenedSoFar listened={listened} duration={duration} /> : null;
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
      {/* Each figure on the line of the word before it, where a narrow card breaks the sentence. */}
      האזנתם{' '}
      <span className="whitespace-nowrap">
        עד <bdi className="tabular-nums">{formatClock(listened.at)}</bdi>
      </span>
      {listened.fraction !== null && duration ? (
        <>
          {' '}
          <span className="whitespace-nowrap">
            מתוך <bdi className="tabular-nums">{duration}</bdi>
          </span>
        </>
      ) : null}
    </span>
  );
}
