// engine-loader.js — loads the WASM engine (wasm/engine.js) once per page, and makes bot clients.
// Both are dynamic imports so prerendering and the first paint never wait for WebAssembly.
import { botWorker } from '../../../wasm/bot-spawn.js';
import { compileWasm } from '../../../wasm/wasm-file.js';

let enginePromise = null;

/** What has loaded, for loadedNow(): the engine and the BotClient class. */
let engineLoaded = null;
let botClientLoaded = null;

/** The .wasm's fetch and compile when startPlay began them (before engine.js has loaded). */
let compiling = null;

export function loadEngineOnce() {
  if (!enginePromise) {
    const early = compiling;
    enginePromise = import('../../../wasm/engine.js').then(async (m) =>
      m.loadEngine(early ? { wasmModule: await early } : {}),
    );
    enginePromise.then(
      (engine) => {
        engineLoaded = engine;
      },
      () => {
        enginePromise = null;
        compiling = null; // a retry fetches again
      },
    );
  }
  return enginePromise;
}

export function loadBotClientClass() {
  return import('../../../wasm/bot-client.js').then((m) => {
    botClientLoaded = m.BotClient;
    return m.BotClient;
  });
}

/**
 * [engine, BotClient] when both have loaded already (the play page started them before it
 * hydrated: startPlay), else null. Lets the page make its game in the same task it hydrates in,
 * not a promise's turn later.
 */
export function loadedNow() {
  return engineLoaded && botClientLoaded ? [engineLoaded, botClientLoaded] : null;
}

/** The bot client started by startPlay, until the play page takes it (takeWarmBot). */
let warmBot = null;

/**
 * The play page's start, before it hydrates (src/boot.js): the engine's .wasm is fetched and
 * compiled at once (compileWasm), the bot client takes the worker already started (`worker`, or null: no bot) and
 * hands it the compiled module, and `familyReady` (a family's lazily loaded part, or null)
 * loads. Resolves (never rejects) once the engine is loaded (or failed) and the bot client made
 * (main.jsx hydrates then, or earlier: hydrateAfter).
 * @param {{worker: Worker | null, familyReady: (() => Promise<unknown>) | null}} o
 */
export function startPlay({ worker, familyReady }) {
  // now, not when engine.js has loaded: that waits for the page's other code to run
  if (!enginePromise) compiling = compileWasm();
  const engine = loadEngineOnce();
  engine.catch(() => {}); // the page says so when it asks for the engine itself
  if (familyReady) familyReady().catch(() => {});
  const started = [engine];
  if (worker) {
    started.push(
      loadBotClientClass().then(
        (BotClient) => {
          // the worker started first; a restarted one (cancel) is a new worker as usual
          let first = worker;
          const createWorker = () => {
            const w = first || botWorker();
            first = null;
            return w;
          };
          warmBot = new BotClient({ createWorker, wasmModule: engine.then((e) => e.module) });
        },
        () => worker.terminate(),
      ),
    );
  }
  return Promise.all(started).then(
    () => {},
    () => {},
  );
}

/** How long the play page may put off hydrating for what it started (hydrateAfter). */
const HYDRATE_WAIT_MS = 1000;

/**
 * Resolves when every promise has settled, or after HYDRATE_WAIT_MS at most. Hydrating is one
 * long task: the engine's fetch, compile and hand-over to the bot's worker would each wait for
 * it. The .wasm is preloaded with the page, so it is usually here when the scripts have run; on
 * a slow connection the page does not put off hydrating for it longer than that.
 * @param {Array<Promise<unknown> | null>} promises
 */
export function hydrateAfter(promises) {
  const settled = Promise.allSettled(promises.filter(Boolean));
  return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, HYDRATE_WAIT_MS))]).then(() => {});
}

/** The bot client startPlay started (once; null when it started none or it was taken). */
export function takeWarmBot() {
  const b = warmBot;
  warmBot = null;
  return b;
}
