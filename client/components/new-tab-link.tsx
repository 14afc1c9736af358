import type { ComponentProps, ReactNode } from 'react';

/** What a screen reader hears at the end of every link that opens another site in a new tab. */
export const NEW_TAB_NOTICE = '(נפתח בחלון חדש)';

type NewTabLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & {
  /**
   * Words only a screen reader hears, before the notice, with their own leading separator
   * (" של <project> ב-GitHub", ": <guide title>"): a visible label such as "קוד המקור" says which
   * project or guide it belongs to only beside its card.
   */
  context?: ReactNode;
};

/**
 * A link to another site, opened in a new tab: the page that opens it gets no handle on this one
 * (noopener) and no referrer, and a screen reader hears that a new tab will open.
 */
export function NewTabLink({ context, children, ...anchor }: NewTabLinkProps) {
  return (
    <a {...anchor} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">
        {context} {NEW_TAB_NOTICE}
      </span>
    </a>
  );
}
