import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { WEB_ENTRY, WEB_NODE_FLAGS, WEB_PROCESS_ENV } from '../../src/node-flags.ts';
import { freePort } from '../global-setup.ts';
import { startNode } from '../support/processes.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The command line of a process, as the kernel has it. */
function commandLine(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
}

/** The pids of a process's children (Linux). */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
}

describe('npm start (scripts/start.ts)', () => {
  it('serves with the web heap settings, passes SIGTERM on and leaves with the server’s exit code', async () => {
    const port = await freePort();
    // As from a shell: no NODE_ENV (Vitest sets it to 'test').
    const { NODE_ENV: _testEnv, ...env } = process.env;
    // PUBLIC_SITE_URL left empty (unset): production on the default site URL.
    const start = startNode(['scripts/start.ts'], {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_SITE_URL: '',
      // The page cache's header (sent only with this) tells whether the cache is on.
      PAGE_CACHE_DEBUG: '1',
    });
    let serverPid: number | undefined;
    // startNode ends the start script; the server it started must not outlive the test either.
    onTestFinished(() => {
      try {
        if (serverPid) process.kill(serverPid, 'SIGKILL');
      } catch {
        // already gone
      }
    });

    await start.answers(port, '/healthz', 30_000);

    [serverPid] = childrenOf(start.child.pid!);
    expect(serverPid, 'the server runs as a child process').toBeDefined();
    const argv = commandLine(serverPid!);
    expect(argv.slice(1, 1 + WEB_NODE_FLAGS.length)).toEqual([...WEB_NODE_FLAGS]);
    expect(argv.at(-1)).toBe(path.join(root, WEB_ENTRY));
    const environ = readFileSync(`/proc/${serverPid}/environ`, 'utf8').split('\0');
    for (const [name, value] of Object.entries(WEB_PROCESS_ENV))
      expect(environ).toContain(`${name}=${value}`);
    // Production unless told otherwise: the stored-page header only exists with the page cache on.
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.headers.get('x-page-cache')).toMatch(/MISS|HIT/);
    // Production on the default PUBLIC_SITE_URL says so, once, as a warning line.
    const siteUrlWarnings = start
      .output()
      .split('\n')
      .filter((line) => line.includes('PUBLIC_SITE_URL is not set'));
    expect(siteUrlWarnings).toHaveLength(1);
    expect(JSON.parse(siteUrlWarnings[0]!)).toMatchObject({ level: 40 });

    start.child.kill('SIGTERM');
    expect(await start.exited).toBe(0);
    // The server went with it.
    expect(() => process.kill(serverPid!, 0)).toThrow();
  }, 60_000);
});
