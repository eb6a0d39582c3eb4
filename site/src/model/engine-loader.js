// engine-loader.js — loads the WASM engine (wasm/engine.js) once per page, and makes bot clients.
// Both are dynamic imports so prerendering and the first paint never wait for WebAssembly.
let enginePromise = null;

export function loadEngineOnce() {
  if (!enginePromise) {
    enginePromise = import('../../../wasm/engine.js').then((m) => m.loadEngine());
    enginePromise.catch(() => {
      enginePromise = null;
    });
  }
  return enginePromise;
}

export function loadBotClientClass() {
  return import('../../../wasm/bot-client.js').then((m) => m.BotClient);
}
