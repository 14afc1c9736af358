import bidiFactory from 'bidi-js';
import { onFirstUse } from '../domain/on-first-use.ts';
import type { FontMetrics } from './font-metrics.ts';

// Right-to-left text layout for the share cards. resvg draws SVG text but neither wraps it nor
// reorders a Hebrew line with Latin inside (it shapes each word, then sets them left to right), so
// this module does both: it wraps a paragraph into lines by measured width, resolves each line with
// the Unicode bidi algorithm (bidi-js) as a right-to-left paragraph, and places every piece at its
// own x. 'מה זה RAG?' comes out with מה at the right edge, RAG to its left, and the question mark
// leftmost; 'Retrieval-Augmented Generation (RAG)' keeps its brackets around RAG.

export type Fonts = { hebrew: FontMetrics; latin: FontMetrics };

/** One run drawn by one <text> element, at its left edge. */
type Piece = { text: string; x: number; width: number };
export type Line = { pieces: Piece[]; width: number; text: string };

const HEBREW = /[\u0590-\u05ff\ufb1d-\ufb4f]/;
const bidi = onFirstUse(bidiFactory);

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

/**
 * One line, placed so that its right edge is at `right` (or centred on it with `align: 'center'`):
 * pieces in visual order, left to right. The line is resolved by the Unicode bidi algorithm as a
 * right-to-left paragraph (bidi-js: levels, reordering, mirrored brackets). A left-to-right run is
 * one piece in its own order; on the right-to-left side each Hebrew word is a piece in logical order
 * (resvg shapes it right to left itself) and each other character a piece of its own, mirrored
 * where the algorithm mirrors it.
 */
export function layoutLine(text: string, fonts: Fonts, size: number): Line {
  const algorithm = bidi();
  const levels = algorithm.getEmbeddingLevels(text, 'rtl');
  const mirrored = algorithm.getMirroredCharactersMap(text, levels.levels);
  const order = algorithm.getReorderedIndices(text, levels);
  const runs: { text: string; rtl: boolean }[] = [];
  for (const index of order) {
    const char = mirrored.get(index) ?? text[index]!;
    const rtl = levels.levels[index]! % 2 === 1;
    const previous = runs.at(-1);
    if (previous && !rtl && !previous.rtl) previous.text += char;
    // Visual order on the right-to-left side is the reverse of the logical: a Hebrew letter to the
    // left of another comes before it in the word.
    else if (previous?.rtl && rtl && HEBREW.test(char) && HEBREW.test(previous.text[0]!))
      previous.text = char + previous.text;
    else runs.push({ text: char, rtl });
  }
  const pieces: Piece[] = [];
  let x = 0;
  for (const run of runs) {
    const width = measure(run.text, fonts, size);
    if (run.text.trim()) pieces.push({ text: run.text, x, width });
    x += width;
  }
  return { pieces, width: x, text };
}
