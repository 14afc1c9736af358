// `npm run bench`: load on loopback against the production build, with bare node:http serving the
// identical bytes as the baseline in the same run (the ratio is what counts: absolute figures depend
// on the machine and on whatever else it runs). Per page: throughput and latency at a fixed
// concurrency, the shell's time to first byte uncached, first-load JavaScript, and Lighthouse
// (mobile). Per setup (embedded default, Redis + worker): the web process's peak memory. Then the
// in-process benchmarks of bench/*.bench.ts. Ends with the targets (docs/benchmarks.md), each met or not.
//
// Knobs: BENCH_PAGES (comma list; `/terms/*` = the first such page in the sitemap; default also
// a three-tool compare page and an alternatives page),
// BENCH_MODES (embedded,redis), BENCH_CONNECTIONS (32), BENCH_SECONDS (5 per run), BENCH_ROUNDS (3:
// site and bare alternate, medians kept, so a burst of load elsewhere on the machine hits both),
// BENCH_TTFB_SAMPLES (60),
// BENCH_LIGHTHOUSE_RUNS (3; 0 skips Lighthouse), BENCH_INPROCESS (1; 0 skips bench/*.bench.ts),
// BENCH_CLIENTS (browser,plain: plain sends no Accept-Encoding; BENCH_PLAIN_PAGES, default /tools,
// are the pages loaded with it), BENCH_TTFB_SAMPLES=0 skips the uncached first-byte and first-load
// measurements. BENCH_API (comma list; default a two-word Hebrew site search, `/api/search?q=מודל
// שפה`; empty skips) are JSON endpoints loaded the same way, without the bare baseline; a site search
// is also loaded with 380 distinct queries in turn (none answered from the index's kept answers). The proxied topology and the soak are bench/topology.ts.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { type FirstLoad, firstLoad } from './lib/first-load.ts';
import { kb, ms } from './lib/format.ts';
import { bareServer, type Client, type LoadResult, load, medianResult, rawGet } from './lib/http-load.ts';
import { type LighthouseResult, lighthouseAvailable, runLighthouse } from './lib/lighthouse.ts';
import { DISTINCT_SEARCHES } from './lib/search-queries.ts';
import { type Mode, ROOT, startStack } from './lib/stack.ts';
import { type ApiLoad, type ModeResult, type PageLoad, targetVerdicts } from './lib/targets.ts';
import { measureTtfb, type TtfbResult } from './lib/ttfb.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TTFB_SAMPLES = Number(process.env.BENCH_TTFB_SAMPLES ?? 60);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// The compare page's own commas are written %2C: BENCH_PAGES is itself a comma list.
const PAGE_SPECS = (
  process.env.BENCH_PAGES ??
  '/,/tools,/tools/midjourney,/terms/*,/terms/token,/podcast/*,/tools/compare?tools=chatgpt%2Cclaude%2Cgemini,/tools/midjourney/alternatives,/changes,/tools/new,/tools/graveyard'
)
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const API_SPECS = (process.env.BENCH_API ?? `/api/search?q=${encodeURIComponent('מודל שפה')}`)
  .split(',')
  .map((spec) => spec.trim())
  .filter(Boolean);
const CLIENTS = (process.env.BENCH_CLIENTS ?? 'browser,plain').split(',').map((c) => c.trim()) as Client[];
const PLAIN_PAGES = new Set((process.env.BENCH_PLAIN_PAGES ?? '/tools').split(',').map((p) => p.trim()));
const redisInstalled = spawnSync('redis-server', ['--version']).status === 0;
const MODES = (process.env.BENCH_MODES ?? (redisInstalled ? 'embedded,redis' : 'embedded'))
  .split(',')
  .map((mode) => mode.trim()) as Mode[];

const notes: string[] = [];

/** `/terms/*` becomes the first /terms/{id} page the sitemap lists; concrete pages stay as they are. */
async function resolvePages(base: string): Promise<string[]> {
  const sitemap = await fetch(`${base}/sitemap.xml`).then(
    (response) => (response.ok ? response.text() : ''),
    () => '',
  );
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const pages: string[] = [];
  for (const spec of PAGE_SPECS) {
    if (!spec.endsWith('/*')) {
      pages.push(spec);
      continue;
    }
    const prefix = spec.slice(0, -1);
    const found = paths.find(
      (p) => p.startsWith(prefix) && p.length > prefix.length && !p.slice(prefix.length).includes('/'),
    );
    if (found) pages.push(found);
    else notes.push(`skipped ${spec}: the sitemap lists no such page yet`);
  }
  return pages;
}

