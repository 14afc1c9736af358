import { describe, expect, it } from 'vitest';
import { buildPassages, formatMoment, passageAt } from '../../../src/domain/podcast/passages.ts';
import type { TranscriptCue } from '../../../src/domain/types.ts';

/** Cues of `seconds` each, one after the other from 0, named c0, c1, ... */
function steady(count: number, seconds: number): TranscriptCue[] {
  return Array.from({ length: count }, (_, index) => ({
    start: index * seconds,
    end: (index + 1) * seconds,
    text: `c${index}`,
  }));
}

describe('transcript passages', () => {
  it('closes a passage at the first cue boundary once it holds 30 seconds', () => {
    const passages = buildPassages(steady(14, 7));
    // 7 s cues: 0-35 (five cues), 35-70, 70-98.
    expect(passages.map((p) => [p.start, p.end])).toEqual([
      [0, 35],
      [35, 70],
      [70, 98],
    ]);
    expect(passages[0]!.text).toBe('c0 c1 c2 c3 c4');
    expect(passages.map((p) => p.index)).toEqual([0, 1, 2]);
  });

  it('never cuts inside a cue and never grows past 60 seconds by adding one', () => {
    const cues: TranscriptCue[] = [
      { start: 0, end: 20, text: 'א' },
      { start: 20, end: 29, text: 'ב' },
      // Would make the passage 0-65: starts a new one instead.
      { start: 29, end: 65, text: 'ג' },
    ];
    expect(buildPassages(cues).map((p) => [p.start, p.end, p.text])).toEqual([
      [0, 29, 'א ב'],
      [29, 65, 'ג'],
    ]);
  });

  it('keeps a single cue longer than 60 seconds whole', () => {
    expect(buildPassages([{ start: 10, end: 100, text: 'נאום ארוך' }])).toEqual([
      { index: 0, start: 10, end: 100, text: 'נאום ארוך' },
    ]);
  });

  it('leaves out empty cues and cues with only white space', () => {
    const cues: TranscriptCue[] = [
      { start: 0, end: 5, text: '' },
      { start: 5, end: 10, text: '   \n ' },
      { start: 10, end: 15, text: 'שלום' },
    ];
    expect(buildPassages(cues)).toEqual([{ index: 0, start: 10, end: 15, text: 'שלום' }]);
  });

  it('has no passages for a transcript without timing (HTML transcripts)', () => {
    expect(buildPassages([{ start: null, end: null, text: 'טקסט בלי זמנים' }])).toEqual([]);
    expect(buildPassages([])).toEqual([]);
  });

  it('keeps overlapping cues in the passage where they start, ending at the latest end', () => {
    const cues: TranscriptCue[] = [
      { start: 0, end: 12, text: 'דובר א' },
      { start: 4, end: 8, text: 'דובר ב' },
      { start: 11, end: 31, text: 'דובר א שוב' },
      { start: 31, end: 40, text: 'אחר כך' },
    ];
    expect(buildPassages(cues).map((p) => [p.start, p.end, p.text])).toEqual([
      [0, 31, 'דובר א דובר ב דובר א שוב'],
      [31, 40, 'אחר כך'],
    ]);
  });

  it('orders cues by start time and reads a missing or backwards end as the start', () => {
    const cues: TranscriptCue[] = [
      { start: 20, end: 10, text: 'שני' },
      { start: 2, end: null, text: 'ראשון' },
    ];
    expect(buildPassages(cues)).toEqual([{ index: 0, start: 2, end: 20, text: 'ראשון שני' }]);
  });

  it('collapses line breaks inside a cue', () => {
    expect(buildPassages([{ start: 0, end: 3, text: 'שורה\nשנייה' }])[0]!.text).toBe('שורה שנייה');
  });

  it('finds the passage holding a second, the one before for a gap, none before the first', () => {
    const passages = buildPassages([
      { start: 5, end: 40, text: 'א' },
      { start: 50, end: 60, text: 'ב' },
    ]);
    expect(passageAt(passages, 0)).toBe(-1);
    expect(passageAt(passages, 5)).toBe(0);
    expect(passageAt(passages, 45)).toBe(0);
    expect(passageAt(passages, 50)).toBe(1);
    expect(passageAt(passages, 5000)).toBe(1);
    expect(passageAt([], 10)).toBe(-1);
  });

  it.each([
    [0, '00:00'],
    [7.9, '00:07'],
    [754, '12:34'],
    [3723, '1:02:03'],
  ])('shows %s seconds as %s', (seconds, shown) => {
    expect(formatMoment(seconds)).toBe(shown);
  });
});
