import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The loopback HTTP server behind every upstream fake: port 0 on 127.0.0.1, a request log, and a
// close() that also drops requests the fake chose never to answer (the timeout switch).

type RecordedRequest = {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** The request body as text ('' for none). */
  body: string;
};

export type FakeServer = {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
  /**
   * Holds every request's answer until the returned function is called: an upstream that is slow
   * for exactly as long as a test needs (a refresh that is still running while a burst arrives).
   */
  hold(): () => void;
};

export type FakeHandler = (
  request: RecordedRequest,
  response: http.ServerResponse,
  baseUrl: string,
) => void | Promise<void>;

export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  let baseUrl = '';
  let held: Promise<void> = Promise.resolve();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const parsed = new URL(req.url ?? '/', baseUrl);
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      held
        .then(() => handler(recorded, res, baseUrl))
        .catch((error: unknown) => {
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(String(error));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    requests,
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        release();
        held = Promise.resolve();
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export function sendText(
  res: http.ServerResponse,
  status: number,
  body: string,
  contentType = 'text/plain; charset=utf-8',
) {
  res.writeHead(status, { 'content-type': contentType });
  res.end(body);
}

/** Modes shared by all fakes. 'rate-limit-then-ok' answers 429 once, then behaves like 'ok'. */
export type CommonMode = 'ok' | 'error-500' | 'rate-limit-then-ok' | 'timeout' | 'malformed' | 'empty';
