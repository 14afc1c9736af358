import { describe, expect, it } from 'vitest';
import {
  bidiRuns,
  keepHyphensInHtml,
  keepPhrases,
  keepTogether,
  splitLatinRuns,
  splitPrefix,
} from '../../client/lib/bidi.ts';

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

  it("keeps an English sentence's full stop with it, and a Hebrew sentence's with the Hebrew", () => {
    // A sentence of its own after a Hebrew one, and at the text's start.
    expect(runs('ספריית פרומפטים למודלי שפה: כתיבה וקוד. Prompt library for LLMs in Hebrew.')).toEqual([
      'Prompt library for LLMs in Hebrew.',
    ]);
    expect(runs('RAG over Hebrew documents! חיפוש במסמכים')).toEqual(['RAG over Hebrew documents!']);
    // A name that ends a Hebrew sentence, however long, leaves the stop to it.
    expect(runs('האתר בנוי עם React Router + Express.')).toEqual(['React Router + Express']);
    expect(runs('הכלים המומלצים: Claude Code.')).toEqual(['Claude Code']);
    // Two words after a Hebrew sentence are a name, not a sentence.
    expect(runs('בחרנו כלי אחד. Stable Diffusion.')).toEqual(['Stable Diffusion']);
    // A stop with Hebrew straight after it is not a sentence's end.
    expect(runs('גרסה חדשה. Now with streaming support.ועוד')).toEqual(['Now with streaming support']);
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

  it('keeps a parameter after a Hebrew prefix letter and its hyphen whole (ו---style raw)', () => {
    expect(splitLatinRuns('הוסיפו ו---style raw למראה טבעי')).toEqual([
      { text: 'הוסיפו ו-', latin: false },
      { text: '--style raw', latin: true },
      { text: ' למראה טבעי', latin: false },
    ]);
  });

  it('keeps the dashes of a parameter after a left-to-right mark inside the run', () => {
    expect(runs('גמיש באמצעות הפרמטר \u200E--ar')).toEqual(['--ar']);
    expect(runs('הוסיפו \u200E--ar 16:9 לתמונות רוחב')).toEqual(['--ar 16:9']);
  });

  it('keeps the angle brackets of a tag in the run', () => {
    expect(runs('השתמשו בתגיות XML כמו <document> כדי להפריד')).toEqual(['XML', '<document>']);
  });

  it('keeps units, versions and symbols with their numbers', () => {
    expect(runs('חלון הקשר של 128K tokens במודל GPT-4o ו-C++')).toEqual(['128K tokens', 'GPT-4o', 'C++']);
  });

  it('leaves a number and colon between Hebrew and Latin outside the run (UAX #9)', () => {
    expect(runs('פרק 11: RAG בעברית')).toEqual(['RAG']);
    expect(runs('פרק 9: קוד עם עוזר AI - Copilot, Cursor ו-Claude Code')).toEqual([
      'AI - Copilot, Cursor',
      'Claude Code',
    ]);
  });

  it('keeps digits inside a Latin name and the symbols that end a token', () => {
    expect(runs('השוואה: GPT-4o מול Claude 3.5 Sonnet')).toEqual(['GPT-4o', 'Claude 3.5 Sonnet']);
    expect(runs('C++ או Python? מה ללמוד')).toEqual(['C++', 'Python']);
  });

  it('leaves brackets around a Latin name in the Hebrew sentence', () => {
    expect(runs('שליפה משולבת יצירה (RAG) בעברית')).toEqual(['RAG']);
  });

  it('does not isolate a price in dollars', () => {
    expect(runs('$10 לחודש')).toEqual([]);
  });
});

