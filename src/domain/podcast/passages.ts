import type { TranscriptCue } from '../types.ts';

// Transcript passages: what search finds and what a moment link (`?t=`) points at. Cues are
// grouped, in order and only at cue boundaries, into passages of about 30–60 seconds
// (docs/search.md#transcript-passages), so a hit reads as a few sentences and its link lands at the
// start of a sentence, never inside one.

export type TranscriptPassage = {
  /** Position among the episode's passages (0-based); a stable part of its search id. */
  index: number;
  /** Seconds. */
  start: number;
  end: number;
  text: string;
};

/** A passage closes at the first cue boundary at or after this length. */
const TARGET_SECONDS = 30;
/** And never grows past this, unless one cue alone is longer. */
const MAX_SECONDS = 60;

type TimedCue = { start: number; end: number; text: string };

/** Cues that can be placed in time and carry words, in time order; the end never before the start. */
function timedCues(cues: readonly TranscriptCue[]): TimedCue[] {
  const timed: TimedCue[] = [];
  for (const cue of cues) {
    const text = cue.text.replace(/\s+/g, ' ').trim();
    if (!text || cue.start === null || !Number.isFinite(cue.start) || cue.start < 0) continue;
    const end = cue.end !== null && Number.isFinite(cue.end) && cue.end >= cue.start ? cue.end : cue.start;
    timed.push({ start: cue.start, end, text });
  }
  // A stable sort: cues that start together keep the order the file gives them.
  return timed.sort((a, b) => a.start - b.start);
}

/**
 * Groups a transcript's cues into passages. Cues without words or without a start time are left
 * out (a transcript with no timing has no moments); overlapping cues stay in the passage where they
 * start, and a passage's end is the latest end among its cues.
 */
export function buildPassages(cues: readonly TranscriptCue[]): TranscriptPassage[] {
  const passages: TranscriptPassage[] = [];
  let current: { start: number; end: number; texts: string[] } | null = null;
  const close = () => {
    if (!current) return;
    passages.push({
      index: passages.length,
      start: current.start,
      end: current.end,
      text: current.texts.join(' '),
    });
    current = null;
  };
  for (const cue of timedCues(cues)) {
    if (current && (current.end - current.start >= TARGET_SECONDS || cue.end - current.start > MAX_SECONDS))
      close();
    if (!current) current = { start: cue.start, end: cue.end, texts: [cue.text] };
    else {
      current.texts.push(cue.text);
      current.end = Math.max(current.end, cue.end);
    }
  }
  close();
  return passages;
}

/**
 * The passage that holds `second`: the last one starting at or before it, in whole seconds as
 * moment links write it (a second in a silence between passages belongs to the passage before).
 * -1 before the first passage or with none.
 */
export function passageAt(passages: readonly TranscriptPassage[], second: number): number {
  let found = -1;
  for (const passage of passages) {
    if (Math.floor(passage.start) <= second) found = passage.index;
    else break;
  }
  return found;
}

/** `mm:ss` (or `h:mm:ss` from an hour on), whole seconds: the time a hit and a passage show. */
export function formatMoment(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}`
    : `${String(minutes).padStart(2, '0')}:${secs}`;
}
