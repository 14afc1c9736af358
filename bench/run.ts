// `npm run bench`: load on loopback against the production build, with bare node:http serving the
// identical bytes as the baseline in the same run. The ratio is the number to improve; absolute
// figures depend on the machine. Extra in-process benchmarks live in bench/*.bench.ts modules.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const PAGES = (process.env.BENCH_PAGES ?? '/,/tools').split(',');
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Result = { rps: number; p50: number; p90: number; p99: number; errors: number; non2xx: number };

async function load(url: string): Promise<Result> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'user-agent': BROWSER_UA, 'accept-encoding': 'gzip' },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}

const port = await freePort();
const web = spawn(process.execPath, ['src/index.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 200; i++) {
  if (
    await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const rows: string[] = [];
for (const page of PAGES) {
  // The baseline: bare node:http answering with the very bytes and headers the site sent.
  const sample = await fetch(`${base}${page}`, {
    headers: { 'user-agent': BROWSER_UA, 'accept-encoding': 'gzip' },
  });
  const bytes = Buffer.from(await sample.arrayBuffer());
  const baselinePort = await freePort();
  const baseline = http
    .createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': bytes.length });
      res.end(bytes);
    })
    .listen(baselinePort, '127.0.0.1');
  await load(`${base}${page}`); // warm-up
  const site = await load(`${base}${page}`);
  const bare = await load(`http://127.0.0.1:${baselinePort}/`);
  baseline.close();
  rows.push(
    `| ${page} | ${site.rps} | ${site.p50} / ${site.p90} / ${site.p99} | ${bare.rps} | ${(site.rps / bare.rps).toFixed(3)} | ${site.errors + site.non2xx} |`,
  );
}
const memory = peakMemoryMb(web.pid!);
web.kill('SIGTERM');

console.log(`\nLoopback, ${CONNECTIONS} connections, ${DURATION} s per run, ${new Date().toISOString()}\n`);
console.log(
  '| page | site req/s | site latency ms p50 / p90 / p99 | bare node:http req/s | ratio | errors |',
);
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(`\nweb process peak memory (VmHWM): ${memory} MB`);

// In-process benchmarks contributed by the pipeline and the catalogue (normalise, snapshot read, search).
const { readdirSync } = await import('node:fs');
for (const file of readdirSync(path.join(root, 'bench'))
  .filter((name) => name.endsWith('.bench.ts'))
  .sort()) {
  const module = (await import(path.join(root, 'bench', file))) as { run?: () => Promise<string[]> };
  if (module.run) for (const line of await module.run()) console.log(line);
}
process.exit(0);
