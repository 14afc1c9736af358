// Without a network, a link followed in the page goes to the browser as a document navigation
// (docs/product.md#site-wide-widgets). React Router would fetch the next page's data and code, which
// the offline worker does not keep: the click then did nothing, or reloaded the page the visitor was
// leaving. As a document navigation the worker answers it with its copy of that page, or with its
// page that says there is no connection and lists the pages it holds (public/sw.js). Online, nothing
// changes. A form sent with GET to another page (the header's search) is treated the same way.

function sameOriginDocument(url: URL): boolean {
  return url.origin === window.location.origin;
}

function fromLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  // A link whose click opens something in the page (a dialog, the cookie preferences) is its own
  // handler's: the link is for a browser without script.
  if (link.closest('[data-opens-in-page]')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  // A link within this page (a table of contents) needs no network.
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return url;
}

function fromForm(event: SubmitEvent): URL | null {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return null;
  if ((event.submitter?.getAttribute('formmethod') ?? form.method).toLowerCase() !== 'get') return null;
  const url = new URL(form.action, window.location.href);
  // A form that acts on its own page (an explorable's figures, a list's filters) is its handler's:
  // an explorable computes in the page and needs no network.
  return url.pathname === window.location.pathname ? null : url;
}

/** Marks the document once the links are watched (the browser tests wait for it). */
export const OFFLINE_LINKS_ATTRIBUTE = 'data-offline-links';

/** Sends the page's own navigations to the browser while it is offline; returns the undo. */
export function navigateAsDocumentsWhenOffline(): () => void {
  const intercept = (event: MouseEvent | SubmitEvent) => {
    if (navigator.onLine) return;
    const url = event instanceof SubmitEvent ? fromForm(event) : fromLink(event);
    // Stopped here (the window, capturing) before React's listeners on the document see it, and not
    // prevented: the browser follows the link or sends the form itself.
    if (url && sameOriginDocument(url)) event.stopPropagation();
  };
  window.addEventListener('click', intercept, true);
  window.addEventListener('submit', intercept, true);
  document.documentElement.setAttribute(OFFLINE_LINKS_ATTRIBUTE, '');
  return () => {
    window.removeEventListener('click', intercept, true);
    window.removeEventListener('submit', intercept, true);
    document.documentElement.removeAttribute(OFFLINE_LINKS_ATTRIBUTE);
  };
}
