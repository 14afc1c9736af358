import { ChevronDown, ListOrdered, Play, ScrollText } from 'lucide-react';
import { memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { Moment } from '../../../src/domain/podcast/moment.ts';
import { buildPassages, passageAt, type TranscriptPassage } from '../../../src/domain/podcast/passages.ts';
import { findSpans, queryForms } from '../../../src/domain/search/find-in-text.ts';
import type { PodcastChapter, PodcastTranscript, TranscriptCue } from '../../../src/domain/types.ts';
import { activeIndex, formatClock, spokenTime } from '../../lib/player.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { BidiText } from '../bidi-text.tsx';
import { MarkedText } from '../search/search-hits.tsx';
import { MomentLink } from './moment.tsx';
import { usePlayerTime, useSeekAndPlay } from './player-store.tsx';
import { TranscriptFind } from './transcript-find.tsx';

/** The id a passage is scrolled to by: its start in whole seconds. */
function passageId(passage: TranscriptPassage): string {
  return `t-${Math.floor(passage.start)}`;
}

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
      className="inline-flex min-h-8 min-w-14 items-center justify-center gap-1 rounded-lg bg-tint px-2 font-medium text-link-strong tabular-nums hover:bg-tint-strong"
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

/**
 * A chapter's title and its start time at the line's end. Where the title would have less than 9rem
 * beside the time (a phone at 150 % text), the time goes under it: kept beside, a title took two or
 * three words a line (four lines at 390 px), and at 320 px a word a line pushed the time out of the
 * card.
 */
function ChapterLine({ title, start }: { title: string; start: number }) {
  return (
    <span className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3">
      <span className="grow basis-36">
        <BidiText text={title} />
      </span>
      <span className="text-small text-muted tabular-nums">
        <bdi>{formatClock(start)}</bdi>
      </span>
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
    <section aria-labelledby="chapters-heading" className="card p-4 md:p-6" data-testid="chapters">
      <h2 id="chapters-heading" className="mb-4 flex items-center gap-2 text-heading font-bold">
        <ListOrdered aria-hidden="true" className="size-6 text-link" />
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
                className="flex w-full items-center gap-3 rounded-xl px-3 py-2 text-start hover:bg-tint aria-[current=true]:bg-tint aria-[current=true]:font-bold"
              >
                <Play aria-hidden="true" className="size-4 shrink-0 text-link" />
                <ChapterLine title={chapter.title} start={chapter.startTime} />
              </button>
            ) : (
              <p className="flex items-center gap-3 px-3 py-2">
                <ChapterLine title={chapter.title} start={chapter.startTime} />
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

const NO_MARKS: readonly [number, number][] = [];

const Passage = memo(function Passage({
  cue,
  active,
  enhanced,
  onSeek,
  marks = NO_MARKS,
  currentMark = -1,
}: {
  cue: TranscriptCue;
  active: boolean;
  enhanced: boolean;
  onSeek: (seconds: number) => void;
  /** The find's matches in the cue's text, and which of them is the current one. */
  marks?: readonly [number, number][];
  currentMark?: number;
}) {
  return (
    <p
      className="flex gap-3 rounded-xl px-2 py-2 aria-[current=true]:bg-tint @max-[16rem]:flex-col @max-[16rem]:gap-1"
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
        {marks.length > 0 ? (
          <MarkedText text={cue.text} marks={marks} current={currentMark} />
        ) : (
          <BidiText text={cue.text} />
        )}
      </span>
    </p>
  );
});

/**
 * The cues in passages (docs/search.md#transcript-passages): each cue's passage index, a cue
 * without timing joining the passage before it; -1 for cues before the first passage.
 */
function cuePassages(cues: readonly TranscriptCue[], passages: readonly TranscriptPassage[]): number[] {
  let last = -1;
  return cues.map((cue) => {
    if (cue.start !== null && cue.text.trim()) last = Math.max(last, passageAt(passages, cue.start));
    return last;
  });
}

/**
 * The find's state: the query, its matches in each cue (the site search's word rules), and the
 * current match. `step` counts the moves, so the transcript scrolls on a move or a new query.
 */
function useTranscriptFind(cues: readonly TranscriptCue[]) {
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState(0);
  const [step, setStep] = useState(0);
  // A long transcript is marked after the keystroke is drawn, not during it.
  const deferred = useDeferredValue(query);
  const marks = useMemo(() => {
    const forms = queryForms(deferred);
    return cues.map((cue) => (forms.length > 0 ? findSpans(cue.text, forms) : NO_MARKS));
  }, [cues, deferred]);
  const places = useMemo(
    () => marks.flatMap((spans, cue) => spans.map((_span, mark) => ({ cue, mark }))),
    [marks],
  );
  const total = places.length;
  const index = total === 0 ? 0 : Math.min(current, total - 1);
  useEffect(() => {
    // A new query starts at its first match, shown.
    setCurrent(0);
    setStep((value) => (places.length > 0 ? value + 1 : value));
  }, [places]);
  return {
    query,
    setQuery,
    marks,
    total,
    current: index,
    at: places[index] ?? { cue: -1, mark: -1 },
    step,
    move: (by: 1 | -1) => {
      if (total === 0) return;
      setCurrent((index + by + total) % total);
      setStep((value) => value + 1);
    },
  };
}

export function Transcript({
  transcript,
  slug,
  moment,
}: {
  transcript: PodcastTranscript;
  /** The episode's slug: each passage offers a link to its moment. */
  slug?: string;
  /** The moment of the address: its passage is marked current and the transcript opens. */
  moment?: Moment | null;
}) {
  const enhanced = useHydrated();
  const time = usePlayerTime();
  const seek = useSeekAndPlay();
  const starts = useMemo(() => transcript.cues.map((cue) => cue.start), [transcript]);
  const passages = useMemo(() => buildPassages(transcript.cues), [transcript]);
  const ofCue = useMemo(() => cuePassages(transcript.cues, passages), [transcript, passages]);
  const momentPassage = moment ? passageAt(passages, moment.start) : -1;
  useEffect(() => {
    if (momentPassage >= 0)
      document.getElementById(passageId(passages[momentPassage]!))?.scrollIntoView({ block: 'center' });
  }, [momentPassage, passages]);
  const active = enhanced ? activeIndex(starts, time) : -1;
  const find = useTranscriptFind(transcript.cues);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (find.step === 0) return;
    section.current?.querySelector('[data-find-current]')?.scrollIntoView({ block: 'center' });
  }, [find.step]);
  const timed = starts.some((start) => start !== null);
  const lastStart = [...starts].reverse().find((start) => start !== null) ?? null;
  /** One cue of the transcript, with its time when the episode can be played from it. */
  const line = (cue: TranscriptCue, index: number) => (
    <Passage
      key={index}
      cue={cue}
      active={index === active}
      enhanced={enhanced}
      onSeek={seek}
      marks={find.marks[index]}
      currentMark={find.at.cue === index ? find.at.mark : -1}
    />
  );
  return (
    <section
      ref={section}
      aria-labelledby="transcript-heading"
      className="card p-4 md:p-6"
      data-testid="transcript"
    >
      <details
        className="group"
        open={transcript.cues.length <= OPEN_TRANSCRIPT_MAX_CUES || momentPassage >= 0}
      >
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-2 rounded-lg [&::-webkit-details-marker]:hidden">
          <ScrollText aria-hidden="true" className="size-6 text-link" />
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
        {enhanced ? (
          <TranscriptFind
            query={find.query}
            onQuery={find.setQuery}
            total={find.total}
            current={find.current}
            onMove={find.move}
          />
        ) : null}
        {timed && enhanced ? (
          <p className="mt-3 text-small text-muted">לחיצה על זמן מפעילה את הפרק מאותה נקודה.</p>
        ) : null}
        {/* Below 16rem (a phone at large text) each passage's time goes above its text. */}
        <div className="@container mt-4 flex flex-col gap-1 leading-relaxed" lang={transcript.language}>
          {passages.length === 0
            ? transcript.cues.map((cue, index) => line(cue, index))
            : [-1, ...passages.map((passage) => passage.index)].map((group) => {
                const cues = transcript.cues
                  .map((cue, index) => ({ cue, index }))
                  .filter(({ index }) => ofCue[index] === group);
                if (cues.length === 0) return null;
                const passage = passages[group];
                const lines = cues.map(({ cue, index }) => line(cue, index));
                if (!passage) return lines;
                return (
                  <div
                    key={`passage-${group}`}
                    id={passageId(passage)}
                    data-passage={group}
                    aria-current={group === momentPassage ? 'true' : undefined}
                    className="scroll-mt-24 rounded-2xl border border-transparent p-1 aria-[current=true]:border-brand-300 aria-[current=true]:bg-tint/50"
                  >
                    {lines}
                    {slug ? (
                      <div className="flex justify-end px-2">
                        <MomentLink slug={slug} seconds={passage.start} enhanced={enhanced} />
                      </div>
                    ) : null}
                  </div>
                );
              })}
        </div>
      </details>
    </section>
  );
}
