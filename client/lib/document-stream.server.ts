import { EventEmitter } from 'node:events';
import { loadScriptsAfterFirstPaint } from './script-priority.server.ts';

// React renders a document into a "destination" it calls `write` on: the shell in one synchronous
// burst of ~60 pieces of 4 KB (more for a long list), then one burst per Suspense boundary that
// finishes later, with a call to `flush()` after each burst. Those pieces used to go one by one
// through two Node transforms, a PassThrough and React Router's Node-to-web stream pump before the
// response saw them: work per piece, on the way to the first byte of every uncached page.
//
// This destination is the whole way instead. It hands the document's very first piece (the start
// of <head>, with the font preloads) on at once; after that, the reader (Express, then the
// compressor) gets everything written since it last asked as one chunk: the shell with whatever
// boundaries (the page data) finished while the first piece was compressed, in one trip through the
// compressor instead of a trip per burst, each waiting for the one before. On the way it rewrites the
// hydration scripts to load after the first paint (script-priority.server.ts). It is itself the web
// stream the Response reads, with backpressure: React holds boundaries that finish later while a
// slow reader has not taken a megabyte, and stops rendering if the reader goes away.

/** What React's `renderToPipeableStream(...).pipe` calls on its destination. */
type ReactDestination = EventEmitter & {
  write(chunk: Uint8Array | string): boolean;
  flush(): void;
  end(): void;
  destroy(error?: unknown): void;
};

/**
 * Bytes waiting for the reader beyond which React holds back what finishes later. Large enough for a
 * whole document: while the compressor works through the shell, the boundaries that finish
 * meanwhile (the page data) are written and wait with it. Only a client that reads this far behind
 * holds React back.
 */
const HELD_BYTES = 1024 * 1024;

export type DocumentStream = {
  /**
   * Give this to React's `pipe`. React types it as a Node writable stream; it calls only `write`,
   * `flush`, `end` and `destroy`, and listens for 'drain', 'error' and 'close'
   * (react-dom-server.node), which is what this implements.
   */
  destination: NodeJS.WritableStream;
  /** The response body. */
  body: ReadableStream<Uint8Array>;
};

/** `onDone` runs once, when the document ends, fails or its reader goes away. */
export function documentStream(onDone: () => void, heldBytes = HELD_BYTES): DocumentStream {
  const rewriter = loadScriptsAfterFirstPaint();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let first = true;
  /** React's pieces of the burst it is writing. */
  let written: Buffer[] = [];
  /** Rewritten bursts the reader has not asked for yet. */
  let ready: Buffer[] = [];
  let readyBytes = 0;
  /** The reader asked while nothing was ready. */
  let wanted = false;
  let open = true;

  const finish = () => {
    if (!open) return false;
    open = false;
    written = [];
    ready = [];
    onDone();
    return true;
  };
  /** Everything ready goes to the reader as one chunk: one trip through the compressor. */
  const hand = () => {
    if (!open || ready.length === 0) return;
    const parts = ready;
    ready = [];
    readyBytes = 0;
    wanted = false;
    controller.enqueue(parts.length === 1 ? parts[0]! : Buffer.concat(parts));
  };
  const keep = (bytes: Buffer | undefined) => {
    if (!bytes || !open) return;
    ready.push(bytes);
    readyBytes += bytes.length;
    if (wanted) hand();
  };
  const release = () => {
    if (written.length === 0) return;
    const parts = written;
    written = [];
    keep(rewriter.write(parts.length === 1 ? parts[0]! : Buffer.concat(parts)));
  };

  const destination: ReactDestination = Object.assign(new EventEmitter(), {
    write(chunk: Uint8Array | string) {
      if (!open) return false;
      // React never reuses a piece it has written (it starts a new one), so a view is safe to keep.
      const bytes =
        typeof chunk === 'string'
          ? Buffer.from(chunk, 'utf8')
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      if (first) {
        first = false;
        keep(rewriter.write(bytes));
        hand();
      } else {
        written.push(bytes);
      }
      return readyBytes < heldBytes;
    },
    flush: release,
    end() {
      if (!open) return;
      release();
      keep(rewriter.end());
      hand();
      controller.close();
      finish();
    },
    destroy(error?: unknown) {
      if (!open) return;
      controller.error(error);
      finish();
    },
  });

  const body = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
      },
      // The reader wants more: it gets all that is ready, or the next burst as soon as it is; and
      // React may write what it held back.
      pull() {
        if (ready.length > 0) hand();
        else wanted = true;
        destination.emit('drain');
      },
      // The client went away: React stops rendering (it listens for 'close').
      cancel() {
        if (finish()) destination.emit('close');
      },
    },
    // Nothing is queued ahead of the reader's asking: what React writes meanwhile waits in `ready`
    // and goes as one chunk.
    { highWaterMark: 0 },
  );

  return { destination: destination as unknown as NodeJS.WritableStream, body };
}
