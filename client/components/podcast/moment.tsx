import { Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Moment, momentFromHash, momentPath } from '../../../src/domain/podcast/moment.ts';
import { formatMoment } from '../../../src/domain/podcast/passages.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { showToast } from '../toaster.tsx';
import { usePlayerStore } from './player-store.tsx';

// Moments of an episode (docs/search.md#moments): `?t=` (read by the loader, rendered by the
// server) or `#t=` (read here after hydration) sets the player to that second without playing,
// and says so. Only the player of this episode is moved: a moment of episode B never touches an
// <audio> that still holds episode A.

/** The moment of the address: the loader's `?t=`, else the fragment's `#t=` once hydrated. */
export function useAddressMoment(fromQuery: Moment | null): Moment | null {
  const enhanced = useHydrated();
  const [fromHash, setFromHash] = useState<Moment | null>(null);
  useEffect(() => {
    if (!enhanced || fromQuery) return;
    const read = () => setFromHash(momentFromHash(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [enhanced, fromQuery]);
  return fromQuery ?? fromHash;
}

/**
 * Sets this episode's player to the moment once, paused, and announces it. Renders the
 * announcement (a status line) after it happened.
 */
export function MomentSeeker({ moment, src }: { moment: Moment | null; src: string }) {
  const store = usePlayerStore();
  // What was asked for, and whether the audio ended before it (the player stops at its end).
  const [setTo, setSetTo] = useState<{ requested: number; clamped: boolean } | null>(null);
  const start = moment?.start ?? null;
  useEffect(() => {
    if (start === null || !store) return;
    let cancelled = false;
    let audio: HTMLAudioElement | null = null;
    const apply = () => {
      if (cancelled || !audio) return;
      // The element may still hold another episode (a link from A's page to B): leave it alone.
      if (audio.getAttribute('src') !== src) return;
      const target = Number.isFinite(audio.duration) ? Math.min(start, audio.duration) : start;
      audio.currentTime = target;
      store.time = target;
      store.emit();
      setSetTo({ requested: start, clamped: target < start });
      audio.removeEventListener('loadedmetadata', apply);
    };
    // The player registers its element in an effect of its own; wait for it, then for metadata.
    const attach = () => {
      audio = store.audio;
      if (!audio || audio.getAttribute('src') !== src) return false;
      if (audio.readyState >= 1) apply();
      else audio.addEventListener('loadedmetadata', apply);
      return true;
    };
    if (!attach()) {
      const unsubscribe = store.subscribe(() => {
        if (attach()) unsubscribe();
      });
      const poll = window.setInterval(() => {
        if (attach()) window.clearInterval(poll);
      }, 100);
      return () => {
        cancelled = true;
        unsubscribe();
        window.clearInterval(poll);
        audio?.removeEventListener('loadedmetadata', apply);
      };
    }
    return () => {
      cancelled = true;
      audio?.removeEventListener('loadedmetadata', apply);
    };
  }, [start, src, store]);
  if (setTo === null) return null;
  return (
    <p className="mt-3 text-small text-muted" role="status" data-testid="moment-status">
      {setTo.clamped ? (
        <>
          קובץ השמע קצר מהרגע <bdi dir="ltr">{formatMoment(setTo.requested)}</bdi>, ולכן הנגן הועבר לסופו.
        </>
      ) : (
        <>
          הנגן הועבר לרגע <bdi dir="ltr">{formatMoment(setTo.requested)}</bdi> – לחצו על הפעלה כדי להאזין
          ממנו.
        </>
      )}
    </p>
  );
}

/** 'העתק קישור לרגע': copies the passage's `?t=` address; without JavaScript, a plain link to it. */
export function MomentLink({
  slug,
  seconds,
  enhanced,
}: {
  slug: string;
  seconds: number;
  enhanced: boolean;
}) {
  const path = momentPath(slug, seconds);
  if (!enhanced) {
    return (
      <a
        href={path}
        className="inline-flex min-h-8 items-center gap-1 text-small text-link underline-offset-4 hover:underline"
      >
        <Link2 aria-hidden="true" className="size-4" />
        קישור לרגע
      </a>
    );
  }
  return (
    <button
      type="button"
      className="inline-flex min-h-8 items-center gap-1 rounded-lg px-2 text-small text-link hover:bg-tint"
      data-moment-copy={path}
      onClick={() => {
        const url = new URL(path, window.location.origin).href;
        navigator.clipboard.writeText(url).then(
          () => showToast('הקישור לרגע הועתק'),
          () => showToast('לא הצלחנו להעתיק את הקישור', { tone: 'error' }),
        );
      }}
    >
      <Link2 aria-hidden="true" className="size-4" />
      העתק קישור לרגע
      <span className="sr-only"> {formatMoment(seconds)}</span>
    </button>
  );
}
