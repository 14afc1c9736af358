import * as Sentry from '@sentry/node';
import type { Config } from './config.ts';
import { scrubText, scrubValue } from './redact.ts';

/** Error reporting and tracing, only when SENTRY_DSN is set; secrets scrubbed before sending. */
export function initSentry(config: Config): boolean {
  if (!config.SENTRY_DSN) return false;
  Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: config.NODE_ENV,
    tracesSampleRate: 0.1,
    sendDefaultPii: false,
    beforeSend(event) {
      if (event.request) {
        const { headers, cookies: _cookies, data, query_string, url } = event.request;
        event.request.headers = headers ? scrubValue(headers) : undefined;
        delete event.request.cookies;
        event.request.data = data === undefined ? undefined : scrubValue(data);
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
    },
    beforeSendTransaction(event) {
      if (event.request?.url) event.request.url = scrubText(event.request.url);
      return event;
    },
  });
  return true;
}

export { Sentry };
