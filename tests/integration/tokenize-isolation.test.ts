import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as o200k from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { freePort } from '../global-setup.ts';
import { BROWSER_UA } from '../support/app.ts';
import { startNode } from '../support/processes.ts';

// Memory and responsiveness: the tokens explorable's counts come from a child process, so the web
// process never loads the encodings (~86 MB of heap) and its event loop is free while they load.

const root = path.resolve(import.meta.dirname, '../..');
const recorder = path.join(root, 'tests/support/record-modules.mjs');

describe('server-side tokenizing', () => {
  it('runs in a child process: the web process loads no encoding and answers /healthz meanwhile', async () => {
    const port = await freePort();
    const file = path.join(os.tmpdir(), `modules-${randomUUID()}.txt`);
    const web = startNode(['--import', recorder, 'src/index.js'], {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      RECORD_MODULES_FILE: file,
    });
    await web.answers(port, '/readyz', 30_000);
    const base = `http://127.0.0.1:${port}`;
    const text = 'כמה טוקנים עולה המשפט הזה בעברית?';

    const finished: string[] = [];
    const counted = fetch(`${base}/terms/token?${new URLSearchParams({ text })}`, {
      headers: { 'User-Agent': BROWSER_UA },
    }).then(async (response) => {
      finished.push('tokens');
      return { status: response.status, html: await response.text() };
    });
    // The first tokenize starts the child and loads both encodings (seconds); the web process's
    // event loop is not blocked by it, so a health check sent after it is answered before it.
    const health = await fetch(`${base}/healthz`);
    finished.push('healthz');
    expect(health.status).toBe(200);
    const page = await counted;
    expect(finished).toEqual(['healthz', 'tokens']);

    expect(page.status).toBe(200);
    const count = page.html.match(/data-token-count="(\d+)" data-encoding="o200k_base" data-language="he"/);
    expect(Number(count?.[1])).toBe(o200k.encode(text).length);

    web.child.kill('SIGTERM');
    await web.exited;
    const modules = readFileSync(file, 'utf8').split('\n');
    expect(modules.some((url) => url.endsWith('/src/explorables/tokenize-isolation.ts'))).toBe(true);
    expect(modules.filter((url) => url.includes('/node_modules/gpt-tokenizer/'))).toEqual([]);
  }, 60_000);
});
