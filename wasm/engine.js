// engine.js — the typed ES-module API over the Paperdots WebAssembly core. Loads the same way
// in a page, a Web Worker and node: a hand-written loader supplies the module's few imports.
//
// Contract of the C ABI (wasm/exports.c): strings in are UTF-8 in memory from pdw_alloc,
// every string returned is freed with pdw_free, errors are read as JSON from pdw_error().
import { compileWasm } from './modules.js';

/**
 * The whole module (every family): what node loads by default. Not written as
 * new URL('…', import.meta.url), which the site's build would copy into the site: pages load
 * one family's module (modules.js FAMILY_WASM, engines.js).
 */
const WHOLE_WASM = './dist/paperdots.wasm';

/**
 * An error from the core: a stable `code` (e.g. "line-drawn"), named `params` for translation,
 * and an English `message`.
 */
export class EngineError extends Error {
  /** @param {{code: string, message: string, params: Record<string, string>}} e */
  constructor(e) {
    super(e.message);
    this.name = 'EngineError';
    /** @type {string} */
    this.code = e.code;
    /** @type {Record<string, string>} */
    this.params = e.params || {};
  }
}

/**
 * The clock and game information of an SGF export as the core reads them (dots_sgf_time_read):
 * tm=, ot=, left= in ms; pb=, pw= (the players' names) and dt= (the date).
 */
