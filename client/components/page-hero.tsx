import type { ComponentType, ReactNode, SVGProps } from 'react';
import { BidiText } from './bidi-text.tsx';

/**
 * The opening band of the static pages (about, services, lectures, the legal pages): a chip with
 * an icon, the page's h1 (which names the section), a lead paragraph, then whatever the page adds
 * (buttons, the date it was updated).
 */
export function PageHero({
  id,
  icon: Icon,
  eyebrow,
  title,
  lead,
  compact = false,
  children,
}: {
  /** The h1's id, which labels the section. */
  id: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The chip's text above the heading. */
  eyebrow: string;
  title: ReactNode;
  /** A string is drawn with BidiText (its Latin runs isolated, 'ה-AI' on one line). */
  lead: ReactNode;
  /** Less room below the text on wide screens (pages without a call to action). */
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-b border-line bg-gradient-to-b from-tint to-canvas">
      <div className={`container-page py-12 ${compact ? 'lg:py-16' : 'lg:py-20'}`}>
        <div className="max-w-3xl">
          <p className="chip bg-tint-strong text-link-strong">
            <Icon aria-hidden="true" className="size-4" />
            {eyebrow}
          </p>
          <h1 id={id} className="mt-4 text-[min(2.25rem,14vw)] leading-tight font-extrabold md:text-display">
            {title}
          </h1>
          <p className="mt-5 text-lg text-ink-soft">
            {typeof lead === 'string' ? <BidiText text={lead} /> : lead}
          </p>
          {children}
        </div>
      </div>
    </section>
  );
}
