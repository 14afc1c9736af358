import * as cheerio from 'cheerio';
import type { NewsletterArticle } from '../../../src/domain/types.ts';
import { collapseWhitespace, graphemeLength, safeHttpUrl, takeGraphemes } from '../shared/text.ts';

// Campaign HTML → summary bullets, article cards and images (docs/product.md#newsletter-parsing).
// Parsed with a real HTML parser; only text and checked URLs leave this module.

const SUMMARY_KEYWORDS = [
  'מה היה לנו השבוע',
  'הדגשים של השבוע',
  'חדשות חשובות',
  'סיכום',
  'what we had this week',
  'week highlights',
  'highlights of the week',
  'important news',
  'summary',
];
const MAX_SUMMARY = 6;
const MIN_SUMMARY_LENGTH = 20;
const MAX_FALLBACK_SUMMARY = 8;
const FALLBACK_SUMMARY_MAX_LENGTH = 500;

const MIN_HEADING_LENGTH = 5;
const MIN_ARTICLE_TITLE = 9;
const MAX_ARTICLE_TITLE = 199;
const MIN_DESCRIPTION = 10;
const MAX_DESCRIPTION = 300;

const SKIP_HEADINGS = [
  'תודה',
  'תודה שקראתם',
  'כל הזכויות שמורות',
  'זכויות יוצרים',
  'ביטול הרשמה',
  'הסרה מרשימת',
  'להסרה',
  'עקבו אחרינו',
  'כתבות דומות',
  'דומים',
  'פוטר',
  'thanks',
  'thank you',
  'footer',
  'copyright',
  '©',
  'all rights reserved',
  'unsubscribe',
  'follow us',
  'similar',
];

const BOILERPLATE = [
  'view in browser',
  'view this email in your browser',
  'view it in your browser',
  "if the newsletter isn't displayed",
  'if the newsletter is not displayed',
  "if this email isn't displayed",
  'if you are having trouble viewing',
  'לצפייה בדפדפן',
  'צפייה בדפדפן',
  'לצפייה בגרסת הדפדפן',
  'אם הניוזלטר לא מוצג',
  'אם הניוזלטר אינו מוצג',
  'אם המייל לא מוצג',
  'אם המייל אינו מוצג',
  'unsubscribe',
  'להסרה מרשימת התפוצה',
  'ביטול הרשמה',
];

/**
 * Checked in this order (docs/product.md#newsletter-parsing): dev, video, audio, images, AI, 3D,
 * new; default tools.
 */
const CATEGORY_RULES: ReadonlyArray<{ category: string; hebrew: string[]; latin: string[] }> = [
  {
    category: 'dev',
    hebrew: ['קוד', 'פיתוח', 'מפתחים', 'מתכנת', 'תכנות'],
    latin: [
      'code',
      'coding',
      'developer',
      'developers',
      'programming',
      'github',
      'api',
      'sdk',
      'ide',
      'cursor',
      'copilot',
    ],
  },
  {
    category: 'video',
    hebrew: ['וידאו', 'וידיאו', 'סרטון', 'סרטונים'],
    latin: ['video', 'videos', 'sora', 'runway', 'kling', 'veo'],
  },
  {
    category: 'audio',
    hebrew: ['אודיו', 'מוזיקה', 'קול', 'דיבור', 'פודקאסט'],
    latin: ['audio', 'music', 'voice', 'speech', 'podcast', 'suno', 'elevenlabs'],
  },
  {
    category: 'images',
    hebrew: ['תמונה', 'תמונות', 'איור', 'עיצוב'],
    latin: ['image', 'images', 'photo', 'photos', 'design', 'midjourney', 'flux', 'dall-e'],
  },
  {
    category: 'ai',
    hebrew: ['בינה מלאכותית', 'מודל', 'סוכן'],
    latin: ['ai', 'gpt', 'chatgpt', 'claude', 'gemini', 'llm', 'model', 'agent', 'agents'],
  },
  { category: '3d', hebrew: ['תלת מימד', 'תלת-מימד', 'תלת ממד', 'תלת-ממד'], latin: ['3d'] },
  { category: 'new', hebrew: ['חדש', 'השקה', 'הושק'], latin: ['new', 'launch', 'launches', 'launched'] },
];
const DEFAULT_CATEGORY = 'tools';

