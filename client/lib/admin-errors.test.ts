import { describe, expect, it, vi } from 'vitest';
import {
  LOGIN_MESSAGES,
  requestLogin,
  situationForStatus,
  validatePassword,
  validateToken,
} from './admin-errors.ts';

function respond(status: number, body: string, type = 'application/json'): typeof fetch {
  return vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } }));
}

describe('the login error table (docs/product.md#login-errors)', () => {
  it('refuses a trimmed-empty password without a request', async () => {
    expect(validatePassword('   ')).toBe('אנא הזינו סיסמה');
    expect(validatePassword(' x ')).toBeNull();
    const fetchImpl = respond(200, '{"token":"t"}');
    expect(await requestLogin(' \t ', { fetch: fetchImpl })).toMatchObject({
      ok: false,
      message: 'אנא הזינו סיסמה',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('says admin login is not set up when the server answers 503 auth_not_configured', async () => {
    const body = JSON.stringify({ error: { code: 'auth_not_configured', message: 'x' } });
    expect(await requestLogin('pw', { fetch: respond(503, body) })).toEqual({
      ok: false,
      situation: 'notConfigured',
      message: LOGIN_MESSAGES.notConfigured,
    });
    expect(LOGIN_MESSAGES.notConfigured).toMatch(/^כניסת מנהל לא הוגדרה בשרת הזה/);
  });

  it.each([
    [401, 'סיסמה לא נכונה. אנא נסו שנית'],
    [429, 'יותר מדי נסיונות התחברות. אנא המתינו כמה דקות ונסו שנית'],
    [500, 'שגיאת שרת. אנא נסו שנית במספר דקות'],
    [503, 'שגיאה בהתחברות. אנא נסו שנית'],
    [400, 'שגיאה בהתחברות. אנא נסו שנית'],
    [502, 'שגיאה בהתחברות. אנא נסו שנית'],
  ])('maps status %i to its message', async (status, message) => {
    expect(LOGIN_MESSAGES[situationForStatus(status)]).toBe(message);
    expect(await requestLogin('pw', { fetch: respond(status, '{"error":{}}') })).toEqual({
      ok: false,
      situation: situationForStatus(status),
      message,
    });
  });

  it.each([
    ['no token field', '{}'],
    ['an empty token', '{"token":""}'],
    ['a non-string token', '{"token":42}'],
    ['a null body', 'null'],
    ['a body that is not JSON', '<html></html>'],
  ])('says the response is invalid for %s', async (_name, body) => {
    expect(await requestLogin('pw', { fetch: respond(200, body) })).toMatchObject({
      message: 'תגובה לא תקינה מהשרת',
    });
  });

  it('returns the token on success and sends the fixed username', async () => {
    const fetchImpl = respond(200, '{"token":"abc.def.ghi"}');
    expect(await requestLogin('pw', { fetch: fetchImpl })).toEqual({ ok: true, token: 'abc.def.ghi' });
    const init = (fetchImpl as ReturnType<typeof vi.fn>).mock.calls[0]![1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({ username: 'admin', password: 'pw' });
  });

  it('aborts after the timeout and reports a cut connection', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    expect(await requestLogin('pw', { fetch: hanging, timeoutMs: 20 })).toMatchObject({
      situation: 'timeout',
      message: 'החיבור נקטע. אנא בדקו את החיבור לאינטרנט ונסו שנית',
    });
  });

  it('reports a network failure', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await requestLogin('pw', { fetch: failing })).toMatchObject({
      message: 'בעיית חיבור לשרת. אנא בדקו את החיבור לאינטרנט',
    });
  });

  it('reports anything else as unexpected', async () => {
    const weird: typeof fetch = async () => {
      throw new RangeError('odd');
    };
    expect(await requestLogin('pw', { fetch: weird })).toMatchObject({
      message: 'שגיאה לא צפויה. אנא נסו שנית',
    });
  });

  it('validates a token: only a 2xx counts, failures are silent false', async () => {
    expect(await validateToken('t', respond(200, '{"valid":true}'))).toBe(true);
    expect(await validateToken('t', respond(401, '{}'))).toBe(false);
    expect(
      await validateToken('t', async () => {
        throw new TypeError('offline');
      }),
    ).toBe(false);
  });
});
