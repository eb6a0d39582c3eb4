// wasm-file.js — the engine's .wasm file and how a page compiles it. Apart from engine.js so the
// play page can start the fetch and compile first thing (site/src/boot.js), before the engine's
// wrapper has loaded.

/** The .wasm beside this file (the site's build gives it a hashed name). */
export const WASM_URL = new URL('./dist/paperdots.wasm', import.meta.url);

/**
 * Fetch and compile the module (http(s) only; node reads the file itself: engine.js).
 * @param {URL} [url]
 * @returns {Promise<WebAssembly.Module>}
 */
export async function compileWasm(url = WASM_URL) {
  // The play page preloads this URL (<link rel="preload" as="fetch" crossorigin>, added by
  // site/tools/site-output.js): this fetch takes that response, the file is fetched once.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
  // Served as application/wasm: compiled while it downloads, off the main thread. A host with
  // another content type gets the bytes compiled at once instead.
  if (WebAssembly.compileStreaming && /^application\/wasm\b/.test(response.headers.get('content-type') || '')) {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}
