import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_ISSUER } from '../auth/tokens.ts';
import type { Config } from '../platform/config.ts';

// The admin switches it on in the admin area (with the admin token); the
// browser then holds a cookie with a preview token signed like the admin tokens (JWT_SECRET, HS256)
// for another audience. Only a token this server signed turns preview on: a visitor who sends a
// cookie of that name with any other value gets the published site.

export const PREVIEW_COOKIE = 'site_preview';
export const PREVIEW_AUDIENCE = 'hebrew-ai-site:preview';
const PREVIEW_TTL_SECONDS = 2 * 60 * 60;
/** Preview pages are about one person's session: never stored by any cache, never indexed. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

export type PreviewSessions = {
  issue(): Promise<string>;
  verify(token: string): Promise<boolean>;
  /** The Set-Cookie value that turns preview on, or (with null) off. */
  cookie(token: string | null): string;
  /** The preview token of a request's Cookie header, if any. */
  tokenOf(cookieHeader: string | undefined): string | null;
};

/** Preview needs the preview token, the space and JWT_SECRET (the session is signed). */
export function previewAvailable(config: Config): boolean {
  return Boolean(config.CONTENTFUL_PREVIEW_TOKEN && config.CONTENTFUL_SPACE_ID && config.JWT_SECRET);
}

export function createPreviewSessions(config: Config): PreviewSessions | null {
  if (!previewAvailable(config)) return null;
  const key = new TextEncoder().encode(config.JWT_SECRET);
  const secure = config.PUBLIC_SITE_URL.startsWith('https:') ? '; Secure' : '';
  return {
    issue: () =>
      new SignJWT({ preview: true })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('admin')
        .setIssuer(TOKEN_ISSUER)
        .setAudience(PREVIEW_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${PREVIEW_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: PREVIEW_AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        });
        return payload.sub === 'admin' && payload.preview === true;
      } catch {
        return false;
      }
    },
    cookie(token) {
      const value = token ?? '';
      const age = token ? PREVIEW_TTL_SECONDS : 0;
      return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${age}; HttpOnly; SameSite=Lax${secure}`;
    },
    tokenOf(cookieHeader) {
      if (!cookieHeader) return null;
      for (const part of cookieHeader.split(';')) {
        const [name, ...rest] = part.split('=');
        if (name?.trim() === PREVIEW_COOKIE) return rest.join('=').trim() || null;
      }
      return null;
    },
  };
}
