import { Pause, Play, Sparkles } from 'lucide-react';
import { memo, type ReactPromise, startTransition, use, useEffect, useRef, useState } from 'react';
import {
  CONCEPTS,
  type Concept,
  isConcept,
  PLACEHOLDER_SUBTITLE,
  titleCaseConcept,
} from '../../src/domain/glossary/concepts.ts';
import { BidiText } from '../components/bidi-text.tsx';
import { afterLoadAndIdle } from '../lib/idle.ts';
import { REDUCED_MOTION_QUERY } from '../lib/preferences.ts';
import { VISUALIZATIONS, type VisualizationModule } from './registry.ts';

type Load = ReactPromise<VisualizationModule | null>;

const loads = new Map<Concept, Load>();

/**
 * The module of a concept's visualization: loaded once, its own chunk. Once settled the promise is
 * marked fulfilled (React's thenable convention), so `use` reads it without suspending. A failed load
 * (a chunk gone after a deploy, a dropped connection) settles as null and is tried again next time.
 */
function loadVisualization(concept: Concept): Load | null {
  const entry = VISUALIZATIONS[concept];
  if (!entry) return null;
  const known = loads.get(concept);
  if (known) return known;
  const load = entry.load().then(
    (module) => module,
    () => {
      loads.delete(concept);
      return null;
    },
  );
  load.then((value) => Object.assign(load, { status: 'fulfilled', value }));
  loads.set(concept, load);
  return load;
}

// On the server every visualization is loaded at start, so a term page renders its still frame in the
// first HTML, readable without JavaScript and by crawlers. There is deliberately no <Suspense> around
// it: React outlines a completed boundary that comes after the first 12.8 kB of a page into a hidden
// <div> that only a script reveals. In the browser, hydration and client navigations (transitions)
// wait for the few-kB chunk instead of flashing a skeleton.
if (typeof window === 'undefined') for (const concept of CONCEPTS) loadVisualization(concept);

/**
 * Memoized: the panel re-renders when its button's state changes (motion allowed, paused), and the
 * drawing, a few hundred SVG elements, re-renders only when it starts or stops playing.
 */
const LoadedVisualization = memo(function LoadedVisualization({
  load,
  playing,
}: {
  load: Load;
  playing: boolean;
}) {
  const module = use(load);
  if (!module) return <Sparkles aria-hidden="true" className="size-12 text-link" />;
  const Visualization = module.default;
  return <Visualization playing={playing} />;
});

/** True when the visitor asked for no motion: the system setting or the accessibility panel's switch. */
function useMotionAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const root = document.documentElement;
    const update = () => setAllowed(!query.matches && !root.hasAttribute('data-stop-animations'));
    // The first reading comes in hydration's effects: in a transition, React renders it in slices
    // instead of one synchronous re-render of the panel while the page is still starting.
    startTransition(update);
    query.addEventListener('change', update);
    const observer = new MutationObserver(update);
    observer.observe(root, { attributes: true, attributeFilter: ['data-stop-animations'] });
    return () => {
      query.removeEventListener('change', update);
      observer.disconnect();
    };
  }, []);
  return allowed;
}

/**
 * False until the page has loaded and the browser is idle: the animation never competes with the
 * page's first load (on a phone, painting it every frame while the page hydrates delayed the moment
 * the page answered a tap).
 */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => afterLoadAndIdle(() => setSettled(true)), []);
  return settled;
}

/** True while the element is on screen: animation pauses when the panel scrolls away. */
function useOnScreen(ref: React.RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) =>
      startTransition(() => setVisible(entries.some((e) => e.isIntersecting))),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}

/**
 * The visualization panel of a term page (docs/product.md#term-page, #visualizations): a figure at
 * least 400 px tall with a Hebrew caption and a pause/play button (WCAG 2.2.2). Server-rendered as
 * a still frame; it moves only once the page has loaded and the browser is idle, on screen, when
 * motion is allowed and the visitor has not paused it.
 */
