import {
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
  type TouchEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { PrefetchPageLinks, useNavigate } from 'react-router';

// A long list of cards (the catalogue's 45 tools) rendered a React Router <Link> per card, and a
// <Link> is costly to render on the server: each one resolves its path three times and sets up its
// own navigation, click and prefetch hooks. On /tools they were a tenth of what a render allocates.
//
// A list's cards link with plain anchors instead (`href` and `data-discover="true"`, the attribute
// that lets React Router discover the route), and the list handles them all with one set of
// handlers: a plain left click navigates in the app, as <Link> does (a click with a modifier key, a
// middle click, a link with a target or a download, or to another site is left to the browser), and
// hovering, focusing or touching a card for 100 ms prefetches its page's modules and data, as
// <Link prefetch="intent"> does. Without JavaScript they are the same plain links.

/** How long a pointer or focus rests on a link before its page is prefetched (React Router's value). */
const INTENT_MS = 100;

/** The in-app anchor an event inside the list concerns, or null. */
function linkOf(event: SyntheticEvent<HTMLElement>): HTMLAnchorElement | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  if (anchor.origin !== window.location.origin || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  // A link that opens a dialog once hydrated (the header's search button) is not a page to prefetch.
  if (anchor.hasAttribute('aria-haspopup')) return null;
  return anchor;
}

const pathOf = (place: { pathname: string; search: string; hash: string }) =>
  `${place.pathname}${place.search}${place.hash}`;

/**
 * The list's handlers. `open`, when given, sees each plain click on a link first and returns true
 * when it handled it (a card that opens a dialog instead of its page).
 */
export function useListLinks(open?: (link: HTMLAnchorElement) => boolean): {
  /** Spread on the list's element. */
  handlers: {
    onClick: (event: MouseEvent<HTMLElement>) => void;
    onPointerOver: (event: PointerEvent<HTMLElement>) => void;
    onPointerOut: (event: PointerEvent<HTMLElement>) => void;
    onTouchStart: (event: TouchEvent<HTMLElement>) => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  /** Render beside the list: the prefetch links of the card a visitor is about to open. */
  prefetch: ReactNode;
} {
  const navigate = useNavigate();
  const [intended, setIntended] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = (anchor: HTMLAnchorElement | null) => {
    if (!anchor) return;
    clearTimeout(timer.current);
    const page = pathOf(anchor);
    timer.current = setTimeout(() => setIntended(page), INTENT_MS);
  };
  const cancel = () => {
    clearTimeout(timer.current);
    setIntended(null);
  };
  /** Moving between the parts of one card is not leaving it. */
  const sameLink = (anchor: HTMLAnchorElement | null, other: EventTarget | null) =>
    anchor !== null && other instanceof Node && anchor.contains(other);

  return {
    handlers: {
      onClick(event) {
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        const anchor = linkOf(event);
        if (!anchor) return;
        event.preventDefault();
        if (open?.(anchor)) return;
        const page = pathOf(anchor);
        // As <Link>: a link to the page already shown replaces its history entry.
        navigate(page, { replace: page === pathOf(window.location) });
      },
      onPointerOver(event) {
        const anchor = linkOf(event);
        if (!sameLink(anchor, event.relatedTarget)) start(anchor);
      },
      onPointerOut(event) {
        const anchor = linkOf(event);
        if (anchor && !sameLink(anchor, event.relatedTarget)) cancel();
      },
      onTouchStart(event) {
        start(linkOf(event));
      },
      onFocus(event) {
        start(linkOf(event));
      },
      onBlur(event) {
        if (linkOf(event)) cancel();
      },
    },
    prefetch: intended ? <PrefetchPageLinks page={intended} /> : null,
  };
}
