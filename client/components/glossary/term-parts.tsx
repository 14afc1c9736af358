import { AlertTriangle, ArrowLeft, ArrowRight, Bookmark, CheckCircle2, ExternalLink } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Complexity } from '../../../src/domain/glossary/complexity.ts';
import type { SectionContent } from '../../../src/domain/glossary/details.ts';
import type { QualityLink } from '../../../src/domain/types.ts';
import { hasHebrew } from '../../lib/bidi.ts';
import { toggleFavourite, useFavourites } from '../../lib/favourites.ts';
import { BidiText } from '../bidi-text.tsx';
import { SectionHeading } from '../catalogue/page-parts.tsx';
import { NewTabLink } from '../new-tab-link.tsx';
import { SpokenStep, StepBadge } from '../numbered-steps.tsx';
import { showToast } from '../toaster.tsx';

// The pieces of a term page (docs/product.md#term-page).

/** A related term as a link's two lines: the Hebrew term, then the English one (isolated, LTR). */
export function TermNameLines({ term, englishTerm }: { term: string; englishTerm?: string | null }) {
  return (
    <>
      <span className="font-bold text-link-strong">
        <BidiText text={term} />
      </span>
      {englishTerm ? (
        <span className="text-small text-muted">
          <bdi dir="ltr" lang="en">
            {englishTerm}
          </bdi>
        </span>
      ) : null}
    </>
  );
}

export function TermSection({
  id,
  title,
  icon,
  children,
  className = '',
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`card min-w-0 p-4 sm:p-6 ${className}`} data-section={id}>
      <SectionHeading id={id} icon={icon}>
        {title}
      </SectionHeading>
      {children}
    </section>
  );
}

