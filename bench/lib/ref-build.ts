// A git ref's production build beside this tree's, for the benchmarks that compare two builds
// (bench/long-tasks.ts, bench/navigation.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './stack.ts';

export function run(command: string, commandArgs: string[], cwd: string) {
  console.log(`$ (${cwd}) ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed in ${cwd}`);
}

/**
 * The ref's production build in a temporary directory of its own commit (built once, then reused
 * while the directory exists): its files from `git archive`, its dependencies from `npm ci`, or
 * this tree's node_modules when its lockfile is the same.
 */
export function buildRef(gitRef: string): { dir: string; commit: string } {
  const resolved = spawnSync('git', ['rev-parse', '--verify', `${gitRef}^{commit}`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const commit = resolved.stdout.trim();
  if (resolved.status !== 0 || !/^[0-9a-f]{40}$/.test(commit)) throw new Error(`not a commit: ${gitRef}`);
  const dir = path.join(os.tmpdir(), `bench-ref-${commit}`);
  const marker = path.join(dir, '.bench-ref-built');
  if (existsSync(marker)) {
    console.log(`${gitRef} (${commit.slice(0, 9)}): reusing the build in ${dir}`);
    return { dir, commit };
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  run('sh', ['-c', `git archive ${commit} | tar -x -C '${dir}'`], ROOT);
  const lockfile = (root: string) => readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  if (existsSync(path.join(dir, 'package-lock.json')) && lockfile(dir) === lockfile(ROOT)) {
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  } else {
    run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  }
  run('npm', ['run', 'build'], dir);
  writeFileSync(marker, `${new Date().toISOString()}\n`);
  return { dir, commit };
}
