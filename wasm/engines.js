// engines.js — the site's engine: one WebAssembly module per game family (modules.js
// FAMILY_WASM), each fetched and compiled the first time a game of its family is asked for, so a
// page carries only the rules and bots of the games it shows. Behind one object with the
// Engine's calls (newGame, sgfImport, sgfExport): a call goes to the module of the family its
// setup names. Those calls stay synchronous, so a page awaits ready(family) (or readyFor(record))
// before it asks for a game of a family it has not loaded.
import { loadEngine } from './engine.js';
import { FAMILY_WASM, compileWasm, familyOfSetup } from './modules.js';

export { familyOfSetup };

export class Engines {
  /**
   * @param {{compile?: (family: string) => Promise<WebAssembly.Module>,
   *          load?: (family: string) => Promise<import('./engine.js').Engine>}} [o]
   *   compile: fetch and compile a family's module (default: its FAMILY_WASM file);
   *   load: the whole loading step instead (node's tests pass the module files' bytes).
   */
  constructor(o = {}) {
    this.compile = o.compile || ((family) => compileWasm(FAMILY_WASM[family]));
    this.load = o.load || (async (family) => loadEngine({ wasmModule: await this.compile(family) }));
    /** @type {Map<string, Promise<import('./engine.js').Engine>>} */
    this.loading = new Map();
    /** @type {Map<string, import('./engine.js').Engine>} */
    this.loaded = new Map();
  }

  /**
   * The family's engine, loaded once (a failed load is tried again on the next call).
   * @param {string} family
   * @returns {Promise<import('./engine.js').Engine>}
   */
  ready(family) {
    if (!Object.hasOwn(FAMILY_WASM, family)) return Promise.reject(new Error(`no module for the game "${family}"`));
    let p = this.loading.get(family);
    if (!p) {
      p = this.load(family).then((engine) => {
        this.loaded.set(family, engine);
        return engine;
      });
      p.catch(() => this.loading.delete(family));
      this.loading.set(family, p);
    }
    return p;
  }

  /**
   * Ready for newGame(text): its family's module, or (a setup naming no known game) any module,
   * which answers with the core's error.
   * @param {string} text a setup or record
   */
  readyFor(text) {
    const family = familyOfSetup(text);
    if (family) return this.ready(family);
    const any = this.anyLoaded();
    return any ? Promise.resolve(any) : this.ready(Object.keys(FAMILY_WASM)[0]);
  }

  /** A loaded engine, any family (it answers a setup naming no known game with the core's error), or null. */
  anyLoaded() {
    const first = this.loaded.values().next();
    return first.done ? null : first.value;
  }

  /** Can newGame(text) be called now (the module it needs has loaded)? */
  isReadyFor(text) {
    const family = familyOfSetup(text);
    return family ? this.loaded.has(family) : this.loaded.size > 0;
  }

  /** The family's engine if it has loaded, else null. */
  get(family) {
    return this.loaded.get(family) || null;
  }

  /**
   * The compiled module of a family (for its bot's or analysis's worker).
   * @param {string} family
   * @returns {WebAssembly.Module}
   */
  module(family) {
    return this.need(family).module;
  }

  need(family) {
    const engine = this.loaded.get(family);
    if (!engine)
      throw new Error(`the ${family} engine is asked for before it has loaded (await ready("${family}") first)`);
    return engine;
  }

  /** Engine.newGame in the module of the family `text` names. */
  newGame(text) {
    const family = familyOfSetup(text);
    if (family) return this.need(family).newGame(text);
    const any = this.anyLoaded();
    if (!any) throw new Error('no engine has loaded yet');
    return any.newGame(text);
  }

  /** Engine.sgfImport (Dots files) in the Dots module. */
  sgfImport(text) {
    return this.need('dots').sgfImport(text);
  }

  /** Engine.sgfExport in the Dots module (with the game clock's times, the names and the date when given). */
  sgfExport(record, clock = null, info = null) {
    return this.need('dots').sgfExport(record, clock, info);
  }

  /** Engine.sgfTimes (the times, names and date of a Dots file) in the Dots module. */
  sgfTimes(text) {
    return this.need('dots').sgfTimes(text);
  }
}
