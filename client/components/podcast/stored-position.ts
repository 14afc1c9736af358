// The player's resume position in browser storage. Storage may be blocked or full: reading then
// gives nothing and writing does nothing, since resuming is a nicety.

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: no resume
  }
}

export function writeStored(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage full or blocked: resuming is a nicety
  }
}
