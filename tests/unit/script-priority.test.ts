import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterFirstPaint, loadScriptsAfterFirstPaint } from '../../client/lib/script-priority.server.ts';

// What React Router's <Scripts> writes (react-router 7, routeDiscovery "initial"), with a nonce.
const MODULE_SCRIPT = [
  'import "/assets/manifest-3b407192.js";',
  'import * as route0 from "/assets/root-D-wX3k8a.js";',
  'import * as route1 from "/assets/terms._termId-BepTdmAU.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/terms.$termId":route1};',
  '',
  'import("/assets/entry.client-C96OdbB9.js");',
].join('\n');

const HEAD = [
  '<!DOCTYPE html><html lang="he" dir="rtl"><head><title>למידת מכונה | AI בעברית</title>',
  '<link rel="preload" href="/assets/heebo-hebrew.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
];
const PRELOADS = [
  '<link rel="modulepreload" href="/assets/manifest-3b407192.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/entry.client-C96OdbB9.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/framework-C_xMWHqV.js" nonce="abc"/>',
];
const BODY = [
  '</head><body><h1>למידת מכונה</h1><p>תחום שבו מחשבים לומדים מדוגמאות</p>',
  '<script nonce="abc">window.__reactRouterContext = {};</script>',
  `<script nonce="abc" type="module" async="">${MODULE_SCRIPT}</script></body></html>`,
];
const DOCUMENT = [...HEAD, ...PRELOADS, ...BODY].join('');

/** The document cut into byte chunks of `size` (cutting through tags and through Hebrew letters). */
async function transformed(document: string, size: number): Promise<string> {
  const bytes = Buffer.from(document, 'utf8');
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  const rewriter = loadScriptsAfterFirstPaint();
  const out = [...chunks.map((chunk) => rewriter.write(chunk)), rewriter.end()];
  return Buffer.concat(out.filter((part) => part !== undefined)).toString('utf8');
}

/**
 * Runs a rewritten script in a sandbox with a fake document; returns what it did, in order. Adding a
 * link moves the sandbox's clock on by `linkMs`; `scheduler` stands in for the browser's, when given.
 */
async function run(
  script: string,
  visibility: 'visible' | 'hidden',
  { linkMs = 0, scheduler }: { linkMs?: number; scheduler?: { yield(): Promise<void> } } = {},
) {
  const events: string[] = [];
  let clock = 1000;
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const window: Record<string, unknown> = {};
  const context = vm.createContext({
    window,
    document: {
      visibilityState: visibility,
      createElement: () => ({}) as { rel?: string; href?: string },
      head: {
        appendChild: (link: { rel: string; href: string }) => {
          clock += linkMs;
          events.push(`${link.rel} ${link.href}`);
        },
      },
    },
    performance: { now: () => clock },
    ...(scheduler ? { scheduler } : {}),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
    Promise,
  });
  // Dynamic import() is not available in a vm script: stand in for it with a function of the same shape.
  const source = script.replaceAll('import(', '__import(');
  context.__import = (url: string) => {
    events.push(`import ${url}`);
    return Promise.resolve({ url });
  };
  vm.runInContext(source, context);
  const flush = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return { events, frames, timers, window, flush };
}

describe('loadScriptsAfterFirstPaint', () => {
  it('takes the module preloads out of <head> and hands them to the rewritten module script', async () => {
    const out = await transformed(DOCUMENT, 64 * 1024);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="preload" href="/assets/heebo-hebrew.woff2" as="font"');
    expect(out).toContain('<script nonce="abc">window.__reactRouterContext = {};</script>');
    expect(out).toContain('<script nonce="abc" type="module" async="">');
    expect(out).not.toMatch(/^import\s/m);
    for (const file of [
      '/assets/manifest-3b407192.js',
      '/assets/entry.client-C96OdbB9.js',
      '/assets/framework-C_xMWHqV.js',
    ])
      expect(out).toContain(`"${file}"`);
    // Everything outside the two rewritten places is byte for byte what React rendered.
    expect(out.startsWith(HEAD.join('') + BODY[0] + BODY[1])).toBe(true);
  });

  it('gives the same document whatever the chunk boundaries: inside a tag, a script, a Hebrew letter', async () => {
    const whole = await transformed(DOCUMENT, 64 * 1024);
    for (const size of [1, 2, 3, 5, 7, 13, 26, 31, 100]) {
      expect(await transformed(DOCUMENT, size), `chunks of ${size} bytes`).toBe(whole);
    }
  });

  it('leaves everything after React Router’s module script as it was (the streamed data and the rest)', async () => {
    const tail =
      '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[\\"שלום\\"]");</script></div>' +
      '<link rel="modulepreload" href="/assets/late.js"/><script type="module">import "/assets/late.js";</script>';
    const document = DOCUMENT.replace('</body></html>', `${tail}</body></html>`);
    for (const size of [1, 5, 64 * 1024]) {
      const out = await transformed(document, size);
      expect(out.endsWith(`${tail}</body></html>`), `chunks of ${size} bytes`).toBe(true);
    }
  });

  it('passes a document without module scripts through unchanged', async () => {
    const plain =
      '<html><body><p>שלום <b>world</b> &lt;link rel="modulepreload"&gt; <script>1</script></p></body></html>';
    expect(await transformed(plain, 4)).toBe(plain);
  });

  it('keeps a module script it does not recognise as it was, with the preload links back in front of it', async () => {
    const odd = [
      ...HEAD,
      ...PRELOADS,
      '</head><body><script type="module">import { a } from "/x.js"; a();</script></body></html>',
    ].join('');
    const out = await transformed(odd, 7);
    expect(out).toContain(
      `${PRELOADS.join('')}<script type="module">import { a } from "/x.js"; a();</script>`,
    );
  });
});

