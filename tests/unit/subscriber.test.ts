import { describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES, subscriberSchema, validateSignup } from '../../src/domain/newsletter/subscriber.ts';

// One schema for the signup, whichever door (the API, the footer form in the browser, the
// form's action on the server).

describe('validateSignup (the footer form, on the subscriber schema)', () => {
  it.each([
    ['reader@example.com', true],
    ['  reader@example.com  ', true],
    ['reader@example', false],
    ['no-at-sign.example.com', false],
    ['', false],
    [`${'a'.repeat(250)}@example.com`, false],
    ['a@b@example.com', false],
  ])('email %j is valid: %s, the same verdict as the API schema', (email, valid) => {
    const check = validateSignup({ email, privacy: true });
    expect(check.errors.email === undefined).toBe(valid);
    expect(subscriberSchema.safeParse({ email }).success).toBe(valid);
    if (!valid) expect(check.errors.email).toBe(SIGNUP_MESSAGES.invalidEmail);
  });

  it('asks for the privacy consent, with the product message', () => {
    expect(validateSignup({ email: 'reader@example.com', privacy: false }).errors).toEqual({
      privacy: SIGNUP_MESSAGES.privacyRequired,
    });
    expect(validateSignup({ email: 'x', privacy: false }).errors).toEqual({
      email: SIGNUP_MESSAGES.invalidEmail,
      privacy: SIGNUP_MESSAGES.privacyRequired,
    });
  });

  it('gives the subscriber the API would take: trimmed, name in NFC, empty name dropped', () => {
    expect(validateSignup({ email: ' reader@example.com ', name: '  ', privacy: true })).toEqual({
      errors: {},
      subscriber: { email: 'reader@example.com' },
    });
    const decomposed = 'שָׁלוֹם'.normalize('NFD');
    const { subscriber } = validateSignup({ email: 'r@example.com', name: decomposed, privacy: true });
    expect(subscriber?.name).toBe('שָׁלוֹם'.normalize('NFC'));
  });
});
