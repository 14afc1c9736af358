import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, buildTestApp } from '../support/app.ts';
import { TEST_JWT_SECRET, testPasswordHash } from './api-helpers.ts';

// Property-based fuzzing of the whole app (pages, /api, health) as src/index.ts assembles
// it, on the production build: generated methods, paths, query strings, headers and bodies, 10,000
// requests in all. Every answer is below 500, nothing is logged at error level, and the process
// still serves afterwards. Requests go through one loopback server with keep-alive connections.

const BATCH = 10;
const RUNS = 1_000; // × BATCH = 10,000 requests
const REQUEST_TIMEOUT_MS = 15_000;

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let server: http.Server;
let port = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: BATCH });

beforeAll(async () => {
  ctx = await buildTestApp({ ADMIN_PASSWORD_HASH: await testPasswordHash(), JWT_SECRET: TEST_JWT_SECRET });
  server = http.createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  agent.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

type Generated = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
};

type Answer = { status: number; request: Generated };

function send(request: Generated): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: request.method,
        path: request.path,
        headers: request.headers,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, request }));
        response.on('error', reject);
      },
    );
    outgoing.setTimeout(REQUEST_TIMEOUT_MS, () =>
      outgoing.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
    );
    outgoing.on('error', (error) =>
      reject(new Error(`${request.method} ${request.path}: ${error.message}`, { cause: error })),
    );
    outgoing.end(request.body);
  });
}

// --- generators -------------------------------------------------------------------------------

const junkSegment = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '~',
  '%F0%9F%99%82',
  '%D7%A9%D7%9C%D7%95%D7%9D',
  'a'.repeat(300),
  '__proto__',
  'constructor',
  'toString',
);
const realId = fc.constantFrom('chatgpt', 'midjourney', 'coding', 'image-generation', 'beginners', 'llm');
const segment = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 20 }).map(encodeURIComponent) },
  { weight: 2, arbitrary: realId },
  { weight: 2, arbitrary: junkSegment },
);

const pagePath = fc.oneof(
  fc.constantFrom(
    '/',
    '/about',
    '/services',
    '/lectures',
    '/lectures-old',
    '/accessibility',
    '/privacy',
    '/terms-of-service',
    '/contact',
    '/newsletter/subscribe',
    '/admin',
    '/tools',
    '/tools/coding',
    '/tools/creative',
    '/tools/concepts',
    '/start-here',
    '/learning-path',
    '/ecosystem',
    '/guides',
    '/courses',
    '/search',
    '/robots.txt',
    '/sitemap.xml',
    '/healthz',
    '/readyz',
    '/favicon.ico',
    '/assets/missing.js',
  ),
  segment.map((id) => `/tools/${id}`),
  segment.map((slug) => `/category/${slug}`),
  segment.map((slug) => `/start-here/${slug}`),
  segment.map((slug) => `/learning-path/${slug}`),
  fc.tuple(segment, fc.option(segment)).map(([a, b]) => `/ecosystem/${a}${b ? `/${b}` : ''}`),
  fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
);
// React Router's data requests: `/tools.data`, `/_root.data`.
const pageOrData = fc.oneof(
  { weight: 3, arbitrary: pagePath },
  { weight: 1, arbitrary: pagePath.map((path) => (path === '/' ? '/_root.data' : `${path}.data`)) },
);

const apiPath = fc.oneof(
  fc.constantFrom(
    '/api/auth/login',
    '/api/auth/validate',
    '/api/admin/status',
    '/api/test',
    '/api/campaigns',
    '/api/campaign-emails',
    '/api/subscribers',
    '/api',
    '/api/',
  ),
  segment.map((id) => `/api/campaigns/${id}`),
  segment.map((source) => `/api/admin/sources/${source}/refresh`),
  fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/api/${parts.join('/')}`),
);

const queryKey = fc.oneof(
  fc.constantFrom(
    'q',
    'category',
    'pricing',
    'difficulty',
    'sort',
    'page',
    'limit',
    'filter[status]',
    'filter',
    'include',
    'campaignId',
    'index',
    '_data',
    '_routes',
    'token',
  ),
  fc.string({ maxLength: 8 }),
);
const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('1', '0', '-1', '10001', '99999999999999999999', 'sent', 'emails', 'draft', 'true', ''),
  fc.integer().map(String),
);
const query = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 4,
    arbitrary: fc
      .array(fc.tuple(queryKey, queryValue), { maxLength: 5 })
      .map((pairs) =>
        pairs.length
          ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`
          : '',
      ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('?%', '?a=%E0%A4%A', '?q=%zz', '?&&&', '?q[]=1&q[x]=2', '?=', '?q=a&q=b'),
  },
);

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'PUT',
      'PATCH',
      'DELETE',
      'OPTIONS',
      'TRACE',
      'PROPFIND',
      'MKCOL',
      'LOCK',
      'SEARCH',
      'PURGE',
    ),
  },
);

const boundary = 'fuzzBoundary7MA4YWxk';
const multipart = (fields: Record<string, string>) =>
  `${Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('')}--${boundary}--\r\n`;
const signupFields = fc.record({
  email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 })),
  name: fc.string({ maxLength: 40 }),
  privacy: fc.constantFrom('on', 'off', ''),
});

