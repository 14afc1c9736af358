// A module of its own so that the document's head (root.tsx, in every page's first load) reads the
// two colours without taking preferences.ts along: a module is one chunk with all its exports, and
// that one is 1.1 KB gzip the first load does not otherwise need (docs/benchmarks.md, the home page's
// budget).

/**
 * The colour of the browser's own bar (`<meta name="theme-color">`, one per colour scheme, each with
 * data-scheme): the brand's violet with the light colours, the dark header's surface with the dark
 * ones, so the bar does not glare over a dark page. A theme chosen in the panel sets both
 * (applyAccessibility in preferences.ts, and the head script).
 */
export const THEME_COLOURS = { light: '#5b21b6', dark: '#111a2e' } as const;
