// Breadcrumbs from the URL path (docs/product.md#navigation).
import { ownValue } from '../../src/domain/records.ts';

const SEGMENT_LABELS: Record<string, string> = {
  tools: 'כלי AI',
  terms: 'מונחים',
  guides: 'מדריכים',
  podcast: 'פודקאסט',
  newsletter: 'ניוזלטר',
  portfolio: 'פורטפוליו',
  about: 'אודות',
  services: 'שירותים',
  ecosystem: 'אקוסיסטם',
  'start-here': 'מתחילים כאן',
  'image-generation': 'יצירת תמונות',
  coding: 'תכנות',
  language: 'שפה וטקסט',
  video: 'וידאו',
  audio: 'אודיו',
  category: 'קטגוריה',
  // Beyond the original list: every other public segment also reads in Hebrew.
  lectures: 'הרצאות וסדנאות',
  'lectures-old': 'הרצאות',
  accessibility: 'הצהרת נגישות',
  privacy: 'מדיניות פרטיות',
  'terms-of-service': 'תנאי שימוש',
  courses: 'קורסים',
  search: 'חיפוש',
  'learning-path': 'מסלול למידה',
  videos: 'סרטונים',
  code: 'פרויקטי קוד',
  creative: 'יצירה',
  concepts: 'מושגים',
  admin: 'ניהול',
  subscribe: 'הרשמה',
  report: 'דיווח על בעיה',
};

export type Crumb = { label: string; to: string };

function humanise(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as typed.
  }
  return decoded.replace(/[-_]+/g, ' ').trim();
}

/**
 * Home first, then one crumb per path segment. The 'category' segment is shown only when it is
 * the last one. Callers hide the bar when this returns one crumb or fewer.
 */
export function buildBreadcrumbs(pathname: string, overrides: Record<string, string> = {}): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ label: 'בית', to: '/' }];
  segments.forEach((segment, index) => {
    const isLast = index === segments.length - 1;
    if (segment === 'category' && !isLast) return;
    // /ecosystem/{category} has no page of its own (it redirects): its crumb is the group on /ecosystem.
    const to =
      segments[0] === 'ecosystem' && index === 1 && !isLast
        ? `/ecosystem#eco-${segment}`
        : `/${segments.slice(0, index + 1).join('/')}`;
    crumbs.push({
      label: ownValue(overrides, to) ?? ownValue(SEGMENT_LABELS, segment) ?? humanise(segment),
      to,
    });
  });
  return crumbs;
}

export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.to, siteUrl).toString(),
    })),
  };
}
