// Loopback load with autocannon: the site, then bare node:http answering with the very bytes (and
// content headers) the site sent, in the same run. The ratio site ÷ bare is what the targets use.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
/** What Chromium sends. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * The clients a page is loaded with: a browser (gzip and brotli accepted) and a client that sends no
 * Accept-Encoding at all (curl, monitors, some crawlers).
 */
export type Client = 'browser' | 'plain';

function clientHeaders(client: Client): Record<string, string> {
  return client === 'browser'
    ? { 'user-agent': BROWSER_UA, 'accept-encoding': BROWSER_ACCEPT_ENCODING }
    : { 'user-agent': BROWSER_UA };
}

/** One request whose body comes back exactly as sent on the wire (no decompression). */
export function rawGet(url: string, client: Client = 'browser'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: clientHeaders(client) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

export type LoadResult = {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/**
 * Per field, the median over several runs of one measurement (errors are summed: any error counts).
 * The benchmarks repeat each run and report this, so one disturbed run does not decide a figure.
 */
export function medianResult(runs: readonly LoadResult[]): LoadResult {
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

export async function load(
  url: string,
  connections: number,
  duration: number,
  client: Client = 'browser',
  /** Paths asked in turn across all connections (each request the next one), instead of url's own. */
  paths?: readonly string[],
): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: clientHeaders(client),
    ...(paths?.length
      ? {
          requests: [
            {
              method: 'GET',
              setupRequest: (request: Record<string, unknown>) => ({
                ...request,
                path: paths[next++ % paths.length],
              }),
            },
          ],
        }
      : {}),
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

/** Headers a bare server must not copy: they describe one connection or one message. */
const PER_MESSAGE = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding', 'content-length']);

/**
 * A bare node:http server answering every request with these bytes and content headers; with
 * `allHeaders`, with every header the site sent (its security and cache headers too), so that what
 * a proxy in front receives is the same size.
 */
export async function bareServer(
  sample: RawResponse,
  { allHeaders = false }: { allHeaders?: boolean } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const headers: http.OutgoingHttpHeaders = {};
  if (allHeaders)
    for (const [name, value] of Object.entries(sample.headers))
      if (value !== undefined && !PER_MESSAGE.has(name)) headers[name] = value;
  headers['content-type'] = sample.headers['content-type'] ?? 'text/html; charset=utf-8';
  headers['content-length'] = sample.body.length;
  if (sample.headers['content-encoding']) headers['content-encoding'] = sample.headers['content-encoding'];
  const server = http.createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(sample.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
