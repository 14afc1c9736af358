import { Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { documentStream } from '../../client/lib/document-stream.server.ts';

/** A promise resolved from outside, for a Suspense boundary that finishes when the test says. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function Late({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

/** A document like the site's: a long shell (many pieces of React's 4 KB) and one boundary that waits. */
function Page({ text, more }: { text: Promise<string>; more?: Promise<string> }) {
  return (
    <html lang="he" dir="rtl">
      <head>
        <title>כלי AI</title>
      </head>
      <body>
        <h1>כלי AI</h1>
        <ul>
          {Array.from({ length: 1000 }, (_, index) => (
            <li key={index}>{`כלי מספר ${index}: תיאור קצר בעברית של מה שהוא עושה`}</li>
          ))}
        </ul>
        <Suspense fallback={<p>טוען…</p>}>
          <Late text={text} />
        </Suspense>
        {more && (
          <Suspense fallback={<p>טוען עוד…</p>}>
            <Late text={more} />
          </Suspense>
        )}
      </body>
    </html>
  );
}

const decoder = new TextDecoder();

/** Renders the page into a document stream as entry.server does; `done` counts onDone calls. */
function render(text: Promise<string>, more?: Promise<string>) {
  let done = 0;
  // A small allowance (64 KB; the shell is over 100 KB), to see React wait for the reader.
  const stream = documentStream(() => {
    done++;
  }, 64 * 1024);
  const writes: string[] = [];
  const errors: string[] = [];
  const write = stream.destination.write;
  stream.destination.write = (chunk) => {
    writes.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk));
    return write(chunk);
  };
  const shell = new Promise<void>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<Page text={text} more={more} />, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        pipe(stream.destination);
        resolve();
      },
      onShellError: reject,
      onError(error) {
        errors.push((error as Error).message);
      },
    });
  });
  return { shell, reader: stream.body.getReader(), done: () => done, writes, errors };
}

const textOf = (chunk: Uint8Array | undefined) => decoder.decode(chunk);

describe('documentStream (React’s destination and the response body)', () => {
  it('hands the first piece on at once and the rest of the shell as one chunk', async () => {
    const text = later<string>();
    const { shell, reader } = render(text.promise);
    await shell;
    const first = await reader.read();
    expect(textOf(first.value)).toMatch(/^<!DOCTYPE html><html lang="he" dir="rtl">/);
    const rest = await reader.read();
    const shellText = textOf(first.value) + textOf(rest.value);
    expect(shellText).toContain('כלי מספר 0:');
    expect(shellText).toContain('כלי מספר 999:');
    expect(shellText).toContain('טוען…');
    expect(rest.value!.byteLength).toBeGreaterThan(4096 * 4);
    text.resolve('הסוף');
    const late = await reader.read();
    expect(textOf(late.value)).toContain('הסוף');
    let tail = '';
    for (let next = await reader.read(); !next.done; next = await reader.read()) tail += textOf(next.value);
    expect(tail).not.toContain('כלי מספר');
  });

  it('gives a document whose bytes decode whole, ending once, with onDone called once', async () => {
    const text = later<string>();
    text.resolve('מוכן');
    const { shell, reader, done } = render(text.promise);
    await shell;
    const parts: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
    const html = decoder.decode(Buffer.concat(parts));
    expect(html).toMatch(/<\/html>$/);
    expect(html).toContain('מוכן');
    expect(html.match(/כלי מספר \d+:/g)).toHaveLength(1000);
    expect(done()).toBe(1);
  });

  it('holds what finishes later while the reader has not taken the shell, then sends it', async () => {
    const text = later<string>();
    const more = later<string>();
    const { shell, reader, writes } = render(text.promise, more.promise);
    await shell;
    const shellWrites = writes.length;
    text.resolve(`ראשון ${'מילה '.repeat(2000)}`);
    more.resolve('אחרי ההמתנה');
    // Both boundaries are ready, but the shell (over the queue's 64 KB) waits for the reader: React
    // writes the first boundary (over its 4 KB piece, so it reaches us), learns there is no room
    // and holds the next.
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes.slice(shellWrites).join('')).toContain('ראשון');
    expect(writes.slice(shellWrites).join('')).not.toContain('אחרי ההמתנה');
    const chunks: string[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read())
      chunks.push(textOf(next.value));
    const html = chunks.join('');
    expect(html).toContain('אחרי ההמתנה');
    expect(html.indexOf('אחרי ההמתנה')).toBeGreaterThan(html.indexOf('כלי מספר 999:'));
  });

  it('stops the render when the reader goes away, and calls onDone once', async () => {
    const text = later<string>();
    const { shell, reader, done, writes, errors } = render(text.promise);
    await shell;
    await reader.read();
    const before = writes.length;
    await reader.cancel();
    expect(done()).toBe(1);
    // React aborted: the boundary resolving now is not rendered or written, and nothing throws.
    text.resolve('מאוחר מדי');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes.slice(before).join('')).not.toContain('מאוחר מדי');
    expect(errors).toEqual(['The destination stream closed early.']);
    expect(done()).toBe(1);
  });
});
