// workers.js — the analysis' worker, for the rest of the site (the bot's: engine-loader.js, and
// the embeddable board's: embed-bot.js), and the horizon the worker proves a player's own Dots
// puzzles to.

/** The deepest horizon, in plies, of a Dots puzzle the analysis worker proves (dots-puzzle.js). */
export { MAX_DEPTH as PUZZLE_MAX_DEPTH } from '../../../wasm/workers/dots-puzzle.js';

/** A new analysis worker (wasm/workers/analysis.js, a module worker of the page's origin). */
export function createAnalysisWorker() {
  return new Worker(new URL('../../../wasm/workers/analysis.js', import.meta.url), { type: 'module' });
}