describe('keepTogether', () => {
  it('keeps parameters and hyphenated names whole, leaves plain words and spaces breakable', () => {
    expect(keepTogether('--ar, --stylize')).toEqual([
      { text: '--ar,', keep: true },
      { text: ' ', keep: false },
      { text: '--stylize', keep: true },
    ]);
    expect(keepTogether('GPT-4o mini')).toEqual([
      { text: 'GPT-4o', keep: true },
      { text: ' mini', keep: false },
    ]);
    expect(keepTogether('Stable Diffusion')).toEqual([{ text: 'Stable Diffusion', keep: false }]);
  });

  it('keeps a parameter whole up to 30 characters, a hyphenated name up to 16', () => {
    expect(keepTogether('--style-reference-weight')).toEqual([
      { text: '--style-reference-weight', keep: true },
    ]);
    expect(keepTogether('Llama-3.1-405B')).toEqual([{ text: 'Llama-3.1-405B', keep: true }]);
    // 23 letters at 150 % text are wider than a phone's card column: it may break at its hyphen.
    expect(keepTogether('copilot-instructions.md')).toEqual([
      { text: 'copilot-instructions.md', keep: false },
    ]);
  });

  it('leaves a long token breakable (a URL must not widen the page)', () => {
    const url = 'https://example.com/a-very-long-path/with-many-segments';
    expect(keepTogether(url)).toEqual([{ text: url, keep: false }]);
  });
});

describe('keepPhrases', () => {
  it('marks each en-dash range of numbers, leaves the words around it breakable', () => {
    expect(keepPhrases('הרצאות של 45–90 דקות')).toEqual([
      { text: 'הרצאות של ', keep: false },
      { text: '45–90', keep: true },
      { text: ' דקות', keep: false },
    ]);
    expect(keepPhrases('4 מפגשים (10–12 שעות)')).toEqual([
      { text: '4 מפגשים (', keep: false },
      { text: '10–12', keep: true },
      { text: ' שעות)', keep: false },
    ]);
    expect(keepPhrases('2–4')).toEqual([{ text: '2–4', keep: true }]);
    expect(keepPhrases('1.5–2,5 ו-3–4')).toEqual([
      { text: '1.5–2,5', keep: true },
      { text: ' ', keep: false },
      { text: 'ו-3–4', keep: true },
    ]);
  });

  it("keeps a Hebrew word's hyphen with the bracket, quote or number after it", () => {
    expect(keepPhrases('עם הפניות [1] ו-[2].')).toEqual([
      { text: 'עם הפניות [1] ', keep: false },
      { text: 'ו-[', keep: true },
      { text: '2].', keep: false },
    ]);
    expect(keepPhrases('מה שה-"מודל" יודע')).toEqual([
      { text: 'מה ', keep: false },
      { text: 'שה-"', keep: true },
      { text: 'מודל" יודע', keep: false },
    ]);
  });

  it('leaves a hyphen between Hebrew words breakable, as in any compound', () => {
    expect(keepPhrases('עוזר שיחה רב-תכליתי')).toEqual([{ text: 'עוזר שיחה רב-תכליתי', keep: false }]);
  });

  it('leaves text without a range as one breakable piece: a hyphen between digits', () => {
    expect(keepPhrases('שלב 10-12')).toEqual([{ text: 'שלב 10-12', keep: false }]);
  });

  it('keeps a dash between words with the word before it, so no line begins with the dash', () => {
    expect(keepPhrases('כלים – תמונות')).toEqual([
      { text: 'כלים –', keep: true },
      { text: ' תמונות', keep: false },
    ]);
    expect(keepPhrases('הסדנה שאתם מחפשים — ואחזור אליכם')).toEqual([
      { text: 'הסדנה שאתם ', keep: false },
      { text: 'מחפשים —', keep: true },
      { text: ' ואחזור אליכם', keep: false },
    ]);
    // At the end of the text (a Latin run follows), and a kept word with its dash.
    expect(keepPhrases('לעבוד עם –')).toEqual([
      { text: 'לעבוד ', keep: false },
      { text: 'עם –', keep: true },
    ]);
    expect(keepPhrases('ו-3–4 – בערך')).toEqual([
      { text: 'ו-3–4 –', keep: true },
      { text: ' בערך', keep: false },
    ]);
    // A dash inside a word, or a range, is not this.
    expect(keepPhrases('כלים–תמונות')).toEqual([{ text: 'כלים–תמונות', keep: false }]);
  });
});

