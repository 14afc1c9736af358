import * as cheerio from 'cheerio';
import { z } from 'zod';
import type { PodcastTranscript, TranscriptCue } from '../../../src/domain/types.ts';
import { collapseWhitespace, htmlToText } from '../shared/text.ts';

// Transcripts of podcast:transcript (Podcasting 2.0): WebVTT, SRT, JSON and HTML. Pure parsers:
// text in, cues out. Caption files are not HTML: their few cue tags (<v Name>, <i>, <c.x>, inline
// timestamps) are read by the WebVTT rules; HTML transcripts go through a real HTML parser.

export type TranscriptFormat = PodcastTranscript['format'];

/** Passages longer than this are not merged further (readable paragraphs, not one wall of text). */
const MAX_PASSAGE_CHARS = 400;
/** A pause longer than this starts a new passage. */
const PASSAGE_GAP_SECONDS = 3;
const MAX_CUES = 2000;
const MAX_TRANSCRIPT_CHARS = 200_000;

/** The transcript format from the feed's type attribute, else the file extension. */
export function transcriptFormat(type: string | undefined, url: string): TranscriptFormat | null {
  const mime = (type ?? '').toLowerCase().split(';')[0]!.trim();
  if (mime === 'text/vtt') return 'vtt';
  if (mime === 'application/x-subrip' || mime === 'application/srt' || mime === 'text/srt') return 'srt';
  if (mime === 'application/json' || mime === 'text/json') return 'json';
  if (mime === 'text/html') return 'html';
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // a relative URL: its own text is the path
  }
  const extension = /\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (extension === 'vtt') return 'vtt';
  if (extension === 'srt') return 'srt';
  if (extension === 'json') return 'json';
  if (extension === 'html' || extension === 'htm') return 'html';
  return null;
}

/** Timed formats first: they let the page seek. */
export const FORMAT_PREFERENCE: readonly TranscriptFormat[] = ['vtt', 'srt', 'json', 'html'];

/** '01:02:03.450', '02:03.450', '01:02:03,450' (SRT), '1:02' → seconds; null when unreadable. */
export function parseTimestamp(value: string): number | null {
  const match = /^\s*(?:(\d{1,3}):)?(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?\s*$/.exec(value);
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = '0'] = match;
  if (Number(minutes) > 59 || Number(seconds) > 59) return null;
  return (
    Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(fraction.padEnd(3, '0')) / 1000
  );
}

/**
 * The named character references a caption carries, spelled as HTML spells them (names are
 * case-sensitive: `&Lt;` is '≪', not '<'). `&lrm;` and `&rlm;` are dropped: the page sets the
 * direction itself. Any other name is left as written (decision record 0009).
 */
export const CUE_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  AMP: '&',
  lt: '<',
  LT: '<',
  gt: '>',
  GT: '>',
  quot: '"',
  QUOT: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  lrm: '',
  rlm: '',
};

/**
 * HTML reads numeric references to 0x80–0x9F as windows-1252 (caption tools write `&#150;` for
 * '–'): the character at `code - 0x80`, where the five code points windows-1252 leaves out stay.
 */
const WINDOWS_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** A numeric reference's character as HTML reads it: no NUL, surrogate or beyond-Unicode ones. */
function numericCharacter(code: number): string {
  if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
    return '\ufffd';
  return code >= 0x80 && code <= 0x9f ? WINDOWS_1252[code - 0x80]! : String.fromCodePoint(code);
}

/**
 * Decodes the character references of cue text: numeric ones as HTML does, named ones of
 * CUE_ENTITIES; a reference needs its semicolon. tests/unit/sources/transcript-entities.test.ts
 * holds it to the `entities` package's HTML decoding.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    // Own names only: `&constructor;` is no entity.
    if (!name.startsWith('#')) return Object.hasOwn(CUE_ENTITIES, name) ? CUE_ENTITIES[name]! : whole;
    const hex = name[1] === 'x' || name[1] === 'X';
    return numericCharacter(hex ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });
}

/** Cue payload text: the voice (speaker) read out, cue tags and ASS overrides removed, entities decoded. */
function cueText(raw: string): { speaker?: string; text: string } {
  const voice = /<v(?:\.[^\s>]*)?\s+([^>]+)>/.exec(raw);
  const text = decodeEntities(
    raw
      .replace(/\{\\[^}]*\}/g, '')
      .replace(/<[^>]*>/g, '')
      .replace(/\s*\n\s*/g, ' '),
  );
  const speaker = voice ? collapseWhitespace(decodeEntities(voice[1]!)) : undefined;
  return { speaker: speaker || undefined, text: collapseWhitespace(text) };
}

function timedBlocks(text: string, arrowLine: RegExp): TranscriptCue[] {
  const cues: TranscriptCue[] = [];
  const blocks = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/);
  for (const block of blocks) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const timingIndex = lines.findIndex((line) => line.includes('-->'));
    if (timingIndex === -1 || timingIndex > 1) continue; // header, NOTE, STYLE, REGION or garbage
    const match = arrowLine.exec(lines[timingIndex]!);
    if (!match) continue;
    const start = parseTimestamp(match[1]!);
    const end = parseTimestamp(match[2]!);
    if (start === null) continue;
    const { speaker, text: body } = cueText(lines.slice(timingIndex + 1).join('\n'));
    if (body === '') continue;
    cues.push({ start, end: end !== null && end >= start ? end : null, speaker, text: body });
  }
  return cues;
}

