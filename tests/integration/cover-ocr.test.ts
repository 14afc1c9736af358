import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  COVER_SIZE,
  COVER_TITLE_BAND,
  type Cover,
  episodeCover,
  guideCover,
  videoCover,
} from '../../src/domain/covers/cover.ts';
import { renderCoverPng } from '../../src/share-cards/render-cover.ts';

// Designed covers read back with OCR (tesseract with its Hebrew data, as the share cards'
// test): the title's Hebrew words in reading order with the Latin ones and the numbers in place,
// every word of it inside the band the video gallery keeps its play mark out of.

const run = promisify(execFile);
const dir = mkdtempSync(path.join(os.tmpdir(), 'cover-ocr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Word = { text: string; top: number; bottom: number };

/**
 * The cover as tesseract reads it best: white text on the gradient, thresholded to black on white.
 * Returns the text (lines in reading order) and the words with their vertical extent in pixels.
 */
async function read(
  cover: Cover,
  width: number,
  languages: string,
): Promise<{ text: string; words: Word[] }> {
  const file = path.join(dir, `${cover.kind}-${width}.png`);
  const png = await renderCoverPng(cover, width);
  writeFileSync(
    file,
    await sharp(png).flatten().grayscale().threshold(200).negate({ alpha: false }).png().toBuffer(),
  );
  const ocr = (format: string[]) =>
    run('tesseract', [file, '-', '-l', languages, '--psm', '3', ...format], { timeout: 60_000 });
  const [{ stdout: text }, { stdout: tsv }] = await Promise.all([ocr([]), ocr(['tsv'])]);
  const words = tsv
    .split('\n')
    .slice(1)
    .map((row) => row.split('\t'))
    .filter((cells) => cells[0] === '5' && cells[11]?.trim())
    .map((cells) => ({
      text: cells[11]!.trim(),
      top: Number(cells[7]),
      bottom: Number(cells[7]) + Number(cells[9]),
    }));
  return { text: text.replace(/\s+/g, ' '), words };
}

/** Every word of `expected` that OCR found lies inside the kind's title band. */
function insideBand(
  words: readonly Word[],
  expected: readonly string[],
  band: { top: number; bottom: number },
  height: number,
) {
  const title = words.filter((word) => expected.includes(word.text));
  expect(title.length).toBeGreaterThanOrEqual(Math.min(4, expected.length));
  for (const word of title) {
    expect(word.top, word.text).toBeGreaterThanOrEqual(band.top * height);
    expect(word.bottom, word.text).toBeLessThanOrEqual(band.bottom * height);
  }
}

describe('designed covers read back with OCR', () => {
  it("an episode's cover: its number, then its title with the Latin word in place", async () => {
    const cover = episodeCover({
      url: '/podcast/episode-11',
      slug: 'episode-11',
      title: 'פרק 11: RAG בעברית - איך מלמדים מודל את המסמכים שלכם',
    });
    const hebrew = await read(cover, 640, 'heb');
    expect(hebrew.text).toMatch(/פרק 11/);
    // Hebrew OCR reads the Latin word as something else, but where it stands: first, before
    // 'בעברית' (laid out left to right it would come after it, or at the line's other end).
    expect(hebrew.text).toMatch(/\S*[^\u05d0-\u05ea\s]\S* בעברית - איך מלמדים מודל את המסמכים \S*לכם/);
    expect((await read(cover, 640, 'heb+eng')).text).toContain('RAG');
    insideBand(
      hebrew.words,
      ['איך', 'מלמדים', 'מודל', 'את', 'המסמכים'],
      COVER_TITLE_BAND.episode,
      COVER_SIZE.episode.height,
    );
  }, 120_000);

  it("a video's cover: Hebrew with Latin names and a hyphenated prefix, inside the title band", async () => {
    const cover = videoCover({
      id: 'vidTuto0001',
      title: "מדריך: בונים צ'אטבוט בעברית עם Python ו-API של Claude",
    });
    const width = 720;
    const hebrew = await read(cover, width, 'heb');
    // The Latin names where they stand: after 'עם', after the prefix 'ו-', after 'של'.
    expect(hebrew.text).toMatch(/מדריך: בונים צ'אטבוט בעברית עם \S+ ו-\S+ של \S+/);
    const latin = (await read(cover, width, 'heb+eng')).text;
    for (const name of ['Python', 'API', 'Claude']) expect(latin).toContain(name);
    const height = (COVER_SIZE.video.height * width) / COVER_SIZE.video.width;
    insideBand(hebrew.words, ['מדריך:', 'בונים', "צ'אטבוט", 'עם', 'של'], COVER_TITLE_BAND.video, height);
  }, 120_000);

  it("a guide's cover: its title with the tool's name where it stands, inside the title band", async () => {
    const cover = guideCover({ id: 'guide-cursor-first-app', title: 'אפליקציה ראשונה עם Cursor' });
    const width = 800;
    const hebrew = await read(cover, width, 'heb');
    // The Latin name last, after 'עם': laid out left to right it would stand before 'אפליקציה'.
    // (Read with both languages, without the direction marks tesseract puts around it.)
    const both = (await read(cover, width, 'heb+eng')).text.replace(/[\u200e\u200f]/g, '');
    expect(both).toMatch(/אפליקציה \S+ עם Cursor/);
    const height = (COVER_SIZE.guide.height * width) / COVER_SIZE.guide.width;
    insideBand(hebrew.words, ['אפליקציה', 'עם'], COVER_TITLE_BAND.guide, height);
  }, 120_000);
});
