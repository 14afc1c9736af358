import { HEBREW_LEVEL_LABELS, hebrewLevel } from '../hebrew-support.ts';
import type { HebrewSupport } from '../types.ts';
import type { CardIconName } from './icons.ts';

// What a share card shows, per page kind, and the /og/... address it is served from.
// Isomorphic: page `meta` functions build the card from their loader data, the /og route builds the
// same card from the snapshot (src/share-cards/lookup.ts), and the address carries a hash of the card's
// content, so a card changes address exactly when what it shows changes (a new content version that
// leaves the card alone keeps its address and its cached image).

export type ShareCardKind = 'term' | 'tool' | 'episode' | 'issue' | 'path' | 'page';

export type ShareCard = {
  kind: ShareCardKind;
  /** The entity's slug or id (a page's name for 'page'). */
  key: string;
  /** The section, above the title ('מילון מונחי AI'). */
  eyebrow: string;
  title: string;
  /** A line under the title: a term's English name, a tool's company. */
  subtitle?: string;
  body?: string;
  /** Short labels shown as chips (category, Hebrew support, episode number, duration). */
  facts: string[];
  icon: CardIconName;
  /** A public image of the site (/images/...) drawn beside the title: a logo, a cover. */
  image?: string;
  /** og:image:alt */
  alt: string;
};

