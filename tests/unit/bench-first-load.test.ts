import { describe, expect, it } from 'vitest';
import { scriptUrls } from '../../bench/lib/first-load.ts';
import { afterFirstPaint } from '../../client/lib/script-priority.server.ts';

// The benchmark's first-load figure reads the document the way the browser will load it: after the
// rewrite of the hydration script, the files are in that script, not in <link> tags. If the rewrite's
// shape changes, the figure must not silently drop to the three files it can still see.
describe('the benchmark reads a page’s first-load scripts', () => {
  it('finds the preloads and the imports of the rewritten module script', () => {
    const script = afterFirstPaint(
      [
        'import "/assets/manifest-1.js";',
        'import * as route0 from "/assets/root-2.js";',
        'window.__reactRouterRouteModules = {"root":route0};',
        'import("/assets/entry.client-3.js");',
      ].join('\n'),
      ['/assets/entry.client-3.js', '/assets/framework-4.js', '/assets/chunk-5.js'],
    );
    const html = `<html><head></head><body><script type="module" async="">${script}</script></body></html>`;
    expect(new Set(scriptUrls(html))).toEqual(
      new Set([
        '/assets/manifest-1.js',
        '/assets/root-2.js',
        '/assets/entry.client-3.js',
        '/assets/framework-4.js',
        '/assets/chunk-5.js',
      ]),
    );
  });
});
