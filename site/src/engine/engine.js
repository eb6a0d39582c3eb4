// engine.js — the engine wrapper for code that loads an engine of its own, outside the page's
// engine (engine-loader.js): the prerenderer, which builds the articles with the whole module.
export { loadEngine } from '../../../wasm/engine.js';
