// Latin and code runs inside Hebrew text. The Unicode bidi algorithm reorders neutral
// characters around a Latin run by the paragraph's direction, so '--ar 16:9' inside a Hebrew sentence
// shows as 'ar 16:9--'. Each Latin run is isolated (rendered in <bdi dir="ltr">) so it keeps its own
// order while the Hebrew around it keeps the paragraph's.

export type BidiSegment = { text: string; latin: boolean };

// A Latin token: optional command prefix ('--ar', '#tag', '@user', '/imagine', '.env', '<tag>') only
// where a token starts (after a space, a bracket, a bidi mark, a Hebrew prefix letter and its hyphen
// as in 'ו---style', or the start), then a Latin letter or digit, then anything that is neither a
// space nor Hebrew.
const TOKEN = String.raw`(?:(?<=^|[\s(\[{"'«\u200E\u200F]|[\u05D0-\u05EA]-)(?:--?|[#@/.$~<]))?[A-Za-z0-9][^\s\u0590-\u05FF]*`;
// A run is one or more tokens separated by spaces.
const RUN = new RegExp(`${TOKEN}(?:[ \\t]+${TOKEN})*`, 'g');
const LATIN_LETTER = /[A-Za-z]/;
const TRAILING_PUNCTUATION = /[.,;:!?…"'״׳]$/;
const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

function count(text: string, char: string): number {
  let total = 0;
  for (const c of text) if (c === char) total++;
  return total;
}

/** Trailing punctuation and unbalanced closing brackets belong to the Hebrew sentence, not the run. */
function trimRun(run: string): string {
  let text = run;
  for (;;) {
    const last = text.at(-1);
    if (!last) return text;
    const opener = PAIRS[last];
    if (opener && count(text, last) > count(text, opener)) text = text.slice(0, -1);
    else if (TRAILING_PUNCTUATION.test(last) && text.length > 1) text = text.slice(0, -1);
    else return text;
  }
}

/**
 * Splits text into Hebrew (or neutral) segments and Latin runs. A run needs at least one Latin letter:
 * numbers alone ('2024', '16:9') already read right in Hebrew and stay as they are.
 */
export function splitLatinRuns(text: string): readonly BidiSegment[] {
  const known = splits.get(text);
  if (known) return known;
  const segments = split(text);
  if (splits.size >= SPLITS_KEPT) splits.clear();
  splits.set(text, segments);
  return segments;
}

// Pages render the same texts again and again (45 cards' capabilities and descriptions per catalogue
// page, on every uncached render): their splits are kept. Frozen, as every caller shares them.
const SPLITS_KEPT = 4_000;
const splits = new Map<string, readonly BidiSegment[]>();

function split(text: string): readonly BidiSegment[] {
  const segments: BidiSegment[] = [];
  let cursor = 0;
  for (const match of text.matchAll(RUN)) {
    const run = trimRun(match[0]);
    if (!LATIN_LETTER.test(run)) continue;
    const start = match.index;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), latin: false });
    segments.push({ text: run, latin: true });
    cursor = start + run.length;
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
const MAX_UNBREAKABLE = 30;

/**
 * Splits a Latin run into pieces, marking the short tokens that must not break at their hyphens:
 * browsers may wrap after a hyphen, and '--' at the end of one line with 'stylize' at the start of
 * the next (in a right-to-left paragraph, on the other side of the column) no longer reads as
 * '--stylize'. Long tokens (URLs) stay breakable so they cannot push the page sideways.
 */
export function keepTogether(run: string): { text: string; keep: boolean }[] {
  const pieces: { text: string; keep: boolean }[] = [];
  for (const part of run.split(/(\s+)/)) {
    if (part === '') continue;
    const keep = !/\s/.test(part) && part.length <= MAX_UNBREAKABLE && UNBREAKABLE.test(part);
    const last = pieces.at(-1);
    if (last && !last.keep && !keep) last.text += part;
    else pieces.push({ text: part, keep });
  }
  return pieces;
}
