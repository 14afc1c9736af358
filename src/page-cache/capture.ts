import type { Response } from 'express';

// Collects a response's body as it streams out to the client (the miss is never held back), for
// the page cache to store once the response has finished.

export type Captured = {
  /** The body, or null when it grew past the limit (then it is not kept at all). */
  body(): Buffer | null;
  /** Headers the response gained after capturing started (those of the page, not the middleware's). */
  headersAdded(): string[];
};

export function captureBody(res: Response, maxBytes: number): Captured {
  const before = new Set(res.getHeaderNames());
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) {
      overflow = true;
      chunks.length = 0;
    } else chunks.push(buffer);
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as typeof res.end;
  return {
    body: () => (overflow ? null : Buffer.concat(chunks)),
    headersAdded: () => res.getHeaderNames().filter((name) => !before.has(name)),
  };
}
