import * as z from 'zod/mini';

// The newsletter signup (docs/product.md#newsletter-signup), one schema for every door: POST /api/subscribers
// takes the subscriber (email and name; the server adds the group), the footer form takes the same
// plus the privacy consent, checked in the browser before posting and again by the form's action.
// zod/mini keeps the footer's share of the client bundle small.

/**
 * The product's messages, word for word (docs/product.md#signup-messages), but for success: a signup
 * is kept and delivered to the email provider afterwards (docs/decisions/0018-signup-outbox.md), so
 * the visitor is told it was received, not that the subscription already exists.
 */
export const SIGNUP_MESSAGES = {
  invalidEmail: 'אנא הכנס כתובת אימייל תקינה',
  privacyRequired: 'יש לאשר את מדיניות הפרטיות ותנאי השימוש',
  success: 'תודה! קיבלנו את ההרשמה לניוזלטר שלנו 🎉',
  failure: 'אוי, משהו השתבש. אנא נסה שנית מאוחר יותר.',
} as const;

/** The longest address and name a signup takes (the forms' fields stop typing there). */
export const SIGNUP_LIMITS = { email: 254, name: 100 } as const;

export const subscriberSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.maxLength(SIGNUP_LIMITS.email)), z.email()),
  name: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(SIGNUP_LIMITS.name)),
      z.transform((value: string) => (value ? value.normalize('NFC') : undefined)),
    ),
  ),
});

type SubscriberInput = z.infer<typeof subscriberSchema>;

/** The footer form: the subscriber and the privacy consent. */
const signupFormSchema = z.object({
  ...subscriberSchema.shape,
  privacy: z.literal(true),
});

export type SignupErrors = { email?: string; privacy?: string };

export type SignupCheck = { errors: SignupErrors; subscriber?: SubscriberInput };

/** The footer form's fields checked against signupFormSchema, with the product's message per field. */
export function validateSignup(input: { email: string; name?: string; privacy: boolean }): SignupCheck {
  const parsed = signupFormSchema.safeParse({
    email: input.email,
    name: input.name || undefined,
    privacy: input.privacy,
  });
  if (parsed.success) {
    const { privacy: _privacy, ...subscriber } = parsed.data;
    return { errors: {}, subscriber };
  }
  const errors: SignupErrors = {};
  for (const issue of parsed.error.issues) {
    // A name over 100 characters has no message of its own in the product; it is not a valid signup.
    if (issue.path[0] === 'privacy') errors.privacy = SIGNUP_MESSAGES.privacyRequired;
    else errors.email = SIGNUP_MESSAGES.invalidEmail;
  }
  return { errors };
}
