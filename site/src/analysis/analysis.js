// analysis.js — the analysis of a position for the play page (loaded only when a player turns
// Analysis on): the exact solver's values (Dots and Boxes, Shut In) or the level-4 bot's judgement
// (Dots). The engine runs in a worker of its own (BotClient.analyse, with wasm/workers/analyse.js), one
// position at a time: a newer position cancels the older request. This module turns the
// engine's answers into what the board and the panel show, in the units players count in (the
// family's `analysis.per`: a margin of 2 is one box won or lost) — every number comes from the
// engine; nothing here judges a move.
import { recordAt, withMoves } from '../game/record.js';

/** Solver budget per position in the browser: about a second (docs/spec.md §3's bot budget). */
export const ANALYSIS_MS = 1000;
/** The solver table's size in each analysis worker, MiB (the site's modules grow to at most 256 MiB). */
export const ANALYSIS_TABLE_MB = 32;
/** Lines losing this much or more share the last colour step. */
export const MAX_TIER = 3;
/** A proved position is asked again, at most this many times, while some of its moves still have
 * no value (each time with the same budget; the worker keeps the solver's table, so each pass
 * goes on from the last): a slow or busy machine may prove the position in its first second but
 * not every move, and the board marks only the moves with a value. Then, while its best line
 * stops short of the end of the game, the position where it stopped is asked for, within the same
 * number of passes, and its line carries on the first (until a pass adds no move). A position
 * left unproved is not asked again (it may stay so for many passes) unless its pass was starved
 * (STARVED_NODES_PER_MS). */
export const MORE_PASSES = 4;
/** A pass with a time budget that left the position unproved after fewer solver nodes than this
 * per millisecond of its budget did not get the machine (a busy or very slow one: idle, the
 * solver in WASM searches 500 (boxes) to 2 800 (Shut In) nodes a millisecond on a laptop core),
 * so the position is asked again, within MORE_PASSES. */
export const STARVED_NODES_PER_MS = 25;
/** The bot's budget per position in a replay (a whole game's positions, one after another). */
export const REPLAY_BOT_MS = 400;
/** Each search of a player's own Dots puzzle (`puzzles` below) within this many nodes: a 3-ply
 * proof of every point of a 20×20 middle game (40 plies of level-2 bots) took 0.5 million nodes
 * and 2.4 s in the WASM module; a position whose proof runs out is no puzzle. */
export const PUZZLE_NODES = 4_000_000;
/** A replay marks at most this many of the moves after which the bot's estimate fell most ... */
export const MAX_DROPS = 5;
/** ... and only falls of at least this many dots (the playouts' leads are damped: a dot given away
 * shows as a fall of about 0.9 to 1.2). */
export const MIN_DROP = 0.5;

/**
 * What the board draws for one solved position: per move token {value, loss, tier, wins} where
 * value is the solver's, loss how much worse than the best the move is in the players' units
 * (the solver's difference over `per`: 2 for a margin of cells, where one box more for one side
 * is one fewer for the other; 0 for a best move), tier the colour step (0..MAX_TIER) and wins
 * whether the move keeps a win for the mover (the value's sign). A move left unsolved whose
 * proved bounds reach the position's value (misère: as low) is a best move too: no move is
 * worth more than the position. null when not solved.
 */
export function overlayOf(result, per = 1, misere = false) {
  if (!result || result.over || !result.known) return null;
  const moves = new Map();
  for (const m of result.moves) {
    if (!m.known && !reaches(m, result.value, result.value, misere)) continue;
    const value = m.known ? m.value : result.value;
    const loss = Math.abs(result.value - value) / per;
    moves.set(m.move, { value, loss, tier: Math.min(loss, MAX_TIER), wins: value > 0 });
  }
  return { value: result.value, moves };
}

/** Whether some move of an answer has no value yet. */
const someUnsolved = (result) => result.moves.some((m) => !m.known);

/**
 * Whether an answer proves the position's value but leaves a move's value unsolved, or (line: the
 * best line was asked for) its best line stops short of the end of the game.
 */
