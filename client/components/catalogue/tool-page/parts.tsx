import type { ReactNode } from 'react';
import { BidiText } from '../../bidi-text.tsx';
import { SectionHeading } from '../page-parts.tsx';

/**
 * Laid out and painted only near the screen: the tool page's dozen sections are most of its layout
 * work at load, and most start below the fold (the size a section had is kept once it was drawn).
 * Not for what sits right above a control: drawn late, it takes its real height and moves the control
 * under the pointer (decision 0040).
 */
const OFFSCREEN_SECTION = '[contain-intrinsic-size:auto_18.75rem] [content-visibility:auto]';

/**
 * One card of the tool page: a labelled section with its heading badge. Below a 360 px screen it pads
 * 0.75rem, not 1rem: at 320 px and 150 % text its lists' column was 174 px, and a file or tool name
 * of 14-15 letters ('instructions.md', 'ה-faster-whisper' kept whole) ran 4-9 px out of it.
 */
export function DetailSection({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: ReactNode;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`card p-4 max-[22.5rem]:p-3 md:p-6 ${OFFSCREEN_SECTION}`}
      data-section={id}
    >
      <SectionHeading id={id} icon={icon}>
        <span>{title}</span>
      </SectionHeading>
      {children}
    </section>
  );
}

/** A plan's or an offering's features: a small bulleted list (no list when there are none). */
export function FeatureList({
  features,
  className = '',
}: {
  features: readonly string[];
  className?: string;
}) {
  if (features.length === 0) return null;
  return (
    <ul className={`list-disc ps-5 text-small text-ink-soft ${className}`.trimEnd()}>
      {features.map((feature) => (
        <li key={feature}>
          <BidiText text={feature} />
        </li>
      ))}
    </ul>
  );
}
