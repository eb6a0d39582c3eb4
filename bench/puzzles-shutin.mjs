// puzzles-shutin.mjs — `make puzzles`, Shut In part: puzzles from bot games, each proved by the
// exact solver (docs/puzzles.md "Shut In"). Deterministic from the seed: game k of a board kind
// plays a few random opening moves from seed k, then bots of mixed levels with node budgets (the
// same moves on every run); a position late enough for the solver is kept when the mover wins,
// exactly one move (or one set of moves that leave the same game) wins, some move loses, and a
// tempting move is proved to lose. Resumable: each game's puzzles are appended to
// site/src/puzzles/shutin-<kind>.jsonl as one write, and a run goes on from the seed after the
// last one in the file.
//
//   node bench/puzzles-shutin.mjs [--kinds gravity,nogravity] [--count N] [--seconds T] [--out DIR]
//   --count: puzzles wanted per kind (a kind that has them is skipped); --seconds: the whole
//   run's cap (a game in progress is finished, then the run stops).
import { fileURLToPath } from 'node:url';
import { botMoves } from './puzzles.mjs';
import { playOn, rng, runGenerator } from './puzzle-run.mjs';

/** Board kinds: the site's standard board (8×8, docs/spec.md §1.4) with and without gravity;
 * empty: the most empty cells a puzzle position may have (the exact solver proves every move of
 * such a position within SOLVE_NODES nearly always); deep: from how many empty cells on a
 * position counts as deep for the difficulty. */
export const KINDS = {
  gravity: { setup: 'game=shutin&size=8x8&gravity=1', empty: 34, deep: 30 },
  nogravity: { setup: 'game=shutin&size=8x8&gravity=0', empty: 22, deep: 19 },
};
const SOLVE_NODES = 4_000_000;
const PER_GAME = 4;
/** The best line is followed for at most this many plies. */
export const LINE_PLIES = 16;

/** The board from the geometry JSON: width, height, gravity, and the symmetries that keep the
 * rules and the blocked cells (cell maps: image[c]); the identity first. */
function boardOf(geo) {
  const { w, h, gravity } = geo;
  const blocked = new Set(geo.blocked);
  const flips = gravity
    ? [
        [0, 0],
        [1, 0],
      ]
    : [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ];
  const syms = [];
  for (const [fx, fy] of flips) {
    const img = [];
    for (let c = 0; c < w * h; c++) {
      const x = c % w,
        y = Math.floor(c / w);
      img.push((fy ? h - 1 - y : y) * w + (fx ? w - 1 - x : x));
    }
    if ([...blocked].every((c) => blocked.has(img[c]))) syms.push(img);
  }
  return { w, h, n: w * h, gravity, syms };
}

/** The position's future, canonical under the board's symmetries: per cell '#' when filled
 * (a piece or blocked) or, when empty, which sides touch it (0..3). Two positions with the same
 * future and the same side to move are one game (docs/solvers.md: the solver keys its table so). */
function future(board, cells) {
  const { w, h, n } = board;
  const touch = (c, seat) => {
    const x = c % w,
      y = Math.floor(c / w);
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx,
          yy = y + dy;
        if ((dx || dy) && xx >= 0 && xx < w && yy >= 0 && yy < h && cells[yy * w + xx] === seat) return 1;
      }
    return 0;
  };
  const code = cells.map((v, c) => (v !== 0 ? '#' : String(touch(c, 1) + 2 * touch(c, 2))));
  let best = null;
  for (const img of board.syms) {
    const s = new Array(n);
    for (let c = 0; c < n; c++) s[img[c]] = code[c];
    const k = s.join('');
    if (best === null || k < best) best = k;
  }
  return best;
}

/** Cells of seat's region (structure cells: 1 seat 1, 2 seat 2, 3 both). */
const inRegion = (s, c, seat) => (s.cells[c] & seat) !== 0;
/** How many cells of `seat`'s region in `before` are out of it in `after`, the cell `played`
 * aside: the cells the move cut that side off from. */