export function VisualizationPanel({
  concept,
  caption,
  title,
}: {
  concept: string;
  caption: string | null;
  /** The placeholder's title: the term's English name as written ('AI Agents'), else the concept's. */
  title?: string;
}) {
  const figureRef = useRef<HTMLElement>(null);
  const motionAllowed = useMotionAllowed();
  const onScreen = useOnScreen(figureRef);
  const settled = usePageSettled();
  const [paused, setPaused] = useState(false);
  const known = isConcept(concept) ? concept : null;
  const entry = known ? VISUALIZATIONS[known] : undefined;
  const load = known ? loadVisualization(known) : null;

  if (!entry || !load) {
    return (
      <figure
        data-visualization="placeholder"
        className="card @container flex min-h-[400px] flex-col items-center justify-center overflow-hidden bg-gradient-to-br from-tint to-surface p-4 text-center sm:p-6"
      >
        <div className="max-w-full">
          <Sparkles aria-hidden="true" className="mx-auto size-12 text-link" />
          {/* The name's longest word fits the card: 1.5rem below 12rem of room (390 px at 150 % text),
              1.25rem below 8rem (320 px at 150 %), and a word longer still breaks, not clipped. */}
          <p
            className="mt-4 text-title font-bold break-words @max-[12rem]:text-[1.5rem] @max-[8rem]:text-[1.25rem]"
            dir="ltr"
            lang="en"
          >
            {title?.trim() || titleCaseConcept(concept)}
          </p>
        </div>
        {/* A figure's caption is its own child (HTML: first or last child of the figure). */}
        <figcaption className="mt-2 text-muted">{PLACEHOLDER_SUBTITLE}</figcaption>
      </figure>
    );
  }

  const playing = motionAllowed && onScreen && settled && !paused;
  return (
    <figure
      ref={figureRef}
      data-visualization={known}
      data-playing={playing ? 'true' : 'false'}
      className="card @container relative grid min-h-[400px] scheme-light grid-cols-[minmax(0,1fr)_auto] grid-rows-[1fr_auto] overflow-hidden max-sm:-mx-page max-sm:rounded-none max-sm:border-x-0"
    >
      {/* Light in the dark theme too (scheme-light: the tokens inside resolve to their light values): the
          22 drawings' palette (kit.tsx's C) is drawn for a light stage, like a figure on paper. */}
      {/* HTML wants the caption first or last among the figure's children: first here, and the grid
          draws it under the visualization, beside the button. A figure narrower than 22rem (a phone
          at 125 % text or more: rem follows the visitor's size) puts the button under the caption,
          which otherwise had a column of a word or two per line. */}
      <figcaption className="col-start-1 row-start-2 self-stretch border-line border-t py-3 ps-4 pe-3 text-small text-ink-soft @max-[22rem]:col-span-2 @max-[22rem]:pe-4">
        <BidiText text={caption ?? ''} />
      </figcaption>
      {/* On a phone the drawing spans the screen's whole width, edge to edge: its 420-unit viewBox is
          then drawn at 0.93 px a unit, so 14-unit labels are 13 px (issue 33). */}
      <div className="relative col-span-2 row-start-1 flex min-h-[340px] items-center justify-center py-4 sm:px-4">
        <LoadedVisualization load={load} playing={playing} />
      </div>
      <div className="col-start-2 row-start-2 flex items-center border-line border-t py-3 pe-4 @max-[22rem]:col-start-1 @max-[22rem]:row-start-3 @max-[22rem]:border-t-0 @max-[22rem]:ps-4 @max-[22rem]:pt-0">
        <button
          type="button"
          className="btn btn-secondary min-h-10 shrink-0 px-3 text-small"
          aria-pressed={paused || !motionAllowed}
          disabled={!motionAllowed}
          data-needs-script
          onClick={() => setPaused((value) => !value)}
        >
          {paused || !motionAllowed ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
          השהיית האנימציה
        </button>
      </div>
    </figure>
  );
}
