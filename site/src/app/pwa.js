// pwa.js — registers the service worker at the site root from any page depth, and tells the page
// when a new version is installed and waiting, so it can offer a reload into it (the worker is
// built by vite-plugin-pwa in "prompt" mode: it activates when the page sends SKIP_WAITING).
import { createStore } from '../game/store.js';

/** updateReady: a new version is installed and waits for the reader's go-ahead. */
export const pwa = createStore({ updateReady: false });

let waiting = null;

/** @param {string} rootHref the site root relative to this page, e.g. "../../" */
export function registerServiceWorker(rootHref) {
  if (!('serviceWorker' in navigator)) return;
  const root = new URL(rootHref, location.href);
  const offer = (worker) => {
    waiting = worker;
    pwa.set({ updateReady: true });
  };
  navigator.serviceWorker
    .register(new URL('sw.js', root), { scope: root.pathname })
    .then((reg) => {
      if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
      reg.addEventListener('updatefound', () => {
        const worker = reg.installing;
        if (!worker) return;
        worker.addEventListener('statechange', () => {
          // "installed" with a controller present = an update (the first install has none)
          if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
        });
      });
    })
    .catch(() => {
      /* no service worker (private mode, file://): the site still works online */
    });
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (waiting && !reloading) {
      reloading = true;
      location.reload();
    }
  });
}

/** Switch to the waiting version (the page reloads once it has taken over). */
export function applyUpdate() {
  if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
}
