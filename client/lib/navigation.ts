// The site's navigation (docs/product.md#navigation). Header, mobile menu and footer all read it.

export type NavLinkItem = { label: string; to: string; description?: string };
export type NavGroup = { id: string; label: string; items: NavLinkItem[] };
export type NavEntry = NavLinkItem | NavGroup;

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

/**
 * Whether a navigation link to `to` is the current page's (React Router's NavLink rule): the same
 * path, or with `end` false a path below it; letter case and a trailing slash do not count.
 */
export function isCurrentLink(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/');
}

export const HEADER_NAV: NavEntry[] = [
  { label: 'בית', to: '/' },
  { label: 'פודקאסט', to: '/podcast' },
  { label: 'ניוזלטר', to: '/newsletter' },
  {
    id: 'work-together',
    label: 'עבודה משותפת',
    items: [
      { label: 'אודות', to: '/about', description: 'מי אני ומה אני עושה' },
      { label: 'שירותים', to: '/services', description: 'פיתוח AI, וידאו ותוכן, הרצאות' },
      { label: 'הרצאות וסדנאות', to: '/lectures', description: 'לצוותים, לארגונים ולכנסים' },
    ],
  },
  {
    id: 'portfolio',
    label: 'פורטפוליו',
    items: [
      { label: 'סרטונים', to: '/portfolio/videos', description: 'עבודות וידאו ומדריכי קוד' },
      { label: 'פרויקטי קוד', to: '/portfolio/code', description: 'קוד פתוח ופרויקטי AI' },
    ],
  },
  {
    id: 'tools-content',
    label: 'כלים ותוכן',
    items: [
      { label: 'מתחילים כאן', to: '/start-here', description: 'מסלולי למידה לפי רמה' },
      { label: 'מדריכים', to: '/guides', description: 'מדריכי וידאו צעד אחר צעד' },
      { label: 'מונחים', to: '/terms', description: 'מילון AI עם המחשות מונפשות' },
      { label: 'כלי AI ומודלים', to: '/tools', description: 'קטלוג הכלים המלא' },
      { label: 'כלים שמדברים עברית', to: '/tools/hebrew', description: 'מי באמת עובד בעברית' },
      { label: 'כלי פיתוח משלימים', to: '/ecosystem', description: 'אחסון, מסדי נתונים, אימות ועוד' },
    ],
  },
];

export const FOOTER_QUICK_LINKS: NavLinkItem[] = [
  { label: 'בית', to: '/' },
  { label: 'פודקאסט', to: '/podcast' },
  { label: 'ניוזלטר', to: '/newsletter' },
  { label: 'מדריכים', to: '/guides' },
  { label: 'פורטפוליו', to: '/portfolio' },
  { label: 'אודות', to: '/about' },
];

export const FOOTER_LEGAL_LINKS: NavLinkItem[] = [
  { label: 'הצהרת נגישות', to: '/accessibility' },
  { label: 'מדיניות פרטיות', to: '/privacy' },
  { label: 'תנאי שימוש', to: '/terms-of-service' },
];

/**
 * Route preloading priorities (docs/product.md#navigation): high at start, medium 2 s later, low on intent.
 */
export const ROUTE_PRIORITIES = {
  high: ['/', '/tools', '/start-here'],
  medium: ['/guides', '/about', '/portfolio'],
  low: ['/podcast', '/newsletter', '/terms'],
} as const;

export const MEDIUM_PRELOAD_DELAY_MS = 2000;
