import { jwtVerify, SignJWT } from 'jose';

// Admin session tokens: HS256 with JWT_SECRET, the algorithm pinned on verification (so `alg: none`
// and any other algorithm are refused), a fixed issuer and audience, and an expiry.

export const TOKEN_ISSUER = 'hebrew-ai-site';
export const TOKEN_AUDIENCE = 'hebrew-ai-site:admin';
const TOKEN_TTL_SECONDS = 12 * 60 * 60;
const ALGORITHM = 'HS256';

export type AdminTokens = {
  issue(): Promise<string>;
  /** True only for a token this server signed, for the admin audience, not yet expired. */
  verify(token: string): Promise<boolean>;
};

export function createAdminTokens(secret: string, ttlSeconds = TOKEN_TTL_SECONDS): AdminTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue() {
      return new SignJWT({ role: 'admin' })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject('admin')
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        });
        return payload.sub === 'admin';
      } catch {
        // Malformed, wrongly signed, expired, other audience or algorithm: all simply "not valid".
        return false;
      }
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}
