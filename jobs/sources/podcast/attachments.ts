import { CHAPTERS_TYPES } from './chapters.ts';
import { type RssChannel, type RssItem, rssItemSchema, xmlAttribute, xmlElements } from './schema.ts';
import { FORMAT_PREFERENCE, type TranscriptFormat, transcriptFormat } from './transcript.ts';

// Which transcript and chapters file each feed item points to (podcast:transcript, podcast:chapters),
// and the payload shape that carries their bodies from the fetch step to the pure normalise step.
// The same rules pick the files when fetching and when normalising, so both agree on the URLs.

/** Only the newest items get their files fetched: a feed of hundreds must not cost hundreds of calls. */
export const MAX_ATTACHMENT_ITEMS = 50;

type AttachmentKind = 'transcript' | 'chapters';

type TranscriptLink = { url: string; format: TranscriptFormat; language?: string };
export type ItemAttachments = { transcript?: TranscriptLink; chapters?: { url: string } };

export type AttachmentRequest = { kind: AttachmentKind; url: string };

/** A fetched file, or why it is missing (the episode is then shown without it). */
export type AttachmentBody = { ok: true; body: string } | { ok: false; reason: string };

/** What fetchLive and loadSeed hand to normalise. */
export type PodcastPayload = {
  xml: string;
  /** The feed's own URL: relative file links resolve against it. */
  baseUrl?: string;
  /** Bodies by resolved URL. */
  attachments: Record<string, AttachmentBody>;
};

/**
 * A link from the feed, resolved against the feed's URL. A live feed may only point to http(s);
 * the seed (a file: base) only to files beside it.
 */
export function resolveAttachmentUrl(href: string, baseUrl: string | undefined): string | null {
  if (href.trim() === '') return null;
  let url: URL;
  try {
    url = baseUrl ? new URL(href, baseUrl) : new URL(href);
  } catch {
    return null;
  }
  if (baseUrl?.startsWith('file:')) {
    const folder = new URL('.', baseUrl).href;
    return url.protocol === 'file:' && url.href.startsWith(folder) && !url.href.includes('..')
      ? url.href
      : null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

function isHebrew(language: string | undefined): boolean {
  return /^(he|iw)\b/i.test(language ?? '');
}

/** The best transcript (Hebrew first, then timed formats) and the chapters file of one item. */
export function itemAttachments(item: RssItem, baseUrl: string | undefined): ItemAttachments {
  const transcripts: TranscriptLink[] = [];
  for (const element of xmlElements(item['podcast:transcript'])) {
    const url = resolveAttachmentUrl(xmlAttribute(element, 'url'), baseUrl);
    if (!url) continue;
    const format = transcriptFormat(xmlAttribute(element, 'type'), url);
    if (!format) continue;
    const language = xmlAttribute(element, 'language') || undefined;
    transcripts.push({ url, format, ...(language ? { language } : {}) });
  }
  transcripts.sort(
    (a, b) =>
      Number(isHebrew(b.language)) - Number(isHebrew(a.language)) ||
      FORMAT_PREFERENCE.indexOf(a.format) - FORMAT_PREFERENCE.indexOf(b.format),
  );
  let chapters: { url: string } | undefined;
  for (const element of xmlElements(item['podcast:chapters'])) {
    const type = xmlAttribute(element, 'type').toLowerCase();
    const url = resolveAttachmentUrl(xmlAttribute(element, 'url'), baseUrl);
    if (url && (type === '' || CHAPTERS_TYPES.includes(type))) {
      chapters = { url };
      break;
    }
  }
  return { ...(transcripts[0] ? { transcript: transcripts[0] } : {}), ...(chapters ? { chapters } : {}) };
}

/** The files to fetch for the newest items, each URL once. Broken items are skipped here. */
export function attachmentRequests(channel: RssChannel, baseUrl: string | undefined): AttachmentRequest[] {
  const requests = new Map<string, AttachmentRequest>();
  for (const raw of channel.item.slice(0, MAX_ATTACHMENT_ITEMS)) {
    const item = rssItemSchema.safeParse(raw);
    if (!item.success) continue;
    const found = itemAttachments(item.data, baseUrl);
    if (found.transcript && !requests.has(found.transcript.url))
      requests.set(found.transcript.url, { kind: 'transcript', url: found.transcript.url });
    if (found.chapters && !requests.has(found.chapters.url))
      requests.set(found.chapters.url, { kind: 'chapters', url: found.chapters.url });
  }
  return [...requests.values()];
}
