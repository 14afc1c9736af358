// Reading and writing one of this site's values in the browser's localStorage (the keys are in
// ./storage-keys.ts). Storage may be blocked (private modes, settings) or full: reading then gives
// nothing and writing reports that it did not keep the value; neither throws. A write through here
// is announced on `window` as SITE_STORAGE_CHANGED, so a page that shows what is stored (the privacy
// page's count) follows it; another tab's writes arrive as the browser's own `storage` event.

/** The event on `window` after this tab stored or removed one of the site's values. */
export const SITE_STORAGE_CHANGED = 'site-storage-changed';

/** The stored text under `key`; null for nothing stored or storage the browser refuses. */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key` (null removes it); false when the browser refused. */
export function writeLocal(key: string, value: string | null): boolean {
  let stored = true;
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    stored = false;
  }
  if (stored) window.dispatchEvent(new Event(SITE_STORAGE_CHANGED));
  return stored;
}
