// The owner's publish loop, timed end to end (docs/benchmarks.md, "Targets"): an edit in the content
// service, its signed webhook, the refresh worker and Redis, until both web processes show the edit on
// the tool's page (target: 5 s) and the price change on /changes (target: 10 s). The tests assert
// that the edit arrives; how fast is measured here, where a loaded host shows as a figure, not as a
// failed test. `npm run bench:publish` (or within `npm run bench`); BENCH_PUBLISH_ROUNDS sets the
// number of publishes (10).
import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { freePort, startRedis } from '../tests/global-setup.ts';
import { BROWSER_UA } from '../tests/support/app.ts';
import {
  editTool,
  entryEvent,
  type Pipeline,
  signedHeaders,
  startPipeline,
  WEBHOOK_PATH,
} from '../tests/support/webhook-pipeline.ts';
import { percentile } from './lib/stats.ts';

const TOOL_TARGET_MS = 5_000;
const CHANGES_TARGET_MS = 10_000;
/** How often each process is asked while the edit is on its way. */
const POLL_MS = 20;

type App = Pipeline['apps'][number];

const page = (app: App, path: string) =>
  request(app)
    .get(path)
    .set('User-Agent', BROWSER_UA)
    .then((response) => response.text);

/** Milliseconds from `start` until `shows` holds for the page on every process. */
async function shownAfter(apps: App[], path: string, shows: (html: string) => boolean, start: number) {
  const pending = new Set(apps);
  for (;;) {
    for (const app of pending) if (shows(await page(app, path))) pending.delete(app);
    if (pending.size === 0) return performance.now() - start;
    if (performance.now() - start > 60_000) throw new Error(`${path} did not change within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The signed webhook, sent again after a 503 as the content service retries a failed call. */
async function publish(app: App, id: string) {
  const body = entryEvent(id);
  for (let attempt = 1; attempt <= 5; attempt++) {
    let call = request(app).post(WEBHOOK_PATH);
    for (const [name, value] of Object.entries(signedHeaders(body))) call = call.set(name, value);
    const { status } = await call.send(body);
    if (status === 202) return;
    if (status !== 503) throw new Error(`the webhook was answered ${status}`);
  }
  throw new Error('the webhook was answered 503 five times');
}

const priceChanges = (html: string) => html.split('data-change="price"').length - 1;

const figures = (values: number[], target: number) =>
  `p50 ${Math.round(percentile(values, 50))} ms, p95 ${Math.round(percentile(values, 95))} ms, max ${Math.round(Math.max(...values))} ms (target ${target / 1000} s: ${Math.max(...values) <= target ? 'met' : 'NOT met'})`;

export async function run(): Promise<string[]> {
  const rounds = Number(process.env.BENCH_PUBLISH_ROUNDS ?? 10);
  // /changes shows 30 records a page: each round adds one price change, and each must be seen.
  if (!(rounds >= 1 && rounds <= 25)) throw new Error('BENCH_PUBLISH_ROUNDS: 1 to 25');
  const port = await freePort();
  const redis = await startRedis(port);
  let pipeline: Pipeline | undefined;
  try {
    pipeline = await startPipeline({ LOG_LEVEL: 'warn' }, `redis://127.0.0.1:${port}`);
    const { apps, fake } = pipeline;
    const tool: number[] = [];
    const changes: number[] = [];
    for (let round = 0; round < rounds; round++) {
      // Both processes hold the pages in their page cache first: the edit must replace them.
      const before = priceChanges(await page(apps[0]!, '/changes?kind=price'));
      for (const app of apps) {
        await page(app, '/tools/midjourney');
        await page(app, '/changes?kind=price');
      }
      const name = `Midjourney Round ${round + 1}`;
      editTool(fake, 'midjourney', { name, pricing: round % 2 === 0 ? 'freemium' : 'paid' });
      const start = performance.now();
      await publish(apps[round % 2]!, 'midjourney');
      tool.push(await shownAfter(apps, '/tools/midjourney', (html) => html.includes(name), start));
      changes.push(
        await shownAfter(apps, '/changes?kind=price', (html) => priceChanges(html) > before, start),
      );
    }
    return [
      '',
      `publish loop (webhook → both web processes), ${rounds} publishes:`,
      `  the edit on the tool's page: ${figures(tool, TOOL_TARGET_MS)}`,
      `  the price change on /changes: ${figures(changes, CHANGES_TARGET_MS)}`,
    ];
  } finally {
    await pipeline?.close();
    redis.kill('SIGTERM');
  }
}

if (import.meta.main) {
  for (const line of await run()) console.log(line);
  process.exit(0);
}
