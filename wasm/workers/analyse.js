// analyse.js — one analysis request, run where the engine lives (the analysis worker, or node in
// tests): the exact value of a position and of every legal move (Game.solveMoves), the solver's
// best continuation, and, when the solver cannot finish within the budget, the level-4 bot's
// preferred move as an estimate; for a game with no exact solver (Dots: o.mode 'bot') the level-4
// bot's own judgement (Game.analyse); for a player's own Dots puzzle (o.mode 'puzzle') the horizon
// search's proof of the position (dots-puzzle.js). Only the engine's answers are passed on.
import { judge } from './dots-puzzle.js';

/** A record with more moves played after it (tokens as the engine writes them). */
export function recordWith(record, moves) {
  if (!moves.length) return record;
  const at = record.indexOf('&moves=');
  if (at < 0) return `${record}&moves=${moves.join('.')}`;
  const had = record.slice(at + 7);
  return `${record.slice(0, at)}&moves=${had ? `${had}.` : ''}${moves.join('.')}`;
}

/**
 * Analyse the position of `record`.
 * o: {ms, nodes} the solver's budget for the position (whichever runs out first; 0: none), shared
 * by the position's move values and its best line; tableMb: the solver table's size; line: also
 * follow the best continuation (default true); hint: when unsolved, ask the level-4 bot for its
 * preferred move (default true; hintMs/hintNodes its budget).
 * Returns {over: true} for a finished game, else {known, value, nodes, ms, moves: [{move, known,
 * value}], line: [tokens], lineEnds, hint: token|null}. `value` and each move's value are the
 * solver's (the mover's future cells minus the others', counted from before the move); lineEnds:
 * the line goes to the end of the game (false when the budget, or a position the solver could
 * not finish, cut it short).
 */
export function analysePosition(engine, record, o = {}) {
  const ms = o.ms ?? 0;
  const nodes = o.nodes ?? 0;
  const tableMb = o.tableMb ?? 0;
  const started = Date.now();
  const game = engine.newGame(record);
  try {
    const state = game.state();
    if (state.over) return { over: true };
    if (o.mode === 'bot') return botView(game, state, o);
    if (o.mode === 'puzzle') return puzzleView(engine, record, o);
    const first = game.solveMoves({ ms, nodes, tableMb });
    const out = { ...first, line: [], lineEnds: false, hint: null };
    if (!first.known) {
      if (o.hint !== false)
        out.hint = game.botMove({ level: 4, ms: o.hintMs ?? ms, nodes: o.hintNodes ?? nodes, seed: 1 });
      return out;
    }
    if (o.line === false) return out;
    // The best line: a best move (equal to the value), then the best reply, to the end of the game
    // or until the budget is spent. The table is kept between calls, so each step is cheap.
    let cur = first;
    let spent = first.nodes;
    for (;;) {
      const best = cur.moves.find((m) => m.known && m.value === cur.value);
      if (!best) break;
      out.line.push(best.move);
      const st = game.play(best.move);
      if (st.over) {
        out.lineEnds = true;
        break;
      }
      const left = ms ? ms - (Date.now() - started) : 0;
      const leftNodes = nodes ? nodes - spent : 0;
      if ((ms && left <= 0) || (nodes && leftNodes <= 0)) break;
      cur = game.solveMoves({ ms: left, nodes: leftNodes, tableMb });
      spent += cur.nodes;
      if (!cur.known) break;
    }
    return out;
  } finally {
    game.free();
  }
}

/**
 * The level-4 bot's view of a position (o.mode 'bot'): {over: false, estimate: true, team (the
 * index in state.teams of the side to move), pick, moves, threats, nodes} as Game.analyse
 * gives them, with the same budget and seed as a bot move.
 */
function botView(game, state, o) {
  const team = state.teams.findIndex((t) => t.includes(state.toMove));
  const view = game.analyse({ ms: o.ms ?? 0, nodes: o.nodes ?? 0, seed: 1, extraNodes: o.threatNodes ?? 0 });
  return { over: false, estimate: true, team, ...view };
}

/**
 * Is the position of `record` a Dots puzzle whose tempting move is o.played, the move a player
 * made there (mode 'puzzle')? The horizon search's proof as dots-puzzle.js judges it, each search
 * within o.nodes: {ok: true, best, proof, rest, depth, line, themes, reasons, …}, or {ok: false}
 * (no puzzle there; unknown: a search ran out). A field beyond the search is the engine's error.
 */
function puzzleView(engine, record, o) {
  const at = record.indexOf('&moves=');
  const setup = at < 0 ? record : record.slice(0, at);
  const moves =
    at < 0
      ? []
      : record
          .slice(at + 7)
          .split('.')
          .filter(Boolean);
  const p = judge(engine, setup, moves, [{ move: o.played, by: 'you' }], { nodes: o.nodes });
  if (!p || !p.ok) return { over: false, ok: false, unknown: !!(p && p.unknown) };
  const { all: _all, equivalent: _eq, temptingWorse: _tw, ...puzzle } = p;
  return { over: false, ...puzzle };
}
