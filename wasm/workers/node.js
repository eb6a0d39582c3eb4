// node.js — runs bot.js (or analysis.js) in node's worker_threads behind the Web Worker shape
// BotClient expects (used by the Vitest suites and `make bench`, never by the site).
import { Worker } from 'node:worker_threads';

/** file: the worker file beside this one (the bot's by default; 'analysis.js'). */
export function createNodeWorker(file = 'bot.js') {
  const w = new Worker(new URL(`./${file}`, import.meta.url));
  const shim = {
    onmessage: null,
    onerror: null,
    postMessage: (m) => w.postMessage(m),
    terminate: () => w.terminate(),
  };
  w.on('message', (data) => shim.onmessage && shim.onmessage({ data }));
  w.on('error', (err) => shim.onerror && shim.onerror(err));
  return shim;
}
