const UPDATE_PROMPT = 'גרסה חדשה זמינה! לרענן את הדף?';

/**
 * Registers /sw.js; when a new version is waiting, asks (docs/product.md#site-wide-widgets) and
 * reloads on accept.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js')
    .then((registration) => {
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (
            installing.state === 'installed' &&
            navigator.serviceWorker.controller &&
            window.confirm(UPDATE_PROMPT)
          ) {
            installing.postMessage('skip-waiting');
            navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
              once: true,
            });
          }
        });
      });
    })
    .catch((error) => console.warn('[sw] registration failed', error));
}
