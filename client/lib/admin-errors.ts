// The login error table (docs/product.md#login-errors), keyed by situation, and the login call that maps real
// responses onto it. One module, so the dialog and the tests read the same table.

export const LOGIN_MESSAGES = {
  emptyPassword: 'אנא הזינו סיסמה',
  unauthorized: 'סיסמה לא נכונה. אנא נסו שנית',
  tooManyAttempts: 'יותר מדי נסיונות התחברות. אנא המתינו כמה דקות ונסו שנית',
  serverError: 'שגיאת שרת. אנא נסו שנית במספר דקות',
  otherStatus: 'שגיאה בהתחברות. אנא נסו שנית',
  tokenMissing: 'תגובה לא תקינה מהשרת',
  timeout: 'החיבור נקטע. אנא בדקו את החיבור לאינטרנט ונסו שנית',
  network: 'בעיית חיבור לשרת. אנא בדקו את החיבור לאינטרנט',
  unexpected: 'שגיאה לא צפויה. אנא נסו שנית',
  // Not in the product's table: a server without ADMIN_PASSWORD_HASH (or JWT_SECRET) answers 503
  // auth_not_configured, and retrying cannot help, so the owner is told what is missing.
  notConfigured:
    'כניסת מנהל לא הוגדרה בשרת הזה. יש להגדיר ADMIN_PASSWORD_HASH ו-JWT_SECRET ולהפעיל מחדש את השרת.',
} as const;

/** The server's error code for a login attempt on a server with no admin password configured. */
const AUTH_NOT_CONFIGURED = 'auth_not_configured';

export type LoginSituation = keyof typeof LOGIN_MESSAGES;

/** Request timeout for login and validation (docs/product.md#auth-api). */
const LOGIN_TIMEOUT_MS = 10_000;

const ADMIN_USERNAME = 'admin';

export function situationForStatus(status: number): LoginSituation {
  if (status === 401) return 'unauthorized';
  if (status === 429) return 'tooManyAttempts';
  if (status === 500) return 'serverError';
  return 'otherStatus';
}

export type LoginResult =
  | { ok: true; token: string }
  | { ok: false; situation: LoginSituation; message: string };

function failure(situation: LoginSituation): LoginResult {
  return { ok: false, situation, message: LOGIN_MESSAGES[situation] };
}

/** The `error.code` of an API error body, or null when the body is something else. */
async function errorCode(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown } } | null;
    return typeof body?.error?.code === 'string' ? body.error.code : null;
  } catch {
    return null;
  }
}

/** Validation before any request: trimmed-empty passwords are refused (docs/product.md#forms). */
export function validatePassword(password: string): string | null {
  return password.trim() === '' ? LOGIN_MESSAGES.emptyPassword : null;
}

/** POST /api/auth/login with a 10 s AbortController; every outcome maps to one row of the table. */
export async function requestLogin(
  password: string,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<LoginResult> {
  if (validatePassword(password)) return failure('emptyPassword');
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? LOGIN_TIMEOUT_MS);
  try {
    const response = await fetchImpl('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username: ADMIN_USERNAME, password }),
      signal: controller.signal,
    });
    if (response.status === 503 && (await errorCode(response)) === AUTH_NOT_CONFIGURED)
      return failure('notConfigured');
    if (!response.ok) return failure(situationForStatus(response.status));
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (timedOut) return failure('timeout');
      if (error instanceof SyntaxError) return failure('tokenMissing');
      throw error;
    }
    const token = (body as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || token === '') return failure('tokenMissing');
    return { ok: true, token };
  } catch (error) {
    if (timedOut || (error instanceof DOMException && error.name === 'AbortError')) return failure('timeout');
    if (error instanceof TypeError) return failure('network');
    return failure('unexpected');
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/auth/validate: true only for a 2xx; anything else (even a network error) is false. */
export async function validateToken(
  token: string,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
) {
  try {
    const response = await fetchImpl('/api/auth/validate', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(LOGIN_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}
