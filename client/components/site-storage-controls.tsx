import { Trash2 } from 'lucide-react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { SITE_STORAGE_CHANGED } from '../lib/browser-storage.ts';
import {
  countSiteValues,
  eraseSiteStorage,
  noteErased,
  offlineCopiesKept,
  type StoredThing,
  takeErasedNote,
  thingsStored,
} from '../lib/site-storage.ts';

// The privacy page's control over what the site keeps in this browser (docs/product.md#other-pages):
// how many values it holds now, and a button that erases them all after a second, explicit click.
// The erase reloads the page, so that every setting (the text size, the colours, the cookie choice)
// is read again as a first visit's; the reloaded page says it is done. Without script the page says
// where in the browser to do it; the count needs the browser's storage, so it comes after hydration,
// and follows the changes made while the page is open. The list of what may be kept is the page's,
// drawn here so that each thing this browser holds now is marked 'שמור כעת' beside it.

type Step = 'idle' | 'confirm' | 'erasing' | 'failed';

function countText(count: number): string {
  if (count === 0) return 'האתר לא שומר כעת דבר בדפדפן הזה.';
  if (count === 1) return 'בדפדפן הזה שמור כעת ערך אחד מהאתר.';
  return `בדפדפן הזה שמורים כעת ${count} ערכים מהאתר.`;
}

type Stored = { count: number; things: ReadonlySet<StoredThing> };

function readStored(): Stored {
  return { count: countSiteValues(), things: thingsStored() };
}

export function SiteStorageControls({ items }: { items: readonly { thing: StoredThing; text: string }[] }) {
  const [state, setState] = useState<(Stored & { erased: boolean }) | null>(null);
  const [offline, setOffline] = useState(false);
  const [step, setStep] = useState<Step>('idle');
  const doneRef = useRef<HTMLParagraphElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const eraseRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const erased = takeErasedNote();
    startTransition(() => setState({ ...readStored(), erased }));
    const checkCaches = () =>
      void offlineCopiesKept().then((kept) => startTransition(() => setOffline(kept)));
    checkCaches();
    // The count follows what changes while the page is open: the accessibility panel or a search
    // here (SITE_STORAGE_CHANGED), another tab of the site (the browser's storage event).
    const recount = () => {
      setState((current) => current && { ...current, ...readStored() });
      checkCaches();
    };
    window.addEventListener(SITE_STORAGE_CHANGED, recount);
    window.addEventListener('storage', recount);
    return () => {
      window.removeEventListener(SITE_STORAGE_CHANGED, recount);
      window.removeEventListener('storage', recount);
    };
  }, []);

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
      setState((current) => current && { ...current, ...readStored() });
      void offlineCopiesKept().then(setOffline);
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
          {(thing === 'offline' ? offline : state?.things.has(thing)) ? (
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
        <p data-site-storage-count={state.count}>{countText(state.count)}</p>
        {state.count > 0 ? (
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