function sgfOptionsText({ tm = null, ot = '', left = [] } = {}, { pb = '', pw = '', dt = '' } = {}) {
  const lines = [];
  const text = (key, v) => v && lines.push(`${key}=${String(v).replace(/[\r\n]/g, ' ')}`);
  if (Number.isFinite(tm) && tm >= 0) lines.push(`tm=${Math.round(tm)}`);
  text('ot', ot);
  if (left && left.length)
    lines.push(`left=${left.map((ms) => (Number.isFinite(ms) && ms >= 0 ? Math.round(ms) : '-')).join(',')}`);
  text('pb', pb);
  text('pw', pw);
  text('dt', dt);
  return lines.join('\n');
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The imports a standalone Emscripten module asks for: a clock, exit, the (empty)
 * environment, memory growth. */
function makeImports(getMemory) {
  return {
    wasi_snapshot_preview1: {
      clock_time_get(_id, _precision, out) {
        const ns = BigInt(Math.round(performance.now() * 1e6));
        new DataView(getMemory().buffer).setBigUint64(out, ns, true);
        return 0;
      },
      proc_exit(code) {
        throw new Error(`paperdots core aborted (exit ${code})`);
      },
      fd_write() {
        return 0;
      },
      // libc's start-up reads the environment: the core gets none.
      environ_sizes_get(countOut, sizeOut) {
        const view = new DataView(getMemory().buffer);
        view.setUint32(countOut, 0, true);
        view.setUint32(sizeOut, 0, true);
        return 0;
      },
      environ_get() {
        return 0;
      },
    },
    env: {
      emscripten_notify_memory_growth() {},
    },
  };
}

async function instantiate(opts) {
  let memory;
  const imports = makeImports(() => memory);
  let result;
  if (opts.wasmModule) {
    // already compiled (a page hands its module to the bot worker): no second fetch or compile
    result = { module: opts.wasmModule, instance: await WebAssembly.instantiate(opts.wasmModule, imports) };
  } else if (opts.wasmBinary) {
    result = await WebAssembly.instantiate(opts.wasmBinary, imports);
  } else {
    const url = new URL(opts.wasmUrl || WHOLE_WASM, String(import.meta.url));
    if (url.protocol === 'file:') {
      // node (tests, bench, worker_threads): fetch() has no file: URLs there
      const fs = await import(/* @vite-ignore */ 'node:' + 'fs/promises');
      result = await WebAssembly.instantiate(await fs.readFile(url), imports);
    } else {
      const module = await compileWasm(url);
      result = { module, instance: await WebAssembly.instantiate(module, imports) };
    }
  }
  const x = result.instance.exports;
  memory = x.memory;
  x._initialize();
  return { x, module: result.module };
}

/**
 * The raw module exports (for `make bench`, which loads a bench build of the same core).
 * @param {{wasmBinary?: ArrayBuffer|Uint8Array, wasmUrl?: string|URL}} [opts]
 */
export async function loadModule(opts = {}) {
  return (await instantiate(opts)).x;
}

/**
 * Load the engine.
 * @param {{wasmBinary?: ArrayBuffer|Uint8Array, wasmUrl?: string|URL, wasmModule?: WebAssembly.Module}} [opts]
 *   node passes `wasmBinary` (the file's bytes); pages fetch `wasmUrl` (default:
 *   dist/paperdots.wasm next to this file); the bot worker gets the page's compiled `wasmModule`.
 * @returns {Promise<Engine>}
 */
export async function loadEngine(opts = {}) {
  const { x, module } = await instantiate(opts);
  const engine = new Engine(x);
  /** The compiled module, to hand to a worker (WebAssembly.Module crosses postMessage). */
  engine.module = module;
  return engine;
}

export class Engine {
  /** @param {any} x the module's exports */
  constructor(x) {
    this.x = x;
    /** @type {string} */
    this.version = this.#cstr(x.pdw_version());
  }

  #cstr(ptr) {
    const mem = new Uint8Array(this.x.memory.buffer);
    let end = ptr;
    while (mem[end]) end++;
    return decoder.decode(mem.subarray(ptr, end));
  }

  /** Read a returned string and free it; null stays null. */
  take(ptr) {
    if (!ptr) return null;
    const s = this.#cstr(ptr);
    this.x.pdw_free(ptr);
    return s;
  }

  /** Call f(ptrs...) with each string argument copied into the module. */
  withStrings(strings, f) {
    // The core reads C strings: a NUL would end the text early and the rest would be dropped
    // silently (a setup, a move or a record cut short). Refuse it, as the CLI's readers do.
    for (const s of strings) {
      const at = s.indexOf('\0');
      if (at >= 0)
        throw new EngineError({
          code: 'text-nul',
          message: `the text holds a NUL character at position ${at + 1}; no setup, move or record may`,
          params: { at: String(at + 1) },
        });
    }
    const ptrs = [];
    for (const s of strings) {
      const bytes = encoder.encode(s);
      const p = this.x.pdw_alloc(bytes.length + 1);
      // A full module answers 0: writing there would overwrite the module's own data
      if (!p) {
        ptrs.forEach((q) => this.x.pdw_free(q));
        throw new EngineError({
          code: 'memory',
          message: `no room for a ${bytes.length}-byte argument in the module's memory`,
          params: { bytes: String(bytes.length) },
        });
      }
      const mem = new Uint8Array(this.x.memory.buffer);
      mem.set(bytes, p);
      mem[p + bytes.length] = 0;
      ptrs.push(p);
    }
    try {
      return f(...ptrs);
    } finally {
      ptrs.forEach((p) => this.x.pdw_free(p));
    }
  }

  lastError() {
    return new EngineError(JSON.parse(this.take(this.x.pdw_error())));
  }

  /**
   * Every family's setup keys (docs/state-json.md "Setup schema"): allowed values, ranges,
   * defaults and menu presets.
   * @returns {{families: {name: string, keys: any[]}[]}}
   */
  setupSchema() {
    return JSON.parse(this.take(this.x.pdw_schema()));
  }

  /**
   * A Dots SGF file (GM[40]) as the canonical one-line record; every move judged by the rules.
   * @param {string} text
   * @returns {string}
   * @throws {EngineError} sgf-… codes, or sgf-move with the rules' reason
   */
  sgfImport(text) {
    return this.importRecord('sgf', text);
  }

  /**
   * A Dots record as SGF text, with the rings each move closed; with `clock`, its times too
   * (TM, OT, and each move's BL / WL where known); with `info`, the players' names (PB: seat 1,
   * Black; PW: seat 2, White) and the date (DT, "2026-12-01").
   * @param {string} record
   * @param {{tm?: number, ot?: string, left?: (number|null)[]}|null} clock ms; left: the mover's time after each move
   * @param {{pb?: string, pw?: string, dt?: string}|null} [info]
   * @returns {string}
   * @throws {EngineError}
   */
  sgfExport(record, clock = null, info = null) {
    return this.exportRecord('sgf', record, clock || info ? sgfOptionsText(clock || {}, info || {}) : null);
  }

  /**
   * What a Dots SGF file gives beside its record: the times (FF[4] TM, OT, BL / WL), the
   * players' names (PB, PW) and the date (DT).
   * @param {string} text
   * @returns {{tm: number|null, ot: string|null, left: (number|null)[], pb: string|null, pw: string|null, dt: string|null}} ms; left: one per move of the file
   * @throws {EngineError} the SGF layer's codes
   */
  sgfTimes(text) {
    return JSON.parse(this.importRecord('sgf-times', text));
  }

  /**
   * A file in a record format read by the family that knows the format (core/family.h
   * `import`): "sgf" gives the canonical record, every move judged by the rules; Dots also
   * reads "sgf-times" (the clock's times, the names and the date as JSON).
   * @param {string} format
   * @param {string} text
   * @returns {string}
   * @throws {EngineError} format-unsupported (no family of this module reads it), or the format's
   */
  importRecord(format, text) {
    const ptr = this.withStrings([String(format), String(text)], (f, p) => this.x.pdw_import(f, p));
    if (!ptr) throw this.lastError();
    return this.take(ptr);
  }

  /**
   * A record written in a record format by the family that knows it (core/family.h `export`).
   * @param {string} format  e.g. "sgf"
   * @param {string} record
   * @param {string|null} [opts]  the format's options (sgf: the clock, names and date text of sgfExport), null for none
   * @returns {string}
   * @throws {EngineError} format-unsupported, or the format's
   */
  exportRecord(format, record, opts = null) {
    const ptr =
      opts === null
        ? this.withStrings([String(format), String(record)], (f, p) => this.x.pdw_export(f, p, 0))
        : this.withStrings([String(format), String(record), String(opts)], (f, p, q) => this.x.pdw_export(f, p, q));
    if (!ptr) throw this.lastError();
    return this.take(ptr);
  }

  /**
   * Take in an opening book (a file `paperdots book` wrote, e.g. boxes-square-4x4.bin): every
   * later solve and level-4 bot move on its board reads it. Geometry names the book a board
   * would use (`book`).
   * @param {ArrayBuffer|Uint8Array} bytes
   * @throws {EngineError} book-format when the bytes are not a book
   */
  loadBook(bytes) {
    const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
    const p = this.x.pdw_alloc(data.length);
    if (!p)
      throw new EngineError({
        code: 'memory',
        message: `no room for a ${data.length}-byte book in the module's memory`,
        params: { bytes: String(data.length) },
      });
    try {
      new Uint8Array(this.x.memory.buffer).set(data, p);
      if (this.x.pdw_book_load(p, data.length)) throw this.lastError();
    } finally {
      this.x.pdw_free(p);
    }
  }

  /**
   * A new game from a setup string or a record (`setup&moves=0.5.7`).
   * @param {string} setupOrRecord
   * @returns {Game}
   * @throws {EngineError}
   */
  newGame(setupOrRecord) {
    const h = this.withStrings([String(setupOrRecord)], (p) => this.x.pdw_new(p));
    if (!h) throw this.lastError();
    return new Game(this, h);
  }
}

