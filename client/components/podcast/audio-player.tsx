import { Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import {
  clampTime,
  clampVolume,
  DEFAULT_SPEED,
  DEFAULT_VOLUME,
  formatClock,
  nextSpeed,
  playedFraction,
  positionKey,
  resumeFrom,
  SKIP_BACK_SECONDS,
  SKIP_FORWARD_SECONDS,
  seekKeyTarget,
  seekTimeFromPointer,
  seekValueText,
  skipBy,
  speedLabel,
  VOLUME_STEP,
  volumeText,
} from '../../lib/player.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { usePlayerStore } from './player-store.tsx';

// The episode's audio player (spec sections 4 and 9). The server renders the browser's own
// <audio controls>, which works without JavaScript; after hydration the same element loses its
// controls and these keyboard-operable ones (Hebrew labels, a seek slider measured from the right)
// take over. Media Session metadata and actions let the system's media keys drive it. The position
// is kept in browser storage per episode and resumed on the next visit.

export type AudioPlayerProps = {
  episodeId: string;
  src: string;
  title: string;
  showTitle: string;
  /** Absolute URL of the cover, for the system's media controls. */
  artwork?: string;
  /** The feed's duration, shown until the file's own metadata arrives. */
  durationHint?: number;
};

const SAVE_EVERY_SECONDS = 5;

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: no resume
  }
}

function writeStored(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage full or blocked: resuming is a nicety
  }
}