const body: fc.Arbitrary<{ type?: string; text?: string; encoding?: string }> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.record({ username: fc.string({ maxLength: 20 }), password: fc.string({ maxLength: 40 }) }),
        signupFields,
      )
      .map((value) => ({ type: 'application/json', text: JSON.stringify(value) })),
  },
  {
    weight: 2,
    arbitrary: signupFields.map((fields) => ({
      type: 'application/x-www-form-urlencoded',
      text: new URLSearchParams(fields).toString(),
    })),
  },
  {
    weight: 1,
    arbitrary: signupFields.map((fields) => ({
      type: `multipart/form-data; boundary=${boundary}`,
      text: multipart(fields),
    })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=',
          `multipart/form-data; boundary=${boundary}`,
          'application/json',
          'application/json; charset=klingon',
          'application/x-www-form-urlencoded',
          'text/plain',
          'application/xml',
          'application/octet-stream',
          '*/*',
          ';;;',
        ),
        fc.string({ maxLength: 200 }),
      )
      .map(([type, text]) => ({ type, text })),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'application/json', text: '{"x":1}', encoding: 'gzip' }) },
  {
    weight: 1,
    arbitrary: fc.constant({ type: 'application/x-www-form-urlencoded', text: `name=${'x'.repeat(70_000)}` }),
  },
);

const extraHeaders = fc.record(
  {
    accept: fc.constantFrom('text/html', 'application/json', '*/*', 'text/x-script', ''),
    authorization: fc.constantFrom(
      'Bearer x.y.z',
      'Bearer ',
      'Basic YWRtaW46YWRtaW4=',
      'Bearer eyJhbGciOiJub25lIn0.e30.',
    ),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1'),
    'x-request-id': fc.string({ maxLength: 120 }).map(encodeURIComponent),
    'accept-language': fc.constantFrom('he', 'en-US,en;q=0.9', '*'),
  },
  { requiredKeys: [] },
);

const otherMethod = fc.constantFrom(
  'POST',
  'POST',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'MKCOL',
  'LOCK',
  'SEARCH',
  'PURGE',
);
const dataPath = pagePath.map((path) => (path === '/' ? '/_root.data' : `${path}.data`));
const signupPath = fc.constantFrom(
  '/newsletter/subscribe.data',
  '/newsletter/subscribe.data',
  '/newsletter/subscribe',
);

// Weighted so that most requests are cheap to answer: a full server render costs far more than a
// data request or a refused method, and the run has to stay well under a minute.
const target: fc.Arbitrary<[string, string]> = fc.oneof(
  { weight: 36, arbitrary: fc.tuple(method, apiPath) },
  { weight: 26, arbitrary: fc.tuple(otherMethod, pageOrData) },
  { weight: 10, arbitrary: fc.tuple(fc.constant('POST'), signupPath) },
  { weight: 7, arbitrary: fc.tuple(fc.constant('HEAD'), pageOrData) },
  { weight: 10, arbitrary: fc.tuple(fc.constant('GET'), dataPath) },
  { weight: 2, arbitrary: fc.tuple(fc.constant('GET'), pagePath) },
  {
    weight: 9,
    arbitrary: fc.tuple(method, fc.constantFrom('/healthz', '/readyz', '/robots.txt', '/assets/x.js')),
  },
);

const generated: fc.Arbitrary<Generated> = fc
  .tuple(target, query, body, extraHeaders)
  .map(([[verb, path], search, payload, headers]) => {
    const all: Record<string, string> = { 'user-agent': BROWSER_UA, ...headers };
    if (payload.type) all['content-type'] = payload.type;
    if (payload.encoding) all['content-encoding'] = payload.encoding;
    const bytes = payload.text === undefined ? undefined : Buffer.from(payload.text);
    if (bytes) all['content-length'] = String(bytes.length);
    const request: Generated = { method: verb, path: `${path}${search}`, headers: all, body: bytes };
    // A counterexample reads as one line per request, not as a 70 KB body.
    return Object.assign(request, {
      [fc.toStringMethod]: () =>
        `${verb} ${request.path} (${payload.type ?? 'no body type'}${payload.encoding ? `, ${payload.encoding}` : ''}, ${bytes?.length ?? 0} bytes)`,
    });
  });

// --- the property ----------------------------------------------------------------------------

describe('fuzzing every route with generated requests', () => {
  it('answers 10,000 of them without a 5xx or an error log, and keeps serving', async () => {
    let sent = 0;
    const cpuBefore = process.cpuUsage();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(generated, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const answers = await Promise.all(batch.map(send));
        sent += answers.length;
        for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const failed = answers.find((answer) => answer.status >= 500 || answer.status < 100);
        if (failed) throw new Error(`${failed.status} for ${failed.request.method} ${failed.request.path}`);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `fuzz: ${sent} requests, ${Math.round((cpu.user + cpu.system) / 1000)} ms of CPU; statuses`,
      Object.fromEntries(statuses),
    );
    expect(sent).toBeGreaterThanOrEqual(10_000);
    // A spread of answers, not 10,000 copies of one.
    expect(statuses.size).toBeGreaterThan(5);
    const errors = ctx.logs.lines.filter((line) => /"level":(50|60)/.test(line));
    expect(errors.slice(0, 3)).toEqual([]);
    const alive = await send({ method: 'GET', path: '/healthz', headers: {} });
    expect(alive.status).toBe(200);
    const page = await send({ method: 'GET', path: '/tools', headers: { 'user-agent': BROWSER_UA } });
    expect(page.status).toBe(200);
  }, 600_000);
});
