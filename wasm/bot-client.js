// bot-client.js — the main thread's handle on the bot worker: explicit states, one request at
// a time, and a hard cancel (terminate the worker and start a fresh one).
import { EngineError } from './engine.js';
import { botWorker } from './bot-spawn.js';

/** @typedef {'loading'|'idle'|'thinking'|'failed'|'disposed'} BotState */

/**
 * A performance mark (the bot-ready budget reads them: tests/e2e/budgets.mjs), now or `at` (a
 * message kept before the client existed: its time of coming); none where unsupported.
 */
function mark(name, at = null) {
  if (typeof performance !== 'undefined' && performance.mark)
    performance.mark(name, at === null ? undefined : { startTime: at });
}

export class BotClient {
  /**
   * @param {{createWorker?: () => {postMessage: Function, terminate: Function,
   *          onmessage: any, onerror: any},
   *          wasmModule?: WebAssembly.Module | Promise<WebAssembly.Module>,
   *          started?: {worker: object, early: Array<[string, any]>}}} [opts]
   *          createWorker lets node supply a worker_threads adapter; pages use a module Web
   *          Worker and pass their engine's compiled module. A promise of it lets a page start
   *          the worker while its engine still compiles (the worker starts up meanwhile and gets
   *          the module when it is there; requests asked before then wait in the worker).
   *          `started` is a worker already started and sent that module (bot-spawn.js
   *          pageBotWorker, initWhenCompiled): the client's first worker, adopted with what it
   *          said before, kept in order (a restart makes a new one).
   */
  constructor(opts = {}) {
    this.createWorker = opts.createWorker || botWorker;
    this.started = opts.started || null;
    /** The page's compiled engine module, handed to each worker (none: the worker fetches it). */
    this.wasmModule = opts.wasmModule || null;
    if (this.wasmModule && typeof this.wasmModule.then === 'function') {
      this.wasmModule.then(
        (m) => {
          this.wasmModule = m;
        },
        () => {},
      );
    }
    /** @type {BotState} */
    this.state = 'loading';
    /** @type {((s: BotState) => void) | null} */
    this.onstatechange = null;
    this.nextId = 1;
    this.pending = null;
    this.#spawn();
  }

  #set(state) {
    if (this.state === state) return;
    this.state = state;
    if (this.onstatechange) this.onstatechange(state);
  }

  #spawn() {
    this.#set('loading');
    mark('paperdots:bot-spawn');
    const started = this.started;
    this.started = null;
    const w = started ? started.worker : this.createWorker();
    this.worker = w;
    // `at`: when a message kept before this client existed came (`started`), for the ready mark
    const hear = (e, at = null) => {
      if (w !== this.worker) return;
      const m = e.data;
      if (m.ready) {
        mark('paperdots:bot-ready', at);
        if (this.state === 'loading') this.#set(this.pending ? 'thinking' : 'idle');
      } else if (m.failed) {
        this.#fail(new Error(m.failed));
      } else if (this.pending && m.id === this.pending.id) {
        const p = this.pending;
        this.pending = null;
        this.#set('idle');
        if (m.error) p.reject(new EngineError(m.error));
        else p.resolve('result' in m ? m.result : m.move);
      }
    };
    const broke = (e) => {
      if (w === this.worker) this.#fail(new Error(e && e.message ? e.message : 'bot worker failed'));
    };
    w.onmessage = (e) => hear(e);
    w.onerror = broke;
    // a started worker was sent {init} when the module came: hand on what it said before
    if (started) for (const [kind, e, at] of started.early) kind === 'message' ? hear(e, at) : broke(e);
    const m = this.wasmModule;
    if (m && typeof m.then === 'function') {
      m.then(
        (module) => !started && w === this.worker && w.postMessage({ init: true, module }),
        (err) => w === this.worker && this.#fail(err instanceof Error ? err : new Error(String(err))),
      );
    } else if (!started) {
      w.postMessage(m ? { init: true, module: m } : { init: true });
    }
  }

  #fail(err) {
    this.#set('failed');
    if (this.pending) {
      this.pending.reject(err);
      this.pending = null;
    }
  }

  /**
   * Ask for a move.
   * @param {string} record the game so far (`setup&moves=...`)
   * @param {{level: number, ms?: number, nodes?: number, seed?: number, book?: string | null}} o
   *        book: the URL of the opening book the worker takes in first (once; workers/serve.js)
   * @returns {Promise<string>} the move token; rejects with an AbortError when cancelled
   */
  move(record, o) {
    return this.#ask({
      record,
      level: o.level,
      ms: o.ms ?? 0,
      nodes: o.nodes ?? 0,
      seed: o.seed ?? 1,
      ...(o.book ? { book: o.book } : {}),
    });
  }

  /**
   * Analyse a position in the worker (a client made with an analysis worker: workers/analysis.js;
   * a request still running is cancelled first, so only the newest position is worked on).
   * @param {string} record
   * @param {{ms?: number, nodes?: number, tableMb?: number, line?: boolean, hint?: boolean, book?: string | null}} o
   *        book: as for move()
   * @returns {Promise<object>} the analysis; rejects with an AbortError when cancelled
   */
  analyse(record, o = {}) {
    const { book, ...analyse } = o;
    return this.#ask({ record, analyse, ...(book ? { book } : {}) });
  }

  #ask(msg) {
    if (this.state === 'failed' || this.state === 'disposed') return Promise.reject(new Error(`bot is ${this.state}`));
    if (this.pending) this.cancel();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject };
      if (this.state === 'idle') this.#set('thinking');
      this.worker.postMessage({ id, ...msg });
    });
  }

  /** Stop any running search at once: the worker is terminated and a new one started. */
  cancel() {
    const p = this.pending;
    this.pending = null;
    if (this.state === 'disposed') return;
    this.worker.terminate();
    if (p) {
      const err = new Error('bot move cancelled');
      err.name = 'AbortError';
      p.reject(err);
    }
    this.#spawn();
  }

  dispose() {
    const p = this.pending;
    this.pending = null;
    this.worker.terminate();
    this.#set('disposed');
    if (p) {
      const err = new Error('bot disposed');
      err.name = 'AbortError';
      p.reject(err);
    }
  }
}
