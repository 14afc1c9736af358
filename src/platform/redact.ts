// Secrets never reach logs, error reports or responses. pino's redaction covers structured fields;
// scrubText covers secrets that hide inside strings (URL credentials and query values, bearer
// headers, JWTs).

const SECRET_KEYS = [
  'password',
  'newPassword',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'apiKey',
  'api_key',
  'apikey',
  'key',
  'secret',
  'jwt',
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'ADMIN_PASSWORD_HASH',
  'JWT_SECRET',
  'CONTENTFUL_ACCESS_TOKEN',
  'YOUTUBE_API_KEY',
  'GITHUB_TOKEN',
  'MAILERLITE_API_KEY',
  'WEBHOOK_TOKEN',
  'CONTENTFUL_WEBHOOK_SECRET',
  'CDN_PURGE_TOKEN',
  'REDIS_SENTINEL_PASSWORD',
  'sentinelPassword',
  // Personal data, not a secret, but the same rule: a visitor's address (a signup, a data-rights
  // request) never reaches a log; code logs a fingerprint (emailHash) instead, and this catches a slip.
  'email',
  'emails',
];

function paths(depth: number): string[] {
  const out: string[] = [];
  for (const key of SECRET_KEYS) {
    const segment = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
    let prefix = '';
    for (let level = 0; level <= depth; level++) {
      out.push(prefix === '' ? segment : `${prefix}${segment.startsWith('[') ? segment : `.${segment}`}`);
      prefix = prefix === '' ? '*' : `${prefix}.*`;
    }
  }
  return out;
}

/** pino redact paths: each secret key at the top level and up to three levels down. */
export const redactPaths = [...new Set([...paths(3), 'req.headers.authorization', 'req.headers.cookie'])];

export const REDACTED = '[REDACTED]';

// Any URL: its user-info (`user:password@`) and every query value, whatever the parameter is called
// (`?auth=`, `?sig=`, a bare `?TOKEN`). Names stay readable; values never reach a log or an answer.
const URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'<>]+@/gi;
const QUERY = /\?[^\s#"'<>]+/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
const JWT_LIKE = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\b/g;
const SCRYPT_HASH = /scrypt\$[^$\s]+\$[^\s"']+/g;
// A secret inside serialised JSON or a form body: "password":"..." or password=...
const JSON_SECRET =
  /("(?:password|newPassword|token|accessToken|access_token|apiKey|api_key|secret|authorization|jwt)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;
const FORM_SECRET = /(\b(?:password|token|api_key|apikey|secret)=)[^&\s"']+/gi;

function scrubQuery(query: string): string {
  const parts = query
    .slice(1)
    .split('&')
    .map((part) => {
      if (part === '') return part;
      const equals = part.indexOf('=');
      if (equals === -1) return REDACTED;
      return equals === part.length - 1 ? part : `${part.slice(0, equals + 1)}${REDACTED}`;
    });
  return `?${parts.join('&')}`;
}

export function scrubText(text: string): string {
  return text
    .replace(URL_USERINFO, `$1${REDACTED}@`)
    .replace(QUERY, scrubQuery)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(JWT_LIKE, REDACTED)
    .replace(SCRYPT_HASH, REDACTED)
    .replace(JSON_SECRET, `$1"${REDACTED}"`)
    .replace(FORM_SECRET, `$1${REDACTED}`);
}

const SECRET_KEY_SET = new Set(SECRET_KEYS.map((key) => key.toLowerCase()));

function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Array.isArray(value);
}

/**
 * A deep copy of plain objects and arrays with secret-named fields replaced and secrets inside
 * strings scrubbed. Class instances (errors, requests) are left to their own serializers.
 */
export function scrubValue<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (value === null || typeof value !== 'object' || !isPlain(value)) return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, seen)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY_SET.has(key.toLowerCase()) ? REDACTED : scrubValue(item, seen);
  }
  return out as T;
}
