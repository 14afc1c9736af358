import { Transform, type TransformCallback } from 'node:stream';

// React writes a document as many small chunks (a few KB each) in one synchronous burst: the shell,
// then one burst per Suspense boundary that finishes later. Each chunk used to travel on its own the
// rest of the way (the script transform, a web stream, Express, the compressor with a flush per
// write, the socket): a /tools page was ~40 trips, ~40 compressor jobs and flushes, and its last
// byte left the server twice as late as its first.
//
// This stream passes a document's very first chunk on at once (the start of <head>, with the font
// preloads: the browser can start on them while the rest is compressed), then joins the chunks of
// each burst and passes them on as one at the end of that burst (the next tick). Streaming stays as
// it was: what React writes later still goes out when it is written.
export function coalesceWrites(): Transform {
  let first = true;
  let pending: Buffer[] = [];
  let scheduled = false;

  const release = (stream: Transform) => {
    scheduled = false;
    if (pending.length === 0) return;
    const parts = pending;
    pending = [];
    stream.push(parts.length === 1 ? parts[0] : Buffer.concat(parts));
  };

  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      if (first) {
        first = false;
        callback(null, bytes);
        return;
      }
      pending.push(bytes);
      if (!scheduled) {
        scheduled = true;
        process.nextTick(release, this);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      release(this);
      callback();
    },
  });
}
