import type { FontMetrics } from './font-metrics.ts';

// Right-to-left text layout for the share cards. resvg draws SVG text but neither wraps it nor
// reorders a Hebrew line with Latin inside (it shapes each word, then sets them left to right), so
// this module does both: it wraps a paragraph into lines by measured width, resolves each line's
// directions (a simplified Unicode bidi algorithm on a right-to-left paragraph: Hebrew letters are
// R, Latin letters and digits L, everything else takes the direction of the strong letters on both
// sides when they agree and the paragraph's (R) otherwise), and places every piece at its own x.
// 'מה זה RAG?' comes out with מה at the right edge, RAG to its left, and the question mark leftmost.

export type Fonts = { hebrew: FontMetrics; latin: FontMetrics };

/** One run drawn by one <text> element, at its left edge. */
type Piece = { text: string; x: number; width: number };
export type Line = { pieces: Piece[]; width: number; text: string };

const HEBREW = /[\u0590-\u05ff\ufb1d-\ufb4f]/;
const LATIN = /[\p{L}\p{N}]/u;
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

type Direction = 'R' | 'L';

function strongDirection(char: string): Direction | null {
  if (HEBREW.test(char)) return 'R';
  if (LATIN.test(char)) return 'L';
  return null;
}

function fontFor(fonts: Fonts, codePoint: number): FontMetrics {
  return fonts.hebrew.has(codePoint) ? fonts.hebrew : fonts.latin;
}

/** Width of a string in pixels at `size`. */
export function measure(text: string, fonts: Fonts, size: number): number {
  let width = 0;
  for (const char of text) width += fontFor(fonts, char.codePointAt(0)!).advance(char.codePointAt(0)!);
  return width * size;
}

/** Drops what neither face can draw (emoji, other scripts) and folds white space. */
function drawable(text: string, fonts: Fonts): string {
  let kept = '';
  for (const char of text.replace(/\s+/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (fonts.hebrew.has(code) || fonts.latin.has(code)) kept += char;
  }
  return kept.trim();
}

/**
 * Greedy word wrap into at most `maxLines` lines of `maxWidth` pixels; a word wider than a line is
 * cut by characters, and text that does not fit ends its last line with an ellipsis.
 */
export function wrap(text: string, fonts: Fonts, size: number, maxWidth: number, maxLines: number): string[] {
  const words = drawable(text, fonts).split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  const fits = (value: string) => measure(value, fonts, size) <= maxWidth;
  for (let index = 0; index < words.length; index++) {
    let word = words[index]!;
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) {
      lines.push(current);
      current = '';
    }
    while (!fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut--;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    current = word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && !fits(`${last}…`)) last = last.slice(0, -1).trimEnd();
  kept[maxLines - 1] = `${last.replace(/[\s,.:;–-]+$/, '')}…`;
  return kept;
}

/** Each character's resolved direction in a right-to-left paragraph. */
function resolveDirections(chars: readonly string[]): Direction[] {
  const strong = chars.map(strongDirection);
  return chars.map((_char, index) => {
    const own = strong[index];
    if (own) return own;
    let before: Direction = 'R';
    for (let at = index - 1; at >= 0; at--) {
      if (strong[at]) {
        before = strong[at]!;
        break;
      }
    }
    let after: Direction = 'R';
    for (let at = index + 1; at < chars.length; at++) {
      if (strong[at]) {
        after = strong[at]!;
        break;
      }
    }
    return before === after ? before : 'R';
  });
}

/**
 * One line, placed so that its right edge is at `right` (or centred on it with `align: 'center'`):
 * pieces in visual order, left to right. A Latin run is one piece in its own order; on the
 * right-to-left side each Hebrew word is a piece (resvg shapes it right to left itself) and each
 * other character a piece of its own, mirrored where bidi mirrors it.
 */
export function layoutLine(text: string, fonts: Fonts, size: number): Line {
  const chars = [...text];
  const directions = resolveDirections(chars);
  // Logical runs: a Latin run whole; on the R side, Hebrew words and single other characters.
  const runs: { text: string; direction: Direction }[] = [];
  chars.forEach((char, index) => {
    const direction = directions[index]!;
    const previous = runs.at(-1);
    const hebrewLetter = HEBREW.test(char);
    const joins =
      previous &&
      previous.direction === direction &&
      (direction === 'L' || (hebrewLetter && HEBREW.test(previous.text.at(-1) ?? '')));
    if (joins) previous.text += char;
    else runs.push({ text: direction === 'R' && MIRRORED[char] ? MIRRORED[char]! : char, direction });
  });
  // Right-to-left paragraph with left-to-right runs inside: the visual order is the reverse of the
  // logical order of runs (a Latin run keeps its own order inside).
  const visual = runs.reverse();
  const pieces: Piece[] = [];
  let x = 0;
  for (const run of visual) {
    const width = measure(run.text, fonts, size);
    if (run.text.trim()) pieces.push({ text: run.text, x, width });
    x += width;
  }
  return { pieces, width: x, text };
}
