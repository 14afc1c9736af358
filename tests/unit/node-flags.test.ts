import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEB_ENTRY, WEB_NODE_FLAGS, WEB_PROCESS_ENV } from '../../src/node-flags.ts';

describe('the web process heap settings', () => {
  it('the image starts the web process with the same V8 flags as npm start, the bench and the e2e server', () => {
    const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile);
    expect(cmd, 'the Dockerfile has an exec-form CMD').not.toBeNull();
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...WEB_NODE_FLAGS, WEB_ENTRY]);
  });

  it("the image's environment holds the web process's allocator setting", () => {
    const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');
    const env = /^ENV (.*)$/m.exec(dockerfile)?.[1] ?? '';
    for (const [name, value] of Object.entries(WEB_PROCESS_ENV))
      expect(env.split(/\s+/)).toContain(`${name}=${value}`);
  });

  it('caps the old generation and the young generation, both at sizes the process can live in', () => {
    const size = (name: string) => {
      const flag = WEB_NODE_FLAGS.find((f) => f.startsWith(`--${name}=`));
      return flag ? Number(flag.split('=')[1]) : Number.NaN;
    };
    // The ready web process holds ~30 MB of live heap with the seed content.
    expect(size('max-old-space-size')).toBeGreaterThanOrEqual(96);
    expect(size('max-semi-space-size')).toBeGreaterThanOrEqual(1);
  });
});
