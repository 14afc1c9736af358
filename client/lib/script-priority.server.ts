// The first paint of a page needs the document, its inline stylesheet and the fonts; the hydration
// scripts (a dozen small modules and React) are not needed to read it: every page is readable and its
// links work before any script runs. React Router's <Scripts> emits them as `<link rel="modulepreload">`
// in <head> and an inline module script whose static imports fetch them as soon as the parser sees
// it, so on a slow phone connection they share the bandwidth with the document, the fonts and the
// page's first image (Lighthouse's simulated LCP counted every one of them).
//
// This rewrite of the document as it streams moves those fetches after the first paint: it takes the
// preload links out of <head>, and rewrites the inline module script so that, once the browser has
// painted a frame (a hidden tab does not paint: it starts at once), it adds the same preload links
// and imports the same modules (dynamic imports of the same URLs), then runs the rest of React
// Router's script unchanged (it records the route modules and imports the client entry). Hydration
// starts once they arrive, as before. A script this does not recognise is left as it was, with the
// preload links put back in front of it.

/** The two elements the transform looks at, whatever the order of their attributes. */
const TAG_STARTS = ['<link', '<script'];
const MODULE_PRELOAD_REL = /\srel="modulepreload"/;
const MODULE_TYPE = /\stype="module"/;
const SCRIPT_END = '</script>';
const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
/** Bytes that can end a tag name: white space, '>' and '/'. */
const TAG_NAME_ENDS = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d, GREATER_THAN, 0x2f]);
const EMPTY = Buffer.alloc(0);

/** `import "x";` or `import * as name from "x";`, as React Router writes them (one per line). */
const STATIC_IMPORT = /^import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s*)?("(?:[^"\\]|\\.)*")\s*;?\s*$/;

/**
 * How long the script adds module preload links before it yields, in ms. Each link costs the browser
 * work as it is added (it starts the module's fetch): a page's ~30 at once were one task of ~30 ms on
 * a desktop and ~120 ms on the phone Lighthouse simulates, and four a task still made tasks of 20-48 ms
 * at 4x on a fast host (a single link 3-31 ms), over 50 on the slower class. With a time budget a
 * desktop adds several a task and a phone one. It yields with `scheduler.yield()` where the browser has
 * it (the rest of the loop goes before other queued tasks, without the clamp of nested timers), else
 * with a timer.
 */
const PRELOAD_SLICE_MS = 4;

/**
 * React Router's inline module script rewritten to start its imports after the first paint, or null
 * when the script is not the one expected (then it is kept as it was).
 */
