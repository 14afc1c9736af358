import { BookOpen, Link2, Network } from 'lucide-react';
import { Link } from 'react-router';
import type { QualityLink } from '../../../src/domain/types.ts';
import { BidiText } from '../bidi-text.tsx';
import type { TermCardData } from './term-card.tsx';
import { QualityLinks, TermNameLines, TermSection } from './term-parts.tsx';

// Sections of a term's page (routes/terms.$termId.tsx) whose columns follow the page column's width
// in rem (that column is an `@container`), so the visitor's text size counts: by the screen's width
// alone, a 1024 px screen at 150 % text gave the links and the related terms ~150 px columns that
// broke 'Transformer' inside the word (decision 0041). 56rem is that column at a wide screen.

/** The extended definition beside the quality links; either takes the whole row when alone. */
export function DefinitionAndLinks({
  paragraphs,
  qualityLinks,
}: {
  paragraphs: readonly string[];
  qualityLinks: readonly (QualityLink & { href: string })[];
}) {
  if (paragraphs.length === 0 && qualityLinks.length === 0) return null;
  return (
    <div className="grid gap-6 @min-[56rem]:grid-cols-3">
      {paragraphs.length > 0 ? (
        <TermSection
          id="definition"
          title="הגדרה מורחבת"
          icon={<BookOpen aria-hidden="true" className="size-5" />}
          className={qualityLinks.length > 0 ? '@min-[56rem]:col-span-2' : '@min-[56rem]:col-span-3'}
        >
          <div className="flex max-w-3xl flex-col gap-4 text-ink-soft">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <BidiText text={paragraph} />
              </p>
            ))}
          </div>
        </TermSection>
      ) : null}
      {qualityLinks.length > 0 ? (
        <TermSection
          id="links"
          title="קישורים איכותיים"
          icon={<Link2 aria-hidden="true" className="size-5" />}
          className={paragraphs.length > 0 ? '' : '@min-[56rem]:col-span-3'}
        >
          <QualityLinks links={qualityLinks} />
        </TermSection>
      ) : null}
    </div>
  );
}

/** The related terms: one a row on a phone, two, then five across the page column. */
export function RelatedTerms({ terms }: { terms: readonly TermCardData[] }) {
  if (terms.length === 0) return null;
  return (
    <TermSection
      id="related-terms"
      title="מושגים קשורים"
      icon={<Network aria-hidden="true" className="size-5" />}
    >
      <ul className="grid gap-3 @min-[30rem]:grid-cols-2 @min-[56rem]:grid-cols-5">
        {terms.map((related) => (
          <li key={related.id}>
            <Link
              to={related.href}
              prefetch="intent"
              className="flex h-full flex-col rounded-xl border border-line p-3 transition-colors hover:border-brand-300 hover:bg-tint"
            >
              <TermNameLines term={related.term} englishTerm={related.englishTerm} />
            </Link>
          </li>
        ))}
      </ul>
    </TermSection>
  );
}
