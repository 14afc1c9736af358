import { GitCompare, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { compareHref } from '../../../src/domain/catalogue/compare.ts';
import {
  COMPARE_TRAY_MAX,
  clearTray,
  removeFromTray,
  TRAY_FULL_EVENT,
  useCompareTray,
} from '../../lib/compare-tray.ts';
import { Name } from '../bidi-text.tsx';

/**
 * The compare tray (JavaScript only): the tools chosen with 'הוסף להשוואה' on any page, at most four,
 * at the bottom of the screen. It sits above the cookie banner while that is shown and keeps clear
 * of the accessibility button's gutter (app.css, .compare-tray). Every control is a native button or
 * link, so it works from the keyboard.
 */
export function CompareTray() {
  const items = useCompareTray();
  const [full, setFull] = useState(false);

  useEffect(() => {
    const onFull = () => setFull(true);
    window.addEventListener(TRAY_FULL_EVENT, onFull);
    return () => window.removeEventListener(TRAY_FULL_EVENT, onFull);
  }, []);
  useEffect(() => {
    if (items.length < COMPARE_TRAY_MAX) setFull(false);
  }, [items.length]);

  if (items.length === 0) return null;
  const ready = items.length >= 2;
  return (
    <section
      aria-labelledby="compare-tray-title"
      className="compare-tray card p-3 shadow-lg print:hidden"
      data-compare-tray
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="compare-tray-title" className="font-bold">
          להשוואה ({items.length} מתוך {COMPARE_TRAY_MAX})
        </h2>
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item.id} className="chip bg-tint text-link-strong">
              <Name>{item.name}</Name>
              <button
                type="button"
                onClick={() => removeFromTray(item.id)}
                className="-me-1 grid size-7 place-items-center rounded-full hover:bg-tint-strong"
                aria-label={`הסרת ${item.name} מההשוואה`}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
        <div className="ms-auto flex items-center gap-2">
          {ready ? (
            <a href={compareHref(items.map((item) => item.id))} className="btn btn-primary min-h-10 px-4">
              <GitCompare aria-hidden="true" className="size-4" />
              השוואה
            </a>
          ) : (
            <span className="text-small text-muted">בחרו עוד כלי אחד לפחות</span>
          )}
          <button type="button" onClick={clearTray} className="btn btn-secondary min-h-10 px-4">
            ניקוי
          </button>
        </div>
      </div>
      <p role="status" className="text-small text-cat-automation empty:hidden">
        {full ? `אפשר להשוות עד ${COMPARE_TRAY_MAX} כלים. הסירו כלי כדי להוסיף אחר.` : ''}
      </p>
    </section>
  );
}
