import { describe, expect, it } from 'vitest';
import { scrubText, scrubValue } from '../../src/platform/redact.ts';
import { logInto } from '../support/log-capture.ts';

describe('secrets never reach the logs', () => {
  it.each([
    ['https://www.googleapis.com/youtube/v3/videos?id=1&key=AIzaSECRET', 'AIzaSECRET'],
    ['Authorization: Bearer abc.def-ghi', 'abc.def-ghi'],
    ['token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJlX3ZhbHVl', 'eyJzdWIiOiJhZG1pbiJ9'],
    ['hash scrypt$c2FsdA$aGFzaA', 'aGFzaA'],
  ])('scrubs %s', (text, secret) => {
    expect(scrubText(text)).not.toContain(secret);
  });

  it('replaces secret-named fields at any depth', () => {
    expect(scrubValue({ a: { b: { password: 'p', apiKey: 'k', ok: 'fine' } }, token: 't' })).toEqual({
      a: { b: { password: '[REDACTED]', apiKey: '[REDACTED]', ok: 'fine' } },
      token: '[REDACTED]',
    });
  });

  it('redacts passwords, tokens, API keys and auth headers in structured logs', () => {
    const { logger, text } = logInto();
    logger.info(
      {
        password: 'hunter2',
        body: { password: 'hunter3', nested: { apiKey: 'KEY-1', token: 'TOK-1' } },
        req: { headers: { authorization: 'Bearer AUTH-1', cookie: 'sid=COOKIE-1' } },
        url: 'https://api.example/x?api_key=KEY-2',
      },
      'login attempt with key=KEY-3 in the message?key=KEY-4',
    );
    for (const secret of ['hunter2', 'hunter3', 'KEY-1', 'TOK-1', 'AUTH-1', 'COOKIE-1', 'KEY-4']) {
      expect(text()).not.toContain(secret);
    }
    expect(text()).toContain('[REDACTED]');
  });

  it('never logs a visitor’s address given as a field, at any depth, nor the sentinel password', () => {
    const { logger, text } = logInto();
    logger.warn(
      {
        email: 'reader@example.com',
        signup: { email: 'Second@Example.com', name: 'x' },
        job: { data: { email: 'third@example.com' } },
        emails: ['fourth@example.com'],
        REDIS_SENTINEL_PASSWORD: 'SENTINEL-PW',
        emailHash: '0123456789abcdef',
      },
      'newsletter signup not delivered',
    );
    for (const hidden of ['reader@', 'Second@', 'third@', 'fourth@', 'SENTINEL-PW']) {
      expect(text()).not.toContain(hidden);
    }
    // The fingerprint logs use instead stays readable.
    expect(text()).toContain('0123456789abcdef');
  });

  it('scrubs secrets from logged errors', () => {
    const { logger, text } = logInto();
    logger.error({ err: new Error('GET https://x.example/feed?key=SECRET-9 failed') }, 'fetch failed');
    expect(text()).not.toContain('SECRET-9');
  });
});

describe('secrets inside serialised bodies', () => {
  it.each([
    ['{"username":"admin","password":"hunter2"}', 'hunter2'],
    ['{"token": "abc\\"def"}', 'abc'],
    ['username=admin&password=hunter2', 'hunter2'],
    ['{"nested":{"apiKey":"KEY-5"}}', 'KEY-5'],
  ])('scrubs %s', (text, secret) => {
    const scrubbed = scrubText(text);
    expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain('[REDACTED]');
  });
});

describe('URLs in text: credentials and every query value, whatever the names', () => {
  it.each([
    ['GET https://feed-user:hunter2@podcasts.example/feed.xml failed', ['hunter2', 'feed-user']],
    ['redis://:r3dis-pass@cache.internal:6379/0', ['r3dis-pass']],
    ['fetch http://host/x?auth=A1&sig=B2&expires=C3#frag', ['A1', 'B2', 'C3']],
    ['/api/thing?SECRETONLY', ['SECRETONLY']],
    ['"url":"https://a.example/p?x-amz-signature=S1&x=2"', ['S1']],
  ])('scrubs %s', (text, secrets) => {
    const scrubbed = scrubText(text);
    for (const secret of secrets) expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain('[REDACTED]');
  });

  it('keeps the parts that help: scheme, host, path and parameter names', () => {
    expect(scrubText('GET https://u:p@feed.example/rss.xml?auth=SECRET&page=2 failed')).toBe(
      'GET https://[REDACTED]@feed.example/rss.xml?auth=[REDACTED]&page=[REDACTED] failed',
    );
    expect(scrubText('no url here? none')).toBe('no url here? none');
  });

  it('scrubs plain logged fields, not only the message', () => {
    const { logger, text } = logInto();
    logger.warn({ detail: { url: 'https://x.example/a?auth=FIELDSECRET' } }, 'upstream said no');
    expect(text()).not.toContain('FIELDSECRET');
  });
});
