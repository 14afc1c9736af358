import { readLocal } from '../../lib/browser-storage.ts';
import { STORAGE_PREFIXES } from '../../lib/storage-keys.ts';

// What the player keeps in browser storage: each episode's resume position, and a mark on each episode
// played to its end. Storage may be blocked or full: reading then gives nothing and writing does
// nothing, since resuming is a nicety. A module of its own, small, so that a page can ask whether
// this browser heard an episode before it loads anything that shows it (the home page).

/** The browser-storage key of an episode's last position (resume where the visitor stopped). */
export function positionKey(episodeId: string): string {
  return `${STORAGE_PREFIXES.podcastPosition}${episodeId}`;
}

/** The browser-storage key that marks an episode this browser played to its end. */
export function finishedKey(episodeId: string): string {
  return `${STORAGE_PREFIXES.podcastFinished}${episodeId}`;
}

/** Whether this browser has a position or an end mark for the episode (not whether either is worth showing). */
export function heardSome(episodeId: string): boolean {
  return readLocal(positionKey(episodeId)) !== null || readLocal(finishedKey(episodeId)) !== null;
}
