import path from 'node:path';
import type { Config } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import { readJsonFile, writeJsonFileAtomic } from '../json-file.ts';
import {
  deliverSignup,
  normaliseEmail,
  type OutboxStatus,
  RETRY_WINDOW_MS,
  retryDelayMs,
  type Signup,
  type SignupOutbox,
} from './policy.ts';

// The embedded default's signup outbox: one JSON file under DATA_DIR, rewritten atomically on
// every change, and a timer in the web process that delivers what is due. A signup is answered
// only once the file holding it is on disk; a restart reads the file and carries on.

type Pending = Signup & { attempts: number; nextAttemptAt: number };
type Failed = { reason: string; at: string; email: string };
type OutboxFile = { version: 1; pending: Pending[]; failed: Failed[]; delivered: number[] };

/** Failed signups kept for the admin (newest first); older ones are dropped. */
const FAILED_KEPT = 200;

const SIGNUP_OUTBOX_FILE = 'newsletter-outbox.json';

export type FileOutboxOptions = {
  config: Pick<
    Config,
    | 'DATA_DIR'
    | 'SIGNUP_RETRY_BASE_MS'
    | 'MAILERLITE_API_KEY'
    | 'MAILERLITE_API_URL'
    | 'MAILERLITE_GROUP_ID'
    | 'UPSTREAM_TIMEOUT_MS'
  >;
  logger: Logger;
};

export async function createFileOutbox({ config, logger }: FileOutboxOptions): Promise<SignupOutbox> {
  const file = path.resolve(config.DATA_DIR, SIGNUP_OUTBOX_FILE);
  const state: OutboxFile = (await readJsonFile<OutboxFile>(file)) ?? {
    version: 1,
    pending: [],
    failed: [],
    delivered: [],
  };
  // Writes one after another, each of the whole state: the last one on disk is always complete.
  let writing: Promise<void> = Promise.resolve();
  function save(): Promise<void> {
    const snapshot = JSON.parse(JSON.stringify(state)) as OutboxFile;
    writing = writing.catch(() => {}).then(() => writeJsonFileAtomic(file, snapshot));
    return writing;
  }

  const deliveryOn = Boolean(config.MAILERLITE_API_KEY);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  function schedule() {
    if (!deliveryOn || closed || running) return;
    clearTimeout(timer);
    const next = Math.min(...state.pending.map((signup) => signup.nextAttemptAt));
    if (!Number.isFinite(next)) return;
    timer = setTimeout(
      () => {
        running = deliverDue().finally(() => {
          running = undefined;
          schedule();
        });
      },
      Math.max(0, next - Date.now()),
    );
    timer.unref();
  }

  async function deliverDue() {
    for (const signup of state.pending.filter((entry) => entry.nextAttemptAt <= Date.now())) {
      if (closed) return;
      const outcome = await deliverSignup(signup, config, logger).catch((error: unknown) => ({
        ok: false as const,
        retryable: true,
        reason: (error as Error).message,
      }));
      const now = Date.now();
      if (outcome.ok) {
        // Delivered: the address leaves the outbox; only the time is kept, for the 24 h count.
        state.pending = state.pending.filter((entry) => entry !== signup);
        state.delivered.push(now);
      } else if (!outcome.retryable || now - Date.parse(signup.acceptedAt) >= RETRY_WINDOW_MS) {
        state.pending = state.pending.filter((entry) => entry !== signup);
        state.failed.unshift({
          reason: outcome.reason,
          at: new Date(now).toISOString(),
          email: signup.email,
        });
        state.failed.length = Math.min(state.failed.length, FAILED_KEPT);
      } else {
        signup.attempts += 1;
        signup.nextAttemptAt = now + retryDelayMs(signup.attempts, config.SIGNUP_RETRY_BASE_MS);
      }
      state.delivered = state.delivered.filter((at) => at > now - 24 * 60 * 60 * 1000);
      await save().catch((error: unknown) =>
        logger.error({ err: error }, 'could not write the signup outbox'),
      );
    }
  }

  // Signups kept by an earlier run are due now.
  schedule();

  return {
    async accept({ email, name }) {
      const key = normaliseEmail(email);
      const existing = state.pending.find((entry) => normaliseEmail(entry.email) === key);
      let added: Pending | undefined;
      if (existing) {
        // The same address twice is one subscriber: the later name wins, one delivery.
        if (name) existing.name = name;
      } else {
        added = {
          email: email.trim(),
          ...(name ? { name } : {}),
          acceptedAt: new Date().toISOString(),
          attempts: 0,
          nextAttemptAt: Date.now(),
        };
        state.pending.push(added);
      }
      try {
        await save();
      } catch (error) {
        // Not on disk, so not accepted: the visitor is told to try again, and nothing is sent.
        if (added) state.pending = state.pending.filter((entry) => entry !== added);
        throw error;
      }
      schedule();
    },
    async status(): Promise<OutboxStatus> {
      const since = Date.now() - 24 * 60 * 60 * 1000;
      return {
        kind: 'file',
        waiting: state.pending.length,
        deliveredLast24h: state.delivered.filter((at) => at > since).length,
        failed: {
          count: state.failed.length,
          recent: state.failed.slice(0, 20).map(({ reason, at }) => ({ reason, at })),
        },
      };
    },
    async waitingSignups() {
      return state.pending.map(({ email, name, acceptedAt }) => ({ email, name, acceptedAt }));
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
      await writing.catch(() => {});
    },
  };
}
