import type { RequestListener } from 'node:http';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The HTTP server around the Express app: how long a client may take to send a request, and how a
// failure to listen is reported.

/** A client has this long to send the request line and headers (slowloris). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** ... and this long for the whole request, body included; then 408 and the connection closes. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Idle keep-alive connections stay open a little longer than a load balancer's usual 60 s. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export type HttpServerOptions = {
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** How often Node checks those two timeouts (default 30 s would let a slow client linger). */
  checkIntervalMs?: number;
};

export function createHttpServer(app: RequestListener, options: HttpServerOptions = {}): http.Server {
  const server = http.createServer(
    {
      headersTimeout: options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS,
      requestTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: options.checkIntervalMs ?? 1_000,
    },
    app,
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}

/** Resolves with the bound address once listening; rejects (EADDRINUSE, EACCES...) otherwise. */
export function listen(server: http.Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(server.address() as AddressInfo);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}