export function unfinished(result, line = false) {
  if (!result || result.over || !result.known) return false;
  return someUnsolved(result) || (line && result.line.length > 0 && !result.lineEnds);
}

/** Whether an answer left the position unproved in a pass starved of the machine (ms: the pass's
 * time budget; none: the pass had a node budget, which is never starved). */
export function starved(result, ms) {
  return Boolean(ms && result && !result.over && !result.known && result.nodes < STARVED_NODES_PER_MS * ms);
}

/**
 * What the panel says while the analyst is still working on a position (the string key): nothing
 * proved yet; the position proved but some move still without a value; or every move proved and
 * the best line still being carried on (MORE_PASSES).
 */
export function workingKeyOf(result) {
  if (!result || !result.known) return 'analysis.working';
  return someUnsolved(result) ? 'analysis.workingMore' : 'analysis.workingLine';
}

/** The colour steps (0..MAX_TIER) an overlay uses, ascending: the legend shows only these. */
export function tiersOf(overlay) {
  if (!overlay) return [];
  return [...new Set([...overlay.moves.values()].map((e) => e.tier))].sort((a, b) => a - b);
}

/** What a side to move gets of the cells still open with best play: (open + value) / 2. */
export function shareOf(value, open) {
  return (open + value) / 2;
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

/**
 * What an unsolved position's proved bounds (result.lo, result.hi: null when none) say of the
 * game's end with best play: {seat, atLeast: 'win' | 'draw', by} when one side is proved to win
 * by at least `by` cells or to keep at least a draw, else null. The mover's worst case is lo
 * (misère: hi), its best hi (misère: lo); outcomeOf counts each.
 */
export function boundOf(result, state, misere) {
  if (!result || result.over || result.known || result.lo === null || result.lo === undefined) return null;
  const mover = state.toMove;
  const worst = outcomeOf({ value: misere ? result.hi : result.lo }, state, misere);
  if (worst.winner === mover) return { seat: mover, atLeast: 'win', by: worst.by };
  if (worst.winner === 0) return { seat: mover, atLeast: 'draw', by: 0 };
  const best = outcomeOf({ value: misere ? result.lo : result.hi }, state, misere);
  if (best.winner === 0) return { seat: worst.winner, atLeast: 'draw', by: 0 };
  if (best.winner !== mover) return { seat: best.winner, atLeast: 'win', by: best.by };
  return null;
}

/**
 * The moves of an unsolved position proved to keep what boundOf proves for the side to move (at
 * least a draw, or a win by at least so much): those whose own bounds reach the position's
 * (misère: whose upper bound is as low). [] when nothing is proved for the mover.
 */
export function keepersOf(result, state, misere) {
  const b = boundOf(result, state, misere);
  if (!b || b.seat !== state.toMove) return [];
  return result.moves.filter((m) => reaches(m, result.lo, result.hi, misere)).map((m) => m.move);
}

/** An unsolved move whose proved bounds reach the mover's [lo, hi] (misère: an upper bound as low). */
function reaches(m, lo, hi, misere) {
  return !m.known && m.lo !== null && m.lo !== undefined && (misere ? m.hi <= hi : m.lo >= lo);
}

/** A value as the page shows it: "+2", "0", "−1" (a real minus sign). */
export function signed(v) {
  if (v > 0) return `+${v}`;
  if (v < 0) return `\u2212${-v}`;
  return '0';
}

/**
 * The moves of a finished game that lost exact value: Map move index k -> loss (> 0, in the
 * players' units: see overlayOf), from the analyses of the positions before each move
 * (results[k], null where unsolved). Moves that are not on the board (a resignation) and
 * unsolved positions are left out.
 */
export function blundersOf(moves, results, per = 1) {
  const out = new Map();
  moves.forEach((tok, k) => {
    const o = overlayOf(results[k], per);
    const line = o && o.moves.get(tok);
    if (line && line.loss > 0) out.set(k, line.loss);
  });
  return out;
}

/** The point of a move token ("3-2!" -> "3-2", a chosen ring "3-2:9713" -> "3-2"), or the token itself. */
const pointOf = (tok) => String(tok).replace(/(!|:[1-46-9]+)$/, '');

/**
 * The bot's view of a position as the board and panel show it: its few best points, the bot's
 * own choice first, then the rest by playouts: [{point, rank (1..), visits, lead, reward,
 * pick}], and the threatened dots: Map point -> {colour, moves}. null when none.
 */
export function botViewOf(result) {
  if (!result || result.over || !result.estimate) return null;
  const pick = pointOf(result.pick);
  const ordered = [...result.moves].sort((a, b) => (b.point === pick) - (a.point === pick));
  const moves = ordered.map((m, i) => ({ ...m, rank: i + 1, pick: m.point === pick }));
  if (!moves.some((m) => m.pick) && /^\d+-\d+$/.test(pick))
    moves.unshift({ point: pick, rank: 0, visits: 0, lead: null, reward: null, pick: true });
  moves.forEach((m, i) => (m.rank = i + 1));
  const threats = new Map(result.threats.map((x) => [x.point, { colour: x.colour, moves: x.moves }]));
  return { pick: result.pick, forced: result.forced, moves, threats };
}

/**
 * The bot's estimate of a position for the side `team` (an index in state.teams): the score lead
 * of its most visited point (the playouts' mean), from the side to move's view turned to team's.
 */
function estimateFor(result, team) {
  if (!result || result.over || !result.estimate || !result.moves.length) return null;
  const lead = result.moves[0].lead;
  return result.team === team ? lead : -lead;
}

/** The team index (in state.teams) of the seat that made each move (the core's movers). */
export function moverTeams(state) {
  return state.movers.map((seat) => state.teams.findIndex((team) => team.includes(seat)));
}

/**
 * The moves after which the bot's estimate fell most for the side that made them: Map move index
 * k -> the fall in dots (>= MIN_DROP, the MAX_DROPS biggest), from the estimates before and after
 * each move (results[k], results[k+1]; a finished game's last position counts its real score
 * lead, `final`: the lead per team index, or null). teams: the team index of each move's maker
 * (moverTeams); without it, the side to move before the move (a Dots grounding made on the
 * opponent's turn is the other side's move, so the site passes it).
 */
export function dropsOf(moves, results, final = null, teams = null) {
  const falls = [];
  moves.forEach((_tok, k) => {
    const before = results[k];
    if (!before || before.over || !before.estimate) return;
    const team = teams ? teams[k] : before.team;
    const now = estimateFor(before, team);
    const after =
      k + 1 < results.length && results[k + 1] && !results[k + 1].over
        ? estimateFor(results[k + 1], team)
        : final
          ? final[team]
          : null;
    if (now === null || after === null || after === undefined) return;
    const fall = now - after;
    if (fall >= MIN_DROP) falls.push([k, Math.round(fall * 10) / 10]);
  });
  falls.sort((a, b) => b[1] - a[1]);
  return new Map(falls.slice(0, MAX_DROPS).sort((a, b) => a[0] - b[0]));
}

/**
 * The page's analyst: one worker client (BotClient) asked for one position at a time, answers kept
 * by record (a replay's positions can be shown again at once).
 * makeClient: () => BotClient-like {analyse(record, o), cancel(), dispose()}; budget: the options
 * passed to each request ({ms, nodes, tableMb}); book: the URL of the opening book of the game's
 * board (engine/books.js bookUrl), sent with each request (the worker fetches it once), or null.
 */
export function createAnalyst({
  makeClient,
  budget = { ms: ANALYSIS_MS, tableMb: ANALYSIS_TABLE_MB },
  per = 1,
  mode = 'exact',
  replayBudget = null,
  book = null,
}) {
  const withBook = book ? { book } : {};
  let client = null;
  let gen = 0;
  const cache = new Map();
  const get = () => (client ??= makeClient());
  // A further pass still running (MORE_PASSES). It is never cancelled: stopping the worker would
  // lose its table and book for a pass that ends within its second anyway, so the next request
  // waits for it instead.
  let extra = null;
  const settled = () => (extra ? extra.catch(() => null) : null);

  /**
   * Analyse one position; a request still running is dropped. Resolves null when superseded.
   * A proved answer with moves left unsolved, or with its best line cut short, is worked on in
   * further passes (MORE_PASSES): onUpdate(answer) gets each answer before the next pass, and the
   * promise resolves with the last.
   */
  async function analyse(record, { line = true, hint = true, onUpdate = () => {} } = {}) {
    const key = `${record}|${line ? 'l' : ''}${hint ? 'h' : ''}`;
    const mine = ++gen;
    if (cache.has(key)) return cache.get(key);
    try {
      const ask = (at, withHint) => get().analyse(at, { ...budget, mode, line, hint: withHint, ...withBook });
      // (looked at again after a tick: this request may come from the onUpdate of the one whose
      // further pass is about to start)
      do await settled();
      while (extra);
      if (mine !== gen) return null;
      const more = (r) => unfinished(r, line) || (mode === 'exact' && starved(r, budget.ms));
      let r = await ask(record, hint);
      for (let pass = 0; pass < MORE_PASSES && mine === gen && more(r); pass++) {
        onUpdate(r);
        const again = !r.known || someUnsolved(r);
        // starved, or a move without a value: the position again; else the line from where it stopped
        const next = await (extra = again ? ask(record, hint) : ask(withMoves(record, r.line), false)).finally(
          () => (extra = null),
        );
        if (again) {
          if (next.known || !r.known) r = next;
        } else if (next.known && next.line.length) {
          r = { ...r, line: [...r.line, ...next.line], lineEnds: next.lineEnds };
        } else break;
      }
      // An answer left unfinished because another position came first is asked for again when
      // this position is shown again (the table keeps what was proved).
      if (mine === gen || !more(r)) cache.set(key, r);
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
   * blunders: Map move index -> what it lost (exact: blundersOf; the bot's view: dropsOf, with
   * `final`, the finished game's lead per team, and `teams`, each move's maker's team index);
   * ownTurn: the moves made by the side to move (a puzzle can be made of the position before).
   */
  async function replay(record, moves, onProgress = () => {}, final = null, teams = null) {
    const mine = ++gen;
    const results = [];
    for (let k = 0; k < moves.length; k++) {
      const at = recordAt(record, k, moves);
      let r = known(at);
      if (!r) {
        do await settled();
        while (extra);
        if (mine !== gen) return null;
        try {
          r = await get().analyse(at, { ...(replayBudget || budget), mode, line: false, hint: false, ...withBook });
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
    const ownTurn = (k) => !teams || results[k].team === undefined || results[k].team === teams[k];
    return {
      results,
      blunders: mode === 'bot' ? dropsOf(moves, results, final, teams) : blundersOf(moves, results, per),
      ownTurn,
    };
  }

  /**
   * Judge the positions before moves `ks` of a finished game as the player's own puzzles (mode
   * 'puzzle': the Dots horizon search, wasm/workers/dots-puzzle.js), the move played there the
   * tempting one, one after another, each search within `nodes`. onProgress(done, total) after
   * each; resolves [{k, puzzle}] (the judge's answers) or null when stopped.
   */
  async function puzzles(record, moves, ks, nodes, onProgress = () => {}) {
    const mine = ++gen;
    const out = [];
    for (const k of ks) {
      do await settled();
      while (extra);
      if (mine !== gen) return null;
      let puzzle;
      try {
        puzzle = await get().analyse(recordAt(record, k, moves), { mode: 'puzzle', played: moves[k], nodes });
      } catch (err) {
        if (err && err.name === 'AbortError') return null;
        throw err;
      }
      if (mine !== gen) return null;
      out.push({ k, puzzle });
      onProgress(out.length, ks.length);
    }
    return out;
  }

  /** Stop whatever is running (a move was played, the switch turned off). */
  function stop() {
    gen += 1;
    if (client && client.pending && !extra) client.cancel();
  }

  function dispose() {
    gen += 1;
    if (client) client.dispose();
    client = null;
  }

  return { analyse, known, replay, puzzles, stop, dispose };
}
