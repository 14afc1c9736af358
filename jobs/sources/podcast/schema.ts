import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { SourceFetchError } from '../../../src/upstreams/fetch-error.ts';

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

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (!name.startsWith('#')) return XML_ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/**
 * The HTML an element holds (titles and descriptions are read unparsed, see HTML_FIELDS): CDATA
 * sections as they are; text outside them unescaped once as XML, unless it carries raw tags (a feed
 * that forgot its CDATA), which are kept for the HTML sanitiser rather than lost to the XML parser.
 */
export function xmlHtml(value: unknown): string {
  const raw = xmlText(value);
  if (raw === '') return '';
  return raw
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => {
      if (part.startsWith('<![CDATA[')) return part.slice(9, -3);
      return /<[a-z!/]/i.test(part) ? part : decodeXmlEntities(part);
    })
    .join('')
    .trim();
}

export function xmlAttribute(value: unknown, name: string): string {
  if (Array.isArray(value)) return xmlAttribute(value[0], name);
  if (value && typeof value === 'object') return xmlText((value as Record<string, unknown>)[`@_${name}`]);
  return '';
}

/** Every occurrence of a possibly repeated element, as attribute records (text-only ones dropped). */
export function xmlElements(value: unknown): Record<string, unknown>[] {
  const all = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return all.filter(
    (entry): entry is Record<string, unknown> =>
      typeof entry === 'object' && entry !== null && !Array.isArray(entry),
  );
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
  'podcast:transcript': node.optional(),
  'podcast:chapters': node.optional(),
});
export type RssItem = z.infer<typeof rssItemSchema>;

const rssChannelSchema = z.looseObject({
  title: node.optional(),
  description: node.optional(),
  link: node.optional(),
  'itunes:image': node.optional(),
  image: node.optional(),
  item: z.array(node).default([]),
});
export type RssChannel = z.infer<typeof rssChannelSchema>;

const rssFeedSchema = z.object({
  rss: z.looseObject({
    channel: z.preprocess((value) => (Array.isArray(value) ? value[0] : value), rssChannelSchema),
  }),
});

const HTML_FIELDS = [
  'rss.channel.title',
  'rss.channel.description',
  'rss.channel.item.title',
  'rss.channel.item.description',
  'rss.channel.item.content:encoded',
  'rss.channel.item.itunes:summary',
];

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
  // Elements that hold HTML are read unparsed (xmlHtml): raw markup inside them, a common feed
  // mistake, would otherwise become nested XML and lose the text, or swallow the items after it.
  stopNodes: HTML_FIELDS,
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
