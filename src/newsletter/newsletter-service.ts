import { createHash } from 'node:crypto';
import type { ContentReader } from '../content/reader.ts';
import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import { createSubscriber, pingMailerLite } from '../upstreams/mailerlite.ts';
import { type CampaignListQuery, campaignBody, campaignEmailsBody, campaignListBody } from './archive.ts';

// The newsletter wrapper of spec section 7 behind one interface, used by the JSON API and by the
// footer form's action route alike. Reading campaigns answers from the newsletter snapshot (the
// refresh job keeps it current, live or seed), never from MailerLite per request. Only the
// connection test and signups call MailerLite, through the job's client. Without a key, signups are
// accepted and logged with the address hashed, never in clear.

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
  subscribe(input: { email: string; name?: string }): Promise<void>;
};

/**
 * Signups accepted without MailerLite credentials (logged, never sent), counted per process since it
 * started, for the admin area. One counter per process, shared by the API and the footer form.
 */
export type SignupCounter = { unsent: number };

export function createSignupCounter(): SignupCounter {
  return { unsent: 0 };
}

/** A stable, non-reversible handle for an address in logs: never the address itself. */
function emailFingerprint(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}

export type NewsletterDeps = {
  config: Pick<
    Config,
    'MAILERLITE_API_KEY' | 'MAILERLITE_API_URL' | 'MAILERLITE_GROUP_ID' | 'UPSTREAM_TIMEOUT_MS'
  >;
  logger: Logger;
  /** Where the newsletter snapshot is read from (the campaigns endpoints). */
  content?: ContentReader;
  signups?: SignupCounter;
};

export function createNewsletterService(deps: NewsletterDeps): NewsletterService {
  const { config, logger } = deps;
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
      if (mode === 'live') {
        await createSubscriber({ email, name, groupId: config.MAILERLITE_GROUP_ID }, { config });
        logger.info({ emailHash: emailFingerprint(email) }, 'newsletter signup sent to MailerLite');
        return;
      }
      // No key: accepted so the form works offline, but the subscriber is not sent anywhere, so it is
      // a warning (seen at the production level) and counted for the admin; the address is only
      // fingerprinted.
      if (deps.signups) deps.signups.unsent += 1;
      logger.warn(
        { emailHash: emailFingerprint(email), mode: 'seed' },
        'newsletter signup not sent: MAILERLITE_API_KEY is not set',
      );
    },
  };
}
