import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/** A fresh CSP nonce for every request; React Router's inline scripts carry it. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
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
export const PERMISSIONS_POLICY = [
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
          directives: {
            'default-src': ["'self'"],
            'script-src': [
              "'self'",
              (_req, res) =>
                `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
            ],
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
          },
        },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
}
