import { Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from 'lucide-react';
import {
  clampVolume,
  SKIP_BACK_SECONDS,
  SKIP_FORWARD_SECONDS,
  speedLabel,
  VOLUME_STEP,
  volumeText,
} from '../../lib/player.ts';

// The player's buttons: back 10 s, play or pause, forward 30 s, the speed, mute and the volume.

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-full text-link-strong hover:bg-tint focus-visible:bg-tint';

export function PlayerControls({
  playing,
  speed,
  volume,
  muted,
  onSkip,
  onTogglePlay,
  onCycleSpeed,
  onToggleMuted,
  onVolume,
}: {
  playing: boolean;
  speed: number;
  volume: number;
  muted: boolean;
  onSkip: (delta: number) => void;
  onTogglePlay: () => void;
  onCycleSpeed: () => void;
  onToggleMuted: () => void;
  onVolume: (volume: number) => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
      {/* Back, play and forward stay one row at any text size; the speed goes below when it must. */}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-3">
        <div className="flex items-center gap-2" data-player-transport>
          <button
            type="button"
            onClick={() => onSkip(-SKIP_BACK_SECONDS)}
            className={iconButton}
            aria-label="אחורה 10 שניות"
          >
            <RotateCcw aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={onTogglePlay}
            className="grid size-14 place-items-center rounded-full bg-brand-700 text-white shadow-md hover:bg-brand-800"
            aria-label={playing ? 'השהיה' : 'הפעלה'}
            data-testid="play-toggle"
          >
            {playing ? (
              <Pause aria-hidden="true" className="size-6" />
            ) : (
              <Play aria-hidden="true" className="size-6" />
            )}
          </button>
          <button
            type="button"
            onClick={() => onSkip(SKIP_FORWARD_SECONDS)}
            className={iconButton}
            aria-label="קדימה 30 שניות"
          >
            <RotateCw aria-hidden="true" className="size-5" />
          </button>
        </div>
        <button
          type="button"
          onClick={onCycleSpeed}
          className="min-h-11 min-w-14 rounded-full border border-brand-200 px-3 font-bold text-link-strong tabular-nums hover:bg-tint"
          aria-label={`מהירות השמעה ${speedLabel(speed)}`}
          data-testid="speed"
        >
          <bdi>{speedLabel(speed)}</bdi>
        </button>
      </div>
      {/*
        The last row on a narrow screen: it keeps clear of the floating accessibility button at the
        bottom left when the player's bottom is at the bottom of the screen.
      */}
      <div className="flex min-w-0 flex-1 basis-48 items-center gap-2 max-lg:me-12 sm:max-w-64">
        <button
          type="button"
          onClick={onToggleMuted}
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
          onChange={(event) => onVolume(clampVolume(Number(event.currentTarget.value)))}
          aria-label="עוצמת שמע"
          aria-valuetext={volumeText(volume)}
          className="h-11 min-w-0 flex-1 accent-brand-700"
          data-testid="volume"
        />
      </div>
    </div>
  );
}
