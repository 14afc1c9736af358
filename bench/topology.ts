// `npm run bench:topology` and `npm run bench:soak`: the production topology of deploy/ on loopback
// (tests/support/topology.ts: Redis, the worker, N web replicas, Debian's nginx with
// deploy/nginx/site.conf).
//
// topology (default): per replica count (BENCH_REPLICAS, default 1,3) and page (BENCH_PAGES,
// default /,/tools), throughput through the proxy against bare node:http serving the same bytes in
// the same run (alternating rounds, medians), for a browser and for a client without
// Accept-Encoding (BENCH_CLIENTS); with one replica also straight to it, so the proxy's own cost
// shows. The bare server sends the site's own headers too (a proxy's buffers see the same sizes), and
// through the proxy the fair baseline is that bare server behind the same nginx (its column and
// ratio): nginx's own copying of each answer is then on both sides. On 2 cores the point is no
// loss through the proxy, not linear growth.
//
// soak: BENCH_SOAK_SECONDS (default 1800) of pages, API calls and, every minute, a refresh of every
// source plus a content change (a new snapshot version every replica must render again), with
// BENCH_SOAK_CONNECTIONS (8) clients through the proxy to BENCH_SOAK_REPLICAS (1) replicas. Passes
// when no request failed and each replica's peak RSS at the end is within 10 % of its peak at
// BENCH_SOAK_CHECKPOINT_SECONDS (300).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { createRefreshQueue, refreshNow } from '../jobs/queue.ts';
import { type Snapshot, SOURCE_NAMES } from '../src/domain/types.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/logger.ts';
import { createStore } from '../src/store/create-store.ts';
import { startNginx, startTopology } from '../tests/support/topology.ts';
import { BROWSER_UA, bareServer, type Client, type LoadResult, load, rawGet } from './lib/http-load.ts';

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REPLICAS = list(process.env.BENCH_REPLICAS ?? '1,3').map(Number);
const PAGES = list(process.env.BENCH_PAGES ?? '/,/tools');
const CLIENTS = list(process.env.BENCH_CLIENTS ?? 'browser,plain') as Client[];