describe('afterFirstPaint', () => {
  const preloads = ['/assets/entry.client-C96OdbB9.js', '/assets/framework-C_xMWHqV.js'];

  it('waits for a painted frame, then preloads, imports the same modules and runs the rest of the script', async () => {
    const script = afterFirstPaint(MODULE_SCRIPT, preloads);
    expect(script).not.toBeNull();
    const sandbox = await run(script!, 'visible');
    // Nothing is fetched before the browser has painted.
    expect(sandbox.events).toEqual([]);
    expect(sandbox.frames).toHaveLength(1);
    sandbox.frames[0]!();
    expect(sandbox.events).toEqual([]);
    sandbox.timers[0]!();
    await sandbox.flush();
    expect(sandbox.events).toEqual([
      'modulepreload /assets/entry.client-C96OdbB9.js',
      'modulepreload /assets/framework-C_xMWHqV.js',
      'import /assets/manifest-3b407192.js',
      'import /assets/root-D-wX3k8a.js',
      'import /assets/terms._termId-BepTdmAU.js',
      'import /assets/entry.client-C96OdbB9.js',
    ]);
    expect(sandbox.window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-D-wX3k8a.js' },
      'routes/terms.$termId': { url: '/assets/terms._termId-BepTdmAU.js' },
    });
  });

  it('adds preload links until a slice of 4 ms is used, then yields: several a task on a fast device', async () => {
    const many = Array.from({ length: 9 }, (_, index) => `/assets/chunk-${index}.js`);
    const sandbox = await run(afterFirstPaint(MODULE_SCRIPT, many)!, 'hidden', { linkMs: 1 });
    await sandbox.flush();
    const links = () => sandbox.events.filter((event) => event.startsWith('modulepreload'));
    expect(links()).toHaveLength(4);
    expect(sandbox.events.some((event) => event.startsWith('import'))).toBe(false);
    sandbox.timers.shift()!();
    await sandbox.flush();
    expect(links()).toHaveLength(8);
    sandbox.timers.shift()!();
    await sandbox.flush();
    expect(links()).toEqual(many.map((href) => `modulepreload ${href}`));
    expect(sandbox.timers).toEqual([]);
    expect(sandbox.events.at(-1)).toBe('import /assets/entry.client-C96OdbB9.js');
  });

  it('adds one preload link a task where each costs more than the slice (a slow phone)', async () => {
    const many = Array.from({ length: 3 }, (_, index) => `/assets/chunk-${index}.js`);
    const sandbox = await run(afterFirstPaint(MODULE_SCRIPT, many)!, 'hidden', { linkMs: 12 });
    const links = () => sandbox.events.filter((event) => event.startsWith('modulepreload'));
    for (const expected of [1, 2]) {
      await sandbox.flush();
      expect(links()).toHaveLength(expected);
      expect(sandbox.timers).toHaveLength(1);
      sandbox.timers.shift()!();
    }
    await sandbox.flush();
    expect(links()).toHaveLength(3);
    expect(sandbox.events.at(-1)).toBe('import /assets/entry.client-C96OdbB9.js');
  });

  it('yields with scheduler.yield() where the browser has it, not a timer', async () => {
    const many = Array.from({ length: 3 }, (_, index) => `/assets/chunk-${index}.js`);
    const yields: (() => void)[] = [];
    const scheduler = { yield: () => new Promise<void>((resume) => yields.push(resume)) };
    const sandbox = await run(afterFirstPaint(MODULE_SCRIPT, many)!, 'hidden', { linkMs: 12, scheduler });
    await sandbox.flush();
    expect(sandbox.events).toEqual(['modulepreload /assets/chunk-0.js']);
    expect(yields).toHaveLength(1);
    yields.shift()!();
    await sandbox.flush();
    yields.shift()!();
    await sandbox.flush();
    expect(sandbox.timers).toEqual([]);
    expect(sandbox.events.filter((event) => event.startsWith('modulepreload'))).toHaveLength(3);
    expect(sandbox.events.at(-1)).toBe('import /assets/entry.client-C96OdbB9.js');
  });

  it('starts at once in a hidden tab (it would never paint a frame)', async () => {
    const sandbox = await run(afterFirstPaint(MODULE_SCRIPT, preloads)!, 'hidden');
    await sandbox.flush();
    expect(sandbox.frames).toEqual([]);
    expect(sandbox.events).toContain('import /assets/entry.client-C96OdbB9.js');
  });

  it('refuses scripts with named imports or exports', () => {
    expect(afterFirstPaint('import { a } from "/x.js";\na();', [])).toBeNull();
    expect(afterFirstPaint('export const a = 1;', [])).toBeNull();
    expect(afterFirstPaint('console.log(1);', [])).toBeNull();
  });
});
