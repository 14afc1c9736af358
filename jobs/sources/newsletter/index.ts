import { readFile } from 'node:fs/promises';
import type { SourceDefinition } from '../../source.ts';
import type { NewsletterPayload } from './schema.ts';

// The pipeline's code (fetching, parsing, normalising) is imported on the first refresh: a web
// process that only reads snapshots (REDIS_URL set: the worker refreshes) never loads it.

export const NEWSLETTER_SEED_DIR = new URL('../../seed/newsletter/', import.meta.url);

async function readJsonFile(name: string): Promise<unknown> {
  return JSON.parse(await readFile(new URL(name, NEWSLETTER_SEED_DIR), 'utf8'));
}

/** The seed in MailerLite's shapes: one sent-campaigns page and each campaign's single body. */
async function loadNewsletterSeed(): Promise<NewsletterPayload> {
  const page = (await readJsonFile('campaigns-page-1.json')) as { data: Array<{ id: string }> };
  const details: Record<string, unknown> = {};
  for (const campaign of page.data) details[campaign.id] = await readJsonFile(`campaign-${campaign.id}.json`);
  return { pages: [page], details };
}

export const newsletterSource = {
  name: 'newsletter',
  mode: (config) => (config.MAILERLITE_API_KEY ? 'live' : 'seed'),
  fetchLive: async (context) => (await import('./fetch.ts')).fetchNewsletter(context),
  loadSeed: (_context) => loadNewsletterSeed(),
  normalise: async (raw, context) => (await import('./normalise.ts')).normaliseNewsletter(raw, context),
} satisfies SourceDefinition<'newsletter', NewsletterPayload>;
