import { describe, expect, it } from 'vitest';
import {
  activeIndex,
  clampTime,
  clampVolume,
  DEFAULT_VOLUME,
  formatClock,
  fractionFromRight,
  listenedSoFar,
  nextSpeed,
  playedFraction,
  resumeFrom,
  SPEEDS,
  seekKeyTarget,
  seekTimeFromPointer,
  seekValueText,
  skipBy,
  spokenTime,
  volumeText,
} from '../../client/lib/player.ts';

describe('speed (docs/product.md#audio-player: 0.75, 1, 1.25, 1.5, 1.75, 2, then back)', () => {
  it('cycles through every speed and back to 0.75', () => {
    const seen = [0.75];
    for (let step = 0; step < SPEEDS.length; step++) seen.push(nextSpeed(seen.at(-1)!));
    expect(seen).toEqual([0.75, 1, 1.25, 1.5, 1.75, 2, 0.75]);
  });

  it('goes back to 1 from a speed outside the cycle', () => {
    expect(nextSpeed(3)).toBe(1);
    expect(nextSpeed(Number.NaN)).toBe(1);
  });
});

describe('skips (docs/product.md#audio-player: back 10 s not below 0, forward 30 s not past the end)', () => {
  it.each([
    [5, -10, 100, 0],
    [50, -10, 100, 40],
    [50, 30, 100, 80],
    [85, 30, 100, 100],
    [100, 30, 100, 100],
    [Number.NaN, 30, 100, 30],
  ])('from %d by %d in %d s lands at %d', (current, delta, duration, expected) => {
    expect(skipBy(current, delta, duration)).toBe(expected);
  });

  it('only floors at 0 while the duration is unknown', () => {
    expect(skipBy(10, 30, Number.NaN)).toBe(40);
    expect(skipBy(10, 30, Number.POSITIVE_INFINITY)).toBe(40);
    expect(clampTime(-3, Number.NaN)).toBe(0);
  });
});

describe('seeking measured from the right (RTL)', () => {
  const bar = { left: 100, width: 200 };

  it.each([
    [300, 0],
    [100, 1],
    [200, 0.5],
    [250, 0.25],
    [400, 0],
    [0, 1],
  ])('a click at x=%d is %d of the way along', (x, fraction) => {
    expect(fractionFromRight(x, bar)).toBeCloseTo(fraction);
  });

  it('turns the fraction into a time in the episode', () => {
    expect(seekTimeFromPointer(250, bar, 120)).toBeCloseTo(30);
    expect(seekTimeFromPointer(100, bar, 120)).toBeCloseTo(120);
    expect(seekTimeFromPointer(250, bar, Number.NaN)).toBe(0);
    expect(fractionFromRight(150, { left: 0, width: 0 })).toBe(0);
  });

  it('fills the played share from the right', () => {
    expect(playedFraction(30, 120)).toBe(0.25);
    expect(playedFraction(200, 120)).toBe(1);
    expect(playedFraction(10, 0)).toBe(0);
  });

  it.each([
    ['ArrowLeft', 50, 55],
    ['ArrowUp', 50, 55],
    ['ArrowRight', 50, 45],
    ['ArrowDown', 2, 0],
    ['PageUp', 50, 80],
    ['PageDown', 50, 20],
    ['Home', 50, 0],
    ['End', 50, 100],
  ])('in RTL the key %s moves from %d to %d', (key, current, expected) => {
    expect(seekKeyTarget(key, current, 100)).toBe(expected);
  });

  it('reverses the arrows in LTR and ignores other keys', () => {
    expect(seekKeyTarget('ArrowRight', 50, 100, 'ltr')).toBe(55);
    expect(seekKeyTarget('Enter', 50, 100)).toBeNull();
    expect(seekKeyTarget('End', 50, Number.NaN)).toBeNull();
  });
});

describe('times', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [3723, '1:02:03'],
    [Number.NaN, '0:00'],
    [-4, '0:00'],
  ])('shows %d s as %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });

  it.each([
    [0, '0 שניות'],
    [1, 'שנייה אחת'],
    [45, '45 שניות'],
    [60, 'דקה אחת'],
    [61, 'דקה אחת ושנייה אחת'],
    [125, 'שתי דקות ו-5 שניות'],
    [185, '3 דקות ו-5 שניות'],
    [3600, 'שעה'],
    [3720, 'שעה ושתי דקות'],
    [7384, 'שעתיים, 3 דקות ו-4 שניות'],
    [Number.NaN, '0 שניות'],
  ])('says %d s as %s', (seconds, text) => {
    expect(spokenTime(seconds)).toBe(text);
  });

  it('gives the slider a value text in minutes and seconds out of the whole', () => {
    expect(seekValueText(185, 2538)).toBe('3 דקות ו-5 שניות מתוך 42 דקות ו-18 שניות');
    expect(seekValueText(5, Number.NaN)).toBe('5 שניות');
  });
});

describe('volume (docs/product.md#audio-player: 0 to 1, step 0.01, default 0.7)', () => {
  it.each([
    [0.7, 0.7],
    [1.4, 1],
    [-1, 0],
    [0.333, 0.33],
    [Number.NaN, DEFAULT_VOLUME],
  ])('keeps %d as %d', (input, expected) => {
    expect(clampVolume(input)).toBeCloseTo(expected, 5);
  });

  it('reads as a percentage', () => {
    expect(volumeText(0.7)).toBe('70%');
  });
});

describe('resuming where the visitor stopped', () => {
  it.each([
    [null, 100, 0],
    ['abc', 100, 0],
    ['3', 100, 0],
    ['42.5', 100, 42.5],
    ['97', 100, 0],
    ['42', Number.NaN, 42],
  ])('a stored %j in %d s resumes at %d', (stored, duration, expected) => {
    expect(resumeFrom(stored, duration)).toBe(expected);
  });
});

describe("the lists' 'how far you listened' (where the player would resume)", () => {
  it('gives the point and its share of a known length', () => {
    expect(listenedSoFar('754', 1865)).toEqual({ at: 754, fraction: 754 / 1865 });
  });

  it('gives the point alone when the length is unknown', () => {
    expect(listenedSoFar('754', undefined)).toEqual({ at: 754, fraction: null });
    expect(listenedSoFar('754', 0)).toEqual({ at: 754, fraction: null });
  });

  it.each([
    [null, 1865],
    ['', 1865],
    ['abc', 1865],
    ['-40', 1865],
    ['3', 1865],
    ['1862', 1865],
    ['99999', 1865],
  ])('has nothing to show for a stored %j in %d s', (stored, duration) => {
    expect(listenedSoFar(stored, duration)).toBeNull();
    expect(listenedSoFar(stored, duration, 'yes')).toBeNull();
  });

  it('says an episode played to the end was heard, unless a second hearing has a point to resume', () => {
    expect(listenedSoFar(null, 1865, '1')).toEqual({ finished: true });
    expect(listenedSoFar('3', 1865, '1')).toEqual({ finished: true });
    expect(listenedSoFar('754', 1865, '1')).toEqual({ at: 754, fraction: 754 / 1865 });
  });
});

describe('the passage or chapter playing now', () => {
  it('is the last one started', () => {
    const starts = [0, 10, 20];
    expect(activeIndex(starts, 0)).toBe(0);
    expect(activeIndex(starts, 15)).toBe(1);
    expect(activeIndex(starts, 99)).toBe(2);
    expect(activeIndex([5, 10], 1)).toBe(-1);
    expect(activeIndex([null, null], 10)).toBe(-1);
  });
});
