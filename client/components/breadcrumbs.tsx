import { ChevronLeft } from 'lucide-react';
import { Link, useLocation, useMatches } from 'react-router';
import { breadcrumbJsonLd, buildBreadcrumbs } from '../lib/breadcrumbs.ts';
import { jsonForScript } from '../lib/json-script.ts';
import { useNonce } from '../lib/nonce.tsx';
import { BidiText } from './bidi-text.tsx';

/** The catch-all route of client/routes.ts (its id is its file). */
const NOT_FOUND_ROUTE_ID = 'routes/not-found';

/**
 * A route may name its own crumbs from its data (a tool's name instead of its slug). Without the
 * data it wants (its loader refused: no such tool, episode, issue) it answers null: that address is
 * no page, and like one no route knows it has no trail.
 */
type CrumbHandle = { breadcrumb?: (data: unknown) => Record<string, string> | null | undefined };

export function Breadcrumbs({ siteUrl }: { siteUrl: string }) {
  const location = useLocation();
  const matches = useMatches();
  const nonce = useNonce();
  const overrides: Record<string, string> = {};
  let isPage = !matches.some((match) => match.id === NOT_FOUND_ROUTE_ID);
  for (const match of matches) {
    const named = (match.handle as CrumbHandle | undefined)?.breadcrumb?.(match.loaderData);
    if (named === null) isPage = false;
    Object.assign(overrides, named ?? {});
  }
  // An address that is no page of the site has no trail: its segments would only repeat the typo.
  if (!isPage) return null;
  const crumbs = buildBreadcrumbs(location.pathname, overrides);
  if (crumbs.length <= 1) return null;
  return (
    <nav aria-label="פירורי לחם" className="container-page w-full pt-4">
      <ol className="flex flex-wrap items-center gap-1 text-small text-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.to} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  <BidiText text={crumb.label} />
                </span>
              ) : (
                <>
                  <Link to={crumb.to} className="hover:text-link-strong hover:underline">
                    <BidiText text={crumb.label} />
                  </Link>
                  <ChevronLeft aria-hidden="true" className="size-4" />
                </>
              )}
            </li>
          );
        })}
      </ol>
      <script
        type="application/ld+json"
        nonce={nonce || undefined}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonForScript(breadcrumbJsonLd(crumbs, siteUrl)) }}
      />
    </nav>
  );
}
