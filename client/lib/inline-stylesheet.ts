// The site's one stylesheet is inlined into every document: no render-blocking request
// before the first paint. The server reads the built file once (entry.server); in the browser the
// text is taken from the document itself, so a client re-render of <head> keeps the same CSS.

let text: string | undefined;

/** Called once by the server entry with the built stylesheet's text. */
export function setInlineStylesheet(css: string) {
  text = css;
}

/** The stylesheet's text: the built file on the server, the document's own <style> in the browser. */
export function inlineStylesheet(): string {
  if (text === undefined && typeof document !== 'undefined')
    text = document.querySelector('style[data-inline-stylesheet]')?.textContent ?? '';
  return text ?? '';
}
