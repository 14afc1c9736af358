import { z } from 'zod';

// The subscriber payload (spec section 3): email and name from the visitor; the server adds the group.

export const subscriberSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  name: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => (value ? value.normalize('NFC') : undefined)),
});

export type SubscriberInput = z.infer<typeof subscriberSchema>;
