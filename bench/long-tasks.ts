// The main thread's long tasks of real page loads in Chromium at 4x CPU throttling (a phone-sized
// viewport, the cookie banner shown as on a first visit), read from a performance trace: each task
// over 50 ms after the first contentful paint, what ran in it (layout, style, script evaluation, a
// function of which file), and their sum over 50 ms (the Total Blocking Time of the real run).
// Lighthouse simulates its page load from one observed run and its score moved by 15 points between
// runs of one build here; this shows which tasks there are, so two builds can be compared task by task.
//
// Two modes:
// - `npm run bench:long-tasks -- <url>[,<url>…] [runs]`: the URLs as they are served (alternated
//   within each run); nothing is started or built.
// - `npm run bench:long-tasks -- --ref <git ref> [<path>[,<path>…]] [runs]`: this tree against a
//   git ref. This tree is built (`--no-build` skips that), the ref is built once into a temporary
//   directory (reused while it exists: one per commit), both production servers start on free
//   loopback ports, each page is loaded alternately from either (the order swapped every run), and
//   the report gives per page the median blocking time of each build and this/ref. Every run
//   records the host's Lighthouse benchmarkIndex (Lighthouse's own function, unthrottled) and the
//   load average: on a shared machine only the ratio of one alternated run means anything.
// `--no-scripts` (either mode) loads each document with its scripts taken out (every `<script>` and
// module preload removed as the document arrives), then waits 2 s: the floor of what parsing, style
// and layout of that document cost, which no work on the scripts can go below.
// `--host-index <n>` (either mode) stands in for a slower host: each run's throttling is 4x times
// this host's benchmarkIndex over n (4x on a host of 3,400 emulating 1,500 is 9.1x), so a fast
// machine measures what Lighthouse's 4x would on the host class n belongs to. Without it, 4x.
import os from 'node:os';
import { type Browser, type CDPSession, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium.ts';
import { firstLoad } from './lib/first-load.ts';
import { benchmarkIndex } from './lib/host-index.ts';
import { buildRef, run } from './lib/ref-build.ts';
import { ROOT, type Stack, startStack } from './lib/stack.ts';
import { median } from './lib/stats.ts';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; documentLoaderURL?: string } };
};

const LONG_TASK_US = 50_000;
/**
 * Resolves once the cookie banner (the last deferred widget) is in, then 2 s more for the rest; fails
 * after 180 s (a loaded host takes far longer than Playwright's usual 30 s).
 */
const SETTLED = `new Promise((done, fail) => {
  const giveUp = setTimeout(() => fail(new Error('no cookie banner after 180 s')), 180000);
  const poll = () => document.querySelector('[data-cookie-banner]') ? (clearTimeout(giveUp), setTimeout(done, 2000)) : setTimeout(poll, 50);
  poll();
})`;
/** Without scripts nothing settles: the 2 s after load that SETTLED waits past the banner. */
const SETTLED_WITHOUT_SCRIPTS = 'new Promise((done) => setTimeout(done, 2000))';
/** A document's scripts and module preloads (the inline ones too), for `--no-scripts`. */
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const DEFAULT_PAGES = ['/', '/tools', '/tools/midjourney', '/terms/rag'];

const args = process.argv.slice(2);
const refIndex = args.indexOf('--ref');
const ref = refIndex >= 0 ? args[refIndex + 1] : undefined;
const skipBuild = args.includes('--no-build');
const noScripts = args.includes('--no-scripts');
const hostIndexAt = args.indexOf('--host-index');
const hostIndex = hostIndexAt >= 0 ? Number(args[hostIndexAt + 1]) : undefined;
const positional = args.filter(
  (arg, index) =>
    !arg.startsWith('--') &&
    (refIndex < 0 || index !== refIndex + 1) &&
    (hostIndexAt < 0 || index !== hostIndexAt + 1),
);
// A number is the run count (in compare mode the pages may be left out).
const runsArg = positional.find((arg) => /^\d+$/.test(arg));
const targets = (positional.find((arg) => !/^\d+$/.test(arg)) ?? '').split(',').filter(Boolean);
const runs = Number(runsArg ?? (ref ? 5 : 3));
if (
  (refIndex >= 0 && !ref) ||
  (!ref && targets.length === 0) ||
  !(runs >= 1) ||
  (hostIndex !== undefined && !(hostIndex >= 100))
) {
  console.error(
    'usage: npm run bench:long-tasks -- <url>[,<url>…] [runs] [--host-index <n>] [--no-scripts]\n' +
      `       npm run bench:long-tasks -- --ref <git ref> [<path>[,<path>…]] [runs] [--no-build] [--host-index <n>] [--no-scripts]  (pages: ${DEFAULT_PAGES.join(',')}; runs: 5)`,
  );
  process.exit(2);
}

