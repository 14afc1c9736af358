import * as cheerio from 'cheerio';
import sanitizeHtml from 'sanitize-html';

// Text helpers shared by the normalisers: markup stripping through a real HTML parser, and
// grapheme-safe cutting so a Hebrew letter never loses its niqqud mark at the cut.

const BLOCK_TAGS =
  'p,div,br,li,ul,ol,h1,h2,h3,h4,h5,h6,tr,td,th,table,blockquote,section,article,header,footer';

/** Plain text of an HTML fragment: entities decoded, scripts dropped, whitespace collapsed. */
export function htmlToText(html: string): string {
  if (!html) return '';
  if (!/[<&]/.test(html)) return collapseWhitespace(html);
  const $ = cheerio.load(`<div id="__root">${html}</div>`, null, false);
  $('script,style,noscript,template,head,title').remove();
  $(BLOCK_TAGS).each((_, element) => {
    $(element).prepend(' ').append(' ');
  });
  return collapseWhitespace($.root().text());
}

export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u200b\u00a0]+/g, ' ').trim();
}

const segmenter = new Intl.Segmenter('he', { granularity: 'grapheme' });

/** The first `max` graphemes of `text` (a letter with its niqqud counts once). */
export function takeGraphemes(text: string, max: number): { text: string; cut: boolean } {
  let count = 0;
  let end = 0;
  for (const { segment, index } of segmenter.segment(text)) {
    if (count === max) return { text: text.slice(0, index), cut: true };
    count++;
    end = index + segment.length;
  }
  return { text: text.slice(0, end), cut: false };
}

export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  return count;
}

/** Upstream HTML made safe to render: basic formatting and http(s) links only. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'blockquote', 'h3', 'h4'],
    // rel and target are set by the transform below (sanitize-html filters attributes after it).
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    },
  }).trim();
}

/** A link that is safe to put in an href: absolute http(s) only. */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return undefined;
  try {
    return new URL(trimmed).toString();
  } catch {
    return undefined;
  }
}
