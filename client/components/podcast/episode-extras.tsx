import { ChevronDown, ListOrdered, Play, ScrollText } from 'lucide-react';
import { memo, useMemo } from 'react';
import type { PodcastChapter, PodcastTranscript, TranscriptCue } from '../../../src/domain/types.ts';
import { activeIndex, formatClock, spokenTime } from '../../lib/player.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { BidiText } from '../bidi-text.tsx';
import { usePlayerTime, useSeekAndPlay } from './player-store.tsx';

// Chapters and transcript of an episode (podcast:chapters, podcast:transcript). Without JavaScript
// they read as text with plain times; with it, each time is a button that seeks the player there,
// and the chapter and passage playing now are marked.

/** The transcript opens by itself when it is short; a long one waits behind its summary line. */
const OPEN_TRANSCRIPT_MAX_CUES = 12;

function TimeButton({
  seconds,
  onSeek,
  label,
}: {
  seconds: number;
  onSeek: (s: number) => void;
  label: string;
}) {
  return (
    <button
      type="button"
      onClick={() => onSeek(seconds)}
      className="inline-flex min-h-8 min-w-14 items-center justify-center gap-1 rounded-lg bg-brand-50 px-2 font-medium text-brand-800 tabular-nums hover:bg-brand-100"
      aria-label={`${formatClock(seconds)} ${label}`}
      data-seek={seconds}
    >
      <bdi>{formatClock(seconds)}</bdi>
    </button>
  );
}

function PlainTime({ seconds }: { seconds: number }) {
  return (
    <span className="inline-flex min-w-14 justify-center text-muted tabular-nums">
      <bdi>{formatClock(seconds)}</bdi>
    </span>
  );
}

export function ChapterList({ chapters }: { chapters: readonly PodcastChapter[] }) {
  const enhanced = useHydrated();
  const time = usePlayerTime();
  const seek = useSeekAndPlay();
  const active = enhanced
    ? activeIndex(
        chapters.map((chapter) => chapter.startTime),
        time,
      )
    : -1;
  return (
    <section aria-labelledby="chapters-heading" className="card p-6" data-testid="chapters">
      <h2 id="chapters-heading" className="mb-4 flex items-center gap-2 text-heading font-bold">
        <ListOrdered aria-hidden="true" className="size-6 text-brand-700" />
        מקטעי הפרק
      </h2>
      <ol className="flex flex-col gap-1">
        {chapters.map((chapter, index) => (
          <li key={`${chapter.startTime}-${index}`}>
            {enhanced ? (
              <button
                type="button"
                onClick={() => seek(chapter.startTime)}
                aria-current={index === active ? 'true' : undefined}
                className="flex w-full items-center gap-3 rounded-xl px-3 py-2 text-start hover:bg-brand-50 aria-[current=true]:bg-brand-50 aria-[current=true]:font-bold"
              >
                <Play aria-hidden="true" className="size-4 shrink-0 -scale-x-100 text-brand-700" />
                <span className="flex-1">
                  <BidiText text={chapter.title} />
                </span>
                <span className="text-small text-muted tabular-nums">
                  <bdi>{formatClock(chapter.startTime)}</bdi>
                </span>
              </button>
            ) : (
              <p className="flex items-center gap-3 px-3 py-2">
                <span className="flex-1">
                  <BidiText text={chapter.title} />
                </span>
                <span className="text-small text-muted tabular-nums">
                  <bdi>{formatClock(chapter.startTime)}</bdi>
                </span>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

const Passage = memo(function Passage({
  cue,
  active,
  enhanced,
  onSeek,
}: {
  cue: TranscriptCue;
  active: boolean;
  enhanced: boolean;
  onSeek: (seconds: number) => void;
}) {
  return (
    <p
      className="flex gap-3 rounded-xl px-2 py-2 aria-[current=true]:bg-brand-50"
      aria-current={active ? 'true' : undefined}
    >
      {cue.start !== null ? (
        <span className="shrink-0">
          {enhanced ? (
            <TimeButton seconds={cue.start} onSeek={onSeek} label="השמעה מנקודה זו" />
          ) : (
            <PlainTime seconds={cue.start} />
          )}
        </span>
      ) : null}
      <span className="min-w-0 flex-1">
        {cue.speaker ? (
          <strong className="font-bold">
            <BidiText text={cue.speaker} />:{' '}
          </strong>
        ) : null}
        <BidiText text={cue.text} />
      </span>
    </p>
  );
});

export function Transcript({ transcript }: { transcript: PodcastTranscript }) {
  const enhanced = useHydrated();
  const time = usePlayerTime();
  const seek = useSeekAndPlay();
  const starts = useMemo(() => transcript.cues.map((cue) => cue.start), [transcript]);
  const active = enhanced ? activeIndex(starts, time) : -1;
  const timed = starts.some((start) => start !== null);
  const lastStart = [...starts].reverse().find((start) => start !== null) ?? null;
  return (
    <section aria-labelledby="transcript-heading" className="card p-6" data-testid="transcript">
      <details className="group" open={transcript.cues.length <= OPEN_TRANSCRIPT_MAX_CUES}>
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-2 rounded-lg [&::-webkit-details-marker]:hidden">
          <ScrollText aria-hidden="true" className="size-6 text-brand-700" />
          <h2 id="transcript-heading" className="text-heading font-bold">
            תמליל הפרק
          </h2>
          <span className="text-small text-muted">
            ({transcript.cues.length} קטעים
            {lastStart !== null ? `, עד ${spokenTime(lastStart)}` : ''})
          </span>
          <ChevronDown
            aria-hidden="true"
            className="ms-auto size-5 text-muted transition-transform group-open:rotate-180"
          />
        </summary>
        {timed && enhanced ? (
          <p className="mt-3 text-small text-muted">לחיצה על זמן מפעילה את הפרק מאותה נקודה.</p>
        ) : null}
        <div className="mt-4 flex flex-col gap-1 leading-relaxed" lang={transcript.language}>
          {transcript.cues.map((cue, index) => (
            <Passage key={index} cue={cue} active={index === active} enhanced={enhanced} onSeek={seek} />
          ))}
        </div>
      </details>
    </section>
  );
}
