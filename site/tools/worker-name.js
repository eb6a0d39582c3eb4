// worker-name.js — a Web Worker's file name in the builds (the site's and the embeddable board's):
// wasm/workers/bot.js is `bot-worker`, the analysis worker `ondemand-analysis-worker` (it starts
// only when a player turns Analysis on, so `make bench` leaves it out of the first transfer).
// Tests, benches and the page's first script find the bot's worker by that name.

/** chunk: a worker's entry chunk; the name without hash and extension ('[name]' for others). */
export function workerName(chunk) {
  const m = /\/wasm\/workers\/(\w+)\.js$/.exec(chunk.facadeModuleId || '');
  if (!m) return '[name]';
  return m[1] === 'analysis' ? 'ondemand-analysis-worker' : `${m[1]}-worker`;
}
