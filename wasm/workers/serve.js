// serve.js — the engine worker's side of BotClient's protocol, shared by the bot's worker
// (bot.js) and the analysis worker (analysis.js):
//   (main -> worker): {init: true, module?} (the page's compiled WebAssembly.Module, so the
//                     worker neither fetches nor compiles the .wasm again) and {id, ...request};
//                     a request that comes before init is answered once init has loaded; a
//                     request may carry `book` (a URL: the opening book its board reads,
//                     site/src/engine/books.js), fetched once per URL by this worker and taken
//                     into its engine (Engine.loadBook) before the request is answered
//                     (book.js, loaded only then: not part of the play page's first load)
//   (worker -> main): {ready: true} once loaded | {failed: message}
//                     {id, ...answer} | {id, error: {code, message, params}}; when the request's
//                     book could not be taken in (offline before it was ever fetched), an answer
//                     {result: {...}} says so with result.bookMissing = true (never silently)
// One request at a time; cancelling is the client's job: it terminates the worker and starts a
// new one.
import { loadEngine } from '../engine.js';

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
  // Requests that come before {init} (a page may start the worker before its module has
  // compiled) wait for the engine that init loads.
  let init;
  const engineReady = new Promise((resolve) => {
    init = resolve;
  });
  engineReady.catch(() => {}); // a failed load is told by {failed} and by each request's error
  let loadBook = null; // book.js, imported with the first request that names a book
  io.listen(async (req) => {
    if (req.init) {
      const loading = loadEngine(req.module ? { wasmModule: req.module } : {});
      init(loading);
      loading.then(
        () => io.post({ ready: true }),
        (err) => io.post({ failed: String(err && err.message ? err.message : err) }),
      );
      return;
    }
    try {
      const engine = await engineReady;
      let bookIn = true;
      if (typeof req.book === 'string' && req.book) {
        // (a module that does not load leaves the books out, as a failed fetch does)
        loadBook ??= import('./book.js').then(
          (m) => m.bookLoader(),
          () => async () => false,
        );
        bookIn = await (await loadBook)(engine, req.book);
      }
      const a = answer(engine, req);
      if (!bookIn && a.result && typeof a.result === 'object') a.result.bookMissing = true;
      io.post({ id: req.id, ...a });
    } catch (err) {
      io.post({
        id: req.id,
        error: { code: err.code || fallbackCode, message: String(err.message || err), params: err.params || {} },
      });
    }
  });
}
