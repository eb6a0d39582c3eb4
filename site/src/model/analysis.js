// analysis.js — the exact analysis of Dots and Boxes positions for the play page (loaded only when
// a player turns Analysis on). The solver runs in a worker of its own (BotClient.analyse, with
// wasm/analyse.js), one position at a time: a newer position cancels the older request. This
// module turns the solver's answers into what the board and the panel show — every number comes
// from the solver; nothing here judges a move.
import { recordWith } from '../../../wasm/analyse.js';

/** Solver budget per position in the browser: about a second (SPEC §3's bot budget). */
export const ANALYSIS_MS = 1000;
/** The solver table's size in each analysis worker, MiB (the site's modules grow to at most 256 MiB). */
export const ANALYSIS_TABLE_MB = 32;
/** Lines losing this much or more share the last colour step. */
export const MAX_TIER = 3;

export { recordWith };

/** The record of the position after the first k moves of a record's `moves`. */
export function recordAt(record, moves, k) {
  const at = record.indexOf('&moves=');
  const setup = at < 0 ? record : record.slice(0, at);
  return recordWith(`${setup}&moves=`, moves.slice(0, k));
}

/**
 * What the board draws for one solved position: per move token {value, loss, tier} where loss is
 * how much worse than the best the move is (0 for a best move), tier the colour step (0..MAX_TIER).
 * null when the position is not solved.
 */
export function overlayOf(result) {
  if (!result || result.over || !result.known) return null;
  const lines = new Map();
  for (const m of result.moves) {
    if (!m.known) continue;
    const loss = Math.abs(result.value - m.value);
    lines.set(m.move, { value: m.value, loss, tier: Math.min(loss, MAX_TIER) });
  }
  return { value: result.value, lines };
}

/**
 * How the game ends with best play from a solved position: {winner: seat (0: a draw), by}. The
 * solver's value counts future cells only; the cells already won (state.scores) are added here.
 * misère: the side with fewer cells wins.
 */
export function outcomeOf(result, state, misere) {
  const mover = state.toMove;
  const mine = state.teams.findIndex((team) => team.includes(mover));
  const other = state.teams.findIndex((team) => !team.includes(mover));
  const diff = state.scores[mine] - state.scores[other] + result.value; // mover minus other, at the end
  if (diff === 0) return { winner: 0, by: 0 };
  const moverWins = misere ? diff < 0 : diff > 0;
  return { winner: moverWins ? mover : state.teams[other][0], by: Math.abs(diff) };
}

/** A value as the page shows it: "+2", "0", "−1" (a real minus sign). */
export function signed(v) {
  if (v > 0) return `+${v}`;
  if (v < 0) return `\u2212${-v}`;
  return '0';
}

/**
 * The moves of a finished game that lost exact value: Map move index k -> loss (> 0), from the
 * analyses of the positions before each move (results[k], null where unsolved). Moves that are
 * not lines (a resignation) and unsolved positions are left out.
 */
export function blundersOf(moves, results) {
  const out = new Map();
  moves.forEach((tok, k) => {
    const o = overlayOf(results[k]);
    const line = o && o.lines.get(tok);
    if (line && line.loss > 0) out.set(k, line.loss);
  });
  return out;
}

/**
 * The page's analyst: one worker client (BotClient) asked for one position at a time, answers kept
 * by record (a replay's positions can be shown again at once).
 * makeClient: () => BotClient-like {analyse(record, o), cancel(), dispose()}; budget: the options
 * passed to each request ({ms, nodes, tableMb}).
 */
export function createAnalyst({ makeClient, budget = { ms: ANALYSIS_MS, tableMb: ANALYSIS_TABLE_MB } }) {
  let client = null;
  let gen = 0;
  const cache = new Map();
  const get = () => (client ??= makeClient());

  /** Analyse one position; a request still running is dropped. Resolves null when superseded. */
  async function analyse(record, { line = true, hint = true } = {}) {
    const key = `${record}|${line ? 'l' : ''}${hint ? 'h' : ''}`;
    const mine = ++gen;
    if (cache.has(key)) return cache.get(key);
    try {
      const r = await get().analyse(record, { ...budget, line, hint });
      cache.set(key, r);
      // A replay's positions (no line, no hint) answer a later question for the same position.
      return mine === gen ? r : null;
    } catch (err) {
      if (err && err.name === 'AbortError') return null;
      throw err;
    }
  }

  /** The answer already known for a position, if any (any flavour of request). */
  function known(record) {
    for (const suffix of ['|lh', '|l', '|h', '|']) if (cache.has(record + suffix)) return cache.get(record + suffix);
    return null;
  }

  /**
   * Analyse every position before a move of a finished game, in order. onProgress(done, total)
   * after each; resolves {results, blunders} or null when stopped (stop() or another request).
   */
  async function replay(record, moves, onProgress = () => {}) {
    const mine = ++gen;
    const results = [];
    for (let k = 0; k < moves.length; k++) {
      const at = recordAt(record, moves, k);
      let r = known(at);
      if (!r) {
        try {
          r = await get().analyse(at, { ...budget, line: false, hint: false });
        } catch (err) {
          if (err && err.name === 'AbortError') return null;
          throw err;
        }
        cache.set(`${at}|`, r);
      }
      if (mine !== gen) return null;
      results.push(r);
      onProgress(k + 1, moves.length);
    }
    return { results, blunders: blundersOf(moves, results) };
  }

  /** Stop whatever is running (a move was played, the switch turned off). */
  function stop() {
    gen += 1;
    if (client && client.pending) client.cancel();
  }

  function dispose() {
    gen += 1;
    if (client) client.dispose();
    client = null;
  }

  return { analyse, known, replay, stop, dispose };
}
