import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '../../client/components/site-header.tsx';
import { HEADER_NAV, isCurrentLink, isGroup } from '../../client/lib/navigation.ts';

describe('isCurrentLink (the header marks the current page as React Router NavLink did)', () => {
  it.each([
    ['/tools', '/tools', false, true],
    ['/tools/midjourney', '/tools', false, true],
    ['/tools/midjourney', '/tools', true, false],
    ['/toolshed', '/tools', false, false],
    ['/Tools', '/tools', false, true],
    ['/tools/', '/tools', false, true],
    ['/podcast/episode-1', '/podcast/', false, true],
    ['/', '/', true, true],
    ['/about', '/', true, false],
    ['/about', '/', false, false],
  ])('%s, link to %s (end %s): %s', (pathname, to, end, expected) => {
    expect(isCurrentLink(pathname, to, end)).toBe(expected);
  });
});

/** The header as the server renders it at `path`: each link's href and aria-current. */
function headerLinks(path: string) {
  const Stub = createRoutesStub([{ path: '*', Component: SiteHeader }]);
  const html = renderToString(<Stub initialEntries={[path]} />);
  return [...html.matchAll(/<a ([^>]*)>/g)].map(([, attributes]) => ({
    href: /href="([^"]*)"/.exec(attributes!)?.[1],
    current: /aria-current="page"/.test(attributes!),
    discover: /data-discover="true"/.test(attributes!),
  }));
}

describe('the site header links', () => {
  it('are plain links React Router can discover, the current page marked once', () => {
    const links = headerLinks('/tools/midjourney');
    // Each link once: the phone's menu and the desktop's row are one navigation (decision 0045).
    // Second, the phone's search button: a link to /search until the header hydrates, then the
    // search dialog's opener, so React Router is not asked to discover its route.
    expect(links.map((link) => link.href)).toEqual([
      '/',
      '/search',
      ...HEADER_NAV.flatMap((entry) => (isGroup(entry) ? entry.items.map((item) => item.to) : [entry.to])),
    ]);
    expect(links.filter((link) => !link.discover).map((link) => link.href)).toEqual(['/search']);
    expect(links.filter((link) => link.current).map((link) => link.href)).toEqual(['/tools']);
  });

  it('marks home only on the home page', () => {
    expect(
      headerLinks('/')
        .filter((link) => link.current)
        .map((link) => link.href),
    ).toEqual(['/']);
    expect(
      headerLinks('/about')
        .filter((link) => link.current)
        .map((link) => link.href),
    ).toEqual(['/about']);
  });
});
