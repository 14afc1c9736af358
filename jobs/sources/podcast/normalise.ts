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