/** A list section: its items, or the 'coming soon' text of a live term that has none. */
export function SectionItems({
  content,
  variant,
}: {
  content: SectionContent;
  variant: 'steps' | 'bullets' | 'warnings';
}) {
  if (content.source === 'placeholder') {
    return (
      <p className="text-muted" data-placeholder="true">
        {content.text}
      </p>
    );
  }
  if (variant === 'steps') {
    return (
      <ol className="flex flex-col gap-3" data-source={content.source}>
        {content.items.map((item, index) => (
          // The text goes under its number where less than 8rem would be left beside it (320 px at
          // 150 % text: a word a line, and '(Pre-training)' parted from its ':').
          <li key={item} className="flex flex-wrap gap-3">
            <StepBadge number={index + 1} size="small" />
            <span className="min-w-0 grow basis-32 pt-0.5">
              <SpokenStep word="שלב" number={index + 1} />
              <BidiText text={item} />
            </span>
          </li>
        ))}
      </ol>
    );
  }
  const Icon = variant === 'warnings' ? AlertTriangle : CheckCircle2;
  return (
    <ul className="flex flex-col gap-2.5" data-source={content.source}>
      {content.items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Icon
            aria-hidden="true"
            className={`mt-1.5 size-4 shrink-0 ${variant === 'warnings' ? 'text-cat-automation' : 'text-cat-audio'}`}
          />
          <span>
            <BidiText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** docs/product.md#complexity-levels: the level (already clamped to 0-100) as a meter with a Hebrew name. */
export function ComplexityMeter({ complexity }: { complexity: Complexity }) {
  return (
    <div className="min-w-0 flex-1" data-testid="complexity">
      <div className="mb-1.5 flex items-baseline justify-between gap-3 text-small">
        <span id="complexity-label" className="font-bold">
          רמת מורכבות
        </span>
        <span className="text-ink-soft" aria-hidden="true">
          {complexity.label} · {complexity.value}%
        </span>
      </div>
      {/* The native meter speaks to assistive technology; the drawn bar is its visible twin. HTML
          allows no aria-valuetext on <meter>: the level's name reaches it as its description. */}
      <meter
        className="sr-only"
        aria-labelledby="complexity-label"
        aria-describedby="complexity-text"
        min={0}
        max={100}
        value={complexity.value}
      >
        {complexity.value}%
      </meter>
      <span id="complexity-text" className="sr-only">
        {`${complexity.label}, ${complexity.value} מתוך 100`}
      </span>
      <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-tint-strong">
        <div
          className="h-full rounded-full bg-gradient-to-l from-brand-700 to-accent-500"
          style={{ inlineSize: `${complexity.value}%` }}
        />
      </div>
    </div>
  );
}

export function QualityLinks({ links }: { links: readonly (QualityLink & { href: string })[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {links.map((link) => (
        <li key={link.href}>
          <NewTabLink
            href={link.href}
            className="group flex min-w-0 flex-col gap-0.5 rounded-xl border border-line p-3 transition-colors hover:border-brand-300 hover:bg-tint"
          >
            {/* The mark follows the title's last word inline, so the title takes the card's whole
                width: beside it, at 320 px and 150 % text, 'Bidirectional' and 'Transformers' were
                broken inside themselves in 139 px. */}
            <span className="min-w-0 font-bold break-words text-link-strong group-hover:underline">
              <MixedText text={link.title} />
              <ExternalLink aria-hidden="true" className="ms-1.5 inline-block size-4 align-[-0.125em]" />
            </span>
            {link.description ? (
              <span className="text-small text-ink-soft">
                <MixedText text={link.description} />
              </span>
            ) : null}
            <span className="truncate text-end text-small text-muted" dir="ltr">
              {link.href.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </span>
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * A content string that may be all Latin ('What is RAG?'): then it is one left-to-right run, its
 * punctuation included; Hebrew text gets its Latin runs isolated.
 */
function MixedText({ text }: { text: string }) {
  if (hasHebrew(text)) return <BidiText text={text} />;
  return (
    <bdi dir="ltr" lang="en">
      {text}
    </bdi>
  );
}

export type NeighbourLink = { href: string; term: string };

/**
 * Back link, previous and next with 'N מתוך M' (docs/product.md#term-page). Plain links that also
 * work without JavaScript; with it they navigate in place and the pressed link keeps the focus, so
 * pressing it again walks on. The new term is announced politely.
 */
export function TermNav({
  previous,
  next,
  position,
  total,
  current,
}: {
  previous: NeighbourLink;
  next: NeighbourLink;
  position: number;
  total: number;
  current: string;
}) {
  const [announcement, setAnnouncement] = useState('');
  const shown = useRef(current);
  useEffect(() => {
    if (current === shown.current) return;
    shown.current = current;
    setAnnouncement(`${current}, ${position} מתוך ${total}`);
  }, [current, position, total]);
  return (
    <nav
      aria-label="ניווט בין מושגים"
      className="@container flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <Link
        to="/terms"
        prefetch="intent"
        className="inline-flex min-h-11 items-center gap-1.5 self-start font-bold text-link hover:underline sm:self-auto"
      >
        <ArrowRight aria-hidden="true" className="size-4" />
        חזור למונחים
      </Link>
      {/* Side by side; one under the other where half the column cannot hold a term's longest word
          ('(Embedding)' on a 320 px phone at 150 % text, 12rem). */}
      <div className="grid grid-cols-2 gap-2 @max-[14rem]:grid-cols-1 sm:flex sm:items-center sm:gap-3">
        {/* The position reads first; on wide screens it sits between the two links. */}
        <p
          className="col-span-2 @max-[14rem]:col-span-1 text-center text-small font-bold text-ink-soft sm:order-2 sm:min-w-20"
          data-testid="term-position"
        >
          {position} מתוך {total}
        </p>
        <Link
          to={previous.href}
          prefetch="intent"
          preventScrollReset
          className="btn btn-secondary min-h-11 min-w-0 flex-col gap-0 px-2 text-small sm:max-w-60 sm:px-3 sm:order-1"
          data-testid="term-previous"
        >
          <NeighbourLabel label="הקודם" term={previous.term} arrow="before" />
        </Link>
        <Link
          to={next.href}
          prefetch="intent"
          preventScrollReset
          className="btn btn-secondary min-h-11 min-w-0 flex-col gap-0 px-2 text-small sm:max-w-60 sm:px-3 sm:order-3"
          data-testid="term-next"
        >
          <NeighbourLabel label="הבא" term={next.term} arrow="after" />
        </Link>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="term-announcement">
        {announcement}
      </p>
    </nav>
  );
}

/**
 * 'הקודם' / 'הבא' beside its arrow, and under them the term it leads to, so a reader sees where it
 * goes before pressing (the link's name says so too). The name has the button's whole width (a
 * phone's half column at 150 % text holds 'קונבולוציה') and wraps between its words.
 */
function NeighbourLabel({ label, term, arrow }: { label: string; term: string; arrow: 'before' | 'after' }) {
  const Arrow = arrow === 'before' ? ArrowRight : ArrowLeft;
  return (
    <>
      {/* Read as 'המושג הבא: הנדסת פרומפטים', holding what is seen (the link's name from its text). */}
      <span className="sr-only">{`המושג ${label}: `}</span>
      <span aria-hidden="true" className="flex items-center gap-1.5">
        {arrow === 'before' ? <Arrow className="size-4 shrink-0" /> : null}
        {label}
        {arrow === 'after' ? <Arrow className="size-4 shrink-0" /> : null}
      </span>
      <span className="max-w-full font-normal text-muted" data-neighbour-term>
        <BidiText text={term} />
      </span>
    </>
  );
}

/**
 * 'שמור למועדפים' (docs/product.md#term-page): saved in this browser, confirmed by a toast, state
 * in aria-pressed.
 */
export function SaveTermButton({ id, term }: { id: string; term: string }) {
  const favourites = useFavourites();
  const ready = favourites !== null;
  const saved = favourites?.includes(id) ?? false;
  return (
    <button
      type="button"
      className={`btn ${saved ? 'btn-primary' : 'btn-secondary'}`}
      aria-pressed={saved}
      disabled={!ready}
      data-testid="save-term"
      data-needs-script
      onClick={() => {
        const now = toggleFavourite(id);
        if (now === null)
          showToast('לא הצלחנו לשמור בדפדפן הזה. בדקו שהאחסון המקומי מופעל.', { tone: 'error' });
        else if (now) showToast(`"${term}" נשמר במועדפים`, { tone: 'success' });
        else showToast(`"${term}" הוסר מהמועדפים`, { tone: 'info' });
      }}
    >
      <Bookmark aria-hidden="true" className={`size-5 ${saved ? 'fill-current' : ''}`} />
      שמור למועדפים
    </button>
  );
}

/** The product's loading text while a client navigation waits for a term. */
export function TermLoading() {
  return (
    <div role="status" aria-live="polite" data-testid="term-loading" className="flex flex-col gap-5 py-6">
      <p className="font-bold text-ink-soft">טוען מושג...</p>
      <div aria-hidden="true" className="flex flex-col gap-5">
        <div className="skeleton h-40" />
        <div className="skeleton h-[400px]" />
        <div className="grid gap-5 md:grid-cols-2">
          <div className="skeleton h-40" />
          <div className="skeleton h-40" />
        </div>
      </div>
    </div>
  );
}
