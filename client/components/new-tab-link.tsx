import { ExternalLink } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

/** What a screen reader hears at the end of every link that opens another site in a new tab. */
export const NEW_TAB_NOTICE = '(נפתח בחלון חדש)';

const NOTICE_HTML = `<span class="sr-only"> ${NEW_TAB_NOTICE}</span>`;

/**
 * Rich text from a feed, as the refresh job sanitised it (jobs/sources/shared/text.ts), with the
 * same notice in each of its links: the sanitiser makes every link open a new tab, and in its
 * canonical output a closing `</a>` is always a tag (a literal one in text is escaped).
 */
export function withNewTabNotices(sanitisedHtml: string): string {
  return sanitisedHtml.replaceAll('</a>', `${NOTICE_HTML}</a>`);
}

type NewTabLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & {
  /**
   * Words only a screen reader hears, before the notice, with their own leading separator
   * (" של <project> ב-GitHub", ": <guide title>"): a visible label such as "קוד המקור" says which
   * project or guide it belongs to only beside its card.
   */
  context?: ReactNode;
  /** Ends the visible label with the external-link icon (hidden from assistive technology). */
  icon?: boolean;
};

/**
 * A link to another site, opened in a new tab: the page that opens it gets no handle on this one
 * (noopener) and no referrer, and a screen reader hears that a new tab will open.
 */
export function NewTabLink({ context, icon = false, children, ...anchor }: NewTabLinkProps) {
  return (
    <a {...anchor} target="_blank" rel="noopener noreferrer">
      {children}
      {icon ? <ExternalLink aria-hidden="true" className="size-4" /> : null}
      <span className="sr-only">
        {context} {NEW_TAB_NOTICE}
      </span>
    </a>
  );
}
