import { Trash2 } from 'lucide-react';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { SITE_STORAGE_CHANGED } from '../lib/browser-storage.ts';
import {
  eraseSiteStorage,
  noteErased,
  readSiteStorage,
  type SiteStorage,
  type StoredThing,
  takeErasedNote,
} from '../lib/site-storage.ts';

// The privacy page's control over what the site keeps in this browser (docs/product.md#other-pages):
// how many values it holds now and whether the offline worker keeps copies of pages, and a button
// that erases them all after a second, explicit click.
// The erase reloads the page, so that every setting (the text size, the colours, the cookie choice)
// is read again as a first visit's; the reloaded page says it is done. Without script the page says
// where in the browser to do it; the count needs the browser's storage, so it comes after hydration,
// and follows the changes made while the page is open. The list of what may be kept is the page's,
// drawn here so that each thing this browser holds now is marked 'שמור כעת' beside it.

type Step = 'idle' | 'confirm' | 'erasing' | 'failed';

/** The count says the values and, apart, the offline copies: both go with the erase. */
function countText({ count, things }: SiteStorage): string {
  const copies = things.has('offline');
  if (count === 0)
    return copies
      ? 'בדפדפן הזה שמורים כעת רק עותקים של עמודים מהאתר, לקריאה בלי חיבור.'
      : 'האתר לא שומר כעת דבר בדפדפן הזה.';
  const values = count === 1 ? 'שמור כעת ערך אחד מהאתר' : `שמורים כעת ${count} ערכים מהאתר`;
  return `בדפדפן הזה ${values}${copies ? ', ועותקים של עמודים לקריאה בלי חיבור' : ''}.`;
}

export function SiteStorageControls({ items }: { items: readonly { thing: StoredThing; text: string }[] }) {
  const [state, setState] = useState<(SiteStorage & { erased: boolean }) | null>(null);
  const [step, setStep] = useState<Step>('idle');
  const doneRef = useRef<HTMLParagraphElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const eraseRef = useRef<HTMLButtonElement>(null);
  // Reads what is kept now (the storage and the caches) into the count, the marks and the button.
  const recount = useCallback(
    () =>
      readSiteStorage().then((stored) =>
        startTransition(() => setState((current) => current && { ...current, ...stored })),
      ),
    [],
  );

  useEffect(() => {
    const erased = takeErasedNote();
    void readSiteStorage().then((stored) => startTransition(() => setState({ ...stored, erased })));
    // The count follows what changes while the page is open: the accessibility panel or a search
    // here (SITE_STORAGE_CHANGED), another tab of the site (the browser's storage event).
    const follow = () => void recount();
    window.addEventListener(SITE_STORAGE_CHANGED, follow);
    window.addEventListener('storage', follow);
    return () => {
      window.removeEventListener(SITE_STORAGE_CHANGED, follow);
      window.removeEventListener('storage', follow);
    };
  }, [recount]);

  useEffect(() => {
    if (state?.erased) doneRef.current?.focus();
  }, [state?.erased]);

  useEffect(() => {
    if (step === 'confirm') confirmRef.current?.focus();
  }, [step]);

  async function erase() {
    setStep('erasing');
    try {
      await eraseSiteStorage();
    } catch {
      // Part may be gone (the storage, not the worker's caches): the count says what is left.
      await recount();
      setStep('failed');
      return;
    }
    noteErased();
    window.location.reload();
  }

  const fallback = (
    <p className="text-small text-ink-soft">אפשר למחוק אותם גם בהגדרות הדפדפן, בניקוי נתוני האתר.</p>
  );
  const list = (
    <ul>
      {items.map(({ thing, text }) => (
        <li key={thing} data-stored-thing={thing}>
          {text}
          {state?.things.has(thing) ? (
            <>
              {' '}
              <span className="chip bg-tint font-medium text-ink" data-stored-now="">
                שמור כעת
              </span>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
  if (!state)
    return (
      <>
        {list}
        <div data-site-storage="static">{fallback}</div>
      </>
    );
  return (
    <>
      {list}
      <div data-site-storage="ready" className="flex flex-col gap-3">
        {state.erased ? (
          <p
            ref={doneRef}
            tabIndex={-1}
            className="rounded-xl bg-tint p-3 font-bold text-ink"
            data-site-storage-erased
          >
            כל מה שהאתר שמר בדפדפן הזה נמחק.
          </p>
        ) : null}
        <p data-site-storage-count={state.count}>{countText(state)}</p>
        {state.count > 0 || state.things.has('offline') ? (
          step === 'confirm' || step === 'erasing' ? (
            <div className="flex flex-col gap-3 rounded-xl border border-line p-3">
              <p id="site-storage-confirm" className="font-medium">
                למחוק? הגדרות הנגישות ובחירת העוגיות יחזרו לברירת המחדל, המונחים השמורים והמקום שבו עצרתם
                בפרקים יימחקו, והעמוד ייטען מחדש.
              </p>
              <div className="flex flex-wrap gap-2">
                <button
                  ref={confirmRef}
                  type="button"
                  aria-describedby="site-storage-confirm"
                  className="btn btn-primary"
                  disabled={step === 'erasing'}
                  onClick={erase}
                >
                  כן, למחוק הכול
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={step === 'erasing'}
                  onClick={() => {
                    setStep('idle');
                    // The button that opened the question is back: focus returns to it.
                    requestAnimationFrame(() => eraseRef.current?.focus());
                  }}
                >
                  ביטול
                </button>
              </div>
            </div>
          ) : (
            <button
              ref={eraseRef}
              type="button"
              className="btn btn-secondary self-start"
              onClick={() => setStep('confirm')}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              מחיקת כל מה שהאתר שמר בדפדפן
            </button>
          )
        ) : null}
        {step === 'failed' ? (
          <p role="alert" className="font-medium text-danger">
            הדפדפן לא אפשר למחוק. אפשר למחוק בהגדרות הדפדפן, בניקוי נתוני האתר.
          </p>
        ) : null}
        {fallback}
      </div>
    </>
  );
}
