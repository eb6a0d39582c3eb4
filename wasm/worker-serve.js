// worker-serve.js — the engine worker's side of BotClient's protocol, shared by the bot's worker
// (bot-worker.js) and the analysis worker (analysis-worker.js):
//   (main -> worker): first {init: true, module?} (the page's compiled WebAssembly.Module, so the
//                     worker neither fetches nor compiles the .wasm again), then {id, ...request}
//   (worker -> main): {ready: true} once loaded | {failed: message}
//                     {id, ...answer} | {id, error: {code, message, params}}
// One request at a time; cancelling is the client's job: it terminates the worker and starts a
// new one.
import { loadEngine } from './engine.js';

async function port() {
  if (typeof self !== 'undefined' && typeof self.postMessage === 'function') {
    return {
      post: (m) => self.postMessage(m),
      listen: (f) => self.addEventListener('message', (e) => f(e.data)),
    };
  }
  // node's worker_threads (tests and bench run the same worker files)
  const { parentPort } = await import(/* @vite-ignore */ 'node:' + 'worker_threads');
  return { post: (m) => parentPort.postMessage(m), listen: (f) => parentPort.on('message', f) };
}

/**
 * Answer requests: answer(engine, request) returns the answer's fields ({move} or {result});
 * a throw becomes {error} with the engine's code (or `fallbackCode`).
 */
export async function serve(answer, fallbackCode) {
  const io = await port();
  let engineReady = null;
  io.listen(async (req) => {
    if (req.init) {
      engineReady = loadEngine(req.module ? { wasmModule: req.module } : {});
      engineReady.then(
        () => io.post({ ready: true }),
        (err) => io.post({ failed: String(err && err.message ? err.message : err) }),
      );
      return;
    }
    try {
      io.post({ id: req.id, ...answer(await engineReady, req) });
    } catch (err) {
      io.post({
        id: req.id,
        error: { code: err.code || fallbackCode, message: String(err.message || err), params: err.params || {} },
      });
    }
  });
}
