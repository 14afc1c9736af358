import * as cheerio from 'cheerio';
import type { PodcastData, PodcastEpisode } from '../../../src/domain/types.ts';
import type { Logger } from '../../../src/logger.ts';
import { parseClockDuration, parseDurationSeconds } from '../shared/duration.ts';
import { formatHebrewLongDate } from '../shared/hebrew-date.ts';
import { htmlToText, sanitizeRichText, takeGraphemes } from '../shared/text.ts';
import { type AttachmentBody, itemAttachments, type PodcastPayload } from './attachments.ts';
import { parseJsonChapters } from './chapters.ts';
import { parseFeed, type RssChannel, rssItemSchema, xmlAttribute, xmlHtml, xmlText } from './schema.ts';
import { parseTranscript } from './transcript.ts';

// Podcast feed → episodes (spec section 3 "Podcast episode", section 5 "Podcast slug").

export const EXCERPT_LENGTH = 150;
export const SLUG_TITLE_LENGTH = 50;

/** First 150 characters of the description with markup stripped, plus an ellipsis. */
export function makeExcerpt(descriptionHtml: string): string {
  const text = htmlToText(descriptionHtml);
  if (text === '') return '';
  return `${takeGraphemes(text, EXCERPT_LENGTH).text.trimEnd()}...`;
}

const MONTHS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};

// Named zones seen in real feeds. IST and IDT are Israel's (this is a Hebrew podcast).
const ZONES: Record<string, number> = {
  GMT: 0,
  UT: 0,
  UTC: 0,
  Z: 0,
  WET: 0,
  BST: 60,
  CET: 60,
  WEST: 60,
  CEST: 120,
  EET: 120,
  EEST: 180,
  IST: 120,
  IDT: 180,
  MSK: 180,
  JST: 540,
  AEST: 600,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
};

