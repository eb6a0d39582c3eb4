// modules.js — the engine's .wasm files and how a page compiles them. Apart from engine.js so
// the play page can start the fetch and compile first thing (site/src/app/boot.js), before the
// engine's wrapper has loaded.

/**
 * The site's modules, one per game family (Makefile: each holds the shared core and one
 * family's folder), beside this file; the site's build gives them hashed names. Node (tests,
 * bench, the CLI's twin) loads the whole module, dist/paperdots.wasm, instead (engine.js).
 */
export const FAMILY_WASM = {
  boxes: new URL('./dist/paperdots-boxes.wasm', import.meta.url),
  dots: new URL('./dist/paperdots-dots.wasm', import.meta.url),
  shutin: new URL('./dist/paperdots-shutin.wasm', import.meta.url),
};

/**
 * The family a setup or record names, when the module for it exists: the core requires `game=`
 * as the first key (its error otherwise: game-missing), so that is where it is read; null for
 * anything else (a module already loaded then answers with the core's error).
 * @param {string} text
 * @returns {string | null}
 */
export function familyOfSetup(text) {
  const m = /^game=([^&]*)/.exec(String(text));
  return m && Object.hasOwn(FAMILY_WASM, m[1]) ? m[1] : null;
}

/**
 * Fetch and compile a module (http(s) only; node reads the file itself: engine.js).
 * @param {URL} url
 * @returns {Promise<WebAssembly.Module>}
 */
export async function compileWasm(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
  // Served as application/wasm: compiled while it downloads, off the main thread. A host with
  // another content type gets the bytes compiled at once instead.
  if (WebAssembly.compileStreaming && /^application\/wasm\b/.test(response.headers.get('content-type') || '')) {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}
