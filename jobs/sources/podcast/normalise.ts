import type { PodcastData, PodcastEpisode } from '../../../src/domain/types.ts';
import type { Logger } from '../../../src/logger.ts';
import { parseClockDuration } from '../shared/duration.ts';
import { formatHebrewLongDate } from '../shared/hebrew-date.ts';
import { htmlToText, sanitizeRichText, takeGraphemes } from '../shared/text.ts';
import { parseFeed, type RssChannel, rssItemSchema, xmlAttribute, xmlText } from './schema.ts';

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

function imageUrl(container: Record<string, unknown>): string | undefined {
  const href = xmlAttribute(container['itunes:image'], 'href');
  if (href) return href;
  const image = container.image;
  const url = xmlText(
    image && typeof image === 'object' && !Array.isArray(image)
      ? (image as Record<string, unknown>).url
      : undefined,
  );
  return url || undefined;
}

type Draft = Omit<PodcastEpisode, 'id' | 'slug' | 'url'> & { baseSlug: string };

function normaliseItem(raw: unknown, index: number, channel: RssChannel): Draft {
  const item = rssItemSchema.parse(raw);
  const title = htmlToText(xmlText(item.title));
  if (title === '') throw new Error('episode has no title');
  const descriptionHtml =
    xmlText(item.description) || xmlText(item['content:encoded']) || xmlText(item['itunes:summary']);
  const date = parseFeedDate(xmlText(item.pubDate));
  const audioUrl = xmlAttribute(item.enclosure, 'url') || undefined;
  const audioType = xmlAttribute(item.enclosure, 'type') || undefined;
  const spotify = spotifyUrl(xmlText(item.link)) ?? spotifyUrl(xmlText(channel.link));
  return {
    type: 'podcast',
    baseSlug: makeSlug(title, date, index),
    title,
    description: sanitizeRichText(descriptionHtml),
    excerpt: makeExcerpt(descriptionHtml),
    date: date ? formatHebrewLongDate(date) : '',
    isoDate: date?.toISOString(),
    duration: parseClockDuration(xmlText(item['itunes:duration'])),
    thumbnail: imageUrl(item) ?? imageUrl(channel),
    audioUrl,
    audioType,
    platformUrls: spotify ? { spotify } : {},
  };
}

/** Pure: feed XML in, podcast data out. A broken item is dropped with a warning. */
export function normalisePodcast(xml: string, context: { logger: Pick<Logger, 'warn'> }): PodcastData {
  const channel = parseFeed(xml);
  const drafts: Draft[] = [];
  channel.item.forEach((raw, index) => {
    try {
      drafts.push(normaliseItem(raw, index, channel));
    } catch (error) {
      context.logger.warn({ source: 'podcast', index, err: error }, 'podcast: dropped a broken feed item');
    }
  });
  const slugs = uniqueSlugs(drafts.map((draft) => draft.baseSlug));
  const episodes = drafts.map(({ baseSlug: _, ...draft }, index): PodcastEpisode => {
    const slug = slugs[index]!;
    return { id: `podcast-${slug}`, slug, url: `/podcast/${slug}`, ...draft };
  });
  return {
    title: htmlToText(xmlText(channel.title)),
    description: htmlToText(xmlText(channel.description)),
    image: imageUrl(channel),
    episodes,
  };
}
