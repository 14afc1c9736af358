import { Writable } from 'node:stream';
import { hashPassword } from '../../src/auth/password.ts';
import { createContentReader } from '../../src/content/reader.ts';
import type { SourceStatus } from '../../src/domain/types.ts';
import { type Config, loadConfig } from '../../src/platform/config.ts';
import { createLogger, type Logger } from '../../src/platform/logger.ts';
import type { AppServices } from '../../src/services.ts';
import { createMemoryStore } from '../../src/store/memory-store.ts';

// Services for API tests: the memory store, a config built from the given variables and a logger
// whose every line is kept (to assert that no secret reaches the log).

export const TEST_PASSWORD = 'סיסמה-ארוכה correct horse 🐎';
export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';
let cachedHash: string | undefined;

export async function testPasswordHash() {
  cachedHash ??= await hashPassword(TEST_PASSWORD);
  return cachedHash;
}

export type LogCapture = { lines: string[]; text(): string };

function captureLogger(config: Config): { logger: Logger; logs: LogCapture } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const logger = createLogger({ ...config, logLevel: 'debug' }, stream);
  return { logger, logs: { lines, text: () => lines.join('') } };
}

export async function testServices(
  env: Record<string, string> = {},
  extra: Partial<AppServices> = {},
): Promise<{ services: AppServices; logs: LogCapture; config: Config }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    ADMIN_PASSWORD_HASH: await testPasswordHash(),
    JWT_SECRET: TEST_JWT_SECRET,
    ...env,
  });
  const { logger, logs } = captureLogger(config);
  const store = createMemoryStore();
  const services: AppServices = {
    config,
    logger,
    store,
    content: createContentReader(store, logger),
    async sourceStatuses() {
      const all = await Promise.all(
        (['content', 'podcast', 'videos', 'code', 'newsletter'] as const).map((source) =>
          store.getStatus(source),
        ),
      );
      return all.filter((status): status is SourceStatus => status !== null);
    },
    ...extra,
  };
  return { services, logs, config };
}