function vmField(pid: number | undefined, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function median(runs: LoadResult[]): LoadResult {
  const mid = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    rps: mid(runs.map((r) => r.rps)),
    p50: mid(runs.map((r) => r.p50)),
    p90: mid(runs.map((r) => r.p90)),
    p99: mid(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

function header() {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return `${new Date().toISOString()} · ${cpus.length} × ${cpus[0]?.model ?? 'cpu'} · load average ${load} · Node ${process.version}`;
}

async function proxied() {
  const rows: string[] = [];
  for (const replicas of REPLICAS) {
    console.error(`[bench] ${replicas} replica(s) behind nginx: starting`);
    const topology = await startTopology({ replicas });
    try {
      const targets = [{ name: `nginx → ${replicas}`, base: topology.proxy }];
      if (replicas === 1) targets.push({ name: 'replica alone', base: topology.replicas[0]!.base });
      for (const page of PAGES) {
        for (const client of CLIENTS) {
          const sample = await rawGet(`${topology.proxy}${page}`, client);
          if (sample.status !== 200) {
            rows.push(`| ${replicas} | \`${page}\` | ${client} | answered ${sample.status} | | | |`);
            continue;
          }
          const bare = await bareServer(sample, { allHeaders: true });
          const bareUrl = new URL(bare.url);
          const bareProxy = await startNginx([Number(bareUrl.port)]);
          for (const target of targets) {
            console.error(`[bench] ${target.name}: ${page} (${client})`);
            const proxied = target.base === topology.proxy;
            await load(`${target.base}${page}`, CONNECTIONS, 2, client);
            const site: LoadResult[] = [];
            const baseline: LoadResult[] = [];
            const baselineProxied: LoadResult[] = [];
            for (let round = 0; round < ROUNDS; round++) {
              site.push(await load(`${target.base}${page}`, CONNECTIONS, DURATION, client));
              baseline.push(await load(bare.url, CONNECTIONS, DURATION, client));
              if (proxied)
                baselineProxied.push(
                  await load(`${bareProxy.base}${bareUrl.pathname}`, CONNECTIONS, DURATION, client),
                );
            }
            const s = median(site);
            const b = median(baseline);
            const bp = proxied ? median(baselineProxied) : undefined;
            const viaProxy = bp ? `${bp.rps} | ${(s.rps / bp.rps).toFixed(2)}` : '— | —';
            rows.push(
              `| ${target.name} | \`${page}\` | ${client} | ${s.rps} | ${s.p50} / ${s.p99} | ${b.rps} | ${(s.rps / b.rps).toFixed(2)} | ${viaProxy} | ${s.errors + s.non2xx} |`,
            );
          }
          await bareProxy.stop();
          await bare.close();
        }
      }
    } finally {
      await topology.stop();
    }
  }
  console.log(`\n${header()}`);
  console.log(
    `Loopback, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION} s (site, then bare node:http with the same bytes, then that bare server behind the same nginx), medians.\n`,
  );
  console.log(
    '| topology | page | client | req/s | ms p50 / p99 | bare req/s | ratio | bare behind nginx req/s | ratio to it | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

/** Topologies started and not stopped yet (stopped on a failure). */
const liveTopologies = new Set<Awaited<ReturnType<typeof startTopology>>>();
async function stopStarted() {
  for (const topology of liveTopologies) await topology.stop().catch(() => {});
  liveTopologies.clear();
}

async function soak() {
  const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 1800);
  const checkpoint = Number(process.env.BENCH_SOAK_CHECKPOINT_SECONDS ?? 300);
  const connections = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 8);
  const replicas = Number(process.env.BENCH_SOAK_REPLICAS ?? 1);
  console.error(`[bench] soak: ${seconds} s, checkpoint at ${checkpoint} s, ${replicas} replica(s)`);
  const topology = await startTopology({ replicas });
  liveTopologies.add(topology);
  const config = loadConfig({ ...topology.env, LOG_LEVEL: 'silent' });
  const store = await createStore(config, createLogger(config), { role: 'web', reportOutages: false });
  const producer = createRefreshQueue(config, { failFast: false });
  const sitemap = await fetch(`${topology.proxy}/sitemap.xml`).then((response) => response.text());
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  // Visitors' traffic: /readyz is a probe, which answers 503 when the store does not answer within
  // 300 ms (as on a machine at a load average of 30), and is left out.
  const requests = [...paths, '/api/campaigns', '/tools.data'];
  const started = Date.now();
  let count = 0;
  const failures: string[] = [];
  let running = true;
  const client = async (index: number) => {
    for (let i = index; running; i += connections) {
      const url = requests[i % requests.length]!;
      const plain = i % 5 === 0;
      try {
        const response = await fetch(`${topology.proxy}${url}`, {
          headers: plain
            ? { 'user-agent': BROWSER_UA }
            : { 'user-agent': BROWSER_UA, 'accept-encoding': 'gzip, br' },
        });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${url}: ${response.status}`);
      } catch (error) {
        failures.push(`${url}: ${(error as Error).message}`);
      }
      count += 1;
    }
  };
  const clients = Array.from({ length: connections }, (_, index) => client(index));
  const peaks = () => topology.replicas.map((replica) => vmField(replica.child.pid, 'VmHWM'));
  let atCheckpoint: number[] | undefined;
  let minute = 0;
  let changes = 0;
  const skippedChanges: string[] = [];
  while (Date.now() - started < seconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const elapsed = (Date.now() - started) / 1000;
    if (!atCheckpoint && elapsed >= checkpoint) atCheckpoint = peaks();
    if (elapsed >= (minute + 1) * 60) {
      minute += 1;
      // A refresh of every source through the worker, and a content change every replica renders.
      // The bench's own Redis calls can time out on a loaded machine: that is not a visitor's failed
      // request, so it is counted apart and the change comes the next minute.
      try {
        for (const source of SOURCE_NAMES) await refreshNow(producer.queue, source);
        const content = (await store.getSnapshot('content')) as Snapshot<'content'>;
        await store.putSnapshot({ ...content, version: `${content.version.split('~')[0]}~${minute}` });
        changes += 1;
      } catch (error) {
        skippedChanges.push(`minute ${minute}: ${(error as Error).message}`);
      }
      console.error(
        `[bench] soak: minute ${minute}, ${count} requests, ${failures.length} failed, ${changes} content changes, peaks ${peaks().join(' / ')} MB`,
      );
    }
  }
  running = false;
  await Promise.all(clients);
  const end = peaks();
  const check = atCheckpoint ?? end;
  await producer.close();
  await store.close();
  await topology.stop();
  liveTopologies.delete(topology);
  console.log(`\n${header()}`);
  console.log(
    `Soak: ${seconds} s, ${connections} clients through nginx to ${replicas} replica(s), every sitemap page, /api/campaigns and a data request (one request in five without Accept-Encoding), a refresh of every source and a content change every minute.\n`,
  );
  console.log(
    `- requests: ${count}, failed: ${failures.length}${failures.length ? ` (first: ${failures.slice(0, 3).join('; ')})` : ''}`,
  );
  console.log(
    `- refreshes with a content change: ${changes} of ${minute}${skippedChanges.length ? ` (the bench's own Redis calls failed: ${skippedChanges.slice(0, 3).join('; ')})` : ''}`,
  );
  console.log(
    `- peak RSS per replica at ${checkpoint} s: ${check.join(' / ')} MB; at the end: ${end.join(' / ')} MB`,
  );
  const within = end.every((peak, index) => peak <= check[index]! * 1.1);
  console.log(
    `- ${within && failures.length === 0 ? 'met' : 'NOT met'}: 0 errors and end peak within 10 % of the ${checkpoint} s peak`,
  );
}

// Whatever happens, the topology's processes (Redis, the worker, the replicas, nginx) must not outlive
// the bench: they would load the machine for whatever runs next.
process.on('unhandledRejection', (error) => {
  console.error('[bench] failed:', error);
  process.exitCode = 1;
  stopStarted().finally(() => process.exit(1));
});
try {
  if (process.argv[2] === 'soak') await soak();
  else await proxied();
} catch (error) {
  console.error('[bench] failed:', error);
  await stopStarted();
  process.exit(1);
}
process.exit(0);
