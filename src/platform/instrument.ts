import * as Sentry from '@sentry/node';
import type { Config } from './config.ts';
import { scrubText, scrubValue } from './redact.ts';

/** What any event (an error or a sampled transaction) may say about the request and the error. */
function scrubEvent<E extends Sentry.Event>(event: E): E {
  if (event.request) {
    const { headers, query_string, url } = event.request;
    event.request.headers = headers ? scrubValue(headers) : undefined;
    delete event.request.cookies;
    // Bodies hold passwords (login) and addresses (signup): never sent.
    delete event.request.data;
    event.request.query_string = typeof query_string === 'string' ? scrubText(query_string) : undefined;
    event.request.url = url ? scrubText(url) : url;
  }
  if (event.exception?.values) {
    for (const value of event.exception.values) if (value.value) value.value = scrubText(value.value);
  }
  if (event.message) event.message = scrubText(event.message);
  if (event.extra) event.extra = scrubValue(event.extra);
  if (event.contexts) event.contexts = scrubValue(event.contexts);
  if (event.breadcrumbs) event.breadcrumbs = scrubValue(event.breadcrumbs);
  return event;
}

/** Error reporting and tracing, only when SENTRY_DSN is set; secrets scrubbed before sending. */
export function initSentry(config: Config): boolean {
  if (!config.SENTRY_DSN) return false;
  Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: config.NODE_ENV,
    tracesSampleRate: 0.1,
    sendDefaultPii: false,
    beforeSend: (event) => scrubEvent(event),
    // Sampled transactions carry the request too (headers, body): the same scrubbing.
    beforeSendTransaction: (event) => scrubEvent(event),
  });
  return true;
}

/**
 * The services' reportError when SENTRY_DSN is set (given to the runtime at construction): an
 * unexpected error to Sentry, scrubbed by beforeSend. Never throws.
 */
export function sentryReporter(): (error: unknown) => void {
  return (error) => {
    try {
      Sentry.captureException(error);
    } catch {
      // Error reporting must never take a request down with it.
    }
  };
}

export { Sentry };
