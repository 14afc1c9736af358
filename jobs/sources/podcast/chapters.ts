import { z } from 'zod';
import type { PodcastChapter } from '../../../src/domain/types.ts';
import { htmlToText, safeHttpUrl, takeGraphemes } from '../shared/text.ts';

// podcast:chapters in the JSON chapters format (Podcasting 2.0, version 1.x):
// {"version": "1.2.0", "chapters": [{"startTime": 0, "title": "...", "url": "...", "toc": true}]}.
// Pure: text in, chapters out; anything unreadable is skipped, never rendered raw.

const MAX_CHAPTERS = 300;
const MAX_CHAPTER_TITLE = 120;

const chaptersDocument = z.looseObject({ chapters: z.array(z.unknown()) });
const chapterSchema = z.looseObject({
  startTime: z.union([
    z.number(),
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ]),
  title: z.string().optional(),
  url: z.string().optional(),
  toc: z.boolean().optional(),
});

export const CHAPTERS_TYPES = ['application/json+chapters', 'application/json'];

/** Chapters sorted by start time; untitled, hidden (toc: false) and repeated start times are dropped. */
export function parseJsonChapters(text: string): PodcastChapter[] {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return [];
  }
  const parsed = chaptersDocument.safeParse(document);
  if (!parsed.success) return [];
  const chapters: PodcastChapter[] = [];
  for (const raw of parsed.data.chapters) {
    const chapter = chapterSchema.safeParse(raw);
    if (!chapter.success || chapter.data.toc === false) continue;
    const startTime = chapter.data.startTime;
    if (!Number.isFinite(startTime) || startTime < 0) continue;
    const title = takeGraphemes(htmlToText(chapter.data.title ?? ''), MAX_CHAPTER_TITLE).text.trim();
    if (title === '') continue;
    const url = safeHttpUrl(chapter.data.url);
    chapters.push({ startTime: Math.round(startTime * 1000) / 1000, title, ...(url ? { url } : {}) });
  }
  chapters.sort((a, b) => a.startTime - b.startTime);
  const seen = new Set<number>();
  return chapters
    .filter((chapter) => {
      if (seen.has(chapter.startTime)) return false;
      seen.add(chapter.startTime);
      return true;
    })
    .slice(0, MAX_CHAPTERS);
}
