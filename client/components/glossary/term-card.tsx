import { termPath } from '../../../src/domain/glossary/glossary.ts';
import type { Term } from '../../../src/domain/types.ts';
import { useListLinks } from '../../lib/list-links.tsx';
import { CARDS_DRAWN_FIRST } from '../../lib/offscreen.ts';
import { BidiText } from '../bidi-text.tsx';
import { CategoryChip, DifficultyChip, TermIcon, termCategoryLook } from './term-style.tsx';

export type TermCardData = Pick<
  Term,
  'id' | 'slug' | 'term' | 'englishTerm' | 'shortDefinition' | 'category' | 'difficulty'
> & { href: string };

/** The fields a card needs, so loaders send small payloads. */
export function toTermCard(term: Term): TermCardData {
  return {
    id: term.id,
    slug: term.slug,
    term: term.term,
    englishTerm: term.englishTerm,
    shortDefinition: term.shortDefinition,
    category: term.category,
    difficulty: term.difficulty,
    href: termPath(term),
  };
}

/** A glossary card; inside a TermGrid, whose handlers make its link work in the app. */
function TermCard({ term, headingLevel = 2 }: { term: TermCardData; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card card-link relative flex h-full flex-col gap-3 p-5" data-term-id={term.id}>
      {/* The title goes under the icon where less than 6rem would be left beside it (320 px, 150 % text). */}
      <div className="flex flex-wrap items-start gap-3">
        <span
          aria-hidden="true"
          className={`grid size-11 shrink-0 place-items-center rounded-xl ${termCategoryLook(term.category).chip}`}
        >
          <TermIcon category={term.category} className="size-5" />
        </span>
        <div className="min-w-0 grow basis-24">
          <Heading className="text-lg leading-snug font-bold">
            {/* A plain anchor: the grid navigates and prefetches for all its cards (useListLinks). */}
            <a href={term.href} data-discover="true" className="stretched-link">
              <BidiText text={term.term} />
            </a>
          </Heading>
          {term.englishTerm ? (
            <p className="text-small text-muted">
              <bdi dir="ltr" lang="en">
                {term.englishTerm}
              </bdi>
            </p>
          ) : null}
        </div>
      </div>
      <p className="line-clamp-3 text-ink-soft">
        <BidiText text={term.shortDefinition} />
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
        <CategoryChip category={term.category} />
        <DifficultyChip difficulty={term.difficulty} />
        <span aria-hidden="true" className="icon-details ms-auto flex text-link" />
      </div>
    </article>
  );
}

/**
 * A term card's placeholder until drawn: its usual height (12.7rem, 203 px at the default text size,
 * at every width where its description takes two lines), in rem so that it grows with the visitor's
 * text as the card does. 12.5rem moved the footer 13 px on a jump to the end of /terms.
 */
const OFFSCREEN_TERM_CARD = '[contain-intrinsic-size:auto_1px_auto_12.7rem] [content-visibility:auto]';

export function TermGrid({
  terms,
  label,
  headingLevel,
}: {
  terms: readonly TermCardData[];
  label?: string;
  headingLevel?: 2 | 3;
}) {
  const links = useListLinks();
  return (
    <>
      {/* Columns by the grid's width in rem, the visitor's text size included: by the screen's width,
          three columns at 1024 px and 150 % text broke 'Hallucinations' inside the word. */}
      <div className="@container">
        <ul
          className="grid gap-5 @min-[36rem]:grid-cols-2 @min-[56rem]:grid-cols-3"
          aria-label={label}
          data-testid="term-grid"
          {...links.handlers}
        >
          {terms.map((term, index) => (
            // Cards past the first screenful are drawn only near the screen (decision 0040).
            <li key={term.id} className={index < CARDS_DRAWN_FIRST ? undefined : OFFSCREEN_TERM_CARD}>
              <TermCard term={term} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      </div>
      {links.prefetch}
    </>
  );
}
