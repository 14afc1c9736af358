import { Accessibility, RotateCcw, X } from 'lucide-react';
import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from '../lib/browser-storage.ts';
import {
  type AccessibilitySettings,
  applyAccessibility,
  DEFAULT_ACCESSIBILITY,
  highContrastOn,
  MORE_CONTRAST_QUERY,
  parseAccessibility,
  REDUCED_MOTION_QUERY,
  TEXT_SIZE,
  type Theme,
} from '../lib/preferences.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

const AUTO_CLOSE_MS = 5000;

const THEME_LABELS: { value: Theme; label: string }[] = [
  { value: 'device', label: 'לפי המכשיר' },
  { value: 'light', label: 'בהירה' },
  { value: 'dark', label: 'כהה' },
];

/** Under a switch that is on because the device asks for it. */
const BY_DEVICE = 'מופעל לפי הגדרת המכשיר';

type Switch = {
  key: string;
  label: string;
  /** What is in force, whoever turned it on. */
  checked: boolean;
  /** On because the device asks for it (and the visitor did not choose otherwise). */
  byDevice: boolean;
  /** Cannot be switched off here: the site follows the device regardless. */
  locked: boolean;
  patch: (on: boolean) => Partial<AccessibilitySettings>;
};

/**
 * The panel's switches, each showing what is in force. High contrast on by the device's ask can be
 * switched off (the visitor's choice from then on, until the reset); motion the device reduces stays
 * reduced (the stylesheet and the visualizations read the query), so that switch is on and locked.
 */
function panelSwitches(
  settings: AccessibilitySettings,
  device: { asksMore: boolean; reducesMotion: boolean },
): Switch[] {
  return [
    {
      key: 'highContrast',
      label: 'ניגודיות גבוהה',
      checked: highContrastOn(settings.contrast, device.asksMore),
      byDevice: settings.contrast === 'device' && device.asksMore,
      locked: false,
      patch: (on) => ({ contrast: on ? 'more' : 'standard' }),
    },
    {
      key: 'stopAnimations',
      label: 'עצירת אנימציות',
      checked: settings.stopAnimations || device.reducesMotion,
      byDevice: device.reducesMotion,
      locked: device.reducesMotion,
      patch: (on) => ({ stopAnimations: on }),
    },
    {
      key: 'focusHighlight',
      label: 'הדגשת מיקוד',
      checked: settings.focusHighlight,
      byDevice: false,
      locked: false,
      patch: (on) => ({ focusHighlight: on }),
    },
    {
      key: 'readingGuide',
      label: 'סרגל קריאה',
      checked: settings.readingGuide,
      byDevice: false,
      locked: false,
      patch: (on) => ({ readingGuide: on }),
    },
  ];
}

function ReadingGuide() {
  const [y, setY] = useState(-100);
  useEffect(() => {
    const move = (event: PointerEvent) => setY(event.clientY);
    window.addEventListener('pointermove', move);
    return () => window.removeEventListener('pointermove', move);
  }, []);
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 z-(--z-reading-guide) h-8 border-y-2 border-brand-600 bg-brand-200/20"
      style={{ top: y - 16 }}
    />
  );
}

/** Whether a media query of the device's settings matches now (it may change while the page is open). */
function useDeviceAsks(query: string): boolean {
  // A subscription that stays the same between renders (a new one would resubscribe every render).
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

// The panel's open state, outside React so the toggle and the panel's own effects share it.
let panelOpen = false;
let lastToggle: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setPanelOpen(open: boolean, toggle?: HTMLElement | null) {
  if (toggle) lastToggle = toggle;
  if (panelOpen === open) return;
  panelOpen = open;
  for (const listener of listeners) listener();
}

function usePanelOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => panelOpen,
    () => false,
  );
}

const PANEL_ID = 'accessibility-panel';

/** The floating button that opens and closes the panel (the panel renders it once hydrated). */
function AccessibilityToggle() {
  const open = usePanelOpen();
  return (
    <button
      type="button"
      data-accessibility-toggle="floating"
      onClick={(event) => setPanelOpen(!panelOpen, event.currentTarget)}
      aria-expanded={open}
      aria-controls={open ? PANEL_ID : undefined}
      className="grid size-12 place-items-center rounded-full bg-brand-800 text-white shadow-lg hover:bg-brand-900"
      aria-label="הגדרות נגישות"
    >
      <Accessibility aria-hidden="true" className="size-6" />
    </button>
  );
}

/**
 * The floating accessibility panel (docs/product.md#site-wide-widgets): bottom left (the inline end in
 * RTL), text size 70-150 %, light or dark colours, contrast, animations, focus highlight, reading guide; stored in the
 * browser; closes itself after 5 s unless the pointer is over it. Rendered only after hydration.
 * Its button floats at the bottom left at every width (in a gutter the page keeps free on wide
 * screens), above the cookie banner and beside the compare tray.
 */
