// `npm run bench:long-tasks -- <url>[,<url>…] [runs]`: the main thread's long tasks of real page loads
// in Chromium at 4x CPU throttling (a phone-sized viewport, the cookie banner shown as on a first
// visit), read from a performance trace: each task over 50 ms after the first contentful paint, what
// ran in it (layout, style, script evaluation, a function of which file), and their sum over 50 ms
// (a blocking time of the real run). Lighthouse simulates its page load from one observed run and
// its score moved by 15 points between runs of one build here; this shows which tasks there are,
// so two builds can be compared task by task. The URLs are alternated within each run (start the
// builds to compare on two ports). Nothing is started or built: it reads what the URLs serve.
import { type CDPSession, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium.ts';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
};

const LONG_TASK_US = 50_000;
const urls = (process.argv[2] ?? '').split(',').filter(Boolean);
const runs = Number(process.argv[3] ?? 3);
if (urls.length === 0) {
  console.error('usage: npm run bench:long-tasks -- <url>[,<url>…] [runs]');
  process.exit(2);
}

async function trace(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading',
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

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
const totals = new Map<string, number[]>();
try {
  for (let run = 0; run < runs; run++) {
    for (const url of urls) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const events = await trace(cdp, async () => {
        await page.goto(url, { waitUntil: 'load' });
        // Hydration, the deferred widgets and the banner come after load: wait for the page to settle.
        await page.waitForFunction(() => document.querySelector('[data-cookie-banner]') !== null);
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2_000)));
      });
      await context.close();
      const paint = events.find((event) => event.name === 'firstContentfulPaint');
      if (!paint) throw new Error(`no first contentful paint in the trace of ${url}`);
      const tasks = events.filter(
        (event) =>
          event.name === 'RunTask' &&
          event.ph === 'X' &&
          event.pid === paint.pid &&
          event.tid === paint.tid &&
          event.ts > paint.ts &&
          (event.dur ?? 0) > LONG_TASK_US,
      );
      const blocking = tasks.reduce((sum, task) => sum + ((task.dur ?? 0) - LONG_TASK_US) / 1000, 0);
      totals.set(url, [...(totals.get(url) ?? []), Math.round(blocking)]);
      console.log(`${url}: ${tasks.length} long tasks, ${Math.round(blocking)} ms over 50 ms`);
      for (const task of tasks)
        console.log(
          `  +${Math.round((task.ts - paint.ts) / 1000)} ms: ${Math.round((task.dur ?? 0) / 1000)} ms (${describe(task, events)})`,
        );
    }
  }
} finally {
  await browser.close();
}
for (const [url, sums] of totals) {
  const sorted = [...sums].sort((a, b) => a - b);
  console.log(
    `${url}: blocking ms per run ${sums.join(', ')}; median ${sorted[Math.floor(sorted.length / 2)]}`,
  );
}
