// The time of a client navigation after the route preloads, this tree against a git ref, in Chromium
// at 4x CPU throttling on a phone-sized viewport: a visitor opens a page, stays until the background
// preloads are done, then follows a link to a preloaded page. Measured in the page, from the click to
// the first frame after the new page's heading is in the document (a task after the next animation
// frame: the frame is painted by then). Each build gets a fresh browser context per run (an empty
// HTTP cache), and the two are loaded alternately, the order swapped every run.
//
// `npm run bench:navigation -- --ref <git ref> [runs] [--no-build] [--from <path>] [--to <path>]`
// (from /tools to /about by the footer's link; 7 runs). `--lead <ms>` rests the pointer on the link
// that long before the click (a link preloads its page on intent; without it the click comes cold).
// It also reports where the target's route module came from when the navigation asked for it
// (memory: not requested, the module map held it; disk: the HTTP cache; network), and whether the
// document linked it as a modulepreload, so a figure is never read without knowing what was preloaded.
import os from 'node:os';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium.ts';
import { benchmarkIndex } from './lib/host-index.ts';
import { buildRef, run } from './lib/ref-build.ts';
import { ROOT, type Stack, startStack } from './lib/stack.ts';
import { median } from './lib/stats.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const ref = option('--ref');
const from = option('--from') ?? '/tools';
const to = option('--to') ?? '/about';
const lead = Number(option('--lead') ?? 0);
const runs = Number(args.find((arg, index) => /^\d+$/.test(arg) && !args[index - 1]?.startsWith('--')) ?? 7);
if (!ref || !(runs >= 1) || !(lead >= 0) || !from.startsWith('/') || !to.startsWith('/')) {
  console.error(
    'usage: npm run bench:navigation -- --ref <git ref> [runs] [--no-build] [--from <path>] [--to <path>] [--lead <ms>]',
  );
  process.exit(2);
}

type Measured = { navigationMs: number; moduleFrom: string };

/** The single-fetch data URL React Router fetches for a page. */
const dataPath = (page: string) => (page === '/' ? '/_.data' : `${page}.data`);

async function measure(browser: Browser, base: string): Promise<Measured> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The target page's data fetched in the background (by the worker or a prefetch link).
    let preloaded!: () => void;
    const dataPreloaded = new Promise<void>((resolve) => {
      preloaded = resolve;
    });
    context.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === dataPath(to)) preloaded();
    });
    await page.goto(`${base}${from}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 120_000 });
    // A build that never preloads the target would otherwise hang the bench: a minute is ample at 4x.
    let deadline: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        dataPreloaded,
        new Promise<never>((_, reject) => {
          deadline = setTimeout(
            () => reject(new Error(`${dataPath(to)} was not preloaded within 60 s of ${from}'s load`)),
            60_000,
          );
        }),
      ]);
    } finally {
      clearTimeout(deadline);
    }
    await page.waitForLoadState('networkidle');
    // Where the target's route module comes from when the navigation asks for it.
    let moduleFrom = 'not requested';
    const routeModule = new RegExp(`/assets/${to.slice(1).replaceAll('/', '\\.')}-[\\w-]+\\.js$`);
    cdp.on('Network.responseReceived', ({ response }) => {
      if (routeModule.test(response.url))
        moduleFrom = response.fromDiskCache ? 'disk' : response.fromPrefetchCache ? 'prefetch' : 'network';
    });
    // Whether the document links the module for preloading (the builds before the preload worker).
    const linked = await page.evaluate(
      (pattern) =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some((link) =>
          new RegExp(pattern).test(link.href),
        ),
      routeModule.source,
    );
    // A visitor's pointer rests on the link before the click (the links preload on intent).
    if (lead > 0) {
      await page.locator(`footer a[href="${to}"]`).hover();
      await page.waitForTimeout(lead);
    }
    const navigationMs = await page.evaluate(
      ([path, before]) =>
        new Promise<number>((resolve, reject) => {
          const link = document.querySelector<HTMLAnchorElement>(`footer a[href="${path}"]`);
          if (!link) return reject(new Error(`no footer link to ${path}`));
          const start = performance.now();
          const check = () => {
            const heading = document.querySelector('h1')?.textContent;
            if (location.pathname === path && heading && heading !== before)
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
            else requestAnimationFrame(check);
          };
          link.click();
          requestAnimationFrame(check);
        }),
      [to, (await page.locator('h1').textContent()) ?? ''] as const,
    );
    // A module React Router already holds was never requested: the modulepreload put it in memory.
    return {
      navigationMs: Math.round(navigationMs),
      moduleFrom: `${moduleFrom === 'not requested' ? 'memory' : moduleFrom}${linked ? ' (linked)' : ''}`,
    };
  } finally {
    await context.close();
  }
}

type Build = { name: string; root: string; stack?: Stack; results: Measured[] };

if (!args.includes('--no-build')) run('npm', ['run', 'build'], ROOT);
const { dir, commit } = buildRef(ref);
const builds: Build[] = [
  { name: 'this', root: ROOT, results: [] },
  { name: commit.slice(0, 9), root: dir, results: [] },
];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
try {
  for (const build of builds) build.stack = await startStack('embedded', build.root);
  for (let round = 0; round < runs; round++) {
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    const index = await benchmarkIndex(browser);
    for (const build of order) {
      const result = await measure(browser, build.stack!.base);
      build.results.push(result);
      console.log(
        `run ${round + 1} ${build.name}: ${from} → ${to} in ${result.navigationMs} ms (route module from ${result.moduleFrom}); benchmarkIndex ${index}, load ${os.loadavg()[0]!.toFixed(1)}`,
      );
    }
  }
  const [self, other] = builds as [Build, Build];
  const figure = (build: Build) => {
    const times = build.results.map((result) => result.navigationMs);
    const sources = [...new Set(build.results.map((result) => result.moduleFrom))].join('/');
    return `${median(times)} (${Math.min(...times)}–${Math.max(...times)}), module from ${sources}`;
  };
  console.log(`\n| navigation | this: ms | ${other.name}: ms | this/ref |\n|---|---|---|---|`);
  console.log(
    `| ${from} → ${to} | ${figure(self)} | ${figure(other)} | ${(median(self.results.map((r) => r.navigationMs)) / median(other.results.map((r) => r.navigationMs))).toFixed(2)} |`,
  );
} finally {
  for (const build of builds) await build.stack?.stop();
  await browser.close();
}
