import { z } from 'zod';

// MailerLite API payloads (reference-payloads/mailerlite). List items embed emails without
// `content`; only GET /campaigns/{id} carries the HTML. IDs are numeric strings; timestamps look
// like '2022-12-20 18:42:14' (no zone).

const stats = z.looseObject({ sent: z.number().optional(), unique_opens_count: z.number().optional() });

const emailSchema = z.looseObject({
  id: z.string(),
  account_id: z.string().optional(),
  subject: z.string().nullish(),
  screenshot_url: z.string().nullish(),
  preview_url: z.string().nullish(),
  content: z
    .union([z.string(), z.looseObject({ html: z.string().nullish(), text: z.string().nullish() })])
    .nullish(),
  stats: stats.optional(),
});
export type Email = z.infer<typeof emailSchema>;

export const campaignSchema = z.looseObject({
  id: z.string().min(1),
  account_id: z.string().optional(),
  name: z.string(),
  status: z.string().optional(),
  created_at: z.string(),
  emails: z.array(emailSchema).default([]),
  stats: stats.optional(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.looseObject({
  data: z.array(z.unknown()),
  meta: z.looseObject({ current_page: z.number().optional(), last_page: z.number().optional() }).optional(),
});

export const campaignSingleSchema = z.looseObject({ data: z.unknown() });

/** What fetchLive and loadSeed give normalise: list pages, and single-campaign bodies by id. */
export type NewsletterPayload = { pages: unknown[]; details: Record<string, unknown> };
