// The site's feeds and where they live (docs/product.md#feeds): pages announce them, src/feeds/
// builds them.

export const FEED_NAMES = ['new-tools', 'changes', 'terms', 'episodes'] as const;
export type FeedName = (typeof FEED_NAMES)[number];
export type FeedFormat = 'rss' | 'json';

export const FEED_TITLES: Record<FeedName, { title: string; description: string; page: string }> = {
  'new-tools': { title: 'חדש באתר – כלי AI חדשים', description: 'כלי AI שנוספו לאתר.', page: '/tools/new' },
  changes: {
    title: 'מה השתנה – שינויים בכלי AI',
    description: 'שינויי מחיר, שם, סטטוס ותמיכה בעברית בכלים שבאתר.',
    page: '/changes',
  },
  terms: {
    title: 'מונחים חדשים במילון ה-AI',
    description: 'מונחי בינה מלאכותית שנוספו למילון.',
    page: '/terms',
  },
  episodes: {
    title: 'פרקים חדשים בפודקאסט',
    description: 'פרקי הפודקאסט על בינה מלאכותית.',
    page: '/podcast',
  },
};

/** /feeds/{name}.xml (RSS 2.0) and /feeds/{name}.json (JSON Feed 1.1). */
export function feedPath(name: FeedName, format: FeedFormat): string {
  return `/feeds/${name}.${format === 'rss' ? 'xml' : 'json'}`;
}

/** The <link rel="alternate"> pair a page announces its feed with. */
export function feedLinks(name: FeedName) {
  const title = FEED_TITLES[name].title;
  return [
    { rel: 'alternate', type: 'application/rss+xml', title, href: feedPath(name, 'rss') },
    { rel: 'alternate', type: 'application/feed+json', title, href: feedPath(name, 'json') },
  ];
}
