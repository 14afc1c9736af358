import { type ReactNode, type SVGProps, useEffect, useRef, useState } from 'react';
import { splitLatinRuns } from '../lib/bidi.ts';

// What the 22 visualizations share: a step clock that runs only while playing, the SVG frame with
// its role, label and stylesheet, a text helper and the palette. Kept tiny: it becomes one small
// chunk that every visualization chunk imports.

/**
 * The current step of a looping sequence of `count` steps, advancing every `ms` while `playing`.
 * Not playing (server render, reduced motion, paused, off screen) it is always `still`: the one frame
 * that shows the whole idea. Playing starts from that frame and loops through the others.
 */
export function useStep(playing: boolean, count: number, ms: number, still = count - 1): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    setTick(0);
    if (!playing) return;
    const timer = setInterval(() => setTick((value) => value + 1), ms);
    return () => clearInterval(timer);
  }, [playing, ms]);
  return playing ? (still + tick) % count : still;
}

/** Colours with AA contrast: dark ones carry white text, light ones carry INK text. */
export const C = {
  ink: '#0f172a',
  soft: '#334155',
  muted: '#475569',
  line: '#cbd5e1',
  faint: '#f1f5f9',
  white: '#ffffff',
  brand: '#6d28d9',
  brandDark: '#4c1d95',
  brandLight: '#ede9fe',
  brandMid: '#a78bfa',
  accent: '#0e7490',
  accentLight: '#cffafe',
  accentMid: '#22d3ee',
  green: '#047857',
  greenLight: '#d1fae5',
  red: '#b91c1c',
  redLight: '#fee2e2',
  amber: '#b45309',
  amberLight: '#fef3c7',
  blue: '#1d4ed8',
  blueLight: '#dbeafe',
  pink: '#be185d',
  pinkLight: '#fce7f3',
} as const;

// Motion lives behind `.vz-on` (set only while playing): without it every element sits at rest.
const BASE_CSS = `
.vz{display:block;width:100%;height:auto;max-height:23.75rem;overflow:visible;font-family:inherit}
.vz text{font-family:inherit}
.vz-on .vz-t{transition:transform .6s ease,opacity .5s ease,fill .5s ease,stroke-width .5s ease,stroke .5s ease}
.vz-on .vz-flow{animation:vz-dash 1s linear infinite}
.vz-on .vz-pulse{animation:vz-pulse 1.4s ease-in-out infinite}
.vz-on .vz-blink{animation:vz-blink 1s steps(1) infinite}
.vz-c{transform-box:fill-box;transform-origin:center}
@keyframes vz-dash{to{stroke-dashoffset:-20}}
@keyframes vz-pulse{50%{transform:scale(1.12);opacity:.6}}
@keyframes vz-blink{50%{opacity:0}}
`;

/**
 * The SVG of a visualization: a responsive viewBox (width 100 %, at most 23.75rem tall, so it grows
 * with the visitor's text size), role img with
 * a Hebrew label that describes the still frame, and the stylesheet (inline: it must reach the
 * server-rendered page, where a lazily imported CSS file would not be linked).
 */
export function Frame({
  playing,
  label,
  width = 420,
  height = 360,
  css = '',
  children,
}: {
  playing: boolean;
  label: string;
  width?: number;
  height?: number;
  css?: string;
  children: ReactNode;
}) {
  const ref = useRef<SVGSVGElement>(null);
  // Stopping must stop at once. Chrome lets a running transition finish when its end value is the
  // still frame's value too, so any transition still running is jumped to its end.
  useEffect(() => {
    if (playing) return;
    for (const animation of ref.current?.getAnimations?.({ subtree: true }) ?? [])
      if (animation instanceof CSSTransition) animation.finish();
  }, [playing]);
  return (
    <svg
      ref={ref}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      className={playing ? 'vz vz-on' : 'vz'}
      preserveAspectRatio="xMidYMid meet"
    >
      <style>{BASE_CSS + css}</style>
      {children}
    </svg>
  );
}

type TextProps = Omit<SVGProps<SVGTextElement>, 'fontSize' | 'fontWeight'> & {
  /** font size in viewBox units */
  s?: number;
  /** bold */
  b?: boolean;
  /** Latin or numbers: laid out left to right, isolated from the Hebrew around it */
  ltr?: boolean;
};

// SVG has no unicode-bidi attribute (HTML validators refuse it on text and tspan): it is a CSS property.
const ISOLATE = { unicodeBidi: 'isolate' } as const;

/** A left-to-right run inside a Hebrew line: Latin words, code, formulas ('3 × 4 = 12'). */
export function L({ children }: { children: ReactNode }) {
  return (
    <tspan direction="ltr" style={ISOLATE}>
      {children}
    </tspan>
  );
}

/** Hebrew text with its Latin runs isolated (the SVG twin of <BidiText>). */
function isolateLatin(text: string): ReactNode {
  const segments = splitLatinRuns(text);
  if (segments.length < 2) return text;
  return segments.map((segment, index) => (segment.latin ? <L key={index}>{segment.text}</L> : segment.text));
}

/** SVG text, centred by default; `ltr` for Latin terms, code and numbers. Latin runs in Hebrew are isolated. */
export function T({ s = 15, b, ltr, fill = C.ink, textAnchor = 'middle', children, ...rest }: TextProps) {
  return (
    <text
      fontSize={s}
      fontWeight={b ? 700 : 400}
      fill={fill}
      textAnchor={textAnchor}
      dominantBaseline="central"
      direction={ltr ? 'ltr' : 'rtl'}
      style={ltr ? ISOLATE : undefined}
      {...rest}
    >
      {!ltr && typeof children === 'string' ? isolateLatin(children) : children}
    </text>
  );
}

/** A rounded box, the most common shape of the visualizations. */
export function Box({
  x,
  y,
  w,
  h,
  fill = C.white,
  stroke = C.line,
  r = 10,
  ...rest
}: { x: number; y: number; w: number; h: number; r?: number } & Omit<
  SVGProps<SVGRectElement>,
  'x' | 'y' | 'width' | 'height'
>) {
  return <rect x={x} y={y} width={w} height={h} rx={r} fill={fill} stroke={stroke} {...rest} />;
}

/** An arrow head marker; reference it with markerEnd={`url(#${id})`}. */
export function ArrowHead({ id, color = C.muted }: { id: string; color?: string }) {
  return (
    <defs>
      <marker id={id} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto">
        <path d="M0 0 10 5 0 10z" fill={color} />
      </marker>
    </defs>
  );
}

/** translate(x, y) as a style, so that moves transition smoothly while playing. */
export function at(x: number, y: number, extra = ''): { transform: string } {
  return { transform: `translate(${x}px, ${y}px)${extra ? ` ${extra}` : ''}` };
}
