import { describe, expect, it } from 'vitest';
import {
  DENY_URLS,
  IGNORE_ERRORS,
  scrubBrowserText,
  scrubBrowserValue,
  shouldReport,
} from './sentry.client.ts';

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

  it('does not report an error thrown inside a social or ad script, or with one of their messages', () => {
    const thrownIn = (filename: string) => ({
      exception: {
        values: [
          {
            value: 'Cannot read properties of undefined',
            stacktrace: { frames: [{ filename: 'https://site.test/assets/root.js' }, { filename }] },
          },
        ],
      },
    });
    expect(shouldReport(thrownIn('https://connect.facebook.net/en_US/sdk.js'))).toBe(false);
    expect(shouldReport(thrownIn('https://pagead2.googlesyndication.com/pagead/show_ads.js'))).toBe(false);
    expect(shouldReport(thrownIn('chrome-extension://abc/content.js'))).toBe(false);
    expect(shouldReport({ exception: { values: [{ value: 'adsbygoogle.push() error: no slot' }] } })).toBe(
      false,
    );
    expect(shouldReport({ message: 'twttr is not defined' })).toBe(false);
  });

  it("reports the site's own errors, even when a third-party script is further up the stack", () => {
    expect(
      shouldReport({
        exception: {
          values: [
            {
              value: 'tool.name is undefined',
              stacktrace: {
                frames: [
                  { filename: 'https://connect.facebook.net/en_US/sdk.js' },
                  { filename: 'https://site.test/assets/tools-abc.js' },
                ],
              },
            },
          ],
        },
      }),
    ).toBe(true);
    expect(shouldReport({ message: 'Render failed' })).toBe(true);
  });
});