describe('splitPrefix', () => {
  it('splits off the Hebrew word and hyphen that end the text before a Latin run', () => {
    expect(splitPrefix('חלופות ל-')).toEqual(['חלופות ', 'ל-']);
    expect(splitPrefix('מטרה אחת – שה-')).toEqual(['מטרה אחת – ', 'שה-']);
    expect(splitPrefix('ה-')).toEqual(['', 'ה-']);
  });

  it('finds nothing where the text does not end in a Hebrew word and its hyphen', () => {
    expect(splitPrefix('כלי ')).toBeNull();
    expect(splitPrefix('גרסה 2-')).toBeNull();
  });
});

describe('bidiRuns', () => {
  it('joins a Hebrew prefix to the Latin run after it, keeping every offset into the text', () => {
    const text = 'כל החלופות ל-Notion AI ו-GPT-4o, בין 2–4 כלים';
    const runs = bidiRuns(text);
    expect(runs.map(({ text, latin, prefix }) => ({ text, latin, prefix }))).toEqual([
      { text: 'כל החלופות ', latin: false, prefix: undefined },
      { text: 'Notion AI', latin: true, prefix: 'ל-' },
      { text: ' ', latin: false, prefix: undefined },
      { text: 'GPT-4o', latin: true, prefix: 'ו-' },
      { text: ', בין 2–4 כלים', latin: false, prefix: undefined },
    ]);
    for (const run of runs) {
      expect(text.slice(run.from, run.from + run.text.length)).toBe(run.text);
      if (run.prefix) expect(text.slice(run.from - run.prefix.length, run.from)).toBe(run.prefix);
    }
    expect(runs[3]?.pieces).toEqual([{ text: 'GPT-4o', keep: true }]);
    expect(runs[4]?.pieces).toEqual([
      { text: ', בין ', keep: false },
      { text: '2–4', keep: true },
      { text: ' כלים', keep: false },
    ]);
  });

  it('draws a text that starts with its prefix as one run, and a text with no Hebrew whole', () => {
    expect(bidiRuns('ה-AI')).toEqual([
      { text: 'AI', from: 2, latin: true, pieces: [{ text: 'AI', keep: false }], prefix: 'ה-' },
    ]);
    expect(bidiRuns('Midjourney, Inc.')).toEqual([
      { text: 'Midjourney, Inc.', from: 0, latin: true, pieces: [{ text: 'Midjourney, Inc.', keep: false }] },
    ]);
    expect(bidiRuns('2024')).toEqual([
      { text: '2024', from: 0, latin: false, pieces: [{ text: '2024', keep: false }] },
    ]);
  });

  it('leaves a hyphen before Hebrew or a number where it is', () => {
    expect(bidiRuns('רב-תכליתי ו-3–4').map((run) => run.latin)).toEqual([false]);
  });
});

describe('keepHyphensInHtml', () => {
  it("wraps a Hebrew word's hyphen and the character after it, in text only", () => {
    expect(keepHyphensInHtml('<p>כמו Claude ו-Gemini, <a href="https://x.example/ה-a">ה-AI</a></p>')).toBe(
      '<p>כמו Claude <span class="whitespace-nowrap">ו-G</span>emini, <a href="https://x.example/ה-a"><span class="whitespace-nowrap">ה-A</span>I</a></p>',
    );
  });

  it('keeps an entity whole and leaves Hebrew compounds alone', () => {
    expect(keepHyphensInHtml('<p>ב-&quot;AI&quot; ורב-תכליתי</p>')).toBe(
      '<p><span class="whitespace-nowrap">ב-&quot;</span>AI&quot; ורב-תכליתי</p>',
    );
  });
});
