import * as Sentry from '@sentry/react';

// Browser error reporting, loaded lazily and only when PUBLIC_SENTRY_DSN is set
// (docs/product.md#site-wide-widgets): traces 0.1, session replays 0.05, replays on error 0.3, a
// previous trace linked when under 3600 s old (the SDK's own limit; kept in session storage so it
// holds across full page loads). Errors from social and ad scripts are dropped; secrets are
// scrubbed before anything is sent.

const SECRET_QUERY = /([?&](?:key|api_key|apikey|access_token|token|password|email)=)[^&#\s"']+/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
const JWT_LIKE = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\b/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const SECRET_KEYS = /^(password|token|authorization|cookie|secret|api[-_]?key|access[-_]?token|email)$/i;

export function scrubBrowserText(text: string): string {
  return text
    .replace(SECRET_QUERY, '$1[REDACTED]')
    .replace(BEARER, '$1 [REDACTED]')
    .replace(JWT_LIKE, '[REDACTED]')
    .replace(EMAIL, '[EMAIL]');
}

export function scrubBrowserValue<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubBrowserText(value) as T;
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => scrubBrowserValue(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEYS.test(key) ? '[REDACTED]' : scrubBrowserValue(item, depth + 1);
  }
  return out as T;
}

/** Third-party scripts whose errors are not ours to fix. */
export const DENY_URLS = [
  /connect\.facebook\.net/i,
  /graph\.facebook\.com/i,
  /platform\.twitter\.com/i,
  /platform\.linkedin\.com/i,
  /snap\.licdn\.com/i,
  /googletagmanager\.com/i,
  /google-analytics\.com/i,
  /googlesyndication\.com/i,
  /doubleclick\.net/i,
  /adservice\.google\./i,
  /static\.hotjar\.com/i,
  /^chrome(-extension)?:\/\//i,
  /^moz-extension:\/\//i,
  /^safari-(web-)?extension:\/\//i,
];

export const IGNORE_ERRORS = [
  /fb_xd_fragment/i,
  /\bFB\b.*is not defined/i,
  /twttr/i,
  /adsbygoogle/i,
  /googletag/i,
  /Non-Error promise rejection captured/i,
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/i,
];

type EventLike = {
  message?: string;
  request?: { url?: string };
  exception?: {
    values?: { value?: string; stacktrace?: { frames?: { filename?: string; abs_path?: string }[] } }[];
  };
};

/**
 * False for an error that comes from a social or ad script (its innermost frame is theirs, or its
 * message is one of theirs): those are not ours to fix and are never reported. Checked in
 * beforeSend as well as by the SDK's own denyUrls/ignoreErrors, so the rule holds whatever the
 * SDK's defaults become.
 */
export function shouldReport(event: EventLike): boolean {
  const messages = [event.message, ...(event.exception?.values ?? []).map((value) => value.value)].filter(
    (text): text is string => Boolean(text),
  );
  if (messages.some((text) => IGNORE_ERRORS.some((pattern) => pattern.test(text)))) return false;
  for (const value of event.exception?.values ?? []) {
    const frames = value.stacktrace?.frames ?? [];
    // Sentry lists frames outermost first: the last one threw.
    const thrower = frames.at(-1);
    const file = thrower?.filename ?? thrower?.abs_path;
    if (file && DENY_URLS.some((pattern) => pattern.test(file))) return false;
  }
  return true;
}

let started = false;

/** Reports an error a route's error boundary caught (the SDK's global handlers never see those). */
export function reportBrowserError(error: unknown) {
  if (started) Sentry.captureException(error);
}

export function initBrowserSentry(dsn: string, environment?: string) {
  if (started) return;
  started = true;
  Sentry.init({
    dsn,
    environment,
    sendDefaultPii: false,
    integrations: [
      Sentry.browserTracingIntegration({ linkPreviousTrace: 'session-storage' }),
      Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true, maskAllInputs: true }),
    ],
    tracesSampleRate: 0.1,
    replaysSessionSampleRate: 0.05,
    replaysOnErrorSampleRate: 0.3,
    denyUrls: DENY_URLS,
    ignoreErrors: IGNORE_ERRORS,
    beforeSend(event) {
      if (!shouldReport(event)) return null;
      if (event.request?.url) event.request.url = scrubBrowserText(event.request.url);
      if (event.request?.headers) event.request.headers = scrubBrowserValue(event.request.headers);
      if (event.request) delete event.request.cookies;
      if (event.message) event.message = scrubBrowserText(event.message);
      for (const value of event.exception?.values ?? [])
        if (value.value) value.value = scrubBrowserText(value.value);
      if (event.extra) event.extra = scrubBrowserValue(event.extra);
      if (event.breadcrumbs) event.breadcrumbs = scrubBrowserValue(event.breadcrumbs);
      if (event.user) event.user = { id: event.user.id };
      return event;
    },
    beforeBreadcrumb(breadcrumb) {
      return scrubBrowserValue(breadcrumb);
    },
  });
}
