// Every name under which this site keeps something in the visitor's browser storage, in one place
// (docs/product.md#constants-and-limits): the privacy page lists what they hold and erases them all,
// so a module that stores something takes its key from here. The names are the ones visitors'
// browsers already hold; renaming one would lose what they stored under it.

/** Single keys, in localStorage unless said. */
export const STORAGE_KEYS = {
  accessibility: 'site:accessibility',
  cookieConsent: 'site:cookie-consent',
  cookiePreferences: 'site:cookie-preferences',
  adminFlag: 'ai-site:admin',
  adminToken: 'ai-site:admin-token',
  favouriteTerms: 'site:favourite-terms',
  compareTools: 'site:compare-tools',
  recentSearches: 'search:recent',
  codeProjects: 'ai-site:code-projects',
  /** sessionStorage: where each page of this visit was scrolled to, for 'back' (React Router's). */
  scrollPositions: 'site:scroll-positions',
  /** sessionStorage, for one reload: the privacy page has just erased the rest (its confirmation). */
  storageErased: 'site:storage-erased',
} as const;

/** Families of keys, one per episode or per list: the prefix and then its id. */
export const STORAGE_PREFIXES = {
  /** localStorage: an episode's resume position. */
  podcastPosition: 'podcast:position:',
  /** localStorage: the mark on an episode played to its end. */
  podcastFinished: 'podcast:finished:',
  /** localStorage: the newest item's time a list showed this browser. */
  seenUpTo: 'site:seen-up-to:',
  /** sessionStorage: that time as this visit began. */
  seenBeforeVisit: 'site:seen-before-visit:',
} as const;