export function AudioPlayer({ episodeId, src, title, showTitle, artwork, durationHint }: AudioPlayerProps) {
  const enhanced = useHydrated();
  const store = usePlayerStore();
  const audioRef = useRef<HTMLAudioElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const draggingRef = useRef(false);
  const lastSavedRef = useRef(0);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [speed, setSpeed] = useState(DEFAULT_SPEED);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const [muted, setMuted] = useState(false);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const storageKey = positionKey(episodeId);
  const shownDuration = Number.isFinite(duration) && duration > 0 ? duration : (durationHint ?? Number.NaN);

  // The first run adopts the element as the server rendered it (a visitor may have started the
  // browser's own player before hydration); a later source resets the player: position 0, speed 1,
  // paused (spec section 4).
  const previousSrcRef = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of source only.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (store) store.audio = audio;
    const first = previousSrcRef.current === null;
    if (!first && previousSrcRef.current === src) return;
    previousSrcRef.current = src;
    lastSavedRef.current = 0;
    setResumedAt(null);
    setDuration(Number.isFinite(audio.duration) ? audio.duration : Number.NaN);
    if (first) {
      setPlaying(!audio.paused);
      setCurrent(audio.currentTime);
      if (audio.readyState >= 1) resume(audio);
    } else {
      audio.pause();
      audio.defaultPlaybackRate = DEFAULT_SPEED;
      audio.playbackRate = DEFAULT_SPEED;
      setPlaying(false);
      setCurrent(0);
      setSpeed(DEFAULT_SPEED);
    }
    if (store) {
      store.time = audio.currentTime;
      store.emit();
    }
  }, [src]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = volume;
    audio.muted = muted;
  }, [volume, muted]);

  useEffect(() => {
    const audio = audioRef.current;
    if (audio) audio.playbackRate = speed;
  }, [speed]);

  useEffect(() => {
    return () => {
      if (store) store.audio = null;
    };
  }, [store]);

  function resume(audio: HTMLAudioElement) {
    const from = resumeFrom(readStored(storageKey), audio.duration);
    if (from > 0 && audio.currentTime === 0) {
      audio.currentTime = from;
      setCurrent(from);
      setResumedAt(from);
    }
  }

  function seek(seconds: number) {
    const audio = audioRef.current;
    if (!audio) return;
    const target = clampTime(seconds, audio.duration);
    audio.currentTime = target;
    setCurrent(target);
    if (store) {
      store.time = target;
      store.emit();
    }
  }

  function togglePlay() {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch(() => setPlaying(false));
    else audio.pause();
  }

  function skip(delta: number) {
    const audio = audioRef.current;
    if (audio) seek(skipBy(audio.currentTime, delta, audio.duration));
  }

  // Media Session: what the system shows, and its media keys (spec: metadata; actions).
  // biome-ignore lint/correctness/useExhaustiveDependencies: handlers read the element, not state.
  useEffect(() => {
    if (!enhanced || typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    try {
      session.metadata = new MediaMetadata({
        title,
        artist: showTitle,
        album: showTitle,
        artwork: artwork ? [{ src: artwork, sizes: '512x512' }] : [],
      });
    } catch {
      // MediaMetadata missing: the actions still help
    }
    const actions: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => void audioRef.current?.play().catch(() => undefined)],
      ['pause', () => audioRef.current?.pause()],
      ['seekbackward', (details) => skip(-(details.seekOffset ?? SKIP_BACK_SECONDS))],
      ['seekforward', (details) => skip(details.seekOffset ?? SKIP_FORWARD_SECONDS)],
      ['seekto', (details) => seek(details.seekTime ?? 0)],
      [
        'stop',
        () => {
          audioRef.current?.pause();
          seek(0);
        },
      ],
    ];
    for (const [action, handler] of actions) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // an action this browser does not know
      }
    }
    return () => {
      for (const [action] of actions) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // ignore
        }
      }
    };
  }, [enhanced, title, showTitle, artwork]);

  function updatePositionState(audio: HTMLAudioElement) {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    if (!Number.isFinite(audio.duration) || audio.duration <= 0) return;
    try {
      navigator.mediaSession.setPositionState({
        duration: audio.duration,
        playbackRate: audio.playbackRate,
        position: Math.min(audio.currentTime, audio.duration),
      });
    } catch {
      // older browsers
    }
  }

  const audioEvents = {
    onPlay: () => {
      setPlaying(true);
      if ('mediaSession' in navigator) navigator.mediaSession.playbackState = 'playing';
    },
    onPause: (event: { currentTarget: HTMLAudioElement }) => {
      setPlaying(false);
      if ('mediaSession' in navigator) navigator.mediaSession.playbackState = 'paused';
      const time = event.currentTarget.currentTime;
      if (time > 0) writeStored(storageKey, String(Math.floor(time)));
    },
    onLoadedMetadata: (event: { currentTarget: HTMLAudioElement }) => {
      const audio = event.currentTarget;
      setDuration(audio.duration);
      audio.playbackRate = speed;
      resume(audio);
      updatePositionState(audio);
    },
    onDurationChange: (event: { currentTarget: HTMLAudioElement }) =>
      setDuration(event.currentTarget.duration),
    onTimeUpdate: (event: { currentTarget: HTMLAudioElement }) => {
      const audio = event.currentTarget;
      if (!draggingRef.current) setCurrent(audio.currentTime);
      if (store) {
        store.time = audio.currentTime;
        store.emit();
      }
      if (audio.currentTime > 0 && Math.abs(audio.currentTime - lastSavedRef.current) >= SAVE_EVERY_SECONDS) {
        lastSavedRef.current = audio.currentTime;
        writeStored(storageKey, String(Math.floor(audio.currentTime)));
        updatePositionState(audio);
      }
    },
    // At the end: stop and rewind; the next visit starts from the beginning (spec section 4).
    onEnded: (event: { currentTarget: HTMLAudioElement }) => {
      const audio = event.currentTarget;
      audio.pause();
      lastSavedRef.current = 0;
      writeStored(storageKey, null);
      audio.currentTime = 0;
      setPlaying(false);
      setCurrent(0);
      if (store) {
        store.time = 0;
        store.emit();
      }
    },
  };

  function onSeekKey(event: KeyboardEvent<HTMLDivElement>) {
    const audio = audioRef.current;
    if (!audio) return;
    const direction = getComputedStyle(event.currentTarget).direction === 'ltr' ? 'ltr' : 'rtl';
    const target = seekKeyTarget(event.key, audio.currentTime, audio.duration, direction);
    if (target === null) return;
    event.preventDefault();
    seek(target);
  }

  function seekToPointer(clientX: number) {
    const bar = barRef.current;
    const audio = audioRef.current;
    if (!bar || !audio) return;
    const box = bar.getBoundingClientRect();
    seek(seekTimeFromPointer(clientX, { left: box.left, width: box.width }, audio.duration));
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    draggingRef.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    seekToPointer(event.clientX);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (draggingRef.current) seekToPointer(event.clientX);
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    draggingRef.current = false;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  }

  const fraction = playedFraction(current, shownDuration);
  const iconButton =
    'grid size-11 shrink-0 place-items-center rounded-full text-brand-800 hover:bg-brand-50 focus-visible:bg-brand-50';

  return (
    <div className="card p-4 md:p-6" data-player={enhanced ? 'enhanced' : 'native'}>
      {/* One element for both: the browser's controls until hydration, ours after it. */}
      <audio
        ref={audioRef}
        controls={!enhanced}
        preload="metadata"
        className={enhanced ? 'hidden' : 'w-full'}
        aria-label={`נגן הפרק: ${title}`}
        src={src}
        {...audioEvents}
      >
        <a href={src}>הורדת קובץ השמע של הפרק</a>
      </audio>
      {enhanced ? (
        <div className="flex flex-col gap-4">
          <div
            className="group relative flex h-11 cursor-pointer touch-none items-center"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          >
            <div
              ref={barRef}
              role="slider"
              tabIndex={0}
              aria-label="מיקום בפרק"
              aria-valuemin={0}
              aria-valuemax={Math.max(0, Math.floor(Number.isFinite(shownDuration) ? shownDuration : 0))}
              aria-valuenow={Math.floor(current)}
              aria-valuetext={seekValueText(current, shownDuration)}
              aria-orientation="horizontal"
              onKeyDown={onSeekKey}
              data-testid="seek-bar"
              className="relative h-2 w-full rounded-full bg-brand-100 focus-visible:outline-offset-4"
            >
              <div
                className="absolute inset-y-0 start-0 rounded-full bg-brand-700"
                style={{ width: `${fraction * 100}%` }}
              />
              <div
                aria-hidden="true"
                className="absolute top-1/2 size-4 -translate-y-1/2 rounded-full border-2 border-white bg-brand-700 shadow"
                style={{ insetInlineStart: `calc(${fraction * 100}% - 0.5rem)` }}
              />
            </div>
          </div>
          <div
            className="flex items-center justify-between text-small text-muted tabular-nums"
            aria-hidden="true"
          >
            <span data-testid="current-time">{formatClock(current)}</span>
            <span>{formatClock(shownDuration)}</span>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                onClick={() => skip(-SKIP_BACK_SECONDS)}
                className={iconButton}
                aria-label="אחורה 10 שניות"
              >
                <RotateCcw aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                onClick={togglePlay}
                className="grid size-14 place-items-center rounded-full bg-brand-700 text-white shadow-md hover:bg-brand-800"
                aria-label={playing ? 'השהיה' : 'הפעלה'}
                data-testid="play-toggle"
              >
                {playing ? (
                  <Pause aria-hidden="true" className="size-6" />
                ) : (
                  <Play aria-hidden="true" className="size-6 -scale-x-100" />
                )}
              </button>
              <button
                type="button"
                onClick={() => skip(SKIP_FORWARD_SECONDS)}
                className={iconButton}
                aria-label="קדימה 30 שניות"
              >
                <RotateCw aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                onClick={() => setSpeed((value) => nextSpeed(value))}
                className="min-h-11 min-w-14 rounded-full border border-brand-200 px-3 font-bold text-brand-800 tabular-nums hover:bg-brand-50"
                aria-label={`מהירות השמעה ${speedLabel(speed)}`}
                data-testid="speed"
              >
                <bdi>{speedLabel(speed)}</bdi>
              </button>
            </div>
            <div className="flex min-w-0 flex-1 basis-48 items-center gap-2 sm:max-w-64">
              <button
                type="button"
                onClick={() => setMuted((value) => !value)}
                className={iconButton}
                aria-label={muted ? 'ביטול השתקה' : 'השתקה'}
                aria-pressed={muted}
              >
                {muted || volume === 0 ? (
                  <VolumeX aria-hidden="true" className="size-5" />
                ) : (
                  <Volume2 aria-hidden="true" className="size-5" />
                )}
              </button>
              <input
                type="range"
                min={0}
                max={1}
                step={VOLUME_STEP}
                value={volume}
                onChange={(event) => setVolume(clampVolume(Number(event.currentTarget.value)))}
                aria-label="עוצמת שמע"
                aria-valuetext={volumeText(volume)}
                className="h-11 min-w-0 flex-1 accent-brand-700"
                data-testid="volume"
              />
            </div>
          </div>
          {resumedAt !== null ? (
            <p className="flex flex-wrap items-center gap-2 text-small text-muted" role="status">
              ממשיכים מהמקום שבו עצרתם ({formatClock(resumedAt)}).
              <button
                type="button"
                className="font-medium text-brand-800 underline underline-offset-2"
                onClick={() => {
                  seek(0);
                  setResumedAt(null);
                  writeStored(storageKey, null);
                }}
              >
                התחלה מההתחלה
              </button>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
