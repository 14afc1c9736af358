/** Runs `callback` when the browser is next idle (at the next task where there is no idle callback). */
function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => callback(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(() => callback(), 0);
  return () => window.clearTimeout(id);
}

/**
 * Runs `callback` once the page has loaded and the browser is idle: work the first load does not
 * need (preloading other pages, starting an animation) waits for the page's own work to finish.
 * After a client navigation the document has long loaded, so it runs at the next idle period.
 */
export function afterLoadAndIdle(callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const onLoad = () => {
    cancelIdle = whenIdle(callback);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}
