import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import type { ContentReader } from '../content/reader.ts';
import type { NewsletterIssue } from '../domain/types.ts';
import type { Logger } from '../logger.ts';
import {
  type CampaignListQuery,
  createMailerLiteClient,
  type MailerLiteClient,
} from './mailerlite-client.ts';

// The newsletter wrapper of spec section 7 behind one interface, used by the JSON API and by the
// footer form's action route alike. With MAILERLITE_API_KEY it proxies MailerLite; without one it
// answers from the seed content (MailerLite-shaped JSON in jobs/seed/newsletter/, else the newsletter
// snapshot) and accepts signups by logging them with the address hashed, never in clear.

export const SEED_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../jobs/seed/newsletter',
);

export type NewsletterMode = 'live' | 'seed';

type Campaign = Record<string, unknown> & { id: string };

export type NewsletterService = {
  readonly mode: NewsletterMode;
  test(): Promise<{ ok: true; mode: NewsletterMode }>;
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
export function emailFingerprint(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCampaign(value: unknown): value is Campaign {
  return isRecord(value) && (typeof value.id === 'string' || typeof value.id === 'number');
}

/** Every campaign found in the seed files (list bodies and single bodies), singles winning. */
async function readSeedCampaigns(dir: string): Promise<Campaign[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  const byId = new Map<string, Campaign>();
  for (const name of names) {
    try {
      const body = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as unknown;
      const data = isRecord(body) ? body.data : undefined;
      const items = Array.isArray(data) ? data : isCampaign(data) ? [data] : [];
      for (const item of items) {
        if (!isCampaign(item)) continue;
        const id = String(item.id);
        const current = byId.get(id);
        byId.set(id, Array.isArray(data) && current ? { ...item, ...current } : { ...current, ...item, id });
      }
    } catch {
      // A file that is not MailerLite JSON is not a campaign.
    }
  }
  return [...byId.values()];
}

/** A MailerLite-shaped campaign built from a normalised issue of the snapshot. */
function campaignFromIssue(issue: NewsletterIssue): Campaign {
  return {
    id: issue.id,
    name: issue.name,
    type: 'regular',
    status: 'sent',
    created_at: issue.created_at,
    emails: [
      {
        id: `${issue.id}-email`,
        subject: issue.subject ?? issue.name,
        screenshot_url: issue.screenshotUrl ?? null,
        preview_url: issue.previewUrl ?? null,
        stats: { sent: issue.sent, unique_opens_count: issue.uniqueOpens },
      },
    ],
    stats: { sent: issue.sent, unique_opens_count: issue.uniqueOpens },
  };
}

function withoutContent(campaign: Campaign): Campaign {
  const emails = Array.isArray(campaign.emails)
    ? campaign.emails.map((email) => {
        if (!isRecord(email)) return email;
        const { content: _content, ...rest } = email;
        return rest;
      })
    : campaign.emails;
  return { ...campaign, emails };
}

export type NewsletterDeps = {
  config: Pick<
    Config,
    'MAILERLITE_API_KEY' | 'MAILERLITE_API_URL' | 'MAILERLITE_GROUP_ID' | 'UPSTREAM_TIMEOUT_MS'
  >;
  logger: Logger;
  content?: ContentReader;
  signups?: SignupCounter;
  seedDir?: string;
  fetch?: typeof fetch;
};

export function createNewsletterService(deps: NewsletterDeps): NewsletterService {
  const { config, logger } = deps;
  if (config.MAILERLITE_API_KEY) {
    const client: MailerLiteClient = createMailerLiteClient({
      baseUrl: config.MAILERLITE_API_URL,
      apiKey: config.MAILERLITE_API_KEY,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      fetch: deps.fetch,
    });
    return {
      mode: 'live',
      async test() {
        await client.ping();
        return { ok: true, mode: 'live' };
      },
      listCampaigns: (query) => client.listCampaigns(query),
      async getCampaign(id) {
        return client.getCampaign(id);
      },
      async getCampaignEmails(id) {
        const body = await client.getCampaign(id);
        const campaign = isRecord(body) ? body.data : undefined;
        const emails = isRecord(campaign) && Array.isArray(campaign.emails) ? campaign.emails : [];
        return { data: emails };
      },
      async subscribe({ email, name }) {
        await client.createSubscriber({ email, name, groupId: config.MAILERLITE_GROUP_ID });
        logger.info({ emailHash: emailFingerprint(email) }, 'newsletter signup sent to MailerLite');
      },
    };
  }

  const seedDir = deps.seedDir ?? SEED_DIR;
  async function seedCampaigns(): Promise<Campaign[]> {
    const fromFiles = await readSeedCampaigns(seedDir);
    if (fromFiles.length > 0) return fromFiles;
    const snapshot = await deps.content?.read('newsletter').catch(() => null);
    return (snapshot?.data.issues ?? []).map(campaignFromIssue);
  }

  return {
    mode: 'seed',
    async test() {
      return { ok: true, mode: 'seed' };
    },
    async listCampaigns({ page, limit, status, includeEmails }) {
      const all = (await seedCampaigns())
        .filter((campaign) => (campaign.status ?? 'sent') === status)
        .sort((a, b) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')));
      const lastPage = Math.max(1, Math.ceil(all.length / limit));
      const from = (page - 1) * limit;
      const data = all
        .slice(from, from + limit)
        .map((campaign) =>
          includeEmails ? withoutContent(campaign) : { ...withoutContent(campaign), emails: [] },
        );
      return {
        data,
        links: { first: null, last: null, prev: null, next: null },
        meta: {
          current_page: page,
          from: data.length > 0 ? from + 1 : null,
          last_page: lastPage,
          per_page: limit,
          to: data.length > 0 ? from + data.length : null,
          total: all.length,
        },
      };
    },
    async getCampaign(id) {
      const campaign = (await seedCampaigns()).find((item) => String(item.id) === id);
      return campaign ? { data: campaign } : null;
    },
    async getCampaignEmails(id) {
      const campaign = (await seedCampaigns()).find((item) => String(item.id) === id);
      if (!campaign) return null;
      return { data: Array.isArray(campaign.emails) ? campaign.emails : [] };
    },
    async subscribe({ email }) {
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
