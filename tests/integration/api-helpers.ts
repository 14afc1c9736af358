import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { hashPassword } from '../../src/auth/password.ts';
import { createHistoryService } from '../../src/catalogue/history.ts';
import { createContentReader } from '../../src/content/reader.ts';
import type { SourceStatus } from '../../src/domain/types.ts';
import { isolatedTokenizer } from '../../src/explorables/tokenize-isolation.ts';
import { createFeedService } from '../../src/feeds/feeds.ts';
import { createPageServices } from '../../src/page-services.ts';
import { type Config, loadConfig } from '../../src/platform/config.ts';
import { createLogger, type Logger } from '../../src/platform/logger.ts';
import { createReportService } from '../../src/reports/report-service.ts';
import type { AppServices } from '../../src/services.ts';
import { createDataRequestStore } from '../../src/store/create-data-requests.ts';
import { createMemoryStore } from '../../src/store/memory-store.ts';
import { createFileOutbox } from '../../src/store/outbox/file-outbox.ts';

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
    // Each test's signups in a directory of its own, never the checkout's ./data.
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'api-test-data-')),
    ...env,
  });
  const { logger, logs } = captureLogger(config);
  const store = createMemoryStore();
  const content = createContentReader(store, logger);
  // Started only if a test tokenizes (none of the API tests does).
  const tokenizer = isolatedTokenizer();
  const history = createHistoryService(store, content);
  const services: AppServices = {
    config,
    logger,
    store,
    content,
    history,
    reports: createReportService(store, content, logger),
    feeds: createFeedService({
      siteUrl: config.PUBLIC_SITE_URL,
      content,
      history,
    }),
    tokenizer,
    ...createPageServices({ config, logger, content, tokenizer }),
    async sourceStatuses() {
      const all = await Promise.all(
        (['content', 'podcast', 'videos', 'code', 'newsletter'] as const).map((source) =>
          store.getStatus(source),
        ),
      );
      return all.filter((status): status is SourceStatus => status !== null);
    },
    signupOutbox: extra.signupOutbox ?? (await createFileOutbox({ config, logger })),
    dataRequests: extra.dataRequests ?? (await createDataRequestStore(config)),
    ...extra,
  };
  return { services, logs, config };
}