export function afterFirstPaint(script: string, preloads: readonly string[]): string | null {
  const bindings: string[] = [];
  const imports: string[] = [];
  const rest: string[] = [];
  for (const line of script.split('\n')) {
    const trimmed = line.trim();
    const match = STATIC_IMPORT.exec(trimmed);
    if (match) {
      bindings.push(match[1] ?? '');
      imports.push(`import(${match[2]})`);
    } else if (/^import\s*[^\s(]/.test(trimmed) || /^export\b/.test(trimmed)) {
      return null;
    } else {
      rest.push(line);
    }
  }
  if (imports.length === 0) return null;
  return [
    `((load)=>{document.visibilityState==="visible"?requestAnimationFrame(()=>setTimeout(load,0)):load()})(async()=>{`,
    `const preloads=${JSON.stringify(preloads)};`,
    'const pause=()=>globalThis.scheduler?.yield?scheduler.yield():new Promise((next)=>setTimeout(next,0));',
    `let slice=performance.now();`,
    `for(let i=0;i<preloads.length;i++){if(i>0&&performance.now()-slice>=${PRELOAD_SLICE_MS}){await pause();slice=performance.now()}const link=document.createElement("link");link.rel="modulepreload";link.href=preloads[i];document.head.appendChild(link)}`,
    `const [${bindings.join(',')}]=await Promise.all([${imports.join(',')}]);`,
    rest.join('\n').trim(),
    '});',
  ].join('\n');
}

/** Rewrites a document passed through it in pieces; each call returns what is ready to send. */
export type ScriptRewriter = { write(bytes: Buffer): Buffer | undefined; end(): Buffer | undefined };

/**
 * The rewrite described above, for a document that arrives in pieces (safe across piece boundaries
 * and split UTF-8 characters). `write` may keep back the end of a piece that could begin a tag.
 */
export function loadScriptsAfterFirstPaint(): ScriptRewriter {
  // It works on the bytes: the two tag names and their ends are ASCII, which never occurs inside a
  // multi-byte UTF-8 character, so only the few rewritten elements are decoded, and once React
  // Router's module script has gone by the rest of the document passes through untouched.
  let carry: Buffer = EMPTY;
  let done = false;
  // The module preload links taken out of <head>: each file, and the tag to put back if need be.
  const preloads: { href: string; tag: Buffer }[] = [];

  /** Rewrites complete elements in `bytes`; returns [ready to send, to hold until more arrives]. */
  const process = (bytes: Buffer, final: boolean): [Buffer[], Buffer] => {
    const out: Buffer[] = [];
    let at = 0;
    while (!done) {
      let start = -1;
      let name = '';
      for (const tag of TAG_STARTS) {
        const index = bytes.indexOf(tag, at, 'latin1');
        if (index >= 0 && (start < 0 || index < start)) {
          start = index;
          name = tag;
        }
      }
      if (start < 0) break;
      // `<linker` or `<scripts` are other things; the byte after the name tells.
      const next = bytes[start + name.length];
      if (next === undefined && !final) {
        out.push(bytes.subarray(at, start));
        return [out, bytes.subarray(start)];
      }
      if (next === undefined || !TAG_NAME_ENDS.has(next)) {
        out.push(bytes.subarray(at, start + 1));
        at = start + 1;
        continue;
      }
      out.push(bytes.subarray(at, start));
      const openEnd = bytes.indexOf(GREATER_THAN, start);
      const close =
        name === '<script' && openEnd >= 0 ? bytes.indexOf(SCRIPT_END, openEnd, 'latin1') : openEnd;
      if (openEnd < 0 || close < 0) {
        if (final) return [[...out, bytes.subarray(start)], EMPTY];
        return [out, bytes.subarray(start)];
      }
      const openTag = bytes.toString('utf8', start, openEnd + 1);
      const end = name === '<script' ? close + SCRIPT_END.length : openEnd + 1;
      const element = bytes.subarray(start, end);
      at = end;
      if (name === '<link') {
        const href = MODULE_PRELOAD_REL.test(openTag) ? /\shref="([^"]*)"/.exec(openTag)?.[1] : undefined;
        if (href) preloads.push({ href: href.replaceAll('&amp;', '&'), tag: Buffer.from(element) });
        else out.push(element);
      } else if (!MODULE_TYPE.test(openTag)) {
        out.push(element);
      } else {
        const rewritten = afterFirstPaint(
          bytes.toString('utf8', openEnd + 1, close),
          preloads.map(({ href }) => href),
        );
        if (rewritten === null) out.push(...preloads.map(({ tag }) => tag), element);
        else out.push(Buffer.from(`${openTag}${rewritten}</script>`, 'utf8'));
        preloads.length = 0;
        done = true;
      }
    }
    const remaining = bytes.subarray(at);
    if (final || done) return [[...out, remaining], EMPTY];
    // Hold back a tail that may be the beginning of one of the two tags.
    const lastOpen = remaining.lastIndexOf(LESS_THAN);
    const tail = lastOpen >= 0 ? remaining.toString('latin1', lastOpen) : '';
    const partial = tail.length > 0 && TAG_STARTS.some((tag) => tag.startsWith(tail));
    return partial
      ? [[...out, remaining.subarray(0, lastOpen)], remaining.subarray(lastOpen)]
      : [[...out, remaining], EMPTY];
  };

  const joined = (parts: Buffer[]): Buffer | undefined => {
    const nonEmpty = parts.filter((part) => part.length > 0);
    if (nonEmpty.length === 0) return undefined;
    return nonEmpty.length === 1 ? nonEmpty[0] : Buffer.concat(nonEmpty);
  };

  return {
    write(bytes) {
      if (done) return bytes.length > 0 ? bytes : undefined;
      const [ready, held] = process(carry.length > 0 ? Buffer.concat([carry, bytes]) : bytes, false);
      // What is held may be a view of React's chunk: keep a copy of its own.
      carry = held.length > 0 ? Buffer.from(held) : EMPTY;
      return joined(ready);
    },
    end() {
      const [ready] = process(carry, true);
      carry = EMPTY;
      // Preload links with no module script after them (not a React Router page): put them back.
      const left = [...ready, ...preloads.map(({ tag }) => tag)];
      preloads.length = 0;
      return joined(left);
    },
  };
}
