import { useEffect, useRef, useState } from 'react';
import { readLocal, writeLocal } from '../../lib/browser-storage.ts';
import { clampTime, DEFAULT_SPEED, DEFAULT_VOLUME, nextSpeed, resumeFrom, skipBy } from '../../lib/player.ts';
import { usePlayerStore } from './player-store.tsx';
import { finishedKey, positionKey } from './stored-position.ts';
import { setSessionPlaybackState, updatePositionState } from './use-media-session.ts';

// The player's state and its <audio> element: playing, position, duration, speed and volume; the
// element's events; the position kept per episode in browser storage and resumed on the next
// visit; the episode page's player store (chapters and transcript follow and seek through it).

const SAVE_EVERY_SECONDS = 5;

type Options = {
  episodeId: string;
  src: string;
  /** The feed's duration, shown until the file's own metadata arrives. */
  durationHint?: number;
};

export function useAudioPlayer({ episodeId, src, durationHint }: Options) {
  const store = usePlayerStore();
  const audioRef = useRef<HTMLAudioElement>(null);
  /** Set while the seek bar is dragged: the element's time updates then leave the position alone. */
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
  // The length a listener is told: the feed's when it has one, even when the file's own metadata
  // disagrees (a shortened sample, a file re-encoded with a wrong header); seeking uses the file's.
  const listedDuration = durationHint !== undefined && durationHint > 0 ? durationHint : shownDuration;

  function publish(time: number) {
    if (store) {
      store.time = time;
      store.emit();
    }
  }

  // The first run adopts the element as the server rendered it (a visitor may have started the
  // browser's own player before hydration); a later source resets the player: position 0, speed 1,
  // paused (docs/product.md#audio-player).
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
    setDuration(Number.isFinite(audio.duration) ? audio.duration : Number.NaN);
    if (first) {
      setPlaying(!audio.paused);
      setCurrent(audio.currentTime);
      if (audio.readyState >= 1) resume(audio);
    } else {
      setResumedAt(null);
      audio.pause();
      audio.defaultPlaybackRate = DEFAULT_SPEED;
      audio.playbackRate = DEFAULT_SPEED;
      setPlaying(false);
      setCurrent(0);
      setSpeed(DEFAULT_SPEED);
    }
    publish(audio.currentTime);
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
    const from = resumeFrom(readLocal(storageKey), audio.duration);
    // The metadata can arrive while hydration is still under way (the element's handler runs before
    // the first effect): the effect then finds the position already restored and says so all the same.
    if (from > 0 && (audio.currentTime === 0 || audio.currentTime === from)) {
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
    publish(target);
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

  /** "Start from the beginning": forget the resumed position. */
  function restart() {
    seek(0);
    setResumedAt(null);
    writeLocal(storageKey, null);
  }

  const audioEvents = {
    onPlay: () => {
      setPlaying(true);
      setSessionPlaybackState('playing');
    },
    onPause: (event: { currentTarget: HTMLAudioElement }) => {
      setPlaying(false);
      setSessionPlaybackState('paused');
      const time = event.currentTarget.currentTime;
      if (time > 0) writeLocal(storageKey, String(Math.floor(time)));
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
      publish(audio.currentTime);
      if (audio.currentTime > 0 && Math.abs(audio.currentTime - lastSavedRef.current) >= SAVE_EVERY_SECONDS) {
        lastSavedRef.current = audio.currentTime;
        writeLocal(storageKey, String(Math.floor(audio.currentTime)));
        updatePositionState(audio);
      }
    },
    // At the end: stop and rewind; the next visit starts from the beginning, and the lists say the
    // episode was heard (docs/product.md#where-the-visitor-stopped).
    onEnded: (event: { currentTarget: HTMLAudioElement }) => {
      const audio = event.currentTarget;
      audio.pause();
      lastSavedRef.current = 0;
      writeLocal(storageKey, null);
      writeLocal(finishedKey(episodeId), '1');
      audio.currentTime = 0;
      setPlaying(false);
      setCurrent(0);
      publish(0);
    },
  };

  return {
    audioRef,
    draggingRef,
    audioEvents,
    playing,
    current,
    shownDuration,
    listedDuration,
    speed,
    volume,
    muted,
    resumedAt,
    seek,
    skip,
    togglePlay,
    restart,
    cycleSpeed: () => setSpeed((value) => nextSpeed(value)),
    toggleMuted: () => setMuted((value) => !value),
    setVolume,
  };
}
