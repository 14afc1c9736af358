import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { BalancedGrid } from '../balanced-grid.tsx';
import { BidiText } from '../bidi-text.tsx';
import { SectionHeading } from '../catalogue/page-parts.tsx';
import type { TermCardData } from './term-card.tsx';
import { TermNameLines } from './term-parts.tsx';

/**
 * On a tool page: the glossary terms that name this tool (the other direction of relatedTools), in
 * full rows by the section's width in rem: four a row by the screen gave ~208 px cards at 1024 px
 * and 150 % text (a word or two a line) and left the ninth term alone on its row.
 */
export function ToolTerms({ terms, toolName }: { terms: readonly TermCardData[]; toolName: string }) {
  if (terms.length === 0) return null;
  return (
    <section aria-labelledby="tool-terms" className="mt-12" data-section="tool-terms">
      <SectionHeading
        id="tool-terms"
        spacing="mb-2"
        icon={<BookOpen aria-hidden="true" className="size-5" />}
      >
        מושגים שכדאי להכיר
      </SectionHeading>
      <p className="mb-4 text-ink-soft">
        מונחים מהמילון שקשורים ל-<bdi>{toolName}</bdi> ועוזרים להבין איך הוא עובד.
      </p>
      <BalancedGrid items={terms} itemKey={(term) => term.id} className="gap-3">
        {(term) => (
          <Link
            to={term.href}
            prefetch="intent"
            className="card card-link flex h-full flex-col gap-1 p-4"
            data-term-id={term.id}
          >
            <TermNameLines term={term.term} englishTerm={term.englishTerm} />
            <span className="mt-1 line-clamp-2 text-small text-ink-soft">
              <BidiText text={term.shortDefinition} />
            </span>
          </Link>
        )}
      </BalancedGrid>
    </section>
  );
}
