import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Debian's Chromium, as the browser tests and the benchmarks drive it (Playwright's own download
// cannot work here), with the switches that keep it off the network it would otherwise call.

/** The system Chromium: CHROMIUM_PATH, else Debian's, else whatever `chromium` the PATH finds. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser'])
    if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Debian chromium not found: apt-get install -y chromium (.ci/run does this)');
  }
}

/** Root in a container, no GPU, and no background calls to Google's services (refused here). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