/** Bump when the drawing changes: every card gets a new address. */
const CARD_DESIGN = 1;
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** FNV-1a (32 bit) of the card's content and design version, in base 36: short, stable, isomorphic. */
export function cardVersion(card: ShareCard): string {
  const text = JSON.stringify([CARD_DESIGN, card]);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** /og/{kind}/{key}.{version}.png */
export function cardPath(card: ShareCard): string {
  return `/og/${card.kind}/${encodeURIComponent(card.key)}.${cardVersion(card)}.png`;
}

const LOCAL_IMAGE = /^\/images\/[\w./-]+\.(svg|png)$/;

/** Only the site's own public images are drawn (the renderer never fetches). */
function localImage(url: string | undefined): string | undefined {
  return url && LOCAL_IMAGE.test(url) && !url.includes('..') ? url : undefined;
}

const TERM_ICONS: [RegExp, CardIconName][] = [
  // The same patterns as client/components/glossary/term-style.tsx's category looks.
  [/יסוד|בסיס|basic|foundation/i, 'brain'],
  [/מודל|שפה|language|model/i, 'cpu'],
  [/טכניק|שיט|technique|method/i, 'workflow'],
  [/יוצר|יצירה|תמונ|generative|creative|image/i, 'palette'],
  [/פיתוח|תפעול|dev|ops|deploy/i, 'git-branch'],
];

function termIcon(category: string): CardIconName {
  return TERM_ICONS.find(([pattern]) => pattern.test(category))?.[1] ?? (category ? 'book-open' : 'sparkles');
}

export function termCard(term: {
  slug: string;
  term: string;
  englishTerm: string;
  shortDefinition: string;
  category: string;
}): ShareCard {
  return {
    kind: 'term',
    key: term.slug,
    eyebrow: 'מילון מונחי AI',
    title: term.term,
    ...(term.englishTerm ? { subtitle: term.englishTerm } : {}),
    body: term.shortDefinition,
    facts: term.category ? [term.category] : [],
    icon: termIcon(term.category),
    alt: `${term.term}${term.englishTerm ? ` (${term.englishTerm})` : ''}: ${term.shortDefinition}`.slice(
      0,
      300,
    ),
  };
}

/** The tool's Hebrew-support level as its card's chip, as the catalogue's badge words it. */
function toolHebrewSupportLabel(tool: { hebrew?: HebrewSupport }): string {
  return `עברית: ${HEBREW_LEVEL_LABELS[hebrewLevel(tool.hebrew)]}`;
}

export function toolCard(tool: {
  id: string;
  name: string;
  company?: string;
  category: string;
  shortDescription?: string;
  description?: string;
  logo?: string;
  hebrew?: HebrewSupport;
}): ShareCard {
  const hebrew = toolHebrewSupportLabel(tool);
  const image = localImage(tool.logo);
  return {
    kind: 'tool',
    key: tool.id,
    eyebrow: 'קטלוג כלי AI',
    title: tool.name,
    ...(tool.company ? { subtitle: tool.company } : {}),
    body: tool.shortDescription || tool.description || '',
    facts: [tool.category, hebrew].filter(Boolean),
    icon: 'wrench',
    ...(image ? { image } : {}),
    alt: `${tool.name}${tool.company ? ` מאת ${tool.company}` : ''} – ${tool.category}`,
  };
}

/** 12 from 'פרק 12: …', 'Episode 12: …' or the slug 'episode-12'. */
function episodeNumber(episode: { title: string; slug: string }): string | undefined {
  return (
    /^(?:פרק|episode)\s*(\d+)/i.exec(episode.title)?.[1] ??
    /(?:^|-)(\d+)$/.exec(episode.slug)?.[1] ??
    undefined
  );
}

/** The last segment of an episode's address (/podcast/{segment}), the key of its page. */
function lastSegment(url: string): string {
  const segment = url.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function episodeCard(
  episode: {
    url: string;
    slug: string;
    title: string;
    duration: string;
    excerpt?: string;
    thumbnail?: string;
  },
  showImage?: string,
): ShareCard {
  const number = episodeNumber(episode);
  const title = episode.title.replace(/^(?:פרק|episode)\s*\d+\s*[:：–-]\s*/i, '') || episode.title;
  const image = localImage(episode.thumbnail) ?? localImage(showImage);
  return {
    kind: 'episode',
    key: lastSegment(episode.url),
    eyebrow: 'הפודקאסט',
    title,
    body: episode.excerpt ?? '',
    facts: [...(number ? [`פרק ${number}`] : []), ...(episode.duration ? [episode.duration] : [])],
    icon: 'mic',
    ...(image ? { image } : {}),
    alt: `${episode.title}${episode.duration ? ` (${episode.duration})` : ''}`,
  };
}

export function issueCard(issue: {
  id: string;
  name: string;
  createdFormatted?: string;
  summary: readonly string[];
}): ShareCard {
  return {
    kind: 'issue',
    key: issue.id,
    eyebrow: 'הניוזלטר השבועי',
    title: issue.name,
    body: issue.summary.slice(0, 2).join(' · '),
    facts: issue.createdFormatted ? [issue.createdFormatted] : [],
    icon: 'newspaper',
    alt: `${issue.name} – הניוזלטר השבועי`,
  };
}

export function pathCard(path: { slug: string; title: string; description: string }): ShareCard {
  return {
    kind: 'path',
    key: path.slug,
    eyebrow: 'מסלול למידה',
    title: path.title,
    body: path.description,
    facts: [],
    icon: 'route',
    alt: `${path.title} – מסלול למידה`,
  };
}

type SectionCard = Pick<ShareCard, 'title' | 'body' | 'icon'>;

/** The section pages' cards, by path (Hebrew texts as the pages title themselves). */
const SECTION_CARDS: Record<string, SectionCard> = {
  '/tools': { title: 'קטלוג כלי AI', body: 'כלי בינה מלאכותית לפי קטגוריה, מחיר ורמת קושי', icon: 'wrench' },
  '/terms': {
    title: 'מילון מונחי AI',
    body: 'הסברים ברורים והמחשות מונפשות למונחי הבינה המלאכותית',
    icon: 'book-open',
  },
  '/podcast': { title: 'הפודקאסט', body: 'שיחות על בינה מלאכותית, בעברית', icon: 'mic' },
  '/newsletter': {
    title: 'הניוזלטר השבועי',
    body: 'ארכיון הגיליונות: חדשות, כלים ומדריכים',
    icon: 'newspaper',
  },
  '/guides': { title: 'מדריכים', body: 'מדריכים מעשיים לכלי AI', icon: 'graduation-cap' },
  '/courses': { title: 'קורסים', body: 'מדריכים מעשיים לכלי AI', icon: 'graduation-cap' },
  '/start-here': { title: 'מתחילים כאן', body: 'מסלולי למידה לפי מה שרוצים ליצור', icon: 'route' },
  '/learning-path': { title: 'מסלול למידה', body: 'מסלולי למידה לפי מה שרוצים ליצור', icon: 'route' },
  '/ecosystem': { title: 'אקוסיסטם', body: 'השירותים שמסביב לכלי ה-AI', icon: 'workflow' },
  '/portfolio': { title: 'פורטפוליו', body: 'סרטונים ופרויקטי קוד', icon: 'palette' },
  '/services': { title: 'שירותים', body: 'ייעוץ, הרצאות וסדנאות בינה מלאכותית', icon: 'brain' },
  '/lectures': {
    title: 'הרצאות וסדנאות',
    body: 'הרצאות וסדנאות בינה מלאכותית לארגונים',
    icon: 'graduation-cap',
  },
  '/about': { title: 'אודות', body: 'יוצר תוכן ויועץ בינה מלאכותית', icon: 'sparkles' },
};

const SITE_TITLE = 'AI בעברית';
const SITE_BODY = 'כלים, מושגים ומדריכים לבינה מלאכותית – בעברית, בגובה העיניים';

function pageKey(path: string): string {
  return path === '/' ? 'home' : path.replace(/^\//, '').replaceAll('/', '~');
}

/** A section page's card, or the branded default for any other page. */
export function pageCard(path: string): ShareCard {
  const section = Object.hasOwn(SECTION_CARDS, path) ? SECTION_CARDS[path] : undefined;
  if (!section) {
    return {
      kind: 'page',
      key: 'default',
      eyebrow: 'AI in Hebrew',
      title: SITE_TITLE,
      body: SITE_BODY,
      facts: [],
      icon: 'sparkles',
      alt: `${SITE_TITLE} – ${SITE_BODY}`,
    };
  }
  return {
    kind: 'page',
    key: pageKey(path),
    eyebrow: SITE_TITLE,
    facts: [],
    alt: `${section.title} – ${SITE_TITLE}`,
    ...section,
  };
}

/** The page card named by an /og/page/{key} address. */
export function pageCardByKey(key: string): ShareCard | undefined {
  if (key === 'default') return pageCard('/__default__');
  const path = key === 'home' ? '/' : `/${key.replaceAll('~', '/')}`;
  return Object.hasOwn(SECTION_CARDS, path) ? pageCard(path) : undefined;
}
