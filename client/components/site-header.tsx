import { ChevronDown, Menu, Search, Sparkles, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, useLocation } from 'react-router';
import { useListLinks } from '../lib/list-links.tsx';
import { HEADER_NAV, isCurrentLink, isGroup, type NavGroup } from '../lib/navigation.ts';
import { SITE } from '../lib/site.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import {
  closeInstantSearch,
  InstantSearch,
  openInstantSearch,
  prefetchInstantSearch,
} from './search/instant-search.tsx';

// Dropdowns and the mobile menu are <details> disclosures: they open and close without JavaScript
// and announce their state to screen readers. Script only adds the niceties: one open at a time,
// Escape to close (focus back on the toggle), a click outside closes, navigation closes.

function useDisclosures(root: React.RefObject<HTMLElement | null>) {
  const location = useLocation();
  // The page the open menus belong to. The header hydrates after the page is shown (deferred
  // hydration): a menu the visitor opened before that (a <details> works without script) stays open.
  const menusPath = useRef(location.pathname);
  useEffect(() => {
    if (menusPath.current === location.pathname) return;
    menusPath.current = location.pathname;
    // Navigating (a new pathname) closes every open menu.
    const container = root.current;
    if (!container) return;
    for (const details of container.querySelectorAll('details[open]')) details.removeAttribute('open');
  }, [location.pathname, root]);

  useEffect(() => {
    const container = root.current;
    if (!container) return;
    function onToggle(event: Event) {
      const target = event.target as HTMLDetailsElement;
      if (!target.open || !target.dataset.group) return;
      // A group opened inside the open phone menu leaves the menu open.
      for (const other of container!.querySelectorAll<HTMLDetailsElement>('details[data-group][open]')) {
        if (other !== target && !other.contains(target)) other.open = false;
      }
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const open = (event.target as HTMLElement).closest('details[open]') as HTMLDetailsElement | null;
      if (!open) return;
      open.open = false;
      open.querySelector('summary')?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      for (const details of container!.querySelectorAll<HTMLDetailsElement>('details[open]')) {
        // A group in the phone menu stays open while the visitor works inside the menu.
        const menu = details.parentElement?.closest<HTMLDetailsElement>('details[open]') ?? details;
        if (!menu.contains(event.target as Node)) details.open = false;
      }
    }
    container.addEventListener('toggle', onToggle, true);
    container.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      container.removeEventListener('toggle', onToggle, true);
      container.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [root]);
}

// The header's links are plain anchors: the header handles their clicks and intent prefetching
// (useListLinks, as on the catalogue's cards) and marks the current page's link from one location,
// as React Router's <NavLink> would (aria-current="page"), instead of a <NavLink> per link, each
// resolving its path and reading the router on every render of every page.

const linkClass = (current: boolean) =>
  `block rounded-lg px-3 py-2 font-medium transition-colors hover:bg-tint hover:text-link-strong ${
    current ? 'text-link-strong bg-tint' : 'text-ink-soft'
  }`;

/** The phone's two buttons in the header's row: search and the menu's toggle. */
const headerButtonClass = 'grid size-11 shrink-0 place-items-center rounded-xl border border-line';

const groupLinkClass = (current: boolean) =>
  `block rounded-xl px-3 py-2 hover:bg-tint focus-visible:bg-tint${current ? ' bg-tint' : ''}`;

/**
 * A group of links: a section that opens in the phone menu, a dropdown in the header's row
 * (app.css, "The header's one navigation").
 */
function NavGroupMenu({ group, pathname }: { group: NavGroup; pathname: string }) {
  const active = group.items.some((item) => isCurrentLink(pathname, item.to));
  return (
    <details data-group className="site-nav-group group/nav-group relative">
      <summary
        className={`flex w-full cursor-pointer list-none items-center gap-1 rounded-lg px-3 py-2 font-medium transition-colors hover:bg-tint hover:text-link-strong [&::-webkit-details-marker]:hidden ${
          active ? 'text-link-strong' : 'text-ink-soft'
        }`}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open/nav-group:rotate-180"
        />
      </summary>
      <ul className="site-nav-dropdown ms-3 whitespace-normal border-line border-s pb-2 ps-1">
        {group.items.map((item) => (
          <li key={item.to}>
            <HeaderLink pathname={pathname} to={item.to} className={groupLinkClass}>
              <span className="block font-bold text-ink">{item.label}</span>
              {item.description ? (
                <span className="block text-small text-muted">{item.description}</span>
              ) : null}
            </HeaderLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Without JavaScript the form goes to /search; once hydrated, clicking the field or typing in it
 * opens the instant-search dialog with what is typed (components/search/instant-search.tsx).
 */
function SearchBox({ id }: { id: string }) {
  return (
    <Form method="get" action="/search" role="search" className="relative" onSubmit={closeInstantSearch}>
      <label htmlFor={id} className="sr-only">
        חיפוש באתר
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="כלים, מושגים, פרקים"
        className="field h-10 min-h-10 w-full pe-9 text-small"
        onPointerEnter={prefetchInstantSearch}
        onClick={(event) => openInstantSearch(event.currentTarget.value)}
        // What was typed moves into the dialog. The field keeps it until the dialog closes: Enter
        // before the dialog's code has arrived submits the form with it (to /search?q=…).
        onChange={(event) => openInstantSearch(event.currentTarget.value)}
      />
      <button
        type="submit"
        className="absolute inset-y-0 end-0 grid w-9 place-items-center text-muted"
        aria-label="חפש"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </Form>
  );
}

/**
 * Search on a phone, in the header's row beside the menu: one tap from any screen. Without
 * JavaScript it is a link to the search page; once hydrated it opens the instant-search dialog
 * there, as the field does in the desktop row (app.css shows one of the two at each width).
 */
function SearchButton({ hydrated }: { hydrated: boolean }) {
  return (
    <a
      href="/search"
      className={`site-search-button ms-auto text-ink-soft hover:bg-tint hover:text-link-strong ${headerButtonClass}`}
      aria-label="חיפוש באתר"
      aria-haspopup={hydrated ? 'dialog' : undefined}
      data-opens-in-page=""
      onPointerEnter={prefetchInstantSearch}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        openInstantSearch();
      }}
    >
      <Search aria-hidden="true" className="size-5" />
    </a>
  );
}

/** One of the header's links: a top-level link, or an item in a group with `groupLinkClass`. */
function HeaderLink({
  pathname,
  to,
  end = false,
  className = linkClass,
  children,
}: {
  pathname: string;
  to: string;
  end?: boolean;
  className?: (current: boolean) => string;
  children: React.ReactNode;
}) {
  const current = isCurrentLink(pathname, to, end);
  return (
    <a
      href={to}
      data-discover="true"
      aria-current={current ? 'page' : undefined}
      className={className(current)}
    >
      {children}
    </a>
  );
}

export function SiteHeader() {
  const ref = useRef<HTMLElement>(null);
  useDisclosures(ref);
  const { pathname } = useLocation();
  const links = useListLinks();
  // Marks when the menus' script behaviour (one open at a time, Escape) is live: the header
  // hydrates from its own chunk after the page (deferred hydration), later on a slow device.
  const hydrated = useHydrated();
  return (
    // The header is a size container: the desktop navigation needs about 66rem, so it shows from a
    // 68rem-wide header; rem here follows the visitor's text size, so at 150 % text the menu button
    // takes over before the labels would wrap or the page would overflow.
    <header
      ref={ref}
      data-hydrated={hydrated || undefined}
      className="site-header @container sticky top-0 z-(--z-header) border-b border-line bg-surface/95 backdrop-blur"
      {...links.handlers}
    >
      {links.prefetch}
      <div className="container-page flex h-16 items-center gap-1 @min-[68rem]:gap-4">
        <a
          href="/"
          data-discover="true"
          className="flex shrink-0 items-center gap-2 font-extrabold text-ink text-lg"
        >
          <span className="grid size-9 place-items-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-500 text-white">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          {/* A header narrower than 16rem (a small phone at large text) keeps the mark and names
              the site to screen readers only: the name, the search button and the menu toggle do
              not fit one row there. */}
          <span className="@max-[16rem]:sr-only">{SITE.name}</span>
        </a>

        <SearchButton hydrated={hydrated} />

        {/* One navigation for every width (decision 0045): the phone's menu, and from a 68rem-wide
            header the row of links and dropdowns, its toggle gone (app.css). */}
        <details data-group className="site-menu group/menu">
          <summary
            className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${headerButtonClass}`}
            aria-label="תפריט"
          >
            <Menu aria-hidden="true" className="size-6 group-open/menu:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-open/menu:block" />
          </summary>
          <div className="site-menu-panel absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-surface px-3 py-4 shadow-lg">
            <nav aria-label="ניווט ראשי">
              <ul className="site-nav-list flex flex-col gap-1">
                {HEADER_NAV.map((entry) =>
                  isGroup(entry) ? (
                    <li key={entry.id}>
                      <NavGroupMenu group={entry} pathname={pathname} />
                    </li>
                  ) : (
                    <li key={entry.to}>
                      <HeaderLink pathname={pathname} to={entry.to} end={entry.to === '/'}>
                        {entry.label}
                      </HeaderLink>
                    </li>
                  ),
                )}
              </ul>
            </nav>
            <div className="site-menu-search">
              <SearchBox id="site-search" />
            </div>
          </div>
        </details>
      </div>
      <InstantSearch />
    </header>
  );
}