export class Game {
  /** @param {Engine} engine @param {number} handle */
  constructor(engine, handle) {
    this.engine = engine;
    this.h = handle;
  }

  #alive() {
    if (!this.h) throw new Error('this game was freed');
    return this.h;
  }

  #str(fn) {
    return this.engine.take(this.engine.x[fn](this.#alive()));
  }

  /**
   * Apply one move token (a board move or an action such as `resign`).
   * @param {string} token
   * @returns {any} the new state JSON of docs/state-json.md
   * @throws {EngineError} when the token is refused; the game is unchanged
   */
  play(token) {
    const e = this.engine;
    const ptr = e.withStrings([String(token)], (p) => e.x.pdw_play(this.#alive(), p));
    if (!ptr) throw e.lastError();
    return JSON.parse(e.take(ptr));
  }

  /** Take back the last move. @returns {any|null} the new state, null when there is no move */
  undo() {
    const ptr = this.engine.x.pdw_undo(this.#alive());
    return ptr ? JSON.parse(this.engine.take(ptr)) : null;
  }

  /**
   * The state after the first k moves; the game itself is unchanged.
   * @param {number} k 0 .. moveCount
   * @throws {EngineError} when k is out of range
   */
  stateAt(k) {
    const ptr = this.engine.x.pdw_state_at(this.#alive(), k);
    if (!ptr) throw this.engine.lastError();
    return JSON.parse(this.engine.take(ptr));
  }

  /** @returns {string[]} legal move tokens in canonical order ([] when over) */
  legalMoves() {
    const s = this.#str('pdw_legal');
    return s ? s.split(' ') : [];
  }

  /** @returns {any} the state JSON of docs/state-json.md */
  state() {
    return JSON.parse(this.#str('pdw_state'));
  }

  /** @returns {any} the geometry JSON of docs/state-json.md */
  geometry() {
    return JSON.parse(this.#str('pdw_geometry'));
  }

  /** @returns {string} `canonical setup&moves=list` */
  record() {
    return this.#str('pdw_record');
  }

  /** @returns {string} */
  canonicalSetup() {
    return this.#str('pdw_canonical');
  }

  /** @returns {string} exactly the `paperdots play` report */
  report() {
    return this.#str('pdw_report');
  }

  /** @returns {string} exactly the `paperdots info` report */
  info() {
    return this.#str('pdw_info');
  }

  /**
   * A bot move for the side to move. Runs synchronously: call it from a worker.
   * @param {{level?: number, ms?: number, nodes?: number, seed?: number}} [o]
   * @returns {string}
   * @throws {EngineError}
   */
  botMove(o = {}) {
    const ms = o.ms ?? (o.nodes ? 0 : 1000);
    const r = this.engine.x.pdw_bot(this.#alive(), o.level ?? 4, ms, o.nodes ?? 0, o.seed ?? 1);
    if (!r) throw this.engine.lastError();
    return this.engine.take(r);
  }

  /**
   * Exact value for the side to move (two seats). The solver keeps its table between calls on
   * the same board (tableMb: its size in MiB; 0 or unset: the solver's own choice). Dots is
   * searched to a horizon: depth (plies, 1..6) is required there and refused elsewhere. lo and
   * hi: the value is proved to lie between them (both the value when known; out of budget what
   * the search and a loaded book proved, boxes only; null when nothing is).
   * @param {{ms?: number, nodes?: number, tableMb?: number, depth?: number}} [o]
   * @returns {{known: boolean, value: number, lo: number|null, hi: number|null, nodes: number, ms: number}}
   * @throws {EngineError}
   */
  solve(o = {}) {
    const r = this.engine.x.pdw_solve(this.#alive(), o.ms ?? 0, o.nodes ?? 0, o.tableMb ?? 0, o.depth ?? 0);
    if (!r) throw this.engine.lastError();
    return JSON.parse(this.engine.take(r));
  }

  /**
   * The exact value of the position and of every legal move, counted from before the move in
   * the same convention as solve()'s value (so the best moves are those equal to it). The
   * budget covers the whole call; a move whose search ran out has known: false. depth: as for
   * solve() (Dots: its values are exact within that many plies).
   * @param {{ms?: number, nodes?: number, tableMb?: number, depth?: number}} [o]
   * @returns {{known: boolean, value: number, lo: number|null, hi: number|null, nodes: number,
   *   ms: number, moves: {move: string, known: boolean, value: number}[]}}
   * @throws {EngineError}
   */
  solveMoves(o = {}) {
    const r = this.engine.x.pdw_solve_moves(this.#alive(), o.ms ?? 0, o.nodes ?? 0, o.tableMb ?? 0, o.depth ?? 0);
    if (!r) throw this.engine.lastError();
    return JSON.parse(this.engine.take(r));
  }

  /**
   * The strongest bot's judgement of the position, as its family gives it (core/family.h
   * `analyse`). Dots (core/dots/dots.h dots_analyse and dots_threats): its move (pick), the
   * tree's most visited root points with their playouts, the mover's mean score lead where those
   * playouts stopped and the tree's 0..1 value, and, with extraNodes, the dots either side can
   * surround in one or two more moves:
   *   {pick: string, forced: number, nodes: number,
   *    moves: {point: string, visits: number, lead: number, reward: number}[],
   *    threats: {point: string, colour: number, moves: number}[]}
   * Runs synchronously: call it from a worker.
   * @param {{ms?: number, nodes?: number, seed?: number, extraNodes?: number}} [o] extraNodes:
   *   the budget of the family's further findings (Dots: the threatened dots)
   * @returns {object}
   * @throws {EngineError} analyse-unsupported, game-over, or the family's
   */
  analyse(o = {}) {
    const ms = o.ms ?? (o.nodes ? 0 : 1000);
    const r = this.engine.x.pdw_analyse(this.#alive(), ms, o.nodes ?? 0, o.seed ?? 1, o.extraNodes ?? 0);
    if (!r) throw this.engine.lastError();
    return JSON.parse(this.engine.take(r));
  }

  /**
   * The ways to play `token` now, as its family gives them (core/family.h `choices`). Dots,
   * ring=any (core/dots/dots.h dots_ring_candidates): {rings: [...]}, the ways a dot of the side
   * to move on the point closes what it closes, the shortest rings first (move "x-y", ring []),
   * then the chosen rings ("x-y:steps") by area; each {move, takes, area, ring, cells} with ring
   * and cells as point indices of the state's `points` (cells: the points that become
   * territory). Empty when the dot closes nothing (or under ring=short).
   * @param {string} token
   * @returns {object}
   * @throws {EngineError} choices-unsupported, game-over, or the family's refusal of the token
   */
  choices(token) {
    const e = this.engine;
    const r = e.withStrings([String(token)], (p) => e.x.pdw_choices(this.#alive(), p));
    if (!r) throw e.lastError();
    return JSON.parse(e.take(r));
  }

  /**
   * The position read as its family's structures (core/family.h `structure`). Boxes
   * (core/boxes/structure.c, docs/puzzles.md): {capturable, doubleCrosses, safe, safeRun,
   * chains, loops, endChains, endLoops, cells}: the cells one side short, the free lines
   * between two of them, the safe lines, how many of them can be drawn one after another, the
   * lengths of the chains and loops of cells two sides short (longest first) now and once those
   * are drawn, and per cell its chain's length (minus its loop's, 0 for other cells). Shut In
   * (core/shutin/structure.c): {apart, regions, shared, sure, most, cells}: the race model's
   * reading, per seat (seat 1 first) the empty cells it reaches, those in both, the cells it can
   * surely fill and the most it could, and per cell 0 (no region), 1, 2 (one seat's) or 3 (both).
   * @returns {object}
   * @throws {EngineError} structure-unsupported
   */
  structure() {
    const r = this.engine.x.pdw_structure(this.#alive());
    if (!r) throw this.engine.lastError();
    return JSON.parse(this.engine.take(r));
  }

  /** Release the game's memory in the module. */
  free() {
    if (this.h) this.engine.x.pdw_game_free(this.h);
    this.h = 0;
  }
}