/** WebVTT: the WEBVTT header, optional identifiers and cue settings, <v> voices. */
export function parseVtt(text: string): TranscriptCue[] {
  if (!/^\uFEFF?WEBVTT/.test(text.trimStart())) return [];
  return timedBlocks(text, /^\s*([\d:.,]+)\s+-->\s+([\d:.,]+)/);
}

/** SubRip: numbered blocks, 'hh:mm:ss,mmm --> hh:mm:ss,mmm'. */
export function parseSrt(text: string): TranscriptCue[] {
  return timedBlocks(text, /^\s*([\d:.,]+)\s+-->\s+([\d:.,]+)/);
}

const jsonTranscriptSchema = z.looseObject({
  segments: z.array(z.unknown()),
});
const jsonSegmentSchema = z.looseObject({
  speaker: z.string().optional(),
  startTime: z.number().finite().nonnegative().optional(),
  endTime: z.number().finite().nonnegative().optional(),
  body: z.string(),
});

/** Podcasting 2.0 JSON: {segments: [{speaker, startTime, endTime, body}]}; bad segments are skipped. */
export function parseJsonTranscript(text: string): TranscriptCue[] {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return [];
  }
  const parsed = jsonTranscriptSchema.safeParse(document);
  if (!parsed.success) return [];
  const cues: TranscriptCue[] = [];
  for (const raw of parsed.data.segments) {
    const segment = jsonSegmentSchema.safeParse(raw);
    if (!segment.success) continue;
    const body = collapseWhitespace(segment.data.body);
    if (body === '') continue;
    const start = segment.data.startTime ?? null;
    const end = segment.data.endTime ?? null;
    cues.push({
      start,
      end: end !== null && (start === null || end >= start) ? end : null,
      speaker: segment.data.speaker?.trim() || undefined,
      text: body,
    });
  }
  return cues;
}

/**
 * HTML transcripts: the Podcasting 2.0 shape (<cite>Speaker:</cite> <time>0:00</time> <p>text</p>)
 * when present, else each paragraph as an untimed passage.
 */
export function parseHtmlTranscript(html: string): TranscriptCue[] {
  const $ = cheerio.load(html);
  $('script,style,noscript,template,head').remove();
  const cues: TranscriptCue[] = [];
  let speaker: string | undefined;
  let time: number | null = null;
  $('cite,time,p,li,blockquote').each((_, element) => {
    const node = $(element);
    const tag = (element as { tagName?: string }).tagName?.toLowerCase();
    if (tag === 'cite') {
      speaker = collapseWhitespace(node.text()).replace(/[:：]\s*$/, '') || undefined;
      return;
    }
    if (tag === 'time') {
      time = parseTimestamp(node.attr('datetime') ?? node.text());
      return;
    }
    // Nested blocks are read once, through their innermost block.
    if (node.find('p,li,blockquote').length > 0) return;
    const text = collapseWhitespace(node.text());
    if (text === '') return;
    cues.push({ start: time, end: null, speaker, text });
    time = null;
  });
  if (cues.length === 0) {
    const text = htmlToText(html);
    if (text !== '') cues.push({ start: null, end: null, text });
  }
  return cues;
}

/** A passage that ends a sentence and is at least this long is closed. */
const MIN_SENTENCE_PASSAGE = 40;

function canJoin(passage: TranscriptCue, cue: TranscriptCue): boolean {
  if (passage.start === null || cue.start === null) return false;
  if (passage.speaker !== cue.speaker) return false;
  if (passage.end !== null && cue.start - passage.end > PASSAGE_GAP_SECONDS) return false;
  if (passage.text.length >= MAX_PASSAGE_CHARS) return false;
  return !(passage.text.length >= MIN_SENTENCE_PASSAGE && /[.!?…]["'”׳]?$/.test(passage.text));
}

/**
 * Joins consecutive timed cues of one speaker into readable passages (caption files cut sentences
 * into short pieces): a passage ends at a change of speaker, a pause over 3 s, the end of a sentence
 * once it has 40 characters, or at 400 characters.
 */
export function groupCues(cues: readonly TranscriptCue[]): TranscriptCue[] {
  const passages: TranscriptCue[] = [];
  let current: TranscriptCue | null = null;
  for (const cue of cues) {
    if (current && canJoin(current, cue)) {
      current.text = `${current.text} ${cue.text}`;
      current.end = cue.end ?? current.end;
      continue;
    }
    current = { ...cue };
    passages.push(current);
  }
  return passages;
}

/** Cues in time order where timed, capped in count and total length. */
function finish(cues: TranscriptCue[]): TranscriptCue[] {
  const ordered = cues.every((cue) => cue.start !== null)
    ? [...cues].sort((a, b) => a.start! - b.start!)
    : cues;
  const grouped = groupCues(ordered);
  const kept: TranscriptCue[] = [];
  let total = 0;
  for (const cue of grouped) {
    if (kept.length >= MAX_CUES || total + cue.text.length > MAX_TRANSCRIPT_CHARS) break;
    total += cue.text.length;
    kept.push(cue);
  }
  return kept;
}

/** Parses a transcript file of the given format; null when nothing readable is in it. */
export function parseTranscript(
  body: string,
  format: TranscriptFormat,
  language?: string,
): PodcastTranscript | null {
  const parsers: Record<TranscriptFormat, (text: string) => TranscriptCue[]> = {
    vtt: parseVtt,
    srt: parseSrt,
    json: parseJsonTranscript,
    html: parseHtmlTranscript,
  };
  const cues = finish(parsers[format](body));
  if (cues.length === 0) return null;
  return { format, ...(language ? { language } : {}), cues };
}
