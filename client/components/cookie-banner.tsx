import { Cookie } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { type CookiePreferences, readStorage, STORAGE_KEYS, writeStorage } from '../lib/preferences.ts';

const APPEAR_AFTER_MS = 1000;

/**
 * Cookie consent (spec sections 1, 3, 4, 5, 9): appears after 1 s when no consent is stored; a main
 * view and a preferences view; accept all, reject non-essential, save preferences; the necessary
 * option is locked on; closing hides it without storing anything.
 */
export function CookieBanner() {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const [view, setView] = useState<'main' | 'preferences'>('main');
  const [preferences, setPreferences] = useState<CookiePreferences>({
    necessary: true,
    analytics: false,
    marketing: false,
  });

  useEffect(() => {
    if (readStorage(STORAGE_KEYS.cookieConsent) === 'true') return;
    const timer = window.setTimeout(() => setVisible(true), APPEAR_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  function store(choice: CookiePreferences) {
    writeStorage(STORAGE_KEYS.cookieConsent, 'true');
    writeStorage(STORAGE_KEYS.cookiePreferences, JSON.stringify(choice));
    setVisible(false);
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="card fixed bottom-4 start-4 z-40 w-[calc(100%-6rem)] max-w-md p-5 print:hidden"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-bold">
        <Cookie aria-hidden="true" className="size-5 text-brand-700" />
        {view === 'main' ? 'אנחנו משתמשים בעוגיות' : 'העדפות עוגיות'}
      </h2>
      {view === 'main' ? (
        <p className="mt-2 text-small text-ink-soft">
          עוגיות הכרחיות מפעילות את האתר. באישורך נשתמש גם בעוגיות לניתוח שימוש ולשיווק. פרטים ב
          <Link to="/privacy" className="underline underline-offset-2">
            מדיניות הפרטיות
          </Link>
          .
        </p>
      ) : (
        <fieldset className="mt-3 space-y-2 text-small">
          <legend className="sr-only">סוגי עוגיות</legend>
          <div className="flex items-center justify-between">
            <label htmlFor={`${id}-necessary`}>הכרחיות (תמיד פעילות)</label>
            <input
              id={`${id}-necessary`}
              type="checkbox"
              checked
              disabled
              className="size-5 accent-brand-700"
            />
          </div>
          <div className="flex items-center justify-between">
            <label htmlFor={`${id}-analytics`}>ניתוח שימוש</label>
            <input
              id={`${id}-analytics`}
              type="checkbox"
              checked={preferences.analytics}
              onChange={(event) => setPreferences({ ...preferences, analytics: event.target.checked })}
              className="size-5 accent-brand-700"
            />
          </div>
          <div className="flex items-center justify-between">
            <label htmlFor={`${id}-marketing`}>שיווק</label>
            <input
              id={`${id}-marketing`}
              type="checkbox"
              checked={preferences.marketing}
              onChange={(event) => setPreferences({ ...preferences, marketing: event.target.checked })}
              className="size-5 accent-brand-700"
            />
          </div>
        </fieldset>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {view === 'main' ? (
          <>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => store({ necessary: true, analytics: true, marketing: true })}
            >
              אישור הכול
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => store({ necessary: true, analytics: false, marketing: false })}
            >
              דחיית הלא-הכרחיות
            </button>
            <button
              type="button"
              className="btn text-brand-800 underline"
              onClick={() => setView('preferences')}
            >
              העדפות
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => store(preferences)}>
            שמירת העדפות
          </button>
        )}
        <button type="button" className="btn text-muted" onClick={() => setVisible(false)}>
          סגירה
        </button>
      </div>
    </section>
  );
}
