// The Unicode bidi algorithm (UAX #9) for one right-to-left paragraph without explicit embeddings,
// over the character classes the site's texts hold: Hebrew (R), other letters (L), European digits
// (EN), bidi marks, white space and other neutrals (with paired brackets, rule N0). It answers one
// question for the browser: which Latin letters the algorithm resolves into one left-to-right run.
// bidi-js answers it for any text but weighs 6 KB gzip of Unicode tables in every page's first
// load, over the home page's budget; this is checked against bidi-js on the table of titles and
// every seed text (tests/unit/bidi-levels.test.ts). docs/decisions/0020-bidi-in-the-browser.md.

// One letter per UTF-16 unit, so that the rules below are a few regular expressions over a string:
// L and R strong, N a European digit (EN), S a number separator (ES, CS), M a combining mark (NSM),
// W white space, O any other neutral. The rule that joins terminators to digits (W5, '50%') is left
// out: it never changes which Latin letters form a run, which is all the browser needs
// (tests/unit/bidi-levels.test.ts compares the runs).
// Hebrew points and cantillation are marks; the Hebrew block's other characters (letters, maqaf,
// geresh) are right to left.
const CLASSES: [RegExp, string][] = [
  [/\p{M}/u, 'M'],
  [/[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200F]/, 'R'],
  [/[\p{L}\u200E]/u, 'L'],
  [/[0-9]/, 'N'],
  [/[+\-,./:\u00A0]/, 'S'],
  [/\s/, 'W'],
];

// Each character's class, as found once: a page's texts repeat the same few dozen characters, and
// the six tests per character were most of the time the browser spent splitting them on hydration.
const classes = new Map<string, string>();

/** The class letters of one character (two for a character outside the BMP, as the DOM counts). */
function classOf(unit: string): string {
  let type = classes.get(unit);
  if (type === undefined) {
    type = (CLASSES.find(([pattern]) => pattern.test(unit))?.[1] ?? 'O').repeat(unit.length);
    if (classes.size < 4_096) classes.set(unit, type);
  }
  return type;
}

const same = (letter: string) => (run: string) => letter.repeat(run.length);
const BRACKETS = '()[]{}';

/**
 * For each UTF-16 unit of `text` (as the DOM counts), true when the bidi algorithm puts it at an
 * even (left-to-right) level in a right-to-left paragraph.
 */
export function leftToRightUnits(text: string): boolean[] {
  let types = '';
  for (const unit of text) types += classOf(unit);
  types = types
    // W1: a combining mark takes the type of what it follows (the paragraph's at the start).
    .replace(/^M+/, same('R'))
    .replace(/([^M])(M+)/g, (_all, before: string, marks: string) => before + before.repeat(marks.length))
    // W4: one separator between two digits joins them ('0.5GB'); W6: other separators are neutral.
    .replace(/(?<=N)S(?=N)/g, 'N')
    .replace(/S/g, 'O')
    // W7: digits after a left-to-right letter (no right-to-left one between) are left to right.
    .replace(/L[^R]*/g, (run) => run.replace(/N/g, 'L'));
  // N0: a bracket pair holding the paragraph's direction (R; digits count as R) takes it; one holding
  // only L takes L when the text before its opening bracket is L too. Pairs in order of openings.
  const resolved = [...types];
  const open: number[] = [];
  const pairs: [number, number][] = [];
  for (let at = 0; at < text.length; at++) {
    const kind = BRACKETS.indexOf(text[at]!);
    if (kind < 0 || types[at] !== 'O') continue;
    if (kind % 2 === 0) open.push(at);
    else {
      const depth = open.findLastIndex((start) => text[start] === BRACKETS[kind - 1]);
      if (depth >= 0) {
        pairs.push([open[depth]!, at]);
        open.length = depth;
      }
    }
  }
  for (const [start, end] of pairs.sort((a, b) => a[0] - b[0])) {
    const inside = resolved.slice(start + 1, end).join('');
    if (!/[LRN]/.test(inside)) continue;
    const before = /[LRN]?(?=[^LRN]*$)/.exec(resolved.slice(0, start).join(''))![0];
    const direction = /[RN]/.test(inside) || before !== 'L' ? 'R' : 'L';
    resolved[start] = direction;
    resolved[end] = direction;
  }
  // N1 and N2: neutrals between two left-to-right sides are left to right, all others right to left
  // (digits count as right-to-left here). I2 then raises L and digits to the even level 2.
  const final = resolved.join('').replace(/(?<=L)[WO]+(?=L)/g, same('L'));
  return [...final].map((type) => type === 'L' || type === 'N');
}
