import { Cookie, X } from 'lucide-react';
import { type MouseEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { readLocal, writeLocal } from '../lib/browser-storage.ts';
import { COOKIE_BANNER_DELAY_MS, type CookiePreferences } from '../lib/preferences.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/**
 * The banner's height, published for the accessibility button and panel to stay clear of it. It is
 * set on the page's overlay layer (root.tsx), not on the document: a custom property changed on the
 * root restyles every element of the page (on a 2,000-element list, one ~50 ms task on a phone).
 */
const HEIGHT_VARIABLE = '--cookie-banner-height';
const OVERLAYS = '[data-page-overlays]';

const NO_CONSENT: CookiePreferences = { necessary: true, analytics: false, marketing: false };

function storedPreferences(): CookiePreferences {
  try {
    const value = JSON.parse(readLocal(STORAGE_KEYS.cookiePreferences) ?? '{}') as Partial<CookiePreferences>;
    return { necessary: true, analytics: value.analytics === true, marketing: value.marketing === true };
  } catch {
    return NO_CONSENT;
  }
}

// The footer's 'הגדרות עוגיות' link reopens the preferences at any time (consent is as easy to
// withdraw as to give). A tiny module store, so the link and the banner need no shared parent.
let reopenRequest: { at: number; from: HTMLElement | null } | null = null;
const listeners = new Set<() => void>();

function openCookiePreferences(from: HTMLElement | null = null) {
  reopenRequest = { at: Date.now(), from };
  for (const listener of listeners) listener();
}

function useReopenRequest() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => reopenRequest,
    () => null,
  );
}

/**
 * The footer link. Without JavaScript it leads to the cookies section of the privacy policy; with
 * it, it opens the preferences view of the banner.
 */
export function CookieSettingsLink({ className }: { className?: string }) {
  return (
    <Link
      to="/privacy#cookies"
      className={className}
      data-cookie-settings
      data-opens-in-page=""
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openCookiePreferences(event.currentTarget);
      }}
    >
      הגדרות עוגיות
    </Link>
  );
}

/**
 * Cookie consent (docs/product.md#site-wide-widgets): appears after 1 s when no consent is stored; a main
 * view and a preferences view; accept all, reject non-essential, save preferences; the necessary
 * option is locked on; closing hides it without storing anything. Compact: at most a third of a
 * phone screen (it scrolls inside beyond that), at the bottom, under any open menu or dialog
 * (the stacking order in app.css).
 */
