// workers.js — the analysis' side of wasm/ for the rest of the site: its worker, and the record
// helper the worker uses too (so the page and the worker extend a record the same way).
export { recordWith } from '../../../wasm/workers/analyse.js';

/** A new analysis worker (wasm/workers/analysis.js, a module worker of the page's origin). */
export function createAnalysisWorker() {
  return new Worker(new URL('../../../wasm/workers/analysis.js', import.meta.url), { type: 'module' });
}
