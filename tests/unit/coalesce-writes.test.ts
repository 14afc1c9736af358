import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { coalesceWrites } from '../../client/lib/coalesce-writes.server.ts';

/** What leaves the stream, chunk by chunk, as text. */
function collect() {
  const stream = coalesceWrites();
  const out: string[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk.toString('utf8')));
  return { stream, out };
}

describe('coalesceWrites (the document stream between React and compression)', () => {
  it('sends the first chunk at once and the rest of a synchronous burst as one chunk', async () => {
    const { stream, out } = collect();
    stream.write('<!DOCTYPE html><head>');
    stream.write('<style>');
    stream.write(Buffer.from('</style><h1>כלי AI</h1>', 'utf8'));
    stream.write('<p>');
    expect(out).toEqual(['<!DOCTYPE html><head>']);
    await nextTurn();
    expect(out).toEqual(['<!DOCTYPE html><head>', '<style></style><h1>כלי AI</h1><p>']);
  });

  it('keeps bursts written later apart, so streamed boundaries still go out when written', async () => {
    const { stream, out } = collect();
    stream.write('shell-start');
    stream.write('shell-a');
    stream.write('shell-b');
    await nextTurn();
    stream.write('boundary-a');
    stream.write('boundary-b');
    await nextTurn();
    stream.write('scripts');
    await nextTurn();
    expect(out).toEqual(['shell-start', 'shell-ashell-b', 'boundary-aboundary-b', 'scripts']);
  });

  it('sends what is still held when the document ends in the same tick', async () => {
    const { stream, out } = collect();
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.write('<html>');
    stream.write('<body>');
    stream.end('</body></html>');
    await ended;
    expect(out.join('')).toBe('<html><body></body></html>');
    expect(out).toHaveLength(2);
  });

  it('keeps Hebrew split across chunks whole', async () => {
    const { stream, out } = collect();
    const bytes = Buffer.from('<p>בינה מלאכותית</p>', 'utf8');
    stream.write(bytes.subarray(0, 2));
    for (let at = 2; at < bytes.length; at += 3) stream.write(bytes.subarray(at, at + 3));
    await nextTurn();
    expect(out).toEqual(['<p', '>בינה מלאכותית</p>']);
  });
});
