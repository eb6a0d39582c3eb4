// bot-spawn.js — starts the bot's module Web Worker (workers/bot.js). Apart from BotClient so the
// play page can start the worker first thing (site/src/app/boot.js), without the client's code.

/** A new bot worker; it loads its engine when it is sent {init} (workers/serve.js). */
export function botWorker() {
  return new Worker(new URL('./workers/bot.js', import.meta.url), { type: 'module' });
}

/**
 * A started worker that keeps what it says until a BotClient adopts it (BotClient({started})
 * hands it on in order): each message or error with the time it came (the play page's first
 * script keeps its worker's the same way: site/tools/site-output.js).
 * @param {{onmessage: any, onerror: any}} worker
 * @returns {{worker: object, early: Array<[string, any, number | null]>}}
 */
export function keptWorker(worker) {
  const early = [];
  const now = () => (typeof performance !== 'undefined' ? performance.now() : null);
  worker.onmessage = (e) => early.push(['message', e, now()]);
  worker.onerror = (e) => early.push(['error', e, now()]);
  return { worker, early };
}

/**
 * The bot worker the play page's first script started (site/tools/site-output.js), taken once,
 * with what it has said so far; or a new one; or null when no worker can be made here (the
 * page then makes its bot when a game asks for one, and shows that bot's failure). `name` is
 * the window property the first script leaves it in (EARLY_BOT_WORKER, address.js).
 */
export function pageBotWorker(name) {
  const started = typeof window !== 'undefined' ? window[name] : null;
  if (started) {
    delete window[name];
    return started; // {worker, early}, kept as keptWorker keeps it
  }
  try {
    return keptWorker(botWorker());
  } catch {
    return null;
  }
}

/**
 * Sends a kept worker (pageBotWorker, keptWorker) {init} with the engine module as soon as
 * `module` has compiled, so it loads its engine while the page's other code is still loading.
 * A module that does not come is told by the BotClient that adopts the worker.
 * @param {{worker: {postMessage: Function}}} started
 * @param {Promise<WebAssembly.Module>} module
 */
export function initWhenCompiled(started, module) {
  module.then(
    (m) => started.worker.postMessage({ init: true, module: m }),
    () => {},
  );
  return started;
}