function cutOff(before, after, seat, played) {
  let n = 0;
  for (let c = 0; c < before.cells.length; c++)
    if (c !== played && inRegion(before, c, seat) && !inRegion(after, c, seat)) n++;
  return n;
}

/** The proof as stored: every move's value, or, when more than half share one value, only the
 * others and `rest` (that value). */
function storedProof(info) {
  const count = new Map();
  for (const m of info) count.set(m.value, (count.get(m.value) ?? 0) + 1);
  const [rest, k] = [...count].sort((a, b) => b[1] - a[1])[0];
  if (k * 2 <= info.length) return { proof: Object.fromEntries(info.map((m) => [m.move, m.value])) };
  return { proof: Object.fromEntries(info.filter((m) => m.value !== rest).map((m) => [m.move, m.value])), rest };
}

/** Each move's value from a stored puzzle (proof and rest). */
export function proofOf(p, legal) {
  return Object.fromEntries(legal.map((m) => [m, m in p.proof ? p.proof[m] : p.rest]));
}

/** Whether the side to move after `after` (a state returned by play) has lost: the game is over,
 * or the solver proves it lost. null when the solver ran out of budget. */
function lostAfter(g, after) {
  if (after.over) return true;
  const r = g.solve({ nodes: SOLVE_NODES });
  return r.known ? r.value === -1 : null;
}

/**
 * The best line from the game's position, whose mover wins with `first`: at each position the
 * first best move in the legal order (the order of solveMoves). After the answer the loser moves
 * in a lost position, where every move is best (all lose), so its first legal move is played; the
 * winner plays its first legal move that leaves the other lost. This is the first best move of
 * solveMoves, found with no more proofs than it needs. At most LINE_PLIES plies; the game is left
 * as it was.
 */
export function bestLine(g, first) {
  const line = [];
  let move = first;
  for (let winner = true; move && line.length < LINE_PLIES; winner = !winner) {
    const after = g.play(move);
    line.push(move);
    if (after.over) break;
    move = null;
    if (winner) move = after.legal[0];
    else
      for (const m of after.legal) {
        const lost = lostAfter(g, g.play(m));
        g.undo();
        if (lost === null) break;
        if (lost) {
          move = m;
          break;
        }
      }
  }
  for (let i = 0; i < line.length; i++) g.undo();
  return line;
}

/**
 * Judge a position: null when it is over, {unknown} when the solver did not finish, else the
 * puzzle with ok (whether it is one) and why not. Used by the test too, so a shipped puzzle is
 * re-proved exactly as it was made.
 * @param {import('../wasm/engine.js').Engine} engine
 */
