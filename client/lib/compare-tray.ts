import { useSyncExternalStore } from 'react';

// The compare tray's choices: up to four tools, kept in this browser's storage so they survive
// navigation and reload (and another tab sees a change through the storage event). Nothing leaves
// the browser. Without JavaScript the cards' checkboxes are a plain GET form instead.

const COMPARE_TRAY_KEY = 'site:compare-tools';
export const COMPARE_TRAY_MAX = 4;

/** Dispatched on window when a fifth tool is refused, so the tray can say why. */
export const TRAY_FULL_EVENT = 'compare-tray-full';

export type TrayItem = { id: string; name: string };

/** Whatever is stored, a list of at most four distinct items comes out (storage is not trusted). */
export function parseTray(raw: string | null): TrayItem[] {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const items: TrayItem[] = [];
  for (const entry of value) {
    const { id, name } = (entry ?? {}) as { id?: unknown; name?: unknown };
    if (typeof id !== 'string' || !id.trim() || id.length > 200) continue;
    if (items.some((item) => item.id === id)) continue;
    items.push({ id, name: typeof name === 'string' && name.trim() ? name.slice(0, 100) : id });
  }
  return items.slice(0, COMPARE_TRAY_MAX);
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedItems: TrayItem[] = [];
const EMPTY: TrayItem[] = [];

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(COMPARE_TRAY_KEY);
  } catch {
    return null;
  }
}

function snapshot(): TrayItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseTray(raw);
  }
  return cachedItems;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_TRAY_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function write(items: TrayItem[]) {
  try {
    if (items.length === 0) window.localStorage.removeItem(COMPARE_TRAY_KEY);
    else window.localStorage.setItem(COMPARE_TRAY_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the tray simply does not keep the change.
  }
  for (const listener of listeners) listener();
}

/** The tray's items; empty on the server and while the page hydrates. */
export function useCompareTray(): TrayItem[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** Adds a tool; false (and nothing changes) when the tray already holds four. */
export function addToTray(item: TrayItem): boolean {
  const items = snapshot();
  if (items.some((other) => other.id === item.id)) return true;
  if (items.length >= COMPARE_TRAY_MAX) {
    window.dispatchEvent(new Event(TRAY_FULL_EVENT));
    return false;
  }
  write([...items, item]);
  return true;
}

export function removeFromTray(id: string) {
  write(snapshot().filter((item) => item.id !== id));
}

export function clearTray() {
  write([]);
}
