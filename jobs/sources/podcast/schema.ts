import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { SourceFetchError } from '../../source.ts';

// The podcast RSS feed, as fast-xml-parser gives it. Real feeds are messy: a value may arrive as
// a scalar, as an object ({'#text': ..., '@_xmlns:itunes': ...}) when an element repeats a
// namespace declaration, or as an array when an element repeats. `xmlText` flattens all of them.

export function xmlText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return xmlText(value[0]);
  if (typeof value === 'object' && '#text' in value)
    return xmlText((value as Record<string, unknown>)['#text']);
  return '';
}

export function xmlAttribute(value: unknown, name: string): string {
  if (Array.isArray(value)) return xmlAttribute(value[0], name);
  if (value && typeof value === 'object') return xmlText((value as Record<string, unknown>)[`@_${name}`]);
  return '';
}

const node = z.unknown();

export const rssItemSchema = z.looseObject({
  title: node,
  description: node.optional(),
  'itunes:summary': node.optional(),
  'content:encoded': node.optional(),
  pubDate: node.optional(),
  'itunes:duration': node.optional(),
  'itunes:image': node.optional(),
  image: node.optional(),
  enclosure: node.optional(),
  link: node.optional(),
  guid: node.optional(),
  'itunes:episode': node.optional(),
});
export type RssItem = z.infer<typeof rssItemSchema>;

export const rssChannelSchema = z.looseObject({
  title: node.optional(),
  description: node.optional(),
  link: node.optional(),
  'itunes:image': node.optional(),
  image: node.optional(),
  item: z.array(node).default([]),
});
export type RssChannel = z.infer<typeof rssChannelSchema>;

export const rssFeedSchema = z.object({
  rss: z.looseObject({
    channel: z.preprocess((value) => (Array.isArray(value) ? value[0] : value), rssChannelSchema),
  }),
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  // Keep every value a string: an episode titled '2024' or a duration '0330' must not become a number.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  isArray: (_name, jpath) => jpath === 'rss.channel.item',
});

/** Parses the feed text; bad XML, a non-RSS document or a feed without items is a refresh error. */
export function parseFeed(xml: string): RssChannel {
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch (error) {
    throw new SourceFetchError('Invalid RSS structure: the feed is not well-formed XML', {
      retryable: false,
      cause: error,
    });
  }
  const result = rssFeedSchema.safeParse(document);
  if (!result.success) {
    throw new SourceFetchError('Invalid RSS structure: no rss/channel element', { retryable: false });
  }
  const channel = result.data.rss.channel;
  if (channel.item.length === 0)
    throw new SourceFetchError('No episodes found in the feed', { retryable: false });
  return channel;
}
