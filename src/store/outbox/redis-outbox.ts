import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Config } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import { queuePrefix } from '../keys.ts';
import { createRedisClient, type RedisConnectionConfig } from '../redis-connection.ts';
import { redisAnswers, reportOutages, webRedisOptions } from '../redis-store.ts';
import { StoreUnavailableError } from '../store-errors.ts';
import {
  attemptsFor24h,
  deliverSignup,
  emailFingerprint,
  type OutboxStatus,
  retryDelayMs,
  type Signup,
  type SignupOutbox,
} from './policy.ts';

// With Redis the signup outbox is a BullMQ queue (Redis runs with AOF, deploy/ and the compose
// file): a web process adds a job and answers once Redis has it; the worker delivers it with the
// shared retry policy. A job's id is the address's fingerprint, so the same address twice while
// one waits is one job. Delivered jobs are removed (the address with them); only the time of each
// delivery is kept, in a sorted set, for the admin's 24 h count.

const SIGNUP_QUEUE = 'newsletter-signups';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Failed-for-good signups kept for the admin (with their provider's reason). */
const FAILED_KEPT = 200;

type SignupJob = Signup;

type OutboxConfig = RedisConnectionConfig &
  Pick<
    Config,
    | 'REDIS_KEY_PREFIX'
    | 'SIGNUP_RETRY_BASE_MS'
    | 'MAILERLITE_API_KEY'
    | 'MAILERLITE_API_URL'
    | 'MAILERLITE_GROUP_ID'
    | 'UPSTREAM_TIMEOUT_MS'
  >;

const deliveredKey = (config: Pick<Config, 'REDIS_KEY_PREFIX'>) =>
  `${config.REDIS_KEY_PREFIX}newsletter:delivered`;

/** How long a signup waits for a replica's acknowledgement behind Sentinel (WAIT). */
const REPLICA_WAIT_MS = 200;

const jobId = (email: string) => `signup-${emailFingerprint(email)}`;

function jobOptions(config: Pick<Config, 'SIGNUP_RETRY_BASE_MS'>) {
  return {
    attempts: attemptsFor24h(config.SIGNUP_RETRY_BASE_MS),
    backoff: { type: 'signup' },
    removeOnComplete: true,
    removeOnFail: { count: FAILED_KEPT },
  };
}

const WAITING_STATES = ['waiting', 'delayed', 'prioritized', 'active'] as const;

/**
 * The web process's side. Like the refresh producer (jobs/queue.ts) every command is bounded and
 * fails at once while Redis is away: the visitor then hears that it did not work, never that it did.
 */
export function createRedisOutbox(config: OutboxConfig): SignupOutbox {
  const connection = createRedisClient(config, { ...webRedisOptions(), connectionName: 'signup-outbox' });
  connection.on('error', () => {});
  let current: Queue<SignupJob> | undefined;

  function queue(): Queue<SignupJob> {
    if (connection.status !== 'ready') throw new StoreUnavailableError('the signup outbox is not connected');
    if (current) return current;
    const made = new Queue<SignupJob>(SIGNUP_QUEUE, {
      connection,
      prefix: queuePrefix(config.REDIS_KEY_PREFIX),
    });
    made.on('error', () => {});
    made.waitUntilReady().catch(() => {
      if (current !== made) return;
      current = undefined;
      void made.close().catch(() => {});
    });
    current = made;
    return made;
  }

  return {
    async accept({ email, name }) {
      const signups = queue();
      const id = jobId(email);
      // A finished job keeps its id: a failed-for-good one is replaced by the new signup.
      const state = await signups.getJobState(id);
      if (state === 'failed' || state === 'completed') await signups.remove(id);
      await signups.add(
        'signup',
        { email: email.trim(), ...(name ? { name } : {}), acceptedAt: new Date().toISOString() },
        { ...jobOptions(config), jobId: id },
      );
      // Behind Sentinel a failover promotes a replica, which has what reached it: wait (briefly) for
      // one replica to have this signup before the visitor is told it was received.
      if (config.REDIS_SENTINELS?.length) await connection.call('WAIT', '1', String(REPLICA_WAIT_MS));
    },
    async status(): Promise<OutboxStatus> {
      const signups = queue();
      const counts = await signups.getJobCounts(...WAITING_STATES, 'failed');
      const failed = await signups.getFailed(0, 19);
      const now = Date.now();
      const delivered = await connection.zcount(deliveredKey(config), now - DAY_MS, '+inf');
      return {
        kind: 'queue',
        waiting: WAITING_STATES.reduce((sum, state) => sum + (counts[state] ?? 0), 0),
        deliveredLast24h: delivered,
        failed: {
          count: counts.failed ?? 0,
          recent: failed.map((job) => ({
            reason: job.failedReason,
            at: new Date(job.finishedOn ?? job.timestamp).toISOString(),
          })),
        },
      };
    },
    async waitingSignups() {
      const jobs = await queue().getJobs([...WAITING_STATES], 0, 10_000, true);
      return jobs.filter(Boolean).map((job) => job.data);
    },
    async close() {
      await current?.close().catch(() => {});
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}

/**
 * The worker's side: delivers each signup, retries with the shared policy for 24 h, and records the
 * delivery time. BullMQ's settings for a worker: `maxRetriesPerRequest: null`. A worker killed
 * mid-delivery leaves its job to stalled-job recovery; MailerLite creates-or-updates by address, so
 * a second delivery still makes one subscriber.
 */
export function createSignupWorker(config: OutboxConfig, logger: Logger) {
  const connection = createRedisClient(config, {
    maxRetriesPerRequest: null,
    connectionName: 'signup-worker',
  });
  reportOutages(connection, logger, 'signup worker');
  const worker = new Worker<SignupJob>(
    SIGNUP_QUEUE,
    async (job) => {
      const outcome = await deliverSignup(job.data, config, logger);
      if (!outcome.ok) {
        if (!outcome.retryable) throw new UnrecoverableError(outcome.reason);
        throw new Error(outcome.reason);
      }
      const now = Date.now();
      await connection
        .multi()
        .zadd(deliveredKey(config), now, `${now}:${job.id}`)
        .zremrangebyscore(deliveredKey(config), '-inf', now - DAY_MS)
        .exec();
    },
    {
      connection,
      prefix: queuePrefix(config.REDIS_KEY_PREFIX),
      concurrency: 2,
      settings: {
        backoffStrategy: (attemptsMade) => retryDelayMs(attemptsMade, config.SIGNUP_RETRY_BASE_MS),
      },
    },
  );
  worker.on('error', () => {
    // Connection errors: reported once per outage by reportOutages.
  });
  return {
    worker,
    /**
     * Stops taking signups. Within `deadlineMs` a running delivery may finish; after it, or at once
     * while Redis is away, the job is left active for stalled-job recovery (another worker, or this
     * one's successor, takes it).
     */
    async close({ deadlineMs }: { deadlineMs: number }) {
      if (!(await redisAnswers(connection, 1_000))) {
        connection.disconnect();
        await worker.close(true).catch(() => {});
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, deadlineMs);
      });
      await Promise.race([worker.close().catch(() => {}), deadline]);
      clearTimeout(timer);
      connection.disconnect();
      await worker.close(true).catch(() => {});
    },
  };
}
