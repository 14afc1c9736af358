import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, buildBreadcrumbs } from '../../client/lib/breadcrumbs.ts';

describe('breadcrumbs', () => {
  it.each([
    ['/', [['בית', '/']]],
    [
      '/about',
      [
        ['בית', '/'],
        ['אודות', '/about'],
      ],
    ],
    [
      '/tools/image-generation',
      [
        ['בית', '/'],
        ['כלי AI', '/tools'],
        ['יצירת תמונות', '/tools/image-generation'],
      ],
    ],
    [
      '/start-here/code-development',
      [
        ['בית', '/'],
        ['מתחילים כאן', '/start-here'],
        ['code development', '/start-here/code-development'],
      ],
    ],
    [
      '/category',
      [
        ['בית', '/'],
        ['קטגוריה', '/category'],
      ],
    ],
    [
      '/category/video-tools',
      [
        ['בית', '/'],
        ['video tools', '/category/video-tools'],
      ],
    ],
    [
      '/terms/%D7%98%D7%95%D7%A7%D7%9F',
      [
        ['בית', '/'],
        ['מונחים', '/terms'],
        ['טוקן', '/terms/%D7%98%D7%95%D7%A7%D7%9F'],
      ],
    ],
    [
      '/terms/%E0%A4%A',
      [
        ['בית', '/'],
        ['מונחים', '/terms'],
        ['%E0%A4%A', '/terms/%E0%A4%A'],
      ],
    ],
  ])('builds the crumbs of %s', (path, expected) => {
    expect(buildBreadcrumbs(path).map((crumb) => [crumb.label, crumb.to])).toEqual(expected);
  });

  it('shows the category segment only when it is the last one', () => {
    expect(buildBreadcrumbs('/category/coding').some((crumb) => crumb.to === '/category')).toBe(false);
    expect(buildBreadcrumbs('/category').at(-1)?.label).toBe('קטגוריה');
  });

  it('reads a segment named like an object property (__proto__, toString) as text', () => {
    for (const [name, label] of [
      ['__proto__', 'proto'],
      ['toString', 'toString'],
      ['constructor', 'constructor'],
    ]) {
      expect(buildBreadcrumbs(`/start-here/${name}`).at(-1)).toEqual({ label, to: `/start-here/${name}` });
    }
  });

  it('lets a page name its own crumb', () => {
    expect(buildBreadcrumbs('/tools/midjourney', { '/tools/midjourney': 'Midjourney' }).at(-1)?.label).toBe(
      'Midjourney',
    );
  });

  it('emits BreadcrumbList structured data with absolute URLs', () => {
    const data = breadcrumbJsonLd(buildBreadcrumbs('/tools'), 'https://site.example');
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'בית', item: 'https://site.example/' },
        { '@type': 'ListItem', position: 2, name: 'כלי AI', item: 'https://site.example/tools' },
      ],
    });
  });
});
