import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, describe, expect, it } from 'vitest';
import type { ShareCard } from '../../src/domain/share-cards/card.ts';
import { episodeCard, termCard, toolCard } from '../../src/domain/share-cards/entity-cards.ts';
import { renderCard } from '../../src/share-cards/render.ts';

// Three share cards read back with OCR (Debian's tesseract-ocr with tesseract-ocr-heb,
// which .ci/run installs): the Hebrew words of each title come out in reading order, the Latin
// ones in place between them ('מה זה RAG?' must not read '?RAG מה זה').

const run = promisify(execFile);
const dir = mkdtempSync(path.join(os.tmpdir(), 'share-card-ocr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HEBREW_WORD = /[\u05d0-\u05ea]+/g;

/** Edit distance, to forgive OCR one wrong letter in a word of four or more. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** The Hebrew words of `expected` found one after another among the OCR text's Hebrew words. */
function inReadingOrder(ocr: string, expected: string): string | null {
  const words = ocr.match(HEBREW_WORD) ?? [];
  let from = 0;
  for (const word of expected.match(HEBREW_WORD) ?? []) {
    const slack = word.length >= 4 ? 1 : 0;
    const at = words.findIndex((candidate, index) => index >= from && distance(candidate, word) <= slack);
    if (at === -1) return word;
    from = at + 1;
  }
  return null;
}

async function ocr(file: string, languages: string): Promise<string> {
  const { stdout } = await run('tesseract', [file, '-', '-l', languages, '--psm', '3'], { timeout: 60_000 });
  return stdout;
}

async function cardFile(card: ShareCard): Promise<string> {
  const file = path.join(dir, `${card.kind}.png`);
  writeFileSync(file, await renderCard(card));
  return file;
}

const TERM = termCard({
  slug: 'rag',
  term: 'מה זה RAG? שליפה מוגברת',
  englishTerm: 'Retrieval-Augmented Generation',
  shortDefinition: 'מודל שפה ששולף מסמכים רלוונטיים לפני שהוא עונה',
  category: 'טכניקות',
});
const TOOL = toolCard({
  id: 'chatgpt',
  name: 'ChatGPT',
  company: 'OpenAI',
  category: 'שפה וטקסט',
  shortDescription: 'עוזר שיחה לכתיבה, סיכום ותכנות',
  logo: '/images/tools/chatgpt.svg',
});
const EPISODE = episodeCard({
  url: '/podcast/episode-12',
  slug: 'episode-12',
  title: 'פרק 12: סוכני AI - מה הם באמת יודעים לעשות?',
  duration: '42:10',
  excerpt: 'על סוכנים, כלים ומה שביניהם',
});

const BRACKETS = termCard({
  slug: 'rag',
  term: 'RAG (שליפה מוגברת) 2024',
  englishTerm: 'Retrieval-Augmented Generation (RAG)',
  shortDefinition: 'מודל ששולף 3 מסמכים לפני שהוא עונה',
  category: 'טכניקות',
});
const EPISODE_COVER = episodeCard({
  url: '/podcast/episode-11',
  slug: 'episode-11',
  title: 'פרק 11: RAG בעברית - איך מלמדים מודל את המסמכים שלכם',
  duration: '38:20',
  thumbnail: '/images/podcast/episode-11.svg',
});

describe('share cards read back with OCR', () => {
  it('a term with brackets, digits and Latin: brackets around RAG, numbers in place', async () => {
    const file = await cardFile(BRACKETS);
    const english = await ocr(file, 'eng');
    // Laid out with the brackets at the wrong ends it read '(Retrieval-Augmented Generation (RAG'.
    expect(english).toMatch(/Retrieval-Augmented Generation \(RAG\)/);
    const text = await ocr(file, 'heb');
    expect(inReadingOrder(text, BRACKETS.body!), text).toBeNull();
    // The digit stands where it is read: after 'ששולף', before 'מסמכים'.
    expect(text).toMatch(/ששולף 3 מסמכים/);
    expect(text).toMatch(/שליפה מוגברת/);
  }, 120_000);

  it("an episode whose cover names it: the cover's own text is readable and in order", async () => {
    const card = await renderCard(EPISODE_COVER);
    expect(inReadingOrder(await ocr(await cardFile(EPISODE_COVER), 'heb'), EPISODE_COVER.title)).toBeNull();
    // The cover (episode-11.svg, 260 px square at x 72, y 176 of the card) says 'פרק 11: RAG בעברית';
    // cut out and enlarged three times, it is read on its own.
    const crop = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="72 176 260 260" width="780" height="780"><image href="data:image/png;base64,${card.toString('base64')}" width="1200" height="630"/></svg>`;
    const file = path.join(dir, 'cover.png');
    writeFileSync(file, new Resvg(crop).render().asPng());
    const text = await ocr(file, 'heb');
    // Hebrew OCR reads the Latin word as something else, but where it stands: after 'פרק 11:',
    // before 'בעברית' (drawn by resvg alone it came out as tiny text out of order).
    expect(text).toMatch(/פרק 11: \S+\s+בעברית/);
  }, 120_000);

  it('a term whose title mixes Hebrew and Latin: its Hebrew words in order, the Latin one in its place', async () => {
    const text = await ocr(await cardFile(TERM), 'heb');
    expect(inReadingOrder(text, TERM.title), text).toBeNull();
    // Hebrew OCR reads the Latin word as something else, but where it stands: after 'זה', before
    // 'שליפה' (laid out as '?RAG מה זה' it would stand before 'מה').
    expect(text).toMatch(/מה זה \S*[^\u05d0-\u05ea\s]\S* שליפה/);
    expect(inReadingOrder(text, TERM.body!), text).toBeNull();
  }, 120_000);

  it('a tool: its Latin name and its Hebrew description in order', async () => {
    const file = await cardFile(TOOL);
    expect(await ocr(file, 'heb+eng')).toContain('ChatGPT');
    const text = await ocr(file, 'heb');
    expect(inReadingOrder(text, TOOL.body!), text).toBeNull();
  }, 120_000);

  it('an episode: the Hebrew words of its title in order, over two lines', async () => {
    const text = await ocr(await cardFile(EPISODE), 'heb');
    expect(inReadingOrder(text, EPISODE.title), text).toBeNull();
    expect(inReadingOrder(text, EPISODE.body!), text).toBeNull();
  }, 120_000);
});