const modeResults: ModeResult[] = [];
const ttfb = new Map<string, TtfbResult>();
const firstLoads = new Map<string, FirstLoad>();
let lighthouse = new Map<string, LighthouseResult>();
let pages: string[] | undefined;

for (const mode of MODES) {
  console.error(`\n[bench] ${mode}: starting`);
  const stack = await startStack(mode);
  try {
    pages ??= await resolvePages(stack.base);
    const idleRssMb = stack.memoryMb();
    const loads: PageLoad[] = [];
    const served: string[] = [];
    for (const page of pages) {
      for (const client of CLIENTS) {
        if (client === 'plain' && !PLAIN_PAGES.has(page)) continue;
        const sample = await rawGet(`${stack.base}${page}`, client);
        if (sample.status === 404) {
          if (mode === MODES[0] && client === 'browser')
            notes.push(`skipped ${page}: 404 (the page does not exist yet)`);
          continue;
        }
        if (sample.status !== 200) {
          notes.push(`${mode} ${page}: answered ${sample.status}; not loaded`);
          continue;
        }
        if (client === 'browser') served.push(page);
        console.error(`[bench] ${mode}: loading ${page} (${client})`);
        const bare = await bareServer(sample);
        await load(`${stack.base}${page}`, CONNECTIONS, 2, client); // warm-up
        const siteRuns: LoadResult[] = [];
        const bareRuns: LoadResult[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          siteRuns.push(await load(`${stack.base}${page}`, CONNECTIONS, DURATION, client));
          bareRuns.push(await load(bare.url, CONNECTIONS, DURATION, client));
        }
        await bare.close();
        const site = medianResult(siteRuns);
        const bareResult = medianResult(bareRuns);
        const after = await rawGet(`${stack.base}${page}`, client);
        loads.push({
          page,
          client,
          site,
          bare: bareResult,
          ratio: site.rps / bareResult.rps,
          bytes: sample.body.length,
          cache: String(after.headers['x-page-cache'] ?? '—'),
        });
      }
    }
    const apis: ApiLoad[] = [];
    for (const api of API_SPECS) {
      const sample = await rawGet(`${stack.base}${api}`, 'browser');
      if (sample.status !== 200) {
        notes.push(`${mode} ${api}: answered ${sample.status}; not loaded`);
        continue;
      }
      console.error(`[bench] ${mode}: loading ${api}`);
      await load(`${stack.base}${api}`, CONNECTIONS, 2, 'browser'); // warm-up
      const runs: LoadResult[] = [];
      for (let round = 0; round < ROUNDS; round++)
        runs.push(await load(`${stack.base}${api}`, CONNECTIONS, DURATION, 'browser'));
      apis.push({ path: api, result: medianResult(runs), bytes: sample.body.length });
      if (api.startsWith('/api/search?')) {
        console.error(`[bench] ${mode}: loading ${DISTINCT_SEARCHES.length} distinct searches in turn`);
        const distinct: LoadResult[] = [];
        for (let round = 0; round < ROUNDS; round++)
          distinct.push(await load(stack.base, CONNECTIONS, DURATION, 'browser', DISTINCT_SEARCHES));
        apis.push({
          path: `/api/search?q=… (${DISTINCT_SEARCHES.length} distinct two-word queries in turn)`,
          result: medianResult(distinct),
          bytes: sample.body.length,
        });
      }
    }
    if (mode === MODES[0] && TTFB_SAMPLES > 0) {
      for (const page of served) {
        console.error(`[bench] ${mode}: first byte and first-load JS of ${page}`);
        ttfb.set(page, await measureTtfb(`${stack.base}${page}`, TTFB_SAMPLES));
        const html = await fetch(`${stack.base}${page}`, {
          headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36' },
        }).then((response) => response.text());
        firstLoads.set(page, firstLoad(html, page));
      }
      if (LIGHTHOUSE_RUNS > 0 && lighthouseAvailable()) {
        console.error(`[bench] ${mode}: Lighthouse (${LIGHTHOUSE_RUNS} runs per page)`);
        try {
          lighthouse = await runLighthouse(
            served.map((page) => `${stack.base}${page}`),
            LIGHTHOUSE_RUNS,
          );
        } catch (error) {
          notes.push(`Lighthouse failed: ${(error as Error).message}`);
        }
      } else if (LIGHTHOUSE_RUNS > 0) {
        notes.push('Lighthouse skipped: no Chromium at /usr/bin/chromium (set CHROME_PATH)');
      }
    }
    modeResults.push({ mode, loads, apis, peakRssMb: stack.peakMemoryMb(), idleRssMb });
  } finally {
    await stack.stop();
  }
}

