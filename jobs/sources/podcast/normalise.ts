import * as cheerio from 'cheerio';
import type { PodcastData, PodcastEpisode } from '../../../src/domain/types.ts';
import type { Logger } from '../../../src/platform/logger.ts';
import { parseClockDuration, parseDurationSeconds } from '../shared/duration.ts';
import { formatHebrewLongDate } from '../shared/hebrew-date.ts';
import { htmlToText, sanitizeRichText, takeGraphemes } from '../shared/text.ts';
import { type AttachmentBody, itemAttachments, type PodcastPayload } from './attachments.ts';
import { parseJsonChapters } from './chapters.ts';
import { parseFeed, type RssChannel, rssItemSchema, xmlAttribute, xmlHtml, xmlText } from './schema.ts';
import { parseTranscript } from './transcript.ts';

// Podcast feed → episodes (docs/product.md#entities, #podcast-episodes).

export const EXCERPT_LENGTH = 150;
export const SLUG_TITLE_LENGTH = 50;

/** First 150 characters of the description with markup stripped, plus an ellipsis. */
export function makeExcerpt(descriptionHtml: string): string {
  const text = htmlToText(descriptionHtml);
  if (text === '') return '';
  return `${takeGraphemes(text, EXCERPT_LENGTH).text.trimEnd()}...`;
}

// Date.parse reads RFC 2822 dates (with or without the weekday, numeric zones, UT/GMT/Z and the US
// zones) and ISO 8601. Israel's own zone names, common in Hebrew feeds, are the only ones added.
const ISRAEL_ZONES: Record<string, string> = { IST: '+0200', IDT: '+0300' };

/** A feed's pubDate as a Date, or null when it cannot be read. */
export function parseFeedDate(value: string): Date | null {
  const text = value.trim().replace(/\b(IST|IDT)$/i, (zone) => ISRAEL_ZONES[zone.toUpperCase()]!);
  // Date.parse also takes a bare "2024" or "1"; a feed date names at least a month.
  if (!/[A-Za-z]{3}|^\d{4}-\d{2}-\d{2}/.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
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
