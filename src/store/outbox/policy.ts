import { createHash } from 'node:crypto';
import type { Config } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import { createSubscriber, MailerLiteError } from '../../upstreams/mailerlite.ts';

// What the two signup outboxes (a file on the embedded default, a queue with Redis) share: the
// retry policy, the delivery of one signup to MailerLite, and the handle logs use instead of the
// address (docs/product.md#newsletter-api: an email address never reaches a log).

/** A signup as the outbox keeps it until MailerLite has it. */
export type Signup = { email: string; name?: string; acceptedAt: string };

/** What the admin sees of an outbox: never an address, never the key. */
export type OutboxStatus = {
  kind: 'file' | 'queue';
  /** Accepted and not yet delivered (waiting for the key, for a retry, or for the worker). */
  waiting: number;
  deliveredLast24h: number;
  /** Given up on: the provider refused them for good, or 24 h of retries ran out. */
  failed: { count: number; recent: { reason: string; at: string }[] };
};

export type SignupOutbox = {
  /** Resolves once the signup is kept durably; only then may the visitor be told it was received. */
  accept(input: { email: string; name?: string }): Promise<void>;
  status(): Promise<OutboxStatus>;
  /** The waiting signups, for the owner's CSV export (admin only). */
  waitingSignups(): Promise<Signup[]>;
  close(): Promise<void>;
};

/** Retries of one signup go on for at least this long before it counts as failed for good. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The delay before retry `attempt` (1 = the first retry): doubling from the base, at most 60 of it. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), baseMs * 60);
}

/** How many attempts in all make the retries span RETRY_WINDOW_MS (BullMQ counts attempts). */
export function attemptsFor24h(baseMs: number): number {
  let total = 0;
  let attempt = 0;
  while (total < RETRY_WINDOW_MS) {
    attempt += 1;
    total += retryDelayMs(attempt, baseMs);
  }
  return attempt + 1;
}

/** The same address is the same subscriber: one handle per address, case and spaces aside. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A stable, non-reversible handle for an address in logs, job ids and metrics. */
export function emailFingerprint(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 16);
}

/** The outcome of one delivery attempt. */
export type DeliveryOutcome = { ok: true } | { ok: false; retryable: boolean; reason: string };

type DeliveryConfig = Pick<
  Config,
  'MAILERLITE_API_KEY' | 'MAILERLITE_API_URL' | 'MAILERLITE_GROUP_ID' | 'UPSTREAM_TIMEOUT_MS'
>;

/**
 * One attempt. MailerLite's POST /subscribers creates or updates by address, so delivering the same
 * signup twice (a worker killed after MailerLite answered) still leaves one subscriber. A refusal
 * of the signup itself (400/422: the provider finds the address invalid) is final; everything else
 * (timeouts, 5xx, 429, a rejected key that the owner will fix) is retried.
 */
export async function deliverSignup(
  signup: Pick<Signup, 'email' | 'name'>,
  config: DeliveryConfig,
  logger: Logger,
): Promise<DeliveryOutcome> {
  try {
    await createSubscriber(
      { email: signup.email, name: signup.name, groupId: config.MAILERLITE_GROUP_ID },
      { config },
    );
    logger.info({ emailHash: emailFingerprint(signup.email) }, 'newsletter signup delivered to MailerLite');
    return { ok: true };
  } catch (error) {
    if (!(error instanceof MailerLiteError)) throw error;
    const final = error.kind === 'status' && (error.status === 400 || error.status === 422);
    const reason = error.providerMessage ? `${error.message}: ${error.providerMessage}` : error.message;
    logger.warn(
      { emailHash: emailFingerprint(signup.email), kind: error.kind, status: error.status, final },
      'newsletter signup not delivered',
    );
    return { ok: false, retryable: !final, reason };
  }
}

const CSV_FORMULA = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  // A spreadsheet runs a cell that starts like a formula; a quote in front keeps it text.
  const safe = CSV_FORMULA.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The owner's export of waiting signups: one header line, then one line per signup. */
export function signupsCsv(signups: readonly Signup[]): string {
  const lines = [['email', 'name', 'accepted_at']];
  for (const signup of signups) lines.push([signup.email, signup.name ?? '', signup.acceptedAt]);
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
