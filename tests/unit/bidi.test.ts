import { describe, expect, it } from 'vitest';
import { splitLatinRuns } from '../../client/lib/bidi.ts';

const runs = (text: string) =>
  splitLatinRuns(text)
    .filter((segment) => segment.latin)
    .map((s) => s.text);

describe('splitLatinRuns', () => {
  it('keeps a Midjourney parameter with its value as one run', () => {
    expect(runs('הוסיפו --ar 16:9 בסוף הפרומפט')).toEqual(['--ar 16:9']);
  });

  it('keeps --style raw together', () => {
    expect(runs('נסו את --style raw לתוצאה טבעית')).toEqual(['--style raw']);
  });

  it('leaves brackets and commas of the Hebrew sentence outside the run', () => {
    expect(runs('פרמטרים (--ar, --stylize) משנים את התמונה.')).toEqual(['--ar, --stylize']);
  });

  it('leaves the Hebrew prefix and its hyphen outside the run', () => {
    const segments = splitLatinRuns('עבדתי עם ה-GPT החדש');
    expect(segments).toEqual([
      { text: 'עבדתי עם ה-', latin: false },
      { text: 'GPT', latin: true },
      { text: ' החדש', latin: false },
    ]);
  });

  it('does not isolate numbers alone', () => {
    expect(runs('פרק 12 יצא ב-2024')).toEqual([]);
  });

  it('isolates names with spaces and dots', () => {
    expect(runs('כלים כמו DALL·E 3 ו-Stable Diffusion.')).toEqual(['DALL·E 3', 'Stable Diffusion']);
  });

  it('keeps a trailing closing bracket that belongs to the run', () => {
    expect(runs('הפונקציה print(x) מדפיסה')).toEqual(['print(x)']);
  });

  it('returns the text whole when there is no Latin', () => {
    expect(splitLatinRuns('שלום עולם')).toEqual([{ text: 'שלום עולם', latin: false }]);
  });

  it('reassembles to the original text', () => {
    const text = 'בפרק: Claude Code, Cursor ו-v0 (ועוד --ar 2:3!)';
    expect(
      splitLatinRuns(text)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });
});
