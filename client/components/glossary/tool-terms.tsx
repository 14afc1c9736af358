import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { BidiText } from '../bidi-text.tsx';
import type { TermCardData } from './term-card.tsx';

/** On a tool page: the glossary terms that name this tool (issue 9, the other direction of relatedTools). */
export function ToolTerms({ terms, toolName }: { terms: readonly TermCardData[]; toolName: string }) {
  if (terms.length === 0) return null;
  return (
    <section aria-labelledby="tool-terms" className="mt-12" data-section="tool-terms">
      <h2 id="tool-terms" className="mb-2 flex items-center gap-2 text-heading font-bold">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <BookOpen aria-hidden="true" className="size-5" />
        </span>
        מושגים שכדאי להכיר
      </h2>
      <p className="mb-4 text-ink-soft">
        מונחים מהמילון שקשורים ל-<bdi>{toolName}</bdi> ועוזרים להבין איך הוא עובד.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {terms.map((term) => (
          <li key={term.id}>
            <Link
              to={term.href}
              prefetch="intent"
              className="card card-link flex h-full flex-col gap-1 p-4"
              data-term-id={term.id}
            >
              <span className="font-bold text-brand-800">
                <BidiText text={term.term} />
              </span>
              {term.englishTerm ? (
                <span className="text-small text-muted">
                  <bdi dir="ltr" lang="en">
                    {term.englishTerm}
                  </bdi>
                </span>
              ) : null}
              <span className="mt-1 line-clamp-2 text-small text-ink-soft">
                <BidiText text={term.shortDefinition} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
