import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

// The first paint of a page needs the document, its inline stylesheet and the Hebrew font; the
// hydration scripts (20-odd small modules) are not needed to read it. React Router's <Scripts> emits
// them as `<link rel="modulepreload">` in <head> at the browser's high priority, where on a slow
// connection they share the bandwidth with the document and the font. This transform marks those
// links `fetchpriority="low"` (the inline module script imports those same URLs, so its imports
// share the preloads' fetches): the browser fetches them once the render-critical requests are under
// way. Hydration starts when they arrive, as before.

const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * A transform of the document stream that adds `fetchpriority="low"` to every module preload link.
 * A link split between two chunks is handled: the text after the last `<` of a chunk waits for the
 * next one when it could be the start of a link.
 */
export function lowerModulePreloadPriority(): Transform {
  let carry = '';
  // Chunks may end inside a multi-byte character (Hebrew is two bytes in UTF-8): the decoder keeps it.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      // Hold back a tail that may be the beginning of a module preload link.
      const lastOpen = text.lastIndexOf('<');
      const tail = lastOpen >= 0 && !text.includes('>', lastOpen) ? text.slice(lastOpen) : '';
      const holdBack =
        tail.length > 0 && tail.length < MODULE_PRELOAD.length && MODULE_PRELOAD.startsWith(tail) ? tail : '';
      carry = holdBack;
      const ready = holdBack ? text.slice(0, text.length - holdBack.length) : text;
      if (ready) this.push(ready.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_PRELOAD));
      callback();
    },
    flush(callback: TransformCallback) {
      const rest = carry + decoder.end();
      if (rest) this.push(rest);
      callback();
    },
  });
}