export function judge(engine, setup, moves, tempting = [], kind = null) {
  const g = engine.newGame(moves.length ? `${setup}&moves=${moves.join('.')}` : setup);
  try {
    const board = boardOf(g.geometry());
    const state = g.state();
    if (state.over) return null;
    const me = state.toMove,
      op = 3 - me;
    const proof = g.solveMoves({ nodes: SOLVE_NODES });
    if (!proof.known || proof.moves.some((m) => !m.known)) return { unknown: true };
    const p = { setup, moves: moves.join('.'), free: proof.moves.length, value: proof.value };
    const winners = proof.moves.filter((m) => m.value === proof.value);
    // only a won position is a puzzle, and only when some move throws the win away
    if (proof.value !== 1) return { ...p, ok: false, why: 'not won' };
    if (winners.length === proof.moves.length) return { ...p, ok: false, why: 'every move wins' };
    const pos = g.structure();
    const info = proof.moves.map(({ move, value }) => {
      const after = g.play(move);
      const s = g.structure();
      const fut = future(board, after.cells);
      g.undo();
      return { move, value, after, s, future: fut, cell: cellIndex(move, board.w) };
    });
    const best = info.filter((m) => m.value === proof.value);
    const bestMoves = best.map((m) => m.move);
    const equivalent = best.every((m) => m.future === best[0].future);
    // tempting: the bots' moves and the territory move (the most room for the mover over the
    // opponent's after it, by the regions, then the fewest replies left to the opponent; the
    // first such in the legal order)
    const room = (m) => (m.s.regions[me - 1] - m.s.regions[op - 1]) * 1000 - m.after.legal.length;
    const territory = info.reduce((a, m) => (room(m) > room(a) ? m : a), info[0]);
    const tempt = [...tempting, { move: territory.move, by: 'territory' }];
    const wrongTempting = tempt.filter((t) => !bestMoves.includes(t.move));
    Object.assign(p, storedProof(info));
    p.best = bestMoves;
    p.tempting = tempt.filter((t, i) => tempt.findIndex((u) => u.move === t.move && u.by === t.by) === i);
    p.minLoss = 1;
    // the best line: the answer, then the first best move of each position, LINE_PLIES at most
    p.line = bestLine(g, bestMoves[0]);
    const reasons = reasonsOf(g, board, me, info, bestMoves, wrongTempting);
    const wrong = info.filter((m) => wrongTempting.some((t) => t.move === m.move));
    p.themes = themesOf(g, board, me, pos, best, p.line, wrong, reasons);
    p.reasons = reasons;
    const empty = state.cells.filter((v) => v === 0).length;
    p.difficulty = difficulty(p, empty >= (KINDS[kind]?.deep ?? deepOf(setup)));
    p.ok = equivalent && wrongTempting.length > 0 && info.length >= 2;
    p.equivalent = equivalent;
    p.temptingWorse = wrongTempting.length > 0;
    return p;
  } finally {
    g.free?.();
  }
}

const cellIndex = (tok, w) => (Number(tok.slice(1)) - 1) * w + (tok.charCodeAt(0) - 97);
const deepOf = (setup) => Object.values(KINDS).find((k) => k.setup === setup)?.deep ?? 99;

/** Whether seat `me`, with `toMove` to move, wins the race read in structure s (areas apart):
 * the side to move wins when its count beats the other's, else it loses (race.h). */
function raceWon(s, me, toMove) {
  if (!s.apart) return null;
  const mine = s.sure[me - 1],
    theirs = s.sure[2 - me];
  return toMove === me ? mine > theirs : mine >= theirs;
}

/** Whether `seat` could place on cell c next, by the core's reading (structure's `next`). */
const canPlace = (s, c, seat) => (s.next[c] & seat) !== 0;

/**
 * The themes of a won position (docs/puzzles.md "Shut In"), from the core's reading of the
 * regions and of the cells each side could place on next (Game.structure()), the best line, and
 * the wrong tempting moves (`wrong`: their entries of the position's moves) with their reasons.
 * - shut-in: the answer leaves the opponent no move at all.
 * - cut-off: every best move cuts the opponent off from cells of its region.
 * - race: the answer, or the opponent's best reply to it, leaves the areas apart with the mover
 *   winning the count, where the areas were not apart before.
 * - shared-first: every best move takes a cell the opponent could place on next, and every wrong
 *   tempting move one it could not (a cell only the mover reaches, which could wait).
 * - step (gravity): a wrong tempting move loses to the opponent's reply on top of it (its
 *   `support` reason, proved), and no best move lets the opponent place on the cell above it.
 */
function themesOf(g, board, me, pos, best, line, wrong, reasons) {
  const op = 3 - me;
  const out = [];
  if (best.every((m) => m.after.over)) out.push('shut-in');
  if (best.every((m) => cutOff(pos, m.s, op, m.cell) > 0)) out.push('cut-off');
  if (!pos.apart) {
    const s1 = best[0].s;
    let won = raceWon(s1, me, 3 - me);
    if (won === null && line.length > 1 && !best[0].after.over) {
      g.play(line[0]);
      g.play(line[1]);
      won = raceWon(g.structure(), me, me);
      g.undo();
      g.undo();
    }
    if (won) out.push('race');
  }
  if (wrong.length && best.every((m) => canPlace(pos, m.cell, op)) && wrong.every((m) => !canPlace(pos, m.cell, op)))
    out.push('shared-first');
  const above = (m) => m.cell + board.w;
  if (
    board.gravity &&
    wrong.some((m) => reasons[m.move].includes('support')) &&
    best.every((m) => above(m) >= board.n || !canPlace(m.s, above(m), op))
  )
    out.push('step');
  return out;
}

