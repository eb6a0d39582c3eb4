// engine-loader.js — loads the page's engines (wasm/engines.js: one WASM module per game family)
// once per page, and makes bot clients. Both are dynamic imports so prerendering and the first
// paint never wait for WebAssembly.
import { initWhenCompiled, pageBotWorker } from '../../../wasm/bot-spawn.js';
import { EARLY_BOT_WORKER } from '../app/address.js';
import { FAMILY_WASM, compileWasm } from '../../../wasm/modules.js';

// The game family a record's setup names (null: none the site knows), for code outside engine/.
export { familyOfSetup } from '../../../wasm/modules.js';

let enginesPromise = null;

/** What has loaded, for loadedNow(): the engines and the BotClient class. */
let enginesLoaded = null;
let botClientLoaded = null;

/** A family's .wasm fetch and compile when startPlay began it (before engines.js has loaded). */
const compiling = new Map();

function compileOnce(family) {
  const early = compiling.get(family);
  compiling.delete(family); // a retry after a failure fetches again
  return early || compileWasm(FAMILY_WASM[family]);
}

/**
 * The page's Engines, with `family`'s module loaded when one is named (the others load when
 * asked for: Engines.ready / readyFor).
 * @param {string | null} [family]
 */
export function loadEngineOnce(family = null) {
  if (!enginesPromise) {
    enginesPromise = import('../../../wasm/engines.js').then((m) => new m.Engines({ compile: compileOnce }));
    enginesPromise.then(
      (engines) => {
        enginesLoaded = engines;
      },
      () => {
        enginesPromise = null;
      },
    );
  }
  return family ? enginesPromise.then((engines) => engines.ready(family).then(() => engines)) : enginesPromise;
}

export function loadBotClientClass() {
  return import('../../../wasm/bot-client.js').then((m) => {
    botClientLoaded = m.BotClient;
    return m.BotClient;
  });
}

/**
 * [engines, BotClient] when both have loaded and so has `family`'s module (the play page
 * started them before it hydrated: startPlay), else null. Lets the page make its game in the same task it hydrates in,
 * not a promise's turn later.
 */
export function loadedNow(family) {
  return enginesLoaded && enginesLoaded.get(family) && botClientLoaded ? [enginesLoaded, botClientLoaded] : null;
}

/** The bot client startPlay started (and its family), until the play page takes it (takeWarmBot). */
let warmBot = null;
let warmFamily = null;

/**
 * The play page's start, before it hydrates (src/app/boot.js): the .wasm of `family` (the game the
 * address names) is fetched and compiled at once; the bot's worker (`bot`: a bot plays) starts
 * and is sent the compiled module as soon as it is there, not when the bot client's code has
 * loaded, so it is ready before the page hydrates (hydrating is one long task, and the worker's
 * "ready" would wait behind it); the bot client then adopts it; and `familyReady` (the family's
 * lazily loaded part, or null) loads. Resolves (never rejects) once the engine is loaded (or
 * failed) and the bot client made (main.jsx hydrates then, or earlier: hydrateAfter).
 * @param {{family: string, bot: boolean, familyReady: (() => Promise<unknown>) | null}} o
 */
export function startPlay({ family, bot, familyReady }) {
  // the page's first script started it; first here where it did not: starting up takes long
  const worker = bot ? pageBotWorker(EARLY_BOT_WORKER) : null; // {worker, early}
  // now, not when engines.js has loaded: that waits for the page's other code to run
  if (!enginesPromise && !compiling.has(family)) compiling.set(family, compileWasm(FAMILY_WASM[family]));
  const compiled = compiling.get(family);
  const engines = loadEngineOnce(family);
  engines.catch(() => {}); // the page says so when it asks for the engine itself
  if (familyReady) familyReady().catch(() => {});
  const started = [engines];
  if (worker) {
    const wasmModule = compiled || engines.then((e) => e.module(family));
    initWhenCompiled(worker, wasmModule);
    started.push(
      loadBotClientClass().then(
        (BotClient) => {
          // a restarted worker (cancel) is a new one as usual
          warmBot = new BotClient({ started: worker, wasmModule });
          warmFamily = family;
        },
        () => worker.worker.terminate(),
      ),
    );
  } else {
    // no bot yet, but the page makes its game with the class at hand (loadedNow): loaded now,
    // the game is made in the task that hydrates, not an import's round trip later
    started.push(loadBotClientClass());
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

/**
 * The bot client startPlay started, if it plays `family` (once; null when it started none, for
 * another family, or it was taken).
 */
export function takeWarmBot(family) {
  const b = warmFamily === family ? warmBot : null;
  if (warmBot && !b) warmBot.dispose();
  warmBot = null;
  warmFamily = null;
  return b;
}
