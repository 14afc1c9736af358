import { type ChildProcessByStdio, spawn } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { onTestFinished } from 'vitest';

// The web process, the worker and the start script as ops run them: `node <args>` in a child
// process, its output collected, and waits for what it says or for its port to answer (never for a
// stretch of time). A process a test started never outlives that test.

const ROOT = path.resolve(import.meta.dirname, '../..');
const DEFAULT_TIMEOUT_MS = 20_000;

export type NodeProcess = {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Its exit code (null after a signal), once it has exited and its output is all read. */
  exited: Promise<number | null>;
  /** stdout and stderr so far, interleaved as they arrived. */
  output(): string;
  stdout(): string;
  stderr(): string;
  /** Resolves once its output contains `text`; fails with the output when it exits first. */
  said(text: string, timeoutMs?: number): Promise<void>;
  /** Resolves once 127.0.0.1:`port` answers `path` with a 2xx; fails with the output when it exits first. */
  answers(port: number, path?: string, timeoutMs?: number): Promise<void>;
};

/**
 * Starts `node <args>` in the repository with exactly `env` (pass `...process.env` to inherit).
 * Call it inside a test: the process is SIGKILLed when the test finishes, passed or failed.
 */
export function startNode(args: readonly string[], env: NodeJS.ProcessEnv): NodeProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    output += chunk;
  });
  // 'close', not 'exit': by then every byte it wrote has been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  /**
   * Resolves when `check` holds: checked on each piece of output, or (with `pollMs`) again that long
   * after each miss. Fails with the output when the process exits first or after `timeoutMs`.
   */
  function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, pollMs?: number) {
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      let poll: NodeJS.Timeout | undefined;
      const test = () => {
        void Promise.resolve(check())
          .catch(() => false)
          .then((ok) => {
            if (ok) finish();
            else if (pollMs && !settled) poll = setTimeout(test, pollMs);
          });
      };
      const finish = (error?: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        clearTimeout(poll);
        child.stdout.off('data', test);
        child.stderr.off('data', test);
        if (error) reject(new Error(`${error.message}; it said:\n${output}`));
        else resolve();
      };
      const deadline = setTimeout(() => finish(new Error(`timed out waiting for ${what}`)), timeoutMs);
      void exited.then((code) => finish(new Error(`exited (${code ?? 'signal'}) before ${what}`)));
      if (!pollMs) {
        child.stdout.on('data', test);
        child.stderr.on('data', test);
      }
      test();
    });
  }

  return {
    child,
    exited,
    output: () => output,
    stdout: () => stdout,
    stderr: () => stderr,
    said: (text, timeoutMs = DEFAULT_TIMEOUT_MS) =>
      until(`"${text}"`, () => output.includes(text), timeoutMs),
    answers: (port, urlPath = '/healthz', timeoutMs = DEFAULT_TIMEOUT_MS) =>
      until(
        `an answer on ${port}${urlPath}`,
        () =>
          fetch(`http://127.0.0.1:${port}${urlPath}`).then(
            (response) => response.ok,
            () => false,
          ),
        timeoutMs,
        100,
      ),
  };
}
