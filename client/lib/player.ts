// The audio player's rules (docs/product.md#audio-player), pure so they are tested without a browser:
// the speed cycle, the skip bounds, seeking measured from the right (RTL), times in Hebrew words for
// screen readers, the slider's keys and where a visitor resumes.

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const DEFAULT_SPEED = 1;
export const SKIP_BACK_SECONDS = 10;
export const SKIP_FORWARD_SECONDS = 30;
export const DEFAULT_VOLUME = 0.7;
export const VOLUME_STEP = 0.01;
/** The seek slider's arrow-key step; Page Up / Page Down move by the forward skip. */
const SEEK_STEP_SECONDS = 5;
/** A stored position this close to either end is not worth resuming. */
const RESUME_MARGIN_SECONDS = 5;

/** 0.75 → 1 → 1.25 → 1.5 → 1.75 → 2 → 0.75; an unknown speed goes back to 1. */
export function nextSpeed(current: number): number {
  const index = SPEEDS.indexOf(current as (typeof SPEEDS)[number]);
  if (index === -1) return DEFAULT_SPEED;
  return SPEEDS[(index + 1) % SPEEDS.length]!;
}

export function speedLabel(speed: number): string {
  return `${speed}×`;
}

function knownDuration(duration: number): number | null {
  return Number.isFinite(duration) && duration > 0 ? duration : null;
}

/** A position inside 0..duration (only a floor of 0 while the duration is unknown). */
export function clampTime(time: number, duration: number): number {
  if (!Number.isFinite(time) || time < 0) return 0;
  const end = knownDuration(duration);
  return end === null ? time : Math.min(time, end);
}

/** -10 s never below 0, +30 s never past the end. */
export function skipBy(current: number, delta: number, duration: number): number {
  return clampTime((Number.isFinite(current) ? current : 0) + delta, duration);
}

export type BarBox = { left: number; width: number };

/**
 * The fraction of the bar at a pointer position, measured from the right edge (the bar fills from
 * the right in a right-to-left page): the right edge is 0, the left edge 1.
 */
export function fractionFromRight(clientX: number, bar: BarBox): number {
  if (!(bar.width > 0)) return 0;
  const fraction = (bar.left + bar.width - clientX) / bar.width;
  return Math.min(1, Math.max(0, fraction));
}

/** Where a click or drag on the bar seeks to. */
export function seekTimeFromPointer(clientX: number, bar: BarBox, duration: number): number {
  const end = knownDuration(duration);
  return end === null ? 0 : fractionFromRight(clientX, bar) * end;
}

/** The played share of the bar, 0..1, drawn from the right. */
export function playedFraction(current: number, duration: number): number {
  const end = knownDuration(duration);
  if (end === null) return 0;
  return Math.min(1, Math.max(0, current / end));
}

/** 'm:ss' or 'h:mm:ss' (what the player shows). */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

function unit(count: number, one: string, many: string, two?: string): string {
  if (count === 1) return one;
  if (count === 2 && two) return two;
  return `${count} ${many}`;
}

/** Hebrew words for a time: 'שעה ו-2 דקות', '3 דקות ו-5 שניות', 'שנייה אחת', '0 שניות'. */
export function spokenTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(unit(h, 'שעה', 'שעות', 'שעתיים'));
  if (m > 0) parts.push(unit(m, 'דקה אחת', 'דקות', 'שתי דקות'));
  if (s > 0 || parts.length === 0) parts.push(s === 1 ? 'שנייה אחת' : `${s} שניות`);
  if (parts.length === 1) return parts[0]!;
  const last = parts.at(-1)!;
  // 'ו' joins a word directly ('ושתי דקות') and a number with a hyphen ('ו-5 שניות').
  return `${parts.slice(0, -1).join(', ')} ${/^\d/.test(last) ? 'ו-' : 'ו'}${last}`;
}

/** The seek slider's aria-valuetext: '3 דקות ו-5 שניות מתוך 42 דקות'. */
export function seekValueText(current: number, duration: number): string {
  const end = knownDuration(duration);
  return end === null ? spokenTime(current) : `${spokenTime(current)} מתוך ${spokenTime(end)}`;
}

/**
 * The seek slider's keys. In a right-to-left page the bar grows to the left, so Left moves forward
 * and Right back; Up and Down always move forward and back. Returns the new position, or null for
 * a key the slider does not handle.
 */
export function seekKeyTarget(
  key: string,
  current: number,
  duration: number,
  direction: 'rtl' | 'ltr' = 'rtl',
): number | null {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
    case 'ArrowUp':
      return skipBy(current, SEEK_STEP_SECONDS, duration);
    case back:
    case 'ArrowDown':
      return skipBy(current, -SEEK_STEP_SECONDS, duration);
    case 'PageUp':
      return skipBy(current, SKIP_FORWARD_SECONDS, duration);
    case 'PageDown':
      return skipBy(current, -SKIP_FORWARD_SECONDS, duration);
    case 'Home':
      return 0;
    case 'End':
      return knownDuration(duration) ?? null;
    default:
      return null;
  }
}

export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return DEFAULT_VOLUME;
  return Math.round(Math.min(1, Math.max(0, volume)) / VOLUME_STEP) * VOLUME_STEP;
}

export function volumeText(volume: number): string {
  return `${Math.round(clampVolume(volume) * 100)}%`;
}

/** The stored position to resume from, or 0 when there is none worth resuming. */
export function resumeFrom(stored: string | null, duration: number): number {
  const seconds = Number(stored);
  if (stored === null || !Number.isFinite(seconds) || seconds < RESUME_MARGIN_SECONDS) return 0;
  const end = knownDuration(duration);
  if (end !== null && seconds > end - RESUME_MARGIN_SECONDS) return 0;
  return seconds;
}

/** What the episode lists say of an episode this browser has played. */
export type Listened = { at: number; fraction: number | null } | { finished: true };

/**
 * What this browser has heard of an episode, for the episode lists: where it stopped (the resume
 * point, as the player would resume, and its share of the episode's length when that is known),
 * else whether it once played to the end; null for neither (never played, or stopped within 5 s of
 * either end and never finished). A visitor part-way through a second hearing sees where they are.
 */
export function listenedSoFar(
  stored: string | null,
  duration: number | undefined,
  finished: string | null = null,
): Listened | null {
  const length = duration ?? Number.NaN;
  const at = resumeFrom(stored, length);
  if (at > 0) return { at, fraction: knownDuration(length) === null ? null : playedFraction(at, length) };
  return finished === '1' ? { finished: true } : null;
}

/** The index of the passage or chapter playing at `time` (starts sorted), or -1 before the first. */
export function activeIndex(starts: readonly (number | null)[], time: number): number {
  let found = -1;
  for (let index = 0; index < starts.length; index++) {
    const start = starts[index];
    if (start === null || start === undefined) continue;
    if (start <= time + 0.05) found = index;
    else break;
  }
  return found;
}
