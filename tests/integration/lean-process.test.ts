import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../global-setup.ts';
import { BROWSER_UA, startRefreshWorker } from '../support/app.ts';
import { startNode } from '../support/processes.ts';
import { testConfig, testLogger } from '../unit/sources/helpers.ts';

// Memory: what a web process loads. With REDIS_URL the worker refreshes, so the web
// process loads no source code (parsers, the content SDK); the embedded default loads no Redis or
// queue client; neither loads the server-side error reporting without SENTRY_DSN.

const root = path.resolve(import.meta.dirname, '../..');
const recorder = path.join(root, 'tests/support/record-modules.mjs');

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await Promise.resolve(cleanups.pop()!()).catch(() => {});
});

/** Starts `node src/index.ts`, requests a few pages, stops it, and returns what it loaded. */
async function modulesOfWebProcess(env: Record<string, string>): Promise<string[]> {
  const port = await freePort();
  const file = path.join(os.tmpdir(), `modules-${randomUUID()}.txt`);
  const web = startNode(['--import', recorder, 'src/index.js'], {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RECORD_MODULES_FILE: file,
    ...env,
  });
  await web.answers(port, '/readyz', 30_000);
  const base = `http://127.0.0.1:${port}`;
  for (const page of ['/', '/tools', '/tools/midjourney', '/podcast', '/newsletter', '/portfolio/code']) {
    const response = await fetch(base + page, { headers: { 'User-Agent': BROWSER_UA } });
    expect(response.status, page).toBe(200);
    expect(await response.text(), page).toContain('</html>');
  }
  web.child.kill('SIGTERM');
  await web.exited;
  return readFileSync(file, 'utf8').split('\n');
}

const loads = (modules: string[], name: string) =>
  modules.some((url) => url.includes(`/node_modules/${name}/`));
const sourceCode = (modules: string[]) =>
  modules.filter((url) =>
    /\/jobs\/sources\/[^/]+\/(fetch|normalise(-[a-z]+)?|schema|parse-html|transcript|chapters)\.ts$/.test(
      url,
    ),
  );

describe('what the web process loads', () => {
  it('with Redis: no source code, parsers, content SDK or error reporting; snapshots come from the worker', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_KEY_PREFIX: `lean-${randomUUID()}:` };
    const worker = await startRefreshWorker(testConfig(env), testLogger());
    cleanups.push(() => worker.close());
    const modules = await modulesOfWebProcess(env);
    expect(loads(modules, 'ioredis')).toBe(true);
    expect(sourceCode(modules)).toEqual([]);
    for (const name of [
      'contentful',
      'cheerio',
      'sanitize-html',
      'fast-xml-parser',
      '@sentry/node',
      'lucide-react',
    ])
      expect(loads(modules, name), name).toBe(false);
  }, 60_000);

  it('embedded default: no source code (a child process refreshes), no Redis or queue client, no error reporting', async () => {
    const modules = await modulesOfWebProcess({ REDIS_URL: '' });
    expect(modules.some((url) => url.endsWith('/jobs/refresh-isolation.ts'))).toBe(true);
    expect(sourceCode(modules)).toEqual([]);
    for (const name of [
      'cheerio',
      'sanitize-html',
      'fast-xml-parser',
      'ioredis',
      'bullmq',
      'rate-limit-redis',
      'contentful',
      '@sentry/node',
      // The server bundle carries the icons it renders (a build-time dependency only).
      'lucide-react',
    ])
      expect(loads(modules, name), name).toBe(false);
  }, 60_000);
});
