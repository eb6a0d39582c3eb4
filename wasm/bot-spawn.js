// bot-spawn.js — starts the bot's module Web Worker (bot-worker.js). Apart from BotClient so the
// play page can start the worker first thing (site/src/boot.js), without the client's code.

/** A new bot worker; it loads its engine when it is sent {init} (worker-serve.js). */
export function botWorker() {
  return new Worker(new URL('./bot-worker.js', import.meta.url), { type: 'module' });
}

/**
 * The bot worker the play page's first script started (site/tools/site-output.js), taken once,
 * or a new one. `name` is the window property it is left in (EARLY_BOT_WORKER, address.js).
 */
export function pageBotWorker(name) {
  const early = typeof window !== 'undefined' ? window[name] : null;
  if (early) {
    delete window[name];
    return early;
  }
  return botWorker();
}

/**
 * Starts `worker` before there is a BotClient for it (the play page's start, boot.js): it is
 * sent {init} with the engine module as soon as `module` has compiled, so it loads its engine
 * while the page's other code is still loading. What it says until a BotClient adopts it (its
 * {ready}, an error) is kept in `early` with the time it came; BotClient({started}) hands it on
 * in order.
 * @param {{postMessage: Function, onmessage: any, onerror: any}} worker
 * @param {Promise<WebAssembly.Module>} module
 */
export function startBotWorker(worker, module) {
  const early = [];
  const now = () => (typeof performance !== 'undefined' ? performance.now() : null);
  worker.onmessage = (e) => early.push(['message', e, now()]);
  worker.onerror = (e) => early.push(['error', e, now()]);
  // a module that does not come is told by the BotClient that adopts the worker
  module.then(
    (m) => worker.postMessage({ init: true, module: m }),
    () => {},
  );
  return { worker, early };
}
