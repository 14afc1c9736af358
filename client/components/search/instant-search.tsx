import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

// The instant-search dialog's launcher (docs/search.md#instant-search), on every page: Ctrl+K / ⌘K
// (unless focus is in a text field) and `/` open it, as does the header's search field. The dialog
// itself (Radix Dialog, the results) is fetched on first use, never with the page.

const loadDialog = () => import('./instant-search-dialog.tsx');
const InstantSearchDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.InstantSearchDialog })),
);

let state: { open: boolean; initial: string } = { open: false, initial: '' };
/** Where focus was when the dialog opened: it goes back there on Esc (the dialog mounts late). */
let returnFocus: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setState(next: typeof state) {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the dialog with `initial` typed in (the header field's text). */
export function openInstantSearch(initial = '') {
  void loadDialog();
  returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  setState({ open: true, initial });
}

/**
 * Closes the dialog, or keeps it from opening when its code arrives: the header form was submitted
 * before the dialog loaded, and the full results page takes over.
 */
export function closeInstantSearch() {
  if (state.open) setState({ open: false, initial: '' });
}

/**
 * The header field keeps what was typed until the dialog closes (a fast typist's Enter, before the
 * dialog's code arrives, submits the form with it); then it is emptied for the next time.
 */
function emptySearchField(element: HTMLElement | null) {
  if (element instanceof HTMLInputElement && element.type === 'search' && element.closest('[role="search"]'))
    element.value = '';
}

/** Starts fetching the dialog's code (a pointer over the header field). */
export function prefetchInstantSearch() {
  void loadDialog();
}

function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file', 'color'].includes(target.type)
  );
}

export function InstantSearch() {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
  const [used, setUsed] = useState(false);
  if (current.open && !used) setUsed(true);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || state.open || typingInField(event.target)) return;
      const shortcut =
        (event.key === 'k' || event.key === 'K' || event.code === 'KeyK') &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey;
      // The '/' key wherever the layout puts it: on a Hebrew keyboard the key marked '/' types '.'
      // (and '/' is on the Q key), so the key's position counts as well as its character.
      const slash =
        (event.key === '/' || (event.code === 'Slash' && !event.shiftKey)) &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey;
      if (!shortcut && !slash) return;
      event.preventDefault();
      openInstantSearch();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <InstantSearchDialog
        open={current.open}
        initial={current.initial}
        onOpenChange={(open) => {
          if (!open) emptySearchField(returnFocus);
          setState({ open, initial: open ? state.initial : '' });
        }}
        returnFocus={() => returnFocus}
      />
    </Suspense>
  );
}
