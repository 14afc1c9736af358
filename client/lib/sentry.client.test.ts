import { describe, expect, it } from 'vitest';
import { DENY_URLS, IGNORE_ERRORS, scrubBrowserText, scrubBrowserValue } from './sentry.client.ts';

describe('browser error reporting filters', () => {
  it('scrubs tokens, keys, bearer headers and addresses from text', () => {
    const text = scrubBrowserText(
      'GET /api/x?token=abc123&email=a@b.co failed: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl mail dana@example.com',
    );
    expect(text).not.toMatch(/abc123|eyJ|dana@example\.com|a@b\.co/);
  });

  it('replaces secret-named fields at any depth', () => {
    expect(scrubBrowserValue({ data: { password: 'p', token: 't', keep: 'ok' } })).toEqual({
      data: { password: '[REDACTED]', token: '[REDACTED]', keep: 'ok' },
    });
  });

  it('drops errors from social and ad scripts', () => {
    for (const url of [
      'https://connect.facebook.net/en_US/sdk.js',
      'https://www.googletagmanager.com/gtm.js',
    ]) {
      expect(DENY_URLS.some((pattern) => pattern.test(url))).toBe(true);
    }
    expect(DENY_URLS.some((pattern) => pattern.test('https://example.com/assets/app.js'))).toBe(false);
    expect(IGNORE_ERRORS.some((pattern) => pattern.test('adsbygoogle.push() error'))).toBe(true);
  });
});
