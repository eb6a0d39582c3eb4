// bot-spawn.js — starts the bot's module Web Worker (bot-worker.js). Apart from BotClient so the
// play page can start the worker first thing (site/src/boot.js), without the client's code.

/** A new bot worker; it loads its engine when BotClient sends {init} (worker-serve.js). */
export function botWorker() {
  return new Worker(new URL('./bot-worker.js', import.meta.url), { type: 'module' });
}
