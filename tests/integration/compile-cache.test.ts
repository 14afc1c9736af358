import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { WEB_ENTRY, WEB_NODE_FLAGS } from '../../src/node-flags.ts';
import { freePort } from '../global-setup.ts';
import { BROWSER_UA } from '../support/app.ts';
import { startNode } from '../support/processes.ts';

// The build ends by filling Node's compile cache (scripts/warm-compile-cache.js, decision 0012) so
// that the web process and its children never load Node's TypeScript stripper (~17 MB resident
// each). Node says what its cache did with NODE_DEBUG_NATIVE=COMPILE_CACHE: one line per module it
// found stripped already, one per module it had to strip itself. Needs `npm run build` first (as
// `npm test` does): a module changed since the build is a miss.

const found = /retrieving transpile cache for StrippedTypeScript (\S+)\.\.\.success/g;
const stripped = /no transpile cache for StrippedTypeScript (\S+)/g;
const urls = (log: string, pattern: RegExp) =>
  [...log.matchAll(pattern)].map((match) => path.relative(process.cwd(), new URL(match[1]!).pathname));

/** Runs the web process as production does, visits pages, /api, a share card and a login, stops it. */
async function compileCacheLog(env: Record<string, string> = {}): Promise<string> {
  const port = await freePort();
  const web = startNode([...WEB_NODE_FLAGS, WEB_ENTRY], {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    NODE_DEBUG_NATIVE: 'COMPILE_CACHE',
    ...env,
  });
  await web.answers(port, '/readyz', 30_000);
  const base = `http://127.0.0.1:${port}`;
  const get = (page: string) => fetch(base + page, { headers: { 'User-Agent': BROWSER_UA } });
  let card = '';
  for (const page of ['/', '/tools', '/tools/midjourney', '/terms', '/podcast', '/newsletter', '/admin']) {
    const response = await get(page);
    expect(response.status, page).toBe(200);
    const html = await response.text();
    card ||= /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
  }
  expect((await get('/api/campaigns')).status).toBe(200);
  // The share card is drawn in a child process (src/share-cards/render-child.ts).
  expect(card, 'the home page names its share card').not.toBe('');
  const png = await get(new URL(card).pathname);
  expect(png.headers.get('content-type')).toBe('image/png');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'not the password' }),
  });
  expect(login.status).toBeGreaterThanOrEqual(400);
  web.child.kill('SIGTERM');
  await web.exited;
  return web.stderr();
}

describe('the compile cache the build fills', () => {
  it('the web process and the share-card child it starts strip no TypeScript: every module comes stripped from the build', async () => {
    const log = await compileCacheLog();
    expect(urls(log, stripped), 'modules stripped at run time (changed since `npm run build`?)').toEqual([]);
    const cached = urls(log, found);
    expect(cached).toContain('src/platform/boot.ts');
    expect(cached).toContain('src/server.ts');
    expect(cached).toContain('src/share-cards/render-child.ts');
    expect(cached.length).toBeGreaterThan(50);
  });

  it('with an empty cache the same process strips its modules itself (what the check above tells apart)', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'compile-cache-'));
    onTestFinished(() => rmSync(empty, { recursive: true, force: true }));
    const log = await compileCacheLog({ NODE_COMPILE_CACHE: empty });
    // The web process strips its own modules. A child that starts after another child has exited
    // (and so written the cache) may find a module they share: only the web process's own count.
    const cached = urls(log, found);
    expect(cached).not.toContain('src/platform/boot.ts');
    expect(cached).not.toContain('src/server.ts');
    expect(urls(log, stripped)).toContain('src/platform/boot.ts');
    expect(urls(log, stripped)).toContain('src/server.ts');
  });
});
