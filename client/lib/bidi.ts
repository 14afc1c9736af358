// Latin and code runs inside Hebrew text. The browser applies the Unicode bidi algorithm (UAX #9) to
// every paragraph, and gets most mixed lines right by itself ('פרק 11: RAG בעברית'), but not the
// neutral characters that start or end a Latin token: '--ar 16:9' inside a Hebrew sentence shows as
// 'ar 16:9--', 'C++' as '++C'. So each Latin run is isolated (rendered in <bdi dir="ltr">), and the
// runs are the ones the algorithm itself resolves to left-to-right (src/domain/bidi-levels.ts, the
// same levels the browser computes), widened only by the prefix and suffix characters of a token ('--', '#', '<…>',
// '++'). A number or a punctuation mark that stands between Hebrew and Latin stays outside the run,
// where the algorithm places it: isolating '11: RAG' as one run would show 'RAG :11'.

import { leftToRightUnits } from '../../src/domain/bidi-levels.ts';

export type BidiSegment = { text: string; latin: boolean };
/** A piece of a run, kept on one line or free to wrap. */
export type BidiPiece = { text: string; keep: boolean };

const LATIN_LETTER = /[A-Za-z]/;
// What may stand right before a token's prefix: the start, white space, an opening bracket or quote,
// a bidi mark, or a Hebrew prefix letter with its hyphen ('ו---style').
const TOKEN_START = /(?:^|[\s([{"'«\u200E\u200F]|[\u05D0-\u05EA]-)$/;
const PREFIX = /(?:--?|[#@/.$~<])$/;
const BIDI_MARK = /[\u200E\u200F]/;
// A token goes on up to white space or Hebrew ('C++', '<document>', 'GPT-4o:')...
const TOKEN_TAIL = /^[^\s\u0590-\u05FF]+/;
// ...but its trailing punctuation and unbalanced closing brackets belong to the Hebrew sentence.
const TRAILING_PUNCTUATION = /[.,;:!?…"'״׳]$/;
const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
// ...except a Latin sentence's own full stop: a run of three words or more that begins a sentence (the
// text's start, or after a Hebrew sentence's end) and ends one, as a description from the code-hosting
// service does ('…תרגום וקוד. Prompt library for LLMs in Hebrew.'). Left outside, the stop took the
// paragraph's direction and stood at the far left of the English line, before 'library'. A name that
// ends a Hebrew sentence ('…עם React Router + Express.') is not one: its stop is the Hebrew sentence's.
const SENTENCE_START = /(?:^|[.!?…]\s+)$/;
const SENTENCE_END = /^[.!?…]+$/;
const THREE_WORDS = /\S\s+\S+\s+\S/;

function trimTail(run: string): string {
  let text = run;
  for (;;) {
    const last = text.at(-1);
    if (!last) return text;
    const opener = PAIRS[last];
    if (opener && text.split(last).length > text.split(opener).length) text = text.slice(0, -1);
    else if (TRAILING_PUNCTUATION.test(last) && text.length > 1) text = text.slice(0, -1);
    else return text;
  }
}

/** The spans the bidi algorithm resolves to left-to-right in a right-to-left paragraph. */
function leftToRightSpans(levels: readonly boolean[]): [start: number, end: number][] {
  const spans: [number, number][] = [];
  let start = -1;
  for (let index = 0; index <= levels.length; index++) {
    const ltr = index < levels.length && levels[index]!;
    if (ltr && start < 0) start = index;
    else if (!ltr && start >= 0) {
      spans.push([start, index]);
      start = -1;
    }
  }
  return spans;
}

/**
 * Splits text into Hebrew (or neutral) segments and Latin runs. A run needs at least one Latin letter:
 * numbers alone ('2024', '16:9') already read right in Hebrew and stay as they are.
 */
export function splitLatinRuns(text: string): readonly BidiSegment[] {
  const known = splits.get(text);
  if (known) return known;
  const segments = splitByLevels(text, leftToRightUnits);
  if (splits.size >= SPLITS_KEPT) splits.clear();
  splits.set(text, segments);
  return segments;
}

// Pages render the same texts again and again (45 cards' capabilities and descriptions per catalogue
// page, on every uncached render): their splits are kept. Frozen, as every caller shares them.
const SPLITS_KEPT = 4_000;
const splits = new Map<string, readonly BidiSegment[]>();

/** The split, with the left-to-right units of a right-to-left paragraph told by `levels`. */
export function splitByLevels(
  text: string,
  levels: (text: string) => readonly boolean[],
): readonly BidiSegment[] {
  const segments: BidiSegment[] = [];
  let cursor = 0;
  if (LATIN_LETTER.test(text)) {
    for (let [start, end] of leftToRightSpans(levels(text))) {
      if (start < cursor) start = cursor;
      // A bidi mark opening the span stays outside it (it only steered the algorithm).
      while (start < end && BIDI_MARK.test(text[start]!)) start++;
      if (start >= end || !LATIN_LETTER.test(text.slice(start, end))) continue;
      const prefix = PREFIX.exec(text.slice(cursor, start))?.[0] ?? '';
      if (prefix && TOKEN_START.test(text.slice(0, start - prefix.length))) start -= prefix.length;
      const tail = TOKEN_TAIL.exec(text.slice(end))?.[0] ?? '';
      const whole = text.slice(start, end) + tail;
      let run = trimTail(whole);
      if (
        SENTENCE_END.test(whole.slice(run.length)) &&
        THREE_WORDS.test(run) &&
        SENTENCE_START.test(text.slice(0, start)) &&
        /^(?:\s|$)/.test(text.slice(start + whole.length))
      )
        run = whole;
      if (start > cursor) segments.push({ text: text.slice(cursor, start), latin: false });
      segments.push({ text: run, latin: true });
      cursor = start + run.length;
    }
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), latin: false });
  return Object.freeze(segments.map((segment) => Object.freeze(segment)));
}

/** True when the text has a Hebrew letter (a Hebrew sentence that may hold Latin runs). */
export function hasHebrew(text: string): boolean {
  return /[\u0590-\u05FF]/.test(text);
}

/** A token kept on one line: a parameter or a hyphenated name ('--stylize', 'GPT-4o'), not too long. */
const UNBREAKABLE = /^(?:--?|[#@/.$~<])?\S*-\S*$|^(?:--?|[#@/.$~<])\S+$/;
/** A token that starts as a parameter or a command does ('--stylize', '/imagine'). */
const PARAMETER = /^(?:--?|[#@/.$~<])/;
/** A parameter is kept whole up to this length (past it, a URL or a path may break). */
const MAX_UNBREAKABLE = 30;
/**
 * A hyphenated name is kept whole up to this length: 'Llama-3.1-405B', not 'copilot-instructions.md',
 * whose 23 letters at 150 % text are wider than a phone's card column and, kept whole, ran out of it;
 * broken at its hyphen it still reads as one name.
 */
const MAX_UNBREAKABLE_NAME = 16;

/**
 * Splits a Latin run into pieces, marking the short tokens that must not break at their hyphens:
 * browsers may wrap after a hyphen, and '--' at the end of one line with 'stylize' at the start of
 * the next (in a right-to-left paragraph, on the other side of the column) no longer reads as
 * '--stylize'. Long tokens (URLs) stay breakable so they cannot push the page sideways.
 */
export function keepTogether(run: string): BidiPiece[] {
  const pieces: BidiPiece[] = [];
  for (const part of run.split(/(\s+)/)) {
    if (part === '') continue;
    const keep =
      !/\s/.test(part) &&
      part.length <= (PARAMETER.test(part) ? MAX_UNBREAKABLE : MAX_UNBREAKABLE_NAME) &&
      UNBREAKABLE.test(part);
    const last = pieces.at(-1);
    if (last && !last.keep && !keep) last.text += part;
    else pieces.push({ text: part, keep });
  }
  return pieces;
}

/**
 * A range of numbers written with an en dash ('45–90', '10–12'). Browsers may wrap after an en dash,
 * and at 150 % text on a phone '10–' ended one line and '12 שעות' began the next, the two numbers on
 * opposite sides of the column. A hyphen between digits ('10-12') does not break and is not a range
 * of ours (decision 0043).
 */
const NUMBER_RANGE = String.raw`\d+(?:[.,]\d+)?–\d+(?:[.,]\d+)?`;
/**
 * A Hebrew word's hyphen and the first character after it, when that is not a Hebrew letter: a prefix
 * before a number, a bracket or a quote ('ו-[2]', 'ב-"AI"'). Unicode's line breaking says not to break
 * after a Hebrew letter and its hyphen unless a Hebrew letter follows (UAX #14, LB21a), but Chromium
 * breaks there when the next character is ASCII: 'ו-' ended a line of the RAG explorable's caption
 * at 1280 px and '[2].' began the next (decision 0044). A range after the hyphen is kept with it
 * ('ו-3–4'). A hyphen between Hebrew words ('רב-תכליתי') may still break, as in any compound.
 */
const HEBREW_HYPHEN = String.raw`[\u05D0-\u05EA]+-(?:${NUMBER_RANGE}|[^\s\u05D0-\u05EA])`;
/**
 * A dash between words ('מחפשים – ואחזור') with the word before it. The space before a dash is a
 * place to break, so at 390 px and 150 % text lines of the services page began with '–', which
 * typesetting in Hebrew as in English does not do: the dash ends its line, with its word. First among
 * the phrases, so a word that is itself kept ('ו-3–4 –') is kept with its dash.
 */
const WORD_BEFORE_DASH = String.raw`\S+ [–—](?=\s|$)`;
const KEPT_PHRASE = new RegExp(`(${WORD_BEFORE_DASH}|${HEBREW_HYPHEN}|${NUMBER_RANGE})`);

/**
 * Splits Hebrew text around the phrases kept on one line (a dash with the word before it, number
 * ranges, a Hebrew word's hyphen with what follows it), marking each.
 */
export function keepPhrases(text: string): BidiPiece[] {
  return text
    .split(KEPT_PHRASE)
    .flatMap((part, index) => (part === '' ? [] : [{ text: part, keep: index % 2 === 1 }]));
}

/** A Hebrew word and its hyphen at the end of a text, before a Latin run ('ה-' of 'ה-AI'). */
const HYPHENATED_PREFIX = /[\u05D0-\u05EA]+-$/;

/**
 * The Hebrew text before a Latin run, split where the run's prefix begins ('חלופות ל-' → 'חלופות ',
 * 'ל-'), so the prefix and the run are drawn together; null when it does not end in one.
 */
export function splitPrefix(text: string): [head: string, prefix: string] | null {
  const prefix = HYPHENATED_PREFIX.exec(text)?.[0];
  return prefix ? [text.slice(0, -prefix.length), prefix] : null;
}

/**
 * A run of text as it is drawn: Hebrew (or neutral) text with its kept phrases, or a Latin run with
 * its kept tokens, isolated. `from` is where `text` starts in the whole; a Latin run's `prefix` is the
 * Hebrew word and hyphen right before it ('ה-' of 'ה-AI', at `from - prefix.length`), drawn with the
 * run on one line (decision 0044).
 */
export type BidiRun = {
  text: string;
  from: number;
  latin: boolean;
  pieces: BidiPiece[];
  prefix?: string;
};

/**
 * Where the spans of a text go, for every renderer of it (BidiText, the search's marked hits): its
 * Latin runs, the Hebrew between them, what stays on one line in each, and the Hebrew prefixes joined
 * to their run. A text with no Hebrew is one run, Latin when it has a Latin letter.
 */
export function bidiRuns(text: string): BidiRun[] {
  const segments = hasHebrew(text) ? splitLatinRuns(text) : [{ text, latin: LATIN_LETTER.test(text) }];
  const runs: BidiRun[] = [];
  let from = 0;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]!;
    if (segment.latin) {
      runs.push({ text: segment.text, from, latin: true, pieces: keepTogether(segment.text) });
      from += segment.text.length;
      continue;
    }
    const next = segments[index + 1];
    const split = next?.latin ? splitPrefix(segment.text) : null;
    const head = split ? split[0] : segment.text;
    if (head) runs.push({ text: head, from, latin: false, pieces: keepPhrases(head) });
    from += head.length;
    if (split && next) {
      from += split[1].length;
      runs.push({ text: next.text, from, latin: true, pieces: keepTogether(next.text), prefix: split[1] });
      from += next.text.length;
      index++;
    }
  }
  return runs;
}

/** As HEBREW_HYPHEN, in HTML: the character after the hyphen may be written as an entity. */
const HEBREW_HYPHEN_IN_HTML = /[\u05D0-\u05EA]+-(?:&[#\w]+;|[^\s<&\u05D0-\u05EA])/g;

/**
 * Sanitised HTML (an episode's description) with each Hebrew word's hyphen kept with the character
 * after it, as `keepPhrases` keeps it in text: 'ו-' ended a line of an episode page at 390 px and
 * 150 % text and 'Gemini' began the next. Only text between tags is touched.
 */
export function keepHyphensInHtml(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(HEBREW_HYPHEN_IN_HTML, '<span class="whitespace-nowrap">$&</span>'),
    )
    .join('');
}
