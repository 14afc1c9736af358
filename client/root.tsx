import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheetUrl from './app.css?url';
import hebrewFont from './fonts/heebo-hebrew.woff2?url';
import latinFont from './fonts/heebo-latin.woff2?url';
import { AdminSessionProvider } from './lib/admin-session.tsx';
import { appContext } from './lib/app-context.ts';
import { contactEmailsFrom } from './lib/contact.ts';
import { deferHydration } from './lib/deferred-hydration.tsx';
import { afterLoadAndIdle } from './lib/idle.ts';
import { inlineStylesheet } from './lib/inline-stylesheet.ts';
import { jsonForScript } from './lib/json-script.ts';
import { organizationJsonLd, websiteJsonLd } from './lib/meta.ts';
import { MEDIUM_PRELOAD_DELAY_MS, ROUTE_PRIORITIES } from './lib/navigation.ts';
import { useNonce } from './lib/nonce.tsx';
import { APPLY_ACCESSIBILITY_SCRIPT } from './lib/preferences.ts';
import { SITE } from './lib/site.ts';
import { STORAGE_KEYS } from './lib/storage-keys.ts';
import { THEME_COLOURS } from './lib/theme-colours.ts';
import { markDocumentHydrated } from './lib/use-hydrated.ts';

// Only an admin's preview session shows the banner: its code is fetched then, not on every visitor's
// first load (the home page's first-load budget in docs/benchmarks.md). The server renders it
// in the HTML all the same, and its exit is a plain form, so it works before the chunk arrives.
const PreviewBanner = lazy(() =>
  import('./components/preview-banner.tsx').then((module) => ({ default: module.PreviewBanner })),
);

// The page's own content hydrates first; the shell around it (header, breadcrumbs, footer) and the
// widgets shown after hydration render in place on the server and hydrate once their code arrives
// (not part of the first load).
const SiteHeader = deferHydration(() =>
  import('./components/site-header.tsx').then((module) => module.SiteHeader),
);
const Breadcrumbs = deferHydration(() =>
  import('./components/breadcrumbs.tsx').then((module) => module.Breadcrumbs),
);
const Toaster = deferHydration(() => import('./components/toaster.tsx').then((module) => module.Toaster));
const SiteFooter = deferHydration(() =>
  import('./components/site-footer.tsx').then((module) => module.SiteFooter),
);
const AccessibilityPanel = deferHydration(() =>
  import('./components/accessibility-panel.tsx').then((module) => module.AccessibilityPanel),
);
const CompareTray = deferHydration(() =>
  import('./components/catalogue/compare-tray.tsx').then((module) => module.CompareTray),
);
const CookieBanner = deferHydration(() =>
  import('./components/cookie-banner.tsx').then((module) => module.CookieBanner),
);
// Needed only once the page has loaded (preloading) or when the visitor navigates (the progress bar).
const NavigationProgress = deferHydration(() =>
  import('./components/navigation-progress.tsx').then((module) => module.NavigationProgress),
);
const RoutePreloader = deferHydration(() =>
  import('./components/route-preloader.tsx').then((module) => module.RoutePreloader),
);
const NotFoundView = deferHydration(() =>
  import('./components/status-pages.tsx').then((module) => module.NotFoundView),
);
/**
 * The error page's words without its code, where that cannot be fetched (a page left open while the
 * network went, or across a deploy that removed its build's files): never React Router's English
 * 'Application Error'. The not-found page needs none: React Router loads an address it has no route
 * for as a document, which the server renders whole.
 */
function ErrorWithoutItsCode() {
  const location = useLocation();
  return (
    <section className="container-page py-16 text-center" data-status-fallback>
      <h1 className="text-title font-bold">אופס! משהו השתבש</h1>
      <a href={location.pathname + location.search} className="btn btn-primary mt-8">
        רענון הדף
      </a>
    </section>
  );
}
const ErrorFallbackView = deferHydration(() =>
  import('./components/status-pages.tsx').then(
    (module) => module.ErrorFallbackView,
    () => ErrorWithoutItsCode,
  ),
);

export async function loader({ context }: Route.LoaderArgs) {
  const { services, isAdmin, pageExists, pagePreload, preview } = context.get(appContext);
  // Only pages this build has are preloaded (a missing one would log a 404 on every page), each with
  // the files it needs, read from the build's route manifest here (the browser need not know them).
  const existing = (pages: readonly string[]) =>
    pages.filter((page) => pageExists?.(page) ?? false).flatMap((page) => pagePreload?.(page) ?? []);
  return {
    siteUrl: services.config.PUBLIC_SITE_URL,
    sentryDsn: services.config.PUBLIC_SENTRY_DSN ?? null,
    contact: contactEmailsFrom(services.config),
    isAdmin,
    // The admin's preview session: the banner, and the page is rendered from drafts.
    preview: preview === true,
    preload: {
      high: existing(ROUTE_PRIORITIES.high),
      medium: existing(ROUTE_PRIORITIES.medium),
      mediumDelayMs: MEDIUM_PRELOAD_DELAY_MS,
    },
    // Sent as data so the settings code itself is not part of every page's first load.
    accessibilityScript: APPLY_ACCESSIBILITY_SCRIPT,
  };
}

/** Titles for the root's error boundary (pages give their own titles in their meta). */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? '404 | הדף לא נמצא' : 'אופס! משהו השתבש | AI בעברית' },
    { name: 'robots', content: 'noindex' },
  ];
};

