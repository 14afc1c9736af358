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

type SectionCard = Pick<ShareCard, 'title' | 'body' | 'icon'>;

/** The section pages' cards, by path (Hebrew texts as the pages title themselves). */
const SECTION_CARDS: Record<string, SectionCard> = {
  '/tools': { title: 'קטלוג כלי AI', body: 'כלי בינה מלאכותית לפי קטגוריה, מחיר ורמת קושי', icon: 'wrench' },
  '/terms': {
    title: 'מילון מונחי AI',
    body: 'הסברים ברורים והמחשות מונפשות למונחי הבינה המלאכותית',
    icon: 'book-open',
  },
  '/tools/hebrew': {
    title: 'כלים שמדברים עברית',
    body: 'איזה כלי AI באמת עובד בעברית: ממשק, הבנה, איכות הפלט וכיווניות',
    icon: 'sparkles',
  },
  '/tools/compare': {
    title: 'השוואת כלים',
    body: 'כלי AI זה מול זה: מחיר, עברית, קלות שימוש ואיכות',
    icon: 'wrench',
  },
  // Every tool's alternatives page (/tools/{id}/alternatives) shares this one.
  '/tools/alternatives': {
    title: 'חלופות לכלי AI',
    body: 'כלים שעושים את אותה עבודה, לפי התאמה ותמיכה בעברית',
    icon: 'workflow',
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

/** The section a page's address shares its card with: its path without the query. */
function sectionPath(address: string): string {
  const path = address.split(/[?#]/)[0] ?? address;
  return /^\/tools\/[^/]+\/alternatives$/.test(path) ? '/tools/alternatives' : path;
}

/** A section page's card, or the branded default for any other page. */
export function pageCard(address: string): ShareCard {
  const path = sectionPath(address);
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