async function trace(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories:
      'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await load();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

function describe(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  return events
    .filter(
      (event) =>
        event !== task &&
        event.ph === 'X' &&
        event.tid === task.tid &&
        event.pid === task.pid &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= end &&
        (event.dur ?? 0) > 5_000,
    )
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 4)
    .map((event) => {
      const where = event.args?.data?.url?.split('/').pop() ?? event.args?.data?.functionName;
      return `${event.name}${where ? `(${where})` : ''} ${Math.round((event.dur ?? 0) / 1000)}`;
    })
    .join(', ');
}

/**
 * What one load measured: the blocking time (the long tasks after the first contentful paint, as
 * Lighthouse counts it), and two times from the navigation's start that keep it honest: the first
 * contentful paint, and the end of the last long task before or after it (until then a tap may wait
 * for a task). Work moved before the paint lowers the first figure and raises the second or the paint.
 */
type Measured = { blockingMs: number; paintMs: number; blockedUntilMs: number; tasks: string[] };

/** One traced load of `url`: the long tasks after the first contentful paint and their blocking time. */
async function measure(browser: Browser, url: string, rate: number): Promise<Measured> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    // A loaded host (the bench's usual case: a shared machine) takes far longer than Playwright's 30 s.
    page.setDefaultTimeout(180_000);
    if (noScripts)
      await page.route(url, async (route) => {
        const response = await route.fetch();
        // The body comes decoded: its encoding and length headers no longer describe it.
        const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
        await route.fulfill({ response, headers, body: (await response.text()).replace(SCRIPTS, '') });
      });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const events = await trace(cdp, async () => {
      await page.goto(url, { waitUntil: 'load' });
      // Hydration, the deferred widgets and the banner come after load: wait for the page to settle.
      // Through CDP with a one-line expression, not Playwright's waitForFunction or evaluate: those
      // first inject Playwright's own utility script, whose compile (100–250 ms at 4x, an
      // `EvaluateScript` with no URL) landed among the page's tasks and was counted as blocking time.
      const settled = await cdp.send('Runtime.evaluate', {
        expression: noScripts ? SETTLED_WITHOUT_SCRIPTS : SETTLED,
        awaitPromise: true,
      });
      if (settled.exceptionDetails)
        throw new Error(`${url} did not settle: ${settled.exceptionDetails.text}`);
    });
    const paint = events.find((event) => event.name === 'firstContentfulPaint');
    if (!paint) throw new Error(`no first contentful paint in the trace of ${url}`);
    // The page's own navigation start; some traces lack it (the navigation began in the renderer the
    // page then left), and then the trace's start, a few milliseconds before the navigation, stands in.
    const start =
      events.find(
        (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
      ) ?? events.find((event) => event.name === 'TracingStartedInBrowser');
    if (!start) throw new Error(`no navigation start in the trace of ${url}`);
    const longTasks = events.filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === paint.pid &&
        event.tid === paint.tid &&
        event.ts >= start.ts &&
        (event.dur ?? 0) > LONG_TASK_US,
    );
    const tasks = longTasks.filter((task) => task.ts > paint.ts);
    const blockedUntil = Math.max(paint.ts, ...longTasks.map((task) => task.ts + (task.dur ?? 0)));
    return {
      blockingMs: Math.round(tasks.reduce((sum, task) => sum + ((task.dur ?? 0) - LONG_TASK_US) / 1000, 0)),
      paintMs: Math.round((paint.ts - start.ts) / 1000),
      blockedUntilMs: Math.round((blockedUntil - start.ts) / 1000),
      tasks: tasks.map(
        (task) =>
          `  +${Math.round((task.ts - paint.ts) / 1000)} ms: ${Math.round((task.dur ?? 0) / 1000)} ms (${describe(task, events)})`,
      ),
    };
  } finally {
    await context.close();
  }
}

/** The CPU throttling of a run on a host of `index`: 4x, or 4x scaled to the host class asked for. */
const throttling = (index: number) =>
  hostIndex === undefined ? 4 : Math.round(((4 * index) / hostIndex) * 10) / 10;

const spread = (values: number[]) => `${median(values)} (${Math.min(...values)}–${Math.max(...values)})`;

async function measureUrls(browser: Browser, urls: string[]) {
  const totals = new Map<string, number[]>();
  for (let round = 0; round < runs; round++) {
    const index = await benchmarkIndex(browser);
    console.log(`run ${round + 1}: benchmarkIndex ${index}, throttling ${throttling(index)}x`);
    for (const url of urls) {
      const { blockingMs, paintMs, blockedUntilMs, tasks } = await measure(browser, url, throttling(index));
      totals.set(url, [...(totals.get(url) ?? []), blockingMs]);
      console.log(
        `${url}: ${tasks.length} long tasks, ${blockingMs} ms over 50 ms (first paint ${paintMs} ms, blocked until ${blockedUntilMs} ms)`,
      );
      for (const line of tasks) console.log(line);
    }
  }
  for (const [url, sums] of totals)
    console.log(`${url}: blocking ms per run ${sums.join(', ')}; median ${median(sums)}`);
}

