import { type KeyboardEvent, type PointerEvent, type RefObject, useRef } from 'react';
import { playedFraction, seekKeyTarget, seekTimeFromPointer, seekValueText } from '../../lib/player.ts';

// The episode's seek slider: keyboard-operable (arrows follow the reading direction, measured from
// the right in Hebrew), and a pointer can click or drag anywhere on its row.

export function SeekBar({
  audioRef,
  draggingRef,
  current,
  duration,
  seek,
}: {
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Set while dragging, so that the element's time updates do not fight the pointer. */
  draggingRef: RefObject<boolean>;
  current: number;
  /** The shown duration: the file's, else the feed's, else NaN. */
  duration: number;
  seek: (seconds: number) => void;
}) {
  const barRef = useRef<HTMLDivElement>(null);

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

  const fraction = playedFraction(current, duration);

  return (
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
        aria-valuemax={Math.max(0, Math.floor(Number.isFinite(duration) ? duration : 0))}
        aria-valuenow={Math.floor(current)}
        aria-valuetext={seekValueText(current, duration)}
        aria-orientation="horizontal"
        onKeyDown={onSeekKey}
        data-testid="seek-bar"
        className="relative h-2 w-full rounded-full bg-tint-strong focus-visible:outline-offset-4"
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
  );
}
