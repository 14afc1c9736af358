import { type RefObject, useEffect } from 'react';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from '../../lib/player.ts';

// Media Session: what the system's media controls show for the episode, and its media keys
// (docs/product.md#audio-player: metadata; actions).

type SessionInfo = { enabled: boolean; title: string; showTitle: string; artwork?: string };
type SessionActions = {
  audioRef: RefObject<HTMLAudioElement | null>;
  skip: (delta: number) => void;
  seek: (seconds: number) => void;
};

export function useMediaSession(
  { enabled, title, showTitle, artwork }: SessionInfo,
  actions: SessionActions,
) {
  const { audioRef, skip, seek } = actions;
  // biome-ignore lint/correctness/useExhaustiveDependencies: handlers read the element, not state.
  useEffect(() => {
    if (!enabled || typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
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
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
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
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // an action this browser does not know
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // ignore
        }
      }
    };
  }, [enabled, title, showTitle, artwork]);
}

/** Tells the system's media controls where playback is (once the duration is known). */
export function updatePositionState(audio: HTMLAudioElement) {
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

/** The system's idea of whether the episode plays. */
export function setSessionPlaybackState(state: MediaSessionPlaybackState) {
  if ('mediaSession' in navigator) navigator.mediaSession.playbackState = state;
}
