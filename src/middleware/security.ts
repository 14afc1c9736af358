import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../platform/config.ts';
import { requestLocals } from '../request-locals.ts';

/** A fresh CSP nonce for every request; React Router's inline scripts carry it. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  requestLocals(res).cspNonce = randomBytes(16).toString('base64');
  next();
};

function sentryOrigin(dsn: string | undefined): string[] {
  if (!dsn) return [];
  try {
    return [new URL(dsn).origin];
  } catch {
    return [];
  }
}

/**
 * Powerful browser features the site never uses, off for it and for anything it embeds. Features a
 * video or audio embed needs (autoplay, fullscreen, encrypted media, picture-in-picture) keep the
 * browser's default.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** The strict policy's directives, in order; script-src takes the sources of one response. */
function cspDirectives<T>(config: Config, scriptSources: T[]): Record<string, (string | T)[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptSources],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'https:'],
    'connect-src': ["'self'", ...sentryOrigin(config.PUBLIC_SENTRY_DSN)],
    // The one frame the site shows: the privacy-enhanced video player, loaded on click.
    'frame-src': ['https://www.youtube-nocookie.com'],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", 'mailto:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
}

/**
 * The same policy as a header value, with fixed script sources instead of the request's nonce: the
 * page cache serves stored documents with the hashes of their inline scripts ('sha256-…').
 */
export function contentSecurityPolicy(config: Config, scriptSources: string[]): string {
  return Object.entries(cspDirectives(config, scriptSources))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

export function securityHeaders(config: Config): RequestHandler {
  const headers = helmetHeaders(config);
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}

function helmetHeaders(config: Config): RequestHandler {
  return helmet({
    // Vite's dev server injects its own inline client; the strict policy applies everywhere else.
    contentSecurityPolicy: config.isDevelopment
      ? false
      : {
          useDefaults: false,
          directives: cspDirectives(config, [
            (_req: IncomingMessage, res: ServerResponse) =>
              // helmet hands Express's own response in, typed as Node's.
              `'nonce-${requestLocals(res as Response).cspNonce}'`,
          ]),
        },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
}
