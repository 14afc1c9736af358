import { type Config, usesRedis } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import type { SignupOutbox } from './policy.ts';

/**
 * The signup outbox of this setup: a queue the worker delivers from when Redis is configured, a
 * file under DATA_DIR delivered by this process's timer otherwise. Each is loaded only when used:
 * the embedded default never loads BullMQ.
 */
export async function createSignupOutbox(config: Config, logger: Logger): Promise<SignupOutbox> {
  if (usesRedis(config)) {
    const { createRedisOutbox } = await import('./redis-outbox.ts');
    return createRedisOutbox(config);
  }
  const { createFileOutbox } = await import('./file-outbox.ts');
  return createFileOutbox({ config, logger });
}
