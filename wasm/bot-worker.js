// bot-worker.js — the bot's Web Worker: owns its own engine and answers one request at a time.
// Protocol (main -> worker): first {init: true, module?} (the page's compiled WebAssembly.Module,
//                            so the worker neither fetches nor compiles the .wasm again), then
//                            {id, record, level, ms, nodes, seed}  (a bot move)
//                            {id, record, analyse: {ms, nodes, tableMb, line, hint}}  (analyse.js)
//          (worker -> main): {ready: true} once loaded | {failed: message}
//                            {id, move} | {id, result} | {id, error: {code, message, params}}
// Cancelling is the client's job: it terminates this worker and starts a new one.
import { loadEngine } from './engine.js';
import { analysePosition } from './analyse.js';

async function port() {
  if (typeof self !== 'undefined' && typeof self.postMessage === 'function') {
    return {
      post: (m) => self.postMessage(m),
      listen: (f) => self.addEventListener('message', (e) => f(e.data)),
    };
  }
  // node's worker_threads (tests and bench run the same worker file)
  const { parentPort } = await import(/* @vite-ignore */ 'node:' + 'worker_threads');
  return { post: (m) => parentPort.postMessage(m), listen: (f) => parentPort.on('message', f) };
}

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
  let game;
  try {
    const engine = await engineReady;
    if (req.analyse) {
      io.post({ id: req.id, result: analysePosition(engine, req.record, req.analyse) });
      return;
    }
    game = engine.newGame(req.record);
    const move = game.botMove({ level: req.level, ms: req.ms, nodes: req.nodes, seed: req.seed });
    io.post({ id: req.id, move });
  } catch (err) {
    io.post({
      id: req.id,
      error: { code: err.code || 'bot-failed', message: String(err.message || err), params: err.params || {} },
    });
  } finally {
    if (game) game.free();
  }
});
