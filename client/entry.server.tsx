import { readFileSync } from 'node:fs';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type {
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
  RouterContextProvider,
} from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import stylesheetUrl from './app.css?url';
import { appContext } from './lib/app-context.ts';
import { deferredComponentsLoaded } from './lib/deferred-hydration.tsx';
import { documentStream } from './lib/document-stream.server.ts';
import { setInlineStylesheet } from './lib/inline-stylesheet.ts';
import { NonceProvider } from './lib/nonce.tsx';

export const streamTimeout = 5_000;

// The production build's stylesheet, inlined into every document (the development server serves it
// as a file instead: its URL does not exist under build/client).
try {
  setInlineStylesheet(readFileSync(new URL(`../client${stylesheetUrl}`, import.meta.url), 'utf8'));
} catch {
  // Not a production build: root links the stylesheet.
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, services, noStore } = loadContext.get(appContext);
  if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', services.cachePolicy.page);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Components hydrated later in the browser render in place here: their modules are loaded first.
  await deferredComponentsLoaded();
  const renderTimeout = services.config.RENDER_TIMEOUT_MS;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Browsers get the shell as soon as it is ready and the rest streamed in; crawlers get the
    // whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      renderTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React moves a finished Suspense boundary out of place (into a hidden div that an inline
        // script puts back) once the document passes 12.8 KB. Without JavaScript that content would
        // stay hidden: keep finished boundaries in place; only boundaries still waiting stream later.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const stream = documentStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          pipe(stream.destination);
          resolve(new Response(stream.body, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          noStore?.();
          if (shellRendered) services.logger.error({ err: error }, 'streaming render error');
        },
      },
    );
  });
}

/** `.data` requests carry the same page data as the document: the same caching rule. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  if (!response.headers.has('Cache-Control'))
    response.headers.set('Cache-Control', context.get(appContext).services.cachePolicy.page);
  return response;
};

/** React Router's CSRF check (lib/actions.ts): both of its messages end so. */
export function isCrossOriginActionRefusal(error: unknown): boolean {
  return error instanceof Error && /origin.*Aborting the action\.$/s.test(error.message);
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A client's mistake (404, 405, a bad form) is not an error of ours: the request log has it at warn.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const { services, noStore } = context.get(appContext);
  const { logger, reportError } = services;
  noStore?.();
  // React Router refuses a cross-origin form post (its CSRF check) with a plain Error and answers 400:
  // an expected refusal, so one warning line without a stack, and nothing for error tracking.
  if (isCrossOriginActionRefusal(error)) {
    logger.warn(
      { path: new URL(request.url).pathname, origin: request.headers.get('origin')?.slice(0, 200) },
      'cross-origin form post refused',
    );
    return;
  }
  logger.error({ err: error, path: new URL(request.url).pathname }, 'route error');
  reportError?.(error);
};
