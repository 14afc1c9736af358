import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { motionStopped } from '../lib/preferences.ts';

// The original app-start loader (docs/product.md#site-wide-widgets: minimum 1.5 s, forced hide
// after 5 s, progress up to 90 %) would hide server-rendered pages and delay their first paint, so
// it never covers the first load. Its look and progress live on here instead, for client
// navigations only: a thin bar at the top once a navigation has waited more than 300 ms, creeping
// towards 90 % until the page arrives.

/** A navigation faster than this shows nothing (no flash on quick pages). */
const PROGRESS_DELAY_MS = 300;
const TICK_MS = 200;
const CEILING = 90;

export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [shown, setShown] = useState(false);
  const [value, setValue] = useState(0);
  const [still, setStill] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const clear = () => {
      for (const timer of timers.current) {
        window.clearTimeout(timer);
        window.clearInterval(timer);
      }
      timers.current = [];
    };
    clear();
    if (!busy) {
      setShown(false);
      setValue(0);
      return;
    }
    timers.current.push(
      window.setTimeout(() => {
        const reduced = motionStopped();
        setStill(reduced);
        setValue(reduced ? CEILING : 10);
        setShown(true);
        if (reduced) return;
        // Creep towards 90 %: fast at first, slower as it gets closer (the original loader's progress).
        timers.current.push(
          window.setInterval(() => setValue((current) => current + (CEILING - current) * 0.15), TICK_MS),
        );
      }, PROGRESS_DELAY_MS),
    );
    return clear;
  }, [busy]);

  if (!shown) return null;
  const now = Math.round(value);
  return (
    <div
      role="progressbar"
      aria-label="טוען את הדף"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={still ? undefined : now}
      data-navigation-progress={still ? 'still' : 'moving'}
      className="pointer-events-none fixed inset-x-0 top-0 z-(--z-progress) h-1 bg-tint-strong/60 print:hidden"
    >
      <div
        className={`h-full bg-gradient-to-l from-brand-600 to-accent-500 ${still ? '' : 'transition-[width] duration-200 ease-out'}`}
        style={{ width: `${still ? 100 : now}%` }}
      />
    </div>
  );
}
