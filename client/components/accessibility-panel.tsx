import { Accessibility, RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  type AccessibilitySettings,
  applyAccessibility,
  DEFAULT_ACCESSIBILITY,
  parseAccessibility,
  readStorage,
  STORAGE_KEYS,
  TEXT_SIZE,
  writeStorage,
} from '../lib/preferences.ts';

const AUTO_CLOSE_MS = 5000;

const TOGGLES: { key: Exclude<keyof AccessibilitySettings, 'textSize'>; label: string }[] = [
  { key: 'highContrast', label: 'ניגודיות גבוהה' },
  { key: 'stopAnimations', label: 'עצירת אנימציות' },
  { key: 'focusHighlight', label: 'הדגשת מיקוד' },
  { key: 'readingGuide', label: 'סרגל קריאה' },
];

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
      className="pointer-events-none fixed inset-x-0 z-[60] h-8 border-y-2 border-brand-600 bg-brand-200/20"
      style={{ top: y - 16 }}
    />
  );
}

/**
 * The floating accessibility panel (spec sections 1, 3, 4, 9): bottom left (the inline end in
 * RTL), text size 70-150 %, contrast, animations, focus highlight, reading guide; stored in the
 * browser; closes itself after 5 s unless the pointer is over it. Rendered only after hydration.
 */
export function AccessibilityPanel() {
  const id = useId();
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [settings, setSettings] = useState<AccessibilitySettings>(DEFAULT_ACCESSIBILITY);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setSettings(parseAccessibility(readStorage(STORAGE_KEYS.accessibility)));
    setMounted(true);
  }, []);

  useEffect(() => {
    if (!mounted) return;
    applyAccessibility(settings, document.documentElement);
    writeStorage(STORAGE_KEYS.accessibility, JSON.stringify(settings));
  }, [settings, mounted]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every settings change restarts the 5 s auto-close.
  useEffect(() => {
    if (!open || hovered) return;
    const timer = window.setTimeout(() => setOpen(false), AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [open, hovered, settings]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!mounted) return null;
  const update = (patch: Partial<AccessibilitySettings>) =>
    setSettings((current) => ({ ...current, ...patch }));

  return (
    <aside
      aria-label="נגישות"
      className="fixed bottom-4 end-4 z-50 flex flex-col items-end print:hidden"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      {settings.readingGuide ? <ReadingGuide /> : null}
      {open ? (
        <section
          id={`${id}-panel`}
          aria-labelledby={`${id}-title`}
          className="card mb-3 w-72 p-4"
          onFocus={() => setHovered(true)}
          onBlur={() => setHovered(false)}
        >
          <div className="flex items-center justify-between">
            <h2 id={`${id}-title`} className="font-bold">
              הגדרות נגישות
            </h2>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="grid size-9 place-items-center rounded-lg hover:bg-brand-50"
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
          <ul className="mt-3 space-y-2">
            {TOGGLES.map((toggle) => (
              <li key={toggle.key} className="flex items-center justify-between gap-2">
                <label htmlFor={`${id}-${toggle.key}`} className="text-small">
                  {toggle.label}
                </label>
                <input
                  id={`${id}-${toggle.key}`}
                  type="checkbox"
                  role="switch"
                  aria-checked={settings[toggle.key]}
                  checked={settings[toggle.key]}
                  onChange={(event) => update({ [toggle.key]: event.target.checked })}
                  className="size-5 accent-brand-700"
                />
              </li>
            ))}
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
      <button
        ref={toggleRef}
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        className="ms-auto grid size-12 place-items-center rounded-full bg-brand-800 text-white shadow-lg hover:bg-brand-900"
        aria-label="הגדרות נגישות"
      >
        <Accessibility aria-hidden="true" className="size-6" />
      </button>
    </aside>
  );
}