// ---- report ----------------------------------------------------------------------------------
const cpus = os.cpus();
console.log(
  `\n${new Date().toISOString()} · ${os.hostname()} · ${cpus.length} × ${cpus[0]?.model ?? 'cpu'} · load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} · Node ${process.version}`,
);
console.log(
  `Loopback, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION} s (site, then bare) per page, medians; browser user agent; client browser accepts gzip/br, plain sends no Accept-Encoding.\n`,
);

for (const result of modeResults) {
  console.log(
    `#### ${result.mode === 'embedded' ? 'Embedded default (in-memory store)' : 'Redis + worker'}\n`,
  );
  console.log(
    '| page | client | cache | bytes | site req/s | site ms p50 / p90 / p99 | bare node:http req/s (p99 ms) | ratio | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of result.loads) {
    console.log(
      `| \`${row.page}\` | ${row.client} | ${row.cache} | ${row.bytes} | ${row.site.rps} | ${row.site.p50} / ${row.site.p90} / ${row.site.p99} | ${row.bare.rps} (${row.bare.p99}) | ${row.ratio.toFixed(2)} | ${row.site.errors + row.site.non2xx} |`,
    );
  }
  if (result.apis.length > 0) {
    console.log('\n| API | bytes | req/s | ms p50 / p90 / p99 | errors |');
    console.log('|---|---|---|---|---|');
    for (const row of result.apis) {
      console.log(
        `| \`${decodeURIComponent(row.path)}\` | ${row.bytes} | ${row.result.rps} | ${row.result.p50} / ${row.result.p90} / ${row.result.p99} | ${row.result.errors + row.result.non2xx} |`,
      );
    }
  }
  console.log(
    `\nweb process memory: ${result.idleRssMb} MB resident when ready, peak (VmHWM) ${result.peakRssMb} MB\n`,
  );
}

if (ttfb.size > 0) {
  console.log('#### Uncached render (browser user agent, sequential)\n');
  console.log(
    "| page | first byte p50 / p90 ms | last byte p50 ms | first-load JS gzip KB (files) | other pages' widgets |",
  );
  console.log('|---|---|---|---|---|');
  for (const [page, t] of ttfb) {
    const fl = firstLoads.get(page);
    console.log(
      `| \`${page}\` | ${ms(t.firstByteP50)} / ${ms(t.firstByteP90)} | ${ms(t.lastByteP50)} | ${fl ? `${kb(fl.gzipBytes)} (${fl.files.length})` : '—'} | ${fl?.widgets.length ? fl.widgets.join(', ') : 'none'} |`,
    );
  }
  console.log('');
}

if (lighthouse.size > 0) {
  console.log(
    `#### Lighthouse ${LIGHTHOUSE_RUNS > 1 ? `(median of ${LIGHTHOUSE_RUNS} runs)` : ''} — mobile, simulated throttling\n`,
  );
  console.log(
    '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [url, r] of lighthouse) {
    console.log(
      `| \`${new URL(url).pathname}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.fcpMs)} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} |`,
    );
  }
  const index = [...lighthouse.values()].map((r) => r.benchmarkIndex);
  console.log(
    `\nLighthouse benchmarkIndex of this machine during the runs: ${Math.min(...index)}–${Math.max(...index)}`,
  );
  for (const [url, r] of lighthouse)
    if (r.notes.length) console.log(`- ${new URL(url).pathname}: ${r.notes.join(', ')}`);
  console.log('');
}

// ---- targets ---------------------------------------------------------------------------------
const verdicts = targetVerdicts({ modeResults, ttfb, firstLoads, lighthouse });

console.log('#### Targets\n');
for (const [ok, text] of verdicts) console.log(`- ${ok ? 'met    ' : 'NOT met'} ${text}`);
for (const note of notes) console.log(`- note: ${note}`);

// In-process benchmarks contributed by the pipeline and the catalogue (normalise, snapshot read, search).
if (process.env.BENCH_INPROCESS !== '0') {
  console.log('\n#### In-process\n');
  const { readdirSync } = await import('node:fs');
  for (const file of readdirSync(path.join(ROOT, 'bench'))
    .filter((name) => name.endsWith('.bench.ts'))
    .sort()) {
    const module = (await import(path.join(ROOT, 'bench', file))) as { run?: () => Promise<string[]> };
    if (module.run) for (const line of await module.run()) console.log(line);
  }
}
process.exit(0);