const RFC822 =
  /^(?:[^\d\s,]+,?\s+)?(\d{1,2})\s+([A-Za-z]{3})[A-Za-z]*\.?,?\s+(\d{2,4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*([A-Za-z]{1,5}|[+-]\d{2}:?\d{2})?\s*$/;

/** RFC 822 dates with or without a weekday, with named or numeric zones; else ISO 8601. */
export function parseFeedDate(value: string): Date | null {
  const text = value.trim();
  if (text === '') return null;
  const match = RFC822.exec(text);
  if (match) {
    const [, day, monthName, yearText, hours = '0', minutes = '0', seconds = '0', zone = 'GMT'] = match;
    const month = MONTHS[monthName!.toLowerCase()];
    let year = Number(yearText);
    if (year < 100) year += year < 50 ? 2000 : 1900;
    let offset: number | undefined;
    if (/^[+-]/.test(zone)) {
      const digits = zone.replace(':', '');
      const sign = digits.startsWith('-') ? -1 : 1;
      offset = sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
    } else {
      offset = ZONES[zone.toUpperCase()];
    }
    if (month === undefined || offset === undefined) return null;
    const utc = Date.UTC(year, month, Number(day), Number(hours), Number(minutes), Number(seconds));
    const date = new Date(utc - offset * 60_000);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return null;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

const NIQQUD_AND_MARKS = /[\u0591-\u05C7]/g;

/** Slug from the title: the episode number, else a cleaned title (max 50), else the timestamp. */
export function makeSlug(title: string, date: Date | null, fallbackIndex: number): string {
  const number = /(?:פרק|episode|ep\.?)\s*#?\s*(\d+)/iu.exec(title);
  if (number) return `episode-${Number(number[1])}`;
  const cleaned = title
    .normalize('NFC')
    .replace(NIQQUD_AND_MARKS, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (cleaned !== '') {
    return Array.from(cleaned).slice(0, SLUG_TITLE_LENGTH).join('').replace(/-+$/g, '');
  }
  return `episode-${date ? date.getTime() : fallbackIndex + 1}`;
}

/** Later duplicates get -2, -3... */
export function uniqueSlugs(slugs: readonly string[]): string[] {
  const taken = new Set<string>();
  return slugs.map((slug) => {
    let candidate = slug;
    for (let suffix = 2; taken.has(candidate); suffix++) candidate = `${slug}-${suffix}`;
    taken.add(candidate);
    return candidate;
  });
}

function spotifyUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && /(^|\.)spotify\.com$/i.test(url.hostname)
      ? url.toString()
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An image or audio link a page may use: absolute http(s), or a path on this site ('/audio/x.mp3',
 * as the seed uses). Other relative links resolve against a live feed's URL; anything else is dropped.
 */
export function mediaUrl(value: string, baseUrl?: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (text.startsWith('/') && !text.startsWith('//')) return /[\s<>"]/.test(text) ? undefined : text;
  try {
    const url = baseUrl && /^https?:/i.test(baseUrl) ? new URL(text, baseUrl) : new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

function imageUrl(container: Record<string, unknown>, baseUrl?: string): string | undefined {
  const href = mediaUrl(xmlAttribute(container['itunes:image'], 'href'), baseUrl);
  if (href) return href;
  const image = container.image;
  return mediaUrl(
    xmlText(
      image && typeof image === 'object' && !Array.isArray(image)
        ? (image as Record<string, unknown>).url
        : undefined,
    ),
    baseUrl,
  );
}

/**
 * Feeds that escape their markup twice ('&lt;p&gt;' inside CDATA) would show the tags as text: when
 * a description has no tags of its own but escaped ones, it is unescaped once.
 */
export function unescapeDoubleEncoded(html: string): string {
  if (/<[a-z!/]/i.test(html) || !/&lt;\/?[a-z][\s\S]*?&gt;/i.test(html)) return html;
  return cheerio.load(`<div>${html}</div>`, null, false).root().text();
}

type Draft = Omit<PodcastEpisode, 'id' | 'slug' | 'url'> & { baseSlug: string; position: number };

type Attachments = { baseUrl?: string; bodies: Record<string, AttachmentBody> };

function bodyOf(attachments: Attachments, url: string | undefined): string | undefined {
  if (!url) return undefined;
  const found = attachments.bodies[url];
  return found?.ok ? found.body : undefined;
}

function normaliseItem(raw: unknown, index: number, channel: RssChannel, attachments: Attachments): Draft {
  const item = rssItemSchema.parse(raw);
  const title = htmlToText(xmlHtml(item.title));
  if (title === '') throw new Error('episode has no title');
  const descriptionHtml = unescapeDoubleEncoded(
    xmlHtml(item.description) || xmlHtml(item['content:encoded']) || xmlHtml(item['itunes:summary']),
  );
  const date = parseFeedDate(xmlText(item.pubDate));
  const audioUrl = mediaUrl(xmlAttribute(item.enclosure, 'url'), attachments.baseUrl);
  const audioType = /^audio\/[\w.+-]+$/i.test(xmlAttribute(item.enclosure, 'type'))
    ? xmlAttribute(item.enclosure, 'type').toLowerCase()
    : undefined;
  const spotify = spotifyUrl(xmlText(item.link)) ?? spotifyUrl(xmlText(channel.link));
  const durationText = xmlText(item['itunes:duration']);
  const durationSeconds = parseDurationSeconds(durationText);

  const links = itemAttachments(item, attachments.baseUrl);
  const transcriptBody = bodyOf(attachments, links.transcript?.url);
  const transcript =
    transcriptBody !== undefined && links.transcript
      ? parseTranscript(transcriptBody, links.transcript.format, links.transcript.language)
      : null;
  const chaptersBody = bodyOf(attachments, links.chapters?.url);
  const chapters = chaptersBody !== undefined ? parseJsonChapters(chaptersBody) : [];

  return {
    type: 'podcast',
    baseSlug: makeSlug(title, date, index),
    position: index,
    title,
    description: sanitizeRichText(descriptionHtml),
    excerpt: makeExcerpt(descriptionHtml),
    date: date ? formatHebrewLongDate(date) : '',
    isoDate: date?.toISOString(),
    duration: parseClockDuration(durationText),
    ...(durationSeconds ? { durationSeconds } : {}),
    thumbnail: imageUrl(item, attachments.baseUrl) ?? imageUrl(channel, attachments.baseUrl),
    audioUrl,
    audioType,
    platformUrls: spotify ? { spotify } : {},
    ...(chapters.length > 0 ? { chapters } : {}),
    ...(transcript ? { transcript } : {}),
  };
}

/** Newest first; undated episodes after the dated ones, in feed order. */
function newestFirst(a: Draft, b: Draft): number {
  if (a.isoDate && b.isoDate) return b.isoDate.localeCompare(a.isoDate) || a.position - b.position;
  if (a.isoDate) return -1;
  if (b.isoDate) return 1;
  return a.position - b.position;
}

/**
 * Pure: the feed (and its fetched transcripts and chapters) in, podcast data out, newest first.
 * A broken item is dropped with a warning; a missing or unreadable transcript or chapters file leaves
 * the episode without it. Repeated slugs are numbered oldest first, so a new episode with a repeated
 * title never takes the address of an older one.
 */
export function normalisePodcast(
  raw: PodcastPayload | string,
  context: { logger: Pick<Logger, 'warn'> },
): PodcastData {
  const payload: PodcastPayload = typeof raw === 'string' ? { xml: raw, attachments: {} } : raw;
  const channel = parseFeed(payload.xml);
  const attachments: Attachments = { baseUrl: payload.baseUrl, bodies: payload.attachments };
  const drafts: Draft[] = [];
  channel.item.forEach((item, index) => {
    try {
      drafts.push(normaliseItem(item, index, channel, attachments));
    } catch (error) {
      context.logger.warn({ source: 'podcast', index, err: error }, 'podcast: dropped a broken feed item');
    }
  });
  drafts.sort(newestFirst);
  const oldestFirst = [...drafts].reverse();
  const slugs = new Map(
    uniqueSlugs(oldestFirst.map((draft) => draft.baseSlug)).map((slug, index) => [oldestFirst[index]!, slug]),
  );
  const episodes = drafts.map(({ baseSlug: _, position: __, ...draft }, index): PodcastEpisode => {
    const slug = slugs.get(drafts[index]!)!;
    return { id: `podcast-${slug}`, slug, url: `/podcast/${slug}`, ...draft };
  });
  return {
    title: htmlToText(xmlHtml(channel.title)),
    description: htmlToText(xmlHtml(channel.description)),
    image: imageUrl(channel, payload.baseUrl),
    episodes,
  };
}