export function CookieBanner() {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  const [view, setView] = useState<'main' | 'preferences'>('main');
  const [preferences, setPreferences] = useState<CookiePreferences>(NO_CONSENT);
  const reopen = useReopenRequest();
  const returnFocus = useRef<HTMLElement | null>(null);
  const focusOnShow = useRef(false);

  useEffect(() => {
    if (readLocal(STORAGE_KEYS.cookieConsent) === 'true') return;
    // A second after the page started loading, not after this (deferred) code arrived: the banner
    // does not keep the page changing for a second more once the page itself is ready.
    const timer = window.setTimeout(
      () => setVisible(true),
      Math.max(0, COOKIE_BANNER_DELAY_MS - performance.now()),
    );
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!reopen) return;
    returnFocus.current = reopen.from;
    setPreferences(storedPreferences());
    setView('preferences');
    setVisible(true);
    focusOnShow.current = true;
  }, [reopen]);

  // Keyboard and screen-reader users land in the preferences they asked for.
  useEffect(() => {
    if (!visible || !focusOnShow.current || !ref.current) return;
    focusOnShow.current = false;
    ref.current.focus();
  });

  // Publish the height while shown, so the accessibility button and panel sit above the banner.
  useEffect(() => {
    const banner = ref.current;
    const root = document.querySelector<HTMLElement>(OVERLAYS);
    if (!root) return;
    if (!visible || !banner) {
      root.style.removeProperty(HEIGHT_VARIABLE);
      return;
    }
    const publish = () => root.style.setProperty(HEIGHT_VARIABLE, `${Math.ceil(banner.offsetHeight) + 12}px`);
    // The observer reports the banner's first size after the frame's layout, before it is painted:
    // measuring here instead would force a layout of the whole page inside React's commit (5-11 ms at
    // 4x CPU on every first visit, the load's only forced layout).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    if (observer) observer.observe(banner);
    else publish();
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, [visible]);

  if (!visible) return null;

  function hide() {
    setVisible(false);
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
  }

  function store(choice: CookiePreferences) {
    writeLocal(STORAGE_KEYS.cookieConsent, 'true');
    writeLocal(STORAGE_KEYS.cookiePreferences, JSON.stringify(choice));
    hide();
  }

  const compactButton = 'btn min-h-10 px-3 text-small';

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      data-cookie-banner={view}
      className="fixed inset-x-0 bottom-0 z-(--z-cookie-banner) max-h-[33dvh] overflow-y-auto rounded-t-2xl border-t border-line bg-surface px-4 py-3 shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)] focus:outline-none sm:start-4 sm:end-auto sm:bottom-4 sm:max-h-[calc(100dvh-6rem)] sm:w-[min(28rem,calc(100vw-2rem))] sm:rounded-card sm:border sm:p-5 print:hidden"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-bold">
          <Cookie aria-hidden="true" className="size-5 shrink-0 text-link" />
          {view === 'main' ? 'אנחנו משתמשים בעוגיות' : 'העדפות עוגיות'}
        </h2>
        <button
          type="button"
          className="-me-2 -mt-1 grid size-10 shrink-0 place-items-center rounded-lg text-muted hover:bg-canvas"
          onClick={hide}
          aria-label="סגירה"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {view === 'main' ? (
        // One short line on a phone: the banner covers as little of the page as it can.
        <p className="mt-1 text-small text-ink-soft">
          ההכרחיות תמיד; לניתוח ולשיווק רק באישורך (
          <Link to="/privacy#cookies" className="underline underline-offset-2">
            פרטים
          </Link>
          ).
        </p>
      ) : (
        <fieldset className="mt-2 space-y-1 text-small">
          <legend className="sr-only">סוגי עוגיות</legend>
          <div className="flex min-h-8 items-center justify-between gap-2">
            <label htmlFor={`${id}-necessary`}>הכרחיות (תמיד פעילות)</label>
            <input
              id={`${id}-necessary`}
              type="checkbox"
              checked
              disabled
              className="size-5 shrink-0 accent-brand-700"
            />
          </div>
          <div className="flex min-h-8 items-center justify-between gap-2">
            <label htmlFor={`${id}-analytics`}>ניתוח שימוש</label>
            <input
              id={`${id}-analytics`}
              type="checkbox"
              checked={preferences.analytics}
              onChange={(event) => setPreferences({ ...preferences, analytics: event.target.checked })}
              className="size-5 shrink-0 accent-brand-700"
            />
          </div>
          <div className="flex min-h-8 items-center justify-between gap-2">
            <label htmlFor={`${id}-marketing`}>שיווק</label>
            <input
              id={`${id}-marketing`}
              type="checkbox"
              checked={preferences.marketing}
              onChange={(event) => setPreferences({ ...preferences, marketing: event.target.checked })}
              className="size-5 shrink-0 accent-brand-700"
            />
          </div>
        </fieldset>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {view === 'main' ? (
          <>
            <button
              type="button"
              className={`${compactButton} btn-primary`}
              onClick={() => store({ necessary: true, analytics: true, marketing: true })}
            >
              אישור הכול
            </button>
            <button
              type="button"
              className={`${compactButton} btn-secondary`}
              onClick={() => store({ necessary: true, analytics: false, marketing: false })}
            >
              דחיית הלא-הכרחיות
            </button>
            <button
              type="button"
              className={`${compactButton} text-link-strong underline`}
              onClick={() => setView('preferences')}
            >
              העדפות
            </button>
          </>
        ) : (
          <button type="button" className={`${compactButton} btn-primary`} onClick={() => store(preferences)}>
            שמירת העדפות
          </button>
        )}
      </div>
    </section>
  );
}
