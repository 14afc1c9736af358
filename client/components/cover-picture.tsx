import { useEffect, useRef } from 'react';
import type { CoverSources } from '../../src/domain/covers/cover.ts';

// A designed cover (src/domain/covers/cover.ts): AVIF, then WebP, then PNG, each at its kind's 1x
// and 2x widths, chosen by the browser from `sizes`. Plain markup, so it loads without JavaScript:
// the browser's own lazy loading below the fold, at once and with high priority above it. Width and
// height are set, so nothing shifts when it arrives.
//
// `sizes` names the box by the screen's width, but the boxes follow the text size the visitor chose
// in the accessibility panel (decision 0041), which a media query in `sizes` cannot see: at 150 % text
// on a desktop a newsletter card is one column of 1,140 px where `sizes` says a third of the screen,
// and the browser served the 720 px file. So where the text is resized, once the page runs each cover
// is fitted to its box (client/lib/fit-cover.ts, decision 0049). At the browser's text size the list
// is right: nothing is loaded or changed, and nothing is fetched twice.

// The covers waiting for the visitor to resize the text, and the one watcher of the root's style that
// tells them (a page of videos has twelve covers; one observer serves them all).
const waitingForResize = new Set<() => void>();
let resizeWatcher: MutationObserver | undefined;

/** The panel's text size is the root's own font size (applyAccessibility); none at the browser's. */
function textResized(): boolean {
  return document.documentElement.style.fontSize !== '';
}

/** Calls `then` once the text is resized: at once if it is, else at the root's first resize. */
function whenTextResized(then: () => void): () => void {
  if (textResized()) {
    then();
    return () => {};
  }
  waitingForResize.add(then);
  if (!resizeWatcher) {
    resizeWatcher = new MutationObserver(() => {
      if (!textResized()) return;
      resizeWatcher?.disconnect();
      resizeWatcher = undefined;
      const waiting = [...waitingForResize];
      waitingForResize.clear();
      for (const callback of waiting) callback();
    });
    resizeWatcher.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
  }
  return () => {
    waitingForResize.delete(then);
    if (waitingForResize.size > 0) return;
    resizeWatcher?.disconnect();
    resizeWatcher = undefined;
  };
}

/**
 * Fits the cover to its box once the page runs, where the visitor resized the text (see above), or
 * from the moment they resize it in the panel while the page is open; the fitting itself is loaded
 * only then.
 */
function useFitToBox(ref: React.RefObject<HTMLImageElement | null>) {
  useEffect(() => {
    const img = ref.current;
    if (!img) return;
    let stop: (() => void) | undefined;
    let gone = false;
    const forget = whenTextResized(() => {
      void import('../lib/fit-cover.ts').then(({ fitCoverToBox }) => {
        if (!gone) stop = fitCoverToBox(img);
      });
    });
    return () => {
      gone = true;
      forget();
      stop?.();
    };
  }, [ref]);
}

export function CoverPicture({
  cover,
  sizes,
  priority = false,
  decorative = false,
  className = '',
}: {
  cover: CoverSources;
  /** The CSS width the cover is shown at, as an <img sizes> value ('(min-width: 640px) 128px, 88px'). */
  sizes: string;
  priority?: boolean;
  /** Beside a text that says the same (a small cover in a link named by its title): alt="". */
  decorative?: boolean;
  /** Classes of the <img> (size, rounding, fit). */
  className?: string;
}) {
  const ref = useRef<HTMLImageElement>(null);
  useFitToBox(ref);
  return (
    <picture data-cover="" className="contents">
      <source type="image/avif" srcSet={cover.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={cover.srcSet.webp} sizes={sizes} />
      <img
        ref={ref}
        src={cover.src}
        srcSet={cover.srcSet.png}
        sizes={sizes}
        alt={decorative ? '' : cover.alt}
        width={cover.width}
        height={cover.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={`block h-auto bg-brand-800 ${className}`}
      />
    </picture>
  );
}
