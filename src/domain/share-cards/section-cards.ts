import { defaultPageCard, type ShareCard, SITE_TITLE } from './card.ts';

// The section pages' share cards (the catalogue, the glossary, the podcast...): a module of its own,
// imported by the sections' routes (client/lib/section-meta.ts) and the /og route, so that the
// sections' card texts are not in the other pages' first load (docs/benchmarks.md, the home page's
// budget).

type SectionCard = Pick<ShareCard, 'title' | 'body' | 'icon'>;

/**
 * The section pages' cards, by path (Hebrew texts as the pages title themselves). Only paths that
 * render a page under their own address: '/courses' shows the guides with '/guides' as its canonical,
 * and '/learning-path' redirects, so neither has a card of its own.
 */
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
  '/start-here': { title: 'מתחילים כאן', body: 'מסלולי למידה לפי מה שרוצים ליצור', icon: 'route' },
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

/** A section's key in its card's address (/og/page/{key}): its path, '/' as '~' ('tools~hebrew'). */
function pageKey(path: string): string {
  return path.replace(/^\//, '').replaceAll('/', '~');
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
  if (!section) return defaultPageCard();
  return {
    kind: 'page',
    key: pageKey(path),
    eyebrow: SITE_TITLE,
    facts: [],
    alt: `${section.title} – ${SITE_TITLE}`,
    ...section,
  };
}

/** The section paths that have a card of their own (each such page's meta passes it: sectionMeta). */
export function sectionCardPaths(): string[] {
  return Object.keys(SECTION_CARDS);
}

/** The page card named by an /og/page/{key} address. */
export function pageCardByKey(key: string): ShareCard | undefined {
  if (key === 'default') return pageCard('/__default__');
  const path = `/${key.replaceAll('~', '/')}`;
  return Object.hasOwn(SECTION_CARDS, path) ? pageCard(path) : undefined;
}