type Build = { name: string; root: string; stack?: Stack };

async function compare(browser: Browser, gitRef: string, pages: string[]) {
  if (!skipBuild) run('npm', ['run', 'build'], ROOT);
  const { dir, commit } = buildRef(gitRef);
  const builds: Build[] = [
    { name: 'this', root: ROOT },
    { name: commit.slice(0, 9), root: dir },
  ];
  try {
    for (const build of builds) build.stack = await startStack('embedded', build.root);
    // Each page requested once from each server first, as a browser asks for it: the page cache holds
    // them from then on, as for every visitor but the first.
    for (const build of builds)
      for (const page of pages)
        await fetch(`${build.stack!.base}${page}`, {
          headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' },
        }).then((response) => response.arrayBuffer());
    /** Every load's figures, per build and page. */
    const measured = new Map<string, Measured[]>();
    const indexes: number[] = [];
    const rates: number[] = [];
    const loads: number[] = [];
    for (let round = 0; round < runs; round++) {
      const index = await benchmarkIndex(browser);
      const load = os.loadavg()[0]!;
      const rate = throttling(index);
      indexes.push(index);
      rates.push(rate);
      loads.push(load);
      for (const [pageNumber, page] of pages.entries()) {
        const order = (round + pageNumber) % 2 === 0 ? builds : [...builds].reverse();
        for (const build of order) {
          const result = await measure(browser, `${build.stack!.base}${page}`, rate);
          const { blockingMs, paintMs, blockedUntilMs, tasks } = result;
          const key = `${build.name} ${page}`;
          measured.set(key, [...(measured.get(key) ?? []), result]);
          console.log(
            `run ${round + 1} ${key}: ${tasks.length} long tasks, ${blockingMs} ms over 50 ms, first paint ${paintMs} ms, blocked until ${blockedUntilMs} ms (benchmarkIndex ${index}, ${rate}x, load ${load.toFixed(1)})`,
          );
          for (const line of tasks) console.log(line);
        }
      }
    }
    const sizes = new Map<string, string>();
    for (const build of builds)
      for (const page of pages) {
        const html = await fetch(`${build.stack!.base}${page}`, {
          headers: { 'accept-encoding': 'identity' },
        }).then((response) => response.text());
        sizes.set(`${build.name} ${page}`, (firstLoad(html, page, build.root).gzipBytes / 1024).toFixed(1));
      }
    const [self, other] = builds as [Build, Build];
    console.log(
      `\nTotal Blocking Time${noScripts ? ' of the documents without their scripts' : ''} at ${hostIndex === undefined ? '4x CPU' : `4x on a host of benchmarkIndex ${hostIndex} (throttling ${rates.join(', ')}x)`}, median of ${runs} alternated runs; this tree vs ${gitRef} (${other.name}), ${new Date().toISOString().slice(0, 10)}`,
    );
    console.log(
      `benchmarkIndex median (min–max) ${spread(indexes)}; load average (1 min, ${os.cpus().length} cores) ${spread(loads.map((load) => Math.round(load * 10) / 10))}\n`,
    );
    console.log(
      `| page | this: TBT ms (runs) | ${other.name}: TBT ms (runs) | this/ref | first paint ms, this / ref | blocked until ms, this / ref | first-load JS KB gzip, this / ref |`,
    );
    console.log('|---|---|---|---|---|---|---|');
    const figures = (build: Build, page: string, figure: keyof Omit<Measured, 'tasks'>) =>
      measured.get(`${build.name} ${page}`)!.map((result) => result[figure]);
    const both = (page: string, figure: keyof Omit<Measured, 'tasks'>) =>
      `${median(figures(self, page, figure))} / ${median(figures(other, page, figure))}`;
    for (const page of pages) {
      const mine = figures(self, page, 'blockingMs');
      const theirs = figures(other, page, 'blockingMs');
      const ratio = median(theirs) > 0 ? (median(mine) / median(theirs)).toFixed(2) : 'n/a';
      console.log(
        `| \`${page}\` | ${median(mine)} (${mine.join(', ')}) | ${median(theirs)} (${theirs.join(', ')}) | ${ratio} | ${both(page, 'paintMs')} | ${both(page, 'blockedUntilMs')} | ${sizes.get(`${self.name} ${page}`)} / ${sizes.get(`${other.name} ${page}`)} |`,
      );
    }
  } finally {
    for (const build of builds) await build.stack?.stop();
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
try {
  if (ref) await compare(browser, ref, targets.length > 0 ? targets : DEFAULT_PAGES);
  else await measureUrls(browser, targets);
} finally {
  await browser.close();
}
