import { createLocalStore, storedList } from './local-store.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

// The compare tray's choices: up to four tools, kept in this browser's storage so they survive
// navigation and reload (and another tab sees a change through the storage event). Nothing leaves
// the browser. Without JavaScript the cards' checkboxes are a plain GET form instead.

const COMPARE_TRAY_KEY = STORAGE_KEYS.compareTools;
export const COMPARE_TRAY_MAX = 4;

/** Dispatched on window when a fifth tool is refused, so the tray can say why. */
export const TRAY_FULL_EVENT = 'compare-tray-full';

export type TrayItem = { id: string; name: string };

/** Whatever is stored, a list of at most four distinct items comes out (storage is not trusted). */
export function parseTray(raw: string | null): TrayItem[] {
  const items: TrayItem[] = [];
  for (const entry of storedList(raw)) {
    const { id, name } = (entry ?? {}) as { id?: unknown; name?: unknown };
    if (typeof id !== 'string' || !id.trim() || id.length > 200) continue;
    if (items.some((item) => item.id === id)) continue;
    items.push({ id, name: typeof name === 'string' && name.trim() ? name.slice(0, 100) : id });
  }
  return items.slice(0, COMPARE_TRAY_MAX);
}

const EMPTY: TrayItem[] = [];
const store = createLocalStore({
  key: COMPARE_TRAY_KEY,
  parse: parseTray,
  // An empty tray leaves nothing behind in storage.
  serialise: (items) => (items.length === 0 ? null : JSON.stringify(items)),
  empty: EMPTY,
});

/** The tray's items; empty on the server and while the page hydrates. */
export function useCompareTray(): TrayItem[] {
  return store.useValue(EMPTY);
}

/** Adds a tool; false (and nothing changes) when the tray already holds four. */
export function addToTray(item: TrayItem): boolean {
  const items = store.read();
  if (items.some((other) => other.id === item.id)) return true;
  if (items.length >= COMPARE_TRAY_MAX) {
    window.dispatchEvent(new Event(TRAY_FULL_EVENT));
    return false;
  }
  store.write([...items, item]);
  return true;
}

export function removeFromTray(id: string) {
  store.write(store.read().filter((item) => item.id !== id));
}

export function clearTray() {
  store.write([]);
}