export function AccessibilityPanel() {
  const id = useId();
  const [mounted, setMounted] = useState(false);
  const open = usePanelOpen();
  const [hovered, setHovered] = useState(false);
  const [settings, setSettings] = useState<AccessibilitySettings>(DEFAULT_ACCESSIBILITY);
  const deviceAsksMore = useDeviceAsks(MORE_CONTRAST_QUERY);
  const deviceReducesMotion = useDeviceAsks(REDUCED_MOTION_QUERY);

  useEffect(() => {
    setSettings(parseAccessibility(readLocal(STORAGE_KEYS.accessibility)));
    setMounted(true);
    return () => setPanelOpen(false);
  }, []);

  useEffect(() => {
    if (!mounted) return;
    applyAccessibility(settings, document.documentElement, deviceAsksMore);
    // Kept only while they differ from the defaults: a first visit, or settings put back to the
    // defaults, leave nothing stored.
    const value = JSON.stringify(settings);
    const next = value === JSON.stringify(DEFAULT_ACCESSIBILITY) ? null : value;
    if (readLocal(STORAGE_KEYS.accessibility) !== next) writeLocal(STORAGE_KEYS.accessibility, next);
  }, [settings, mounted, deviceAsksMore]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every settings change restarts the 5 s auto-close.
  useEffect(() => {
    if (!open || hovered) return;
    const timer = window.setTimeout(() => setPanelOpen(false), AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [open, hovered, settings]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setPanelOpen(false);
        if (lastToggle?.isConnected) lastToggle.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!mounted) return null;
  const update = (patch: Partial<AccessibilitySettings>) =>
    setSettings((current) => ({ ...current, ...patch }));

  return (
    <aside aria-label="נגישות" className="print:hidden">
      {settings.readingGuide ? <ReadingGuide /> : null}
      {open ? (
        <section
          id={PANEL_ID}
          aria-labelledby={`${id}-title`}
          className="accessibility-panel card overflow-y-auto p-4"
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setHovered(true)}
          onBlur={() => setHovered(false)}
        >
          <div className="flex items-center justify-between gap-2">
            <h2 id={`${id}-title`} className="font-bold">
              הגדרות נגישות
            </h2>
            <button
              type="button"
              onClick={() => {
                setPanelOpen(false);
                if (lastToggle?.isConnected) lastToggle.focus();
              }}
              className="grid size-9 shrink-0 place-items-center rounded-lg hover:bg-tint"
              aria-label="סגירת הגדרות הנגישות"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <label htmlFor={`${id}-size`} className="mt-3 block text-small font-medium">
            גודל טקסט: <output htmlFor={`${id}-size`}>{settings.textSize}%</output>
          </label>
          <input
            id={`${id}-size`}
            type="range"
            min={TEXT_SIZE.min}
            max={TEXT_SIZE.max}
            step={TEXT_SIZE.step}
            value={settings.textSize}
            onChange={(event) => update({ textSize: Number(event.target.value) })}
            className="mt-1 w-full accent-brand-700"
          />
          <fieldset className="mt-3">
            <legend className="text-small font-medium">ערכת צבעים</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {THEME_LABELS.map((option) => (
                <label key={option.value} className="flex min-h-8 items-center gap-1.5 text-small">
                  <input
                    type="radio"
                    name={`${id}-theme`}
                    value={option.value}
                    checked={settings.theme === option.value}
                    onChange={() => update({ theme: option.value })}
                    className="size-4 shrink-0 accent-brand-700"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          <ul className="mt-3 space-y-2">
            {panelSwitches(settings, { asksMore: deviceAsksMore, reducesMotion: deviceReducesMotion }).map(
              (toggle) => (
                <li key={toggle.key}>
                  <div className="flex items-center justify-between gap-2">
                    <label htmlFor={`${id}-${toggle.key}`} className="text-small">
                      {toggle.label}
                    </label>
                    <input
                      id={`${id}-${toggle.key}`}
                      type="checkbox"
                      role="switch"
                      aria-checked={toggle.checked}
                      aria-describedby={toggle.byDevice ? `${id}-${toggle.key}-device` : undefined}
                      checked={toggle.checked}
                      disabled={toggle.locked}
                      onChange={(event) => update(toggle.patch(event.target.checked))}
                      className="size-5 shrink-0 accent-brand-700"
                    />
                  </div>
                  {toggle.byDevice ? (
                    <p id={`${id}-${toggle.key}-device`} className="text-small text-muted">
                      {BY_DEVICE}
                    </p>
                  ) : null}
                </li>
              ),
            )}
          </ul>
          <button
            type="button"
            onClick={() => setSettings(DEFAULT_ACCESSIBILITY)}
            className="btn btn-secondary mt-4 w-full"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            איפוס הגדרות
          </button>
        </section>
      ) : null}
      <div className="accessibility-dock">
        <AccessibilityToggle />
      </div>
    </aside>
  );
}
