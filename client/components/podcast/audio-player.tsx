import { formatClock } from '../../lib/player.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { PlayerControls } from './player-controls.tsx';
import { SeekBar } from './seek-bar.tsx';
import { useAudioPlayer } from './use-audio-player.ts';
import { useMediaSession } from './use-media-session.ts';

// The episode's audio player (docs/product.md#audio-player). The server renders the browser's own
// <audio controls>, which works without JavaScript; after hydration the same element loses its
// controls and these keyboard-operable ones (Hebrew labels, a seek slider measured from the right)
// take over. Media Session metadata and actions let the system's media keys drive it. The position
// is kept in browser storage per episode and resumed on the next visit. The state lives in
// useAudioPlayer, the system's media controls in useMediaSession.

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

export function AudioPlayer({ episodeId, src, title, showTitle, artwork, durationHint }: AudioPlayerProps) {
  const enhanced = useHydrated();
  const player = useAudioPlayer({ episodeId, src, durationHint });
  const { audioRef, current, shownDuration, resumedAt } = player;
  useMediaSession(
    { enabled: enhanced, title, showTitle, artwork },
    { audioRef, skip: player.skip, seek: player.seek },
  );

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
        {...player.audioEvents}
      >
        <a href={src}>הורדת קובץ השמע של הפרק</a>
      </audio>
      {enhanced ? (
        <div className="flex flex-col gap-4">
          <SeekBar
            audioRef={audioRef}
            draggingRef={player.draggingRef}
            current={current}
            duration={shownDuration}
            seek={player.seek}
          />
          <div
            className="flex items-center justify-between text-small text-muted tabular-nums"
            aria-hidden="true"
          >
            <span data-testid="current-time">{formatClock(current)}</span>
            <span data-testid="total-time">{formatClock(player.listedDuration)}</span>
          </div>
          {/*
            With the player's bottom at the bottom of a narrow screen, the floating accessibility
            button (bottom left) sits beside the last rows (the volume, the resume line): they keep
            clear of it, while the seek bar and the transport buttons above use the card's width.
          */}
          <div className="flex flex-col gap-4">
            <PlayerControls
              playing={player.playing}
              speed={player.speed}
              volume={player.volume}
              muted={player.muted}
              onSkip={player.skip}
              onTogglePlay={player.togglePlay}
              onCycleSpeed={player.cycleSpeed}
              onToggleMuted={player.toggleMuted}
              onVolume={player.setVolume}
            />
            {resumedAt !== null ? (
              <p
                className="flex flex-wrap items-center gap-2 text-small text-muted max-lg:pe-12"
                role="status"
              >
                ממשיכים מהמקום שבו עצרתם ({formatClock(resumedAt)}).
                <button
                  type="button"
                  className="font-medium text-link-strong underline underline-offset-2"
                  onClick={player.restart}
                >
                  התחלה מההתחלה
                </button>
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
