// workers.js — the analysis' worker, for the rest of the site (the bot's: engine-loader.js, and
// the embeddable board's: embed-bot.js).

/** A new analysis worker (wasm/workers/analysis.js, a module worker of the page's origin). */
export function createAnalysisWorker() {
  return new Worker(new URL('../../../wasm/workers/analysis.js', import.meta.url), { type: 'module' });
}