export function articleCategory(heading: string): string {
  const lower = heading.toLowerCase();
  const latinWords = ` ${lower.replace(/[^\p{Letter}\p{Number}-]+/gu, ' ')} `;
  for (const rule of CATEGORY_RULES) {
    // Hebrew words take prefixes (ה, ב, ל, ו...), so Hebrew keywords match inside words.
    if (rule.hebrew.some((keyword) => lower.includes(keyword))) return rule.category;
    if (rule.latin.some((keyword) => latinWords.includes(` ${keyword} `))) return rule.category;
  }
  return DEFAULT_CATEGORY;
}

const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|svg)(\?|#|$)/i;
const MASS_MAIL_HOSTS = [
  'mlcdn.com',
  'mailerlite',
  'mlsend',
  'mcusercontent.com',
  'list-manage.com',
  'sendgrid',
  'sendinblue',
  'brevo',
  'cloudinary',
  'imgix',
];
const NOT_CONTENT = [
  'logo',
  'icon',
  'avatar',
  'pixel',
  'tracking',
  'footer',
  'spacer',
  'badge',
  'social',
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
  'whatsapp',
  'unsubscribe',
  'signature',
  'emoji',
  'beacon',
  '1x1',
  'blank.gif',
];

/**
 * Usable image (docs/product.md#newsletter-parsing): at least 10 characters, http(s), image-like
 * (file type, mass-mail image host or 'image' in the URL), and not a logo, icon, avatar, pixel,
 * tracking or footer image. A site-local path ('/images/...') also counts: the seed's images are
 * served by the site itself.
 */
export function isUsableImage(src: string | undefined): src is string {
  if (!src || src.length < 10) return false;
  const local = src.startsWith('/') && !src.startsWith('//');
  if (!local && !/^https?:\/\//i.test(src)) return false;
  const lower = src.toLowerCase();
  if (NOT_CONTENT.some((word) => lower.includes(word))) return false;
  if (local) return IMAGE_FILE.test(lower);
  return (
    IMAGE_FILE.test(lower) || MASS_MAIL_HOSTS.some((host) => lower.includes(host)) || lower.includes('image')
  );
}

function isLargeImage(width: string | undefined, height: string | undefined): boolean {
  return Number.parseInt(width ?? '', 10) >= 300 && Number.parseInt(height ?? '', 10) >= 150;
}

function matchesAny(text: string, list: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return list.some((entry) => lower.includes(entry));
}

/** A heading that opens the summary: it starts with a keyword, or is short and contains one. */
function isSummaryHeading(text: string): boolean {
  const lower = text.toLowerCase().replace(/^[^\p{Letter}]+/u, '');
  if (SUMMARY_KEYWORDS.some((keyword) => lower.startsWith(keyword))) return true;
  return lower.length <= 30 && matchesAny(lower, SUMMARY_KEYWORDS);
}

function isBoilerplate(text: string): boolean {
  return matchesAny(text, BOILERPLATE);
}

function isSkippedHeading(text: string): boolean {
  return matchesAny(text, SKIP_HEADINGS);
}

/** Cut to 300 characters plus '...' when longer. */
export function cutDescription(text: string): string {
  const { text: cut, cut: wasCut } = takeGraphemes(text, MAX_DESCRIPTION);
  return wasCut ? `${cut.trimEnd()}...` : cut;
}

export type ParsedCampaign = {
  summary: string[];
  articles: NewsletterArticle[];
  mainImage?: string;
  largeImage?: string;
};

const HEADINGS = 'h1,h2,h3,h4,h5,h6';
const BLOCK_CHILDREN = 'p,div,table,tbody,tr,td,h1,h2,h3,h4,h5,h6,ul,ol,li,img';

function tagOf(element: unknown): string {
  return String((element as { tagName?: string }).tagName ?? '').toLowerCase();
}

function textOf($: cheerio.CheerioAPI, selection: ReturnType<cheerio.CheerioAPI>): string {
  const node = selection.clone();
  node.find('br').replaceWith(' ');
  node.find('p,div,li,td').each((_, child) => {
    $(child).append(' ');
  });
  return collapseWhitespace(node.text());
}

function linkOf(href: string | undefined): string | undefined {
  const url = safeHttpUrl(href);
  if (!url || /unsubscribe|preferences|\{\$/i.test(url)) return undefined;
  return url;
}

export function parseCampaignHtml(html: string): ParsedCampaign {
  const $ = cheerio.load(html);
  $('script,style,noscript,head').remove();

  // Images: first usable, and first large one (cover candidate).
  let mainImage: string | undefined;
  let largeImage: string | undefined;
  $('img').each((_, element) => {
    const src = $(element).attr('src')?.trim();
    if (!isUsableImage(src)) return;
    mainImage ??= src;
    if (!largeImage && isLargeImage($(element).attr('width'), $(element).attr('height'))) largeImage = src;
  });

  // Summary: list items after a summary heading, up to the next heading.
  const summary: string[] = [];
  let inSummary = false;
  $(`${HEADINGS},strong,b,li`).each((_, element) => {
    const tag = tagOf(element);
    const text = textOf($, $(element));
    if (tag !== 'li') {
      if (isSummaryHeading(text)) inSummary = true;
      else if (/^h[1-6]$/.test(tag) && text.length >= MIN_HEADING_LENGTH) inSummary = false;
      return;
    }
    if (inSummary && text.length > MIN_SUMMARY_LENGTH && summary.length < MAX_SUMMARY) summary.push(text);
  });
  if (summary.length === 0) {
    $('li').each((_, element) => {
      const text = textOf($, $(element));
      if (
        text.length >= MIN_SUMMARY_LENGTH &&
        text.length <= FALLBACK_SUMMARY_MAX_LENGTH &&
        summary.length < MAX_FALLBACK_SUMMARY
      ) {
        summary.push(text);
      }
    });
  }

  // Articles: each heading with the first description, image and link that follow it.
  type Draft = { title: string; description?: string; image?: string; link?: string; pendingImage?: string };
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  let imageSinceLastHeading: string | undefined;
  $(`${HEADINGS},p,div,td,span,img,a`).each((_, element) => {
    const tag = tagOf(element);
    const node = $(element);
    if (/^h[1-6]$/.test(tag)) {
      const title = textOf($, $(element));
      if (graphemeLength(title) < MIN_HEADING_LENGTH) return;
      current = null;
      const length = graphemeLength(title);
      const eligible =
        tag !== 'h1' &&
        length >= MIN_ARTICLE_TITLE &&
        length <= MAX_ARTICLE_TITLE &&
        !/\.\.\.|…/.test(title) &&
        !isSkippedHeading(title) &&
        !isSummaryHeading(title);
      if (eligible) {
        current = {
          title,
          pendingImage: imageSinceLastHeading,
          link: linkOf(node.find('a').attr('href') ?? node.closest('a').attr('href')),
        };
        drafts.push(current);
      }
      imageSinceLastHeading = undefined;
      return;
    }
    if (tag === 'img') {
      const src = node.attr('src')?.trim();
      if (!isUsableImage(src)) return;
      if (current && !current.image) current.image = src;
      else if (!current) imageSinceLastHeading ??= src;
      return;
    }
    if (!current) return;
    const draft: Draft = current;
    if (tag === 'a') {
      draft.link ??= linkOf(node.attr('href'));
      return;
    }
    if (draft.description) return;
    if (tag !== 'p' && node.children(BLOCK_CHILDREN).length > 0) return;
    if (node.closest(HEADINGS).length > 0 || node.closest('li').length > 0) return;
    const text = textOf($, $(element));
    if (text.length > MIN_DESCRIPTION && !isBoilerplate(text)) draft.description = cutDescription(text);
  });

  const articles = drafts.flatMap((draft): NewsletterArticle[] =>
    draft.description
      ? [
          {
            title: draft.title,
            description: draft.description,
            image: draft.image ?? draft.pendingImage,
            link: draft.link,
            category: articleCategory(draft.title),
          },
        ]
      : [],
  );
  return { summary, articles, mainImage: largeImage ?? mainImage, largeImage };
}