export const links: Route.LinksFunction = () => [
  // Both faces set the text above the fold, fetched with the document, not after layout finds them:
  // the Hebrew letters, and the Latin face's spaces, digits and Latin names in every Hebrew line.
  // Found late, the Latin face re-laid out the largest text a moment after the first paint.
  { rel: 'preload', href: hebrewFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: latinFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  // The site search in the browser's address bar (routes/opensearch[.]xml.ts).
  { rel: 'search', type: 'application/opensearchdescription+xml', title: SITE.name, href: '/opensearch.xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // After every effect of the hydrated document: components mounted from now on are the browser's.
  useEffect(markDocumentHydrated, []);
  const data = useRouteLoaderData<typeof loader>('root');
  const siteUrl = data?.siteUrl ?? 'http://localhost:3000';
  return (
    <html lang="he" dir="rtl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The browser's bar in each colour scheme; a theme chosen in the panel sets both (its
            script, before the first paint, and applyAccessibility). */}
        {(['light', 'dark'] as const).map((scheme) => (
          <meta
            key={scheme}
            name="theme-color"
            media={`(prefers-color-scheme: ${scheme})`}
            content={THEME_COLOURS[scheme]}
            data-scheme={scheme}
            suppressHydrationWarning
          />
        ))}
        <Meta />
        {/* The stylesheet inline (production): the first paint waits for no other request. Decided
            by the stylesheet's text, not by the root's data: a failed data request loses that data,
            and swapping the <style> for a <link> then showed the error page unstyled a moment. */}
        {inlineStylesheet() !== '' ? (
          <style
            data-inline-stylesheet=""
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: inlineStylesheet() }}
          />
        ) : (
          <link rel="stylesheet" href={stylesheetUrl} />
        )}
        <Links />
        {/* Stored accessibility settings apply before first paint (no flash of the default size). */}
        <script
          nonce={nonce || undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: data?.accessibilityScript ?? '' }}
        />
        <script
          type="application/ld+json"
          nonce={nonce || undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: jsonForScript([
              organizationJsonLd(siteUrl, data?.contact.contact),
              websiteJsonLd(siteUrl),
            ]),
          }}
        />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="sr-only z-(--z-skip-link) rounded-lg bg-brand-800 px-4 py-2 font-bold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
        >
          דלג לתוכן הראשי
        </a>
        {data?.preview ? (
          <Suspense fallback={null}>
            <PreviewBanner />
          </Suspense>
        ) : null}
        <AdminSessionProvider>
          <SiteHeader />
          <Breadcrumbs siteUrl={siteUrl} />
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter />
          {/* Page-wide overlays after the footer, outside <main>: a screen reader moving by landmarks
              finds the accessibility panel (its own complementary landmark) and the cookie banner
              (a labelled region) at the top level, not inside the page's content. Their block (no
              role) holds the banner's height for the others (app.css, .page-overlays). */}
          <div data-page-overlays="" className="page-overlays">
            <AccessibilityPanel />
            <CompareTray />
            <CookieBanner />
            <Toaster />
          </div>
        </AdminSessionProvider>
        <ScrollRestoration nonce={nonce} storageKey={STORAGE_KEYS.scrollPositions} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const sentryDsn = loaderData?.sentryDsn;
  useEffect(() => {
    // Error reporting is a separate chunk, fetched only when a DSN is configured.
    if (sentryDsn)
      void import('./lib/sentry.client.ts').then(({ initBrowserSentry }) => initBrowserSentry(sentryDsn));
  }, [sentryDsn]);
  useEffect(() => {
    // Offline, the page's links go to the browser as documents, for the worker to answer
    // (decision 0054). Nothing a first load needs: its code comes once the page has loaded and the
    // browser is idle, online in practice, and the worker keeps it for the pages read offline later.
    let undo: (() => void) | undefined;
    let left = false;
    const cancel = afterLoadAndIdle(
      () =>
        void import('./lib/offline-navigation.ts').then(({ navigateAsDocumentsWhenOffline }) => {
          if (!left) undo = navigateAsDocumentsWhenOffline();
        }),
    );
    return () => {
      left = true;
      cancel();
      undo?.();
    };
  }, []);
  useEffect(() => {
    // Once the page has loaded and the browser is idle, not in hydration's effects: registering is a
    // main-thread task, and the worker's install downloads the home page again for offline use; the
    // first load needs neither (on the phone the bench emulates it was 6–8 ms of a 100 ms task). Its
    // code is fetched then too, not with the page's first load.
    if (import.meta.env.PROD)
      return afterLoadAndIdle(
        () =>
          void import('./lib/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()),
      );
  }, []);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <RoutePreloader pages={loaderData?.preload} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const data = useRouteLoaderData<typeof loader>('root');
  const sentryDsn = data?.sentryDsn;
  // A route error the boundary caught never reaches the SDK's global handlers: report it here
  // (in the browser, when error reporting is configured; the server reports its own in handleError).
  useEffect(() => {
    if (notFound || !sentryDsn) return;
    void import('./lib/sentry.client.ts').then(({ initBrowserSentry, reportBrowserError }) => {
      initBrowserSentry(sentryDsn);
      reportBrowserError(error);
    });
  }, [error, notFound, sentryDsn]);
  if (notFound) return <NotFoundView />;
  return <ErrorFallbackView />;
}
