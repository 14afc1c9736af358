import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_ISSUER } from './tokens.ts';

// Device cookies, as OWASP recommends against online guessing ("Slow Down Online Guessing Attacks
// with Device Cookies"): a successful admin login leaves a signed, HttpOnly cookie naming this
// browser (a random device id, signed with JWT_SECRET for its own audience). Failed logins from a
// browser holding a valid one count against that device only; everyone else's count against their
// address. So strangers sharing the owner's address (an office, a NAT, a proxy) can lock out their
// address, never the owner's browser.

const DEVICE_COOKIE = 'site_device';
const DEVICE_AUDIENCE = 'hebrew-ai-site:device';
const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;

export type DeviceCookies = {
  /** The Set-Cookie value for a browser that has just logged in. */
  issue(): Promise<string>;
  /** The device id of a request's Cookie header when it carries a cookie this server signed. */
  deviceOf(cookieHeader: string | undefined): Promise<string | null>;
};

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) return rest.join('=').trim() || null;
  }
  return null;
}

export function createDeviceCookies(secret: string, options: { secure: boolean }): DeviceCookies {
  const key = new TextEncoder().encode(secret);
  const secure = options.secure ? '; Secure' : '';
  return {
    async issue() {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('admin')
        .setJti(randomUUID())
        .setIssuer(TOKEN_ISSUER)
        .setAudience(DEVICE_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${DEVICE_TTL_SECONDS}s`)
        .sign(key);
      // Sent only to the login route; never readable by scripts.
      return `${DEVICE_COOKIE}=${token}; Path=/api/auth; Max-Age=${DEVICE_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
    },
    async deviceOf(cookieHeader) {
      const token = cookieValue(cookieHeader, DEVICE_COOKIE);
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: DEVICE_AUDIENCE,
          requiredClaims: ['exp', 'sub', 'jti'],
        });
        return payload.sub === 'admin' && payload.jti ? payload.jti : null;
      } catch {
        return null;
      }
    },
  };
}
