import type { ContentReader } from '../content/reader.ts';
import type { Config } from '../platform/config.ts';
import type { SignupOutbox } from '../store/outbox/policy.ts';
import { pingMailerLite } from '../upstreams/mailerlite.ts';
import { type CampaignListQuery, campaignBody, campaignEmailsBody, campaignListBody } from './archive.ts';

// The newsletter API (docs/product.md#newsletter-api) behind one interface, used by the JSON API and by the
// footer form's action route alike. Reading campaigns answers from the newsletter snapshot (the
// refresh job keeps it current, live or seed), never from MailerLite per request. Only the
// connection test calls MailerLite per request. A signup is written to the outbox (a file on the
// embedded default, a queue with Redis) and delivered from there, with retries, by the in-process
// timer or the worker (src/store/outbox/); without a key it waits there for the owner.

type NewsletterMode = 'live' | 'seed';

/** The archive has no snapshot yet (a first refresh has not succeeded): the API answers 503. */
export class NewsletterArchiveUnavailable extends Error {
  override name = 'NewsletterArchiveUnavailable';
}

export type NewsletterService = {
  readonly mode: NewsletterMode;
  test(): Promise<{ ok: true; mode: NewsletterMode }>;
  /** A MailerLite-shaped page of sent campaigns ({data, links, meta}). */
  listCampaigns(query: CampaignListQuery): Promise<unknown>;
  /** The campaign's MailerLite body `{data: campaign}`, or null when there is none with that id. */
  getCampaign(id: string): Promise<unknown | null>;
  getCampaignEmails(id: string): Promise<{ data: unknown[] } | null>;
  /** Resolves once the signup is kept durably (it is delivered later); rejects when it is not. */
  subscribe(input: { email: string; name?: string }): Promise<void>;
};

export type NewsletterDeps = {
  config: Pick<Config, 'MAILERLITE_API_KEY' | 'MAILERLITE_API_URL' | 'UPSTREAM_TIMEOUT_MS'>;
  /** Where the newsletter snapshot is read from (the campaigns endpoints). */
  content?: ContentReader;
  /** Where signups are kept until MailerLite has them. */
  outbox?: SignupOutbox;
};

export function createNewsletterService(deps: NewsletterDeps): NewsletterService {
  const { config } = deps;
  const mode: NewsletterMode = config.MAILERLITE_API_KEY ? 'live' : 'seed';

  async function issues() {
    const snapshot = await deps.content?.read('newsletter').catch(() => null);
    if (!snapshot) throw new NewsletterArchiveUnavailable('the newsletter snapshot is not available yet');
    return snapshot.data.issues;
  }

  return {
    mode,
    async test() {
      if (mode === 'live') await pingMailerLite({ config });
      return { ok: true, mode };
    },
    async listCampaigns(query) {
      return campaignListBody(await issues(), query);
    },
    async getCampaign(id) {
      return campaignBody(await issues(), id);
    },
    async getCampaignEmails(id) {
      return campaignEmailsBody(await issues(), id);
    },
    async subscribe({ email, name }) {
      if (!deps.outbox) throw new Error('no signup outbox');
      await deps.outbox.accept({ email, name });
    },
  };
}
