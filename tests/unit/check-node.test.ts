import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const script = path.join(root, 'scripts/check-node.cjs');
const { checkNode, requiredMajor } = createRequire(import.meta.url)(script) as {
  checkNode(version: string, major: number): string | null;
  requiredMajor(engines: string | undefined): number;
};
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

// A `node` on the PATH that reports an old version, as a newcomer's machine would.
const fakeDir = mkdtempSync(path.join(tmpdir(), 'old-node-'));
writeFileSync(
  path.join(fakeDir, 'fake-version.cjs'),
  "Object.defineProperty(process, 'version', { value: process.env.FAKE_NODE_VERSION });\n",
);
writeFileSync(
  path.join(fakeDir, 'node'),
  `#!/bin/sh\nexec "${process.execPath}" --require "${path.join(fakeDir, 'fake-version.cjs')}" "$@"\n`,
);
chmodSync(path.join(fakeDir, 'node'), 0o755);
afterAll(() => rmSync(fakeDir, { recursive: true, force: true }));

function runWithVersion(args: string[], version: string, command = 'node') {
  return spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${fakeDir}:${process.env.PATH}`, FAKE_NODE_VERSION: version },
  });
}

describe('the Node version check', () => {
  it('reads the lowest allowed major version from package.json engines', () => {
    expect(requiredMajor(pkg.engines.node)).toBe(24);
    expect(requiredMajor('>=22.18')).toBe(22);
  });

  it('accepts the required major version and newer ones', () => {
    expect(checkNode('v24.9.0', 24)).toBeNull();
    expect(checkNode('v26.0.0', 24)).toBeNull();
  });

  it('names the version needed, the version found and how to get it', () => {
    expect(checkNode('v20.20.2', 24)).toBe(
      'This project needs Node.js 24 or newer (found v20.20.2): install it with "nvm install 24 && nvm use 24" or from https://nodejs.org, then run the command again.',
    );
  });

  it('stops with exit code 1 and exactly one line on an old Node, silently passes on a new one', () => {
    const old = runWithVersion([script], 'v20.11.1');
    expect(old.status).toBe(1);
    expect(old.stdout).toBe('');
    expect(old.stderr.trim().split('\n')).toHaveLength(1);
    expect(old.stderr).toContain('needs Node.js 24 or newer (found v20.11.1)');

    const current = runWithVersion([script], 'v24.9.0');
    expect(current.status).toBe(0);
    expect(current.stdout + current.stderr).toBe('');
  });

  it('runs before every npm script', () => {
    for (const [name, command] of Object.entries(pkg.scripts)) {
      expect(command, name).toMatch(/^node scripts\/check-node\.cjs && /);
    }
  });

  it('stops an npm script before it runs anything on an old Node', () => {
    const result = runWithVersion(['run', '--silent', 'typecheck'], 'v20.11.1', 'npm');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('needs Node.js 24 or newer (found v20.11.1)');
    // react-router typegen never started.
    expect(result.stdout).toBe('');
  });

  it('runs on the old Node the machine may really have (plain CommonJS, no modern syntax)', () => {
    let oldNode: string | null = null;
    try {
      const version = execFileSync('/usr/bin/node', ['--version'], { encoding: 'utf8' }).trim();
      if (Number(/^v(\d+)/.exec(version)?.[1]) < 24) oldNode = '/usr/bin/node';
    } catch {
      oldNode = null;
    }
    // Parses on any Node: no optional chaining, no nullish coalescing, no let/const, no arrows.
    const source = readFileSync(script, 'utf8').replace(/\/\/.*$/gm, '');
    expect(source).not.toMatch(/\?\.|\?\?|\blet\b|\bconst\b|=>|`/);
    if (!oldNode) return;
    const result = spawnSync(oldNode, [script], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('needs Node.js 24 or newer');
  });
});
