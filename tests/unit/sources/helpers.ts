import { vi } from 'vitest';
import { loadConfig } from '../../../src/platform/config.ts';
import type { Logger } from '../../../src/platform/logger.ts';

export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({ NODE_ENV: 'test', ...env });
}

export function testLogger() {
  const logger = { warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn() };
  return logger as typeof logger & Logger;
}

export function testContext(
  env: Record<string, string> = {},
  signal: AbortSignal = new AbortController().signal,
) {
  return { config: testConfig(env), logger: testLogger(), attempt: 1, signal };
}