/** The reason codes, in the order a list gives them (docs/puzzles.md "Reasons"). */
export const REASONS = ['shut-in', 'cut-off', 'race', 'support'];

/**
 * Why a wrong move loses, for each wrong tempting move (an empty list when no reason is found;
 * every wrong move would cost proofs each, too slow without gravity): after move m, over the
 * opponent's winning replies r (each proved by the solver: the mover is lost after it):
 * - shut-in: some r leaves the mover no move;
 * - cut-off: some r cuts the mover off from cells of its region (besides r's own cell);
 * - race: m, or m and some r, leaves the areas apart with the mover losing the count;
 * - support (gravity): some r is the cell right above m, which m made playable.
 */
function reasonsOf(g, board, me, info, bestMoves, wrongTempting) {
  const out = {};
  const tempted = new Set(wrongTempting.map((t) => t.move));
  for (const m of info) {
    if (bestMoves.includes(m.move) || !tempted.has(m.move)) continue;
    const codes = new Set();
    g.play(m.move);
    if (raceWon(m.s, me, 3 - me) === false) codes.add('race');
    for (const reply of g.state().legal) {
      const after = g.play(reply);
      const s = g.structure();
      const found = [];
      if (after.over) found.push('shut-in');
      if (cutOff(m.s, s, me, cellIndex(reply, board.w)) > 0) found.push('cut-off');
      if (raceWon(s, me, me) === false) found.push('race');
      if (board.gravity && cellIndex(reply, board.w) === cellIndex(m.move, board.w) + board.w) found.push('support');
      // a reason counts only through a winning reply: proved when a reason is new
      if (found.some((c) => !codes.has(c)) && lostAfter(g, after) === true) for (const c of found) codes.add(c);
      g.undo();
    }
    g.undo();
    const list = REASONS.filter((c) => codes.has(c));
    out[m.move] = list;
  }
  return out;
}

/** Difficulty 1..5 from the proof: how few moves win, whether the level-2 bot and the territory
 * move miss it, whether the position is deep (at least the kind's `deep` empty cells). */
export function difficulty(p, deep) {
  let d = 1;
  if (p.best.length * 4 <= p.free) d++;
  if (p.tempting.some((t) => t.by === 'level2' && !p.best.includes(t.move))) d++;
  if (p.tempting.some((t) => t.by === 'territory' && !p.best.includes(t.move))) d++;
  if (deep) d++;
  return Math.min(d, 5);
}

/** Play game `seed` of a kind and return its puzzles (at most PER_GAME). */
function game(engine, kind, seed) {
  const { setup, empty } = KINDS[kind];
  const r = rng(seed * 7919 + 23);
  const g = engine.newGame(setup);
  const out = [];
  try {
    const levels = [1 + Math.floor(r() * 4), 1 + Math.floor(r() * 4)];
    const opening = 2 + Math.floor(r() * 5);
    let lastEmpty = Infinity;
    for (let ply = 0; out.length < PER_GAME; ply++) {
      const st = g.state();
      if (st.over) break;
      const left = st.cells.filter((v) => v === 0).length;
      if (left <= empty && st.legal.length >= 2 && lastEmpty - left >= 3) {
        const p = judge(engine, setup, st.moves, botMoves(g, seed, ply), kind);
        if (p && p.ok) {
          delete p.ok;
          delete p.equivalent;
          delete p.temptingWorse;
          out.push({ id: `${kind}-${seed}-${st.moves.length}`, seed, ...p });
          lastEmpty = left;
        }
      }
      playOn(g, st, { r, ply, opening, levels, seed, nodes: 3000 });
    }
  } finally {
    g.free?.();
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await runGenerator({ family: 'shutin', kinds: KINDS, game, defaults: { count: 250, seconds: 1200 } });
