import type { ReactNode } from 'react';

export type LegalSection = { readonly id: string; readonly title: string };

/** The legal pages' body: a numbered, sticky table of contents beside the document's sections. */
export function LegalLayout({
  tocId,
  sections,
  children,
}: {
  tocId: string;
  sections: readonly LegalSection[];
  children: ReactNode;
}) {
  return (
    // The contents go beside the text where the page is 48rem wide, by its width in rem rather than
    // the screen's, so at large text the text keeps a readable column (decision 0041).
    <div className="@container container-page py-12 lg:py-16">
      <div className="grid gap-10 @min-[48rem]:grid-cols-[16rem_minmax(0,1fr)]">
        <nav
          aria-labelledby={tocId}
          className="@min-[48rem]:sticky @min-[48rem]:top-24 @min-[48rem]:self-start"
        >
          <h2 id={tocId} className="text-small font-bold text-muted">
            תוכן העניינים
          </h2>
          <ol className="mt-3 grid gap-1 rounded-card border border-line bg-surface p-3 text-small">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-lg px-2 py-1.5 text-ink-soft hover:bg-tint hover:text-link-strong"
                >
                  <span aria-hidden="true" className="text-muted tabular-nums">
                    {index + 1}.
                  </span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-he min-w-0 max-w-3xl text-ink-soft [&_h2]:text-ink [&>section:first-child>h2]:mt-0">
          {children}
        </div>
      </div>
    </div>
  );
}
