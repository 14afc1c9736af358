import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { WEB_ENTRY, WEB_NODE_FLAGS, WEB_PROCESS_ENV } from './src/node-flags.ts';
import { CHROMIUM_ARGS, chromiumPath } from './tests/support/chromium.ts';

// Browser tests run Debian's Chromium (Playwright's own download cannot work here) against the
// production build, served by the real server on the embedded default (seed content, no Redis).

const PORT = Number(process.env.E2E_PORT ?? 4173);
const e2eEnv: Record<string, string> = await import('./tests/e2e/env.ts')
  .then((module: { E2E_ENV?: Record<string, string> }) => module.E2E_ENV ?? {})
  .catch(() => ({}));

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails once under load is a defect to fix.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A hang detector, not a measure of speed (that is the benches' work): hosts of this project's
  // kind run from benchmarkIndex ~1,100 with a third of the CPU stolen to ~2,500, and a sweep over
  // sixteen pages at 150 % text took 31 s on the slow one, two workers at once.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'he-IL',
    // Tests start with cookie consent given (the banner has its own test) and no service worker.
    serviceWorkers: 'block',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${PORT}`,
          localStorage: [{ name: 'site:cookie-consent', value: 'true' }],
        },
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: `node ${WEB_NODE_FLAGS.join(' ')} ${WEB_ENTRY}`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...e2eEnv,
      ...WEB_PROCESS_ENV,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      // The browser tests' signups wait in a directory of their own, not the checkout's ./data.
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-data-')),
      PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}`,
      // Specs that submit forms present their own client address (helpers.ts, fromClient), so one
      // spec's submissions never spend another's per-client limit.
      TRUST_PROXY: 'loopback',
    },
  },
});
