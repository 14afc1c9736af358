// Browser-stored preferences (docs/product.md#site-wide-widgets): accessibility settings and cookie consent.

import { STORAGE_KEYS } from './storage-keys.ts';
import { THEME_COLOURS } from './theme-colours.ts';

/** The colours: as the device asks (prefers-color-scheme), or light or dark whatever it asks. */
const THEMES = ['device', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * The contrast: as the device asks (prefers-contrast: more turns high contrast on), or the visitor's
 * own choice either way. Settings stored before there was a choice held `highContrast: true` for on.
 */
const CONTRASTS = ['device', 'more', 'standard'] as const;
export type Contrast = (typeof CONTRASTS)[number];

/** The media query of a device that asks for more contrast. */
export const MORE_CONTRAST_QUERY = '(prefers-contrast: more)';
/** The media query of a device that asks for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether motion is to stop now: the device asks for less, or the panel's 'עצירת אנימציות' is on
 * (its attribute on <html>). For a one-off decision; a component that keeps animating subscribes.
 */
export function motionStopped(): boolean {
  return (
    document.documentElement.hasAttribute('data-stop-animations') ||
    window.matchMedia(REDUCED_MOTION_QUERY).matches
  );
}

export type AccessibilitySettings = {
  textSize: number;
  theme: Theme;
  contrast: Contrast;
  stopAnimations: boolean;
  focusHighlight: boolean;
  readingGuide: boolean;
};

export const TEXT_SIZE = { min: 70, max: 150, step: 10, default: 100 } as const;

export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = {
  textSize: TEXT_SIZE.default,
  theme: 'device',
  contrast: 'device',
  stopAnimations: false,
  focusHighlight: false,
  readingGuide: false,
};

export function clampTextSize(value: unknown): number {
  const number = typeof value === 'number' && Number.isFinite(value) ? value : TEXT_SIZE.default;
  return Math.min(TEXT_SIZE.max, Math.max(TEXT_SIZE.min, Math.round(number)));
}

/** Whatever is stored, a valid settings object comes out (a visitor's storage is not trusted). */
export function parseAccessibility(raw: string | null): AccessibilitySettings {
  let value: Partial<Record<keyof AccessibilitySettings | 'highContrast', unknown>> = {};
  try {
    const parsed = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') value = parsed;
  } catch {
    value = {};
  }
  return {
    textSize: clampTextSize(value.textSize),
    theme: THEMES.includes(value.theme as Theme) ? (value.theme as Theme) : 'device',
    contrast: CONTRASTS.includes(value.contrast as Contrast)
      ? (value.contrast as Contrast)
      : value.highContrast === true
        ? 'more'
        : 'device',
    stopAnimations: value.stopAnimations === true,
    focusHighlight: value.focusHighlight === true,
    readingGuide: value.readingGuide === true,
  };
}

/** Whether high contrast is on: the visitor's choice, else the device's (`deviceAsksMore`). */
export function highContrastOn(contrast: Contrast, deviceAsksMore: boolean): boolean {
  return contrast === 'more' || (contrast === 'device' && deviceAsksMore);
}

/** Applies the settings to <html>; also run before hydration by an inline script (no flash). */
export function applyAccessibility(
  settings: AccessibilitySettings,
  root: HTMLElement,
  deviceAsksMore: boolean,
) {
  root.style.fontSize = settings.textSize === TEXT_SIZE.default ? '' : `${settings.textSize}%`;
  if (settings.theme === 'device') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', settings.theme);
  for (const meta of root.ownerDocument.querySelectorAll('meta[name="theme-color"]')) {
    const scheme = settings.theme === 'device' ? meta.getAttribute('data-scheme') : settings.theme;
    if (scheme === 'light' || scheme === 'dark') meta.setAttribute('content', THEME_COLOURS[scheme]);
  }
  root.toggleAttribute('data-high-contrast', highContrastOn(settings.contrast, deviceAsksMore));
  root.toggleAttribute('data-stop-animations', settings.stopAnimations);
  root.toggleAttribute('data-focus-highlight', settings.focusHighlight);
}

/**
 * The same as applyAccessibility, as a self-contained script for the document head. Storage that
 * cannot be read (blocked, or not JSON) counts as nothing stored: the device's contrast still applies.
 */
export const APPLY_ACCESSIBILITY_SCRIPT = `(function(){var s={},r=document.documentElement;try{s=JSON.parse(localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.accessibility,
)})||'{}')||{}}catch(e){}try{var t=typeof s.textSize==='number'&&isFinite(s.textSize)?Math.min(${TEXT_SIZE.max},Math.max(${TEXT_SIZE.min},Math.round(s.textSize))):${TEXT_SIZE.default};if(t!==${TEXT_SIZE.default})r.style.fontSize=t+'%';if(s.theme==='light'||s.theme==='dark'){r.setAttribute('data-theme',s.theme);document.querySelectorAll('meta[name="theme-color"]').forEach(function(m){m.setAttribute('content',${JSON.stringify(
  THEME_COLOURS,
)}[s.theme])})}var c=s.contrast==='more'||s.contrast==='standard'?s.contrast:s.highContrast===true?'more':'device';if(c==='more'||c==='device'&&matchMedia(${JSON.stringify(
  MORE_CONTRAST_QUERY,
)}).matches)r.setAttribute('data-high-contrast','');if(s.stopAnimations===true)r.setAttribute('data-stop-animations','');if(s.focusHighlight===true)r.setAttribute('data-focus-highlight','')}catch(e){}})()`;

export type CookiePreferences = { necessary: true; analytics: boolean; marketing: boolean };

/** The cookie banner appears this long after the page started loading, unless a choice is stored. */
export const COOKIE_BANNER_DELAY_MS = 1000;
