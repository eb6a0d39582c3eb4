// puzzle-themes.mjs — what a boxes puzzle is (docs/puzzles.md): the equivalence of two moves,
// the themes and the difficulty, from the proof and from the position read as chains and loops
// by the core (Game.structure(), core/boxes/structure.c). Shared by the generator (bench/puzzles.mjs) and the
// test that re-proves every shipped puzzle (tests/wasm/puzzles.test.js), so both judge alike.

/** The board as lines and cells: per line the cells it bounds (0..2), per cell its lines
 * (from the geometry JSON, docs/state-json.md). */
export function boardOf(geometry) {
  const key = (a, b) => (a < b ? `${a}.${b}` : `${b}.${a}`);
  const lineOf = new Map(geometry.lines.map(([a, b], i) => [key(a, b), i]));
  const cellLines = geometry.cells.map((c) => c.map((d, i) => lineOf.get(key(d, c[(i + 1) % c.length]))));
  const lineCells = geometry.lines.map(() => []);
  cellLines.forEach((ls, x) => ls.forEach((l) => lineCells[l].push(x)));
  return { cellLines, lineCells, nlines: geometry.lines.length };
}

/** What a move does, as a string: two moves of equal value whose effects are equal are the
 * same move in effect (docs/puzzles.md "Equivalent moves"). */
export function effect(before, after, closed, sameMover) {
  const a = after;
  return JSON.stringify([
    closed,
    sameMover,
    a.chains,
    a.loops,
    a.capturable,
    a.doubleCrosses,
    a.safe,
    before.safe - a.safe,
  ]);
}

/**
 * The themes of a puzzle, from the position's structure and the proof. info: per legal move
 * {move, value, closed, sameMover, after (structure), control (1: the mover keeps control by the
 * safe-line parity, 0: the opponent gets it, null: no safe line left before the move)}; pos: the
 * position's structure (Game.structure()) with misere
 * (the long-chain rule is normal play's: no chain-parity theme under misère) and midTurn (the
 * mover drew the last line: it is taking cells);
 * board(m): the cells move m's line borders.
 */
export function themes(pos, info, best, board) {
  const out = [];
  const bestInfo = info.filter((m) => best.includes(m.move));
  const worse = info.filter((m) => !best.includes(m.move));
  const longIn = (s) => s.chains.some((n) => n >= 3) || s.loops.length > 0;
  // (a) the long-chain rule. While safe lines are left: when they run out (drawn greedily) there
  // is a long chain or a loop, the best moves keep control by the parity of the safe lines left,
  // and a worse move that takes nothing gives it away. When none is left: there is a long chain
  // or a loop, and the answer hands out a short chain (every cell two short that its line
  // borders is in a chain of one or two), so the opponent must open the long ones.
  const shortHandout = (m) =>
    m.closed === 0 &&
    board(m).every((x) => pos.cells[x] === 0 || (pos.cells[x] > 0 && pos.cells[x] <= 2)) &&
    board(m).some((x) => pos.cells[x] !== 0);
  if (
    !pos.misere && pos.safe > 0
      ? (pos.endChains.some((n) => n >= 3) || pos.endLoops.length > 0) &&
        bestInfo.every((m) => m.control === 1) &&
        worse.some((m) => m.control === 0 && m.closed === 0)
      : !pos.misere && pos.capturable === 0 && longIn(pos) && bestInfo.every(shortHandout)
  )
    out.push('chain-parity');
  const newCrosses = (m) => m.after.doubleCrosses - pos.doubleCrosses;
  // (b) all but two: the mover has been taking cells this turn (the last move was its own) and
  // the answer takes nothing but leaves the opponent a double cross (two cells closed by one
  // line): the mover hands back the last two cells to keep control
  const dealing = bestInfo.some((m) => m.closed === 0 && newCrosses(m) > 0);
  if (pos.capturable > 0 && pos.midTurn && dealing) out.push('all-but-two');
  // (c) declining a sacrifice: at the start of the mover's turn (the opponent moved last) a
  // capture is on offer, and the answer takes none of it (in normal play by dealing the offered
  // cells back, under misère also by leaving them), so taking was proved worse
  if (pos.capturable > 0 && !pos.midTurn && bestInfo.every((m) => m.closed === 0)) out.push('decline');
  // (d) counting loops: a loop is on the board and no safe line is left (the choice is which
  // chain or loop to open, or whether to keep control at a loop's price of four cells), or the
  // answer deals back the last four cells of a loop (two double crosses)
  if ((pos.loops.length > 0 && pos.safe === 0) || bestInfo.some((m) => m.closed === 0 && newCrosses(m) >= 2))
    out.push('loops');
  return out;
}

/**
 * Why each wrong move is wrong, as far as the position's structure says (docs/puzzles.md
 * "Reasons"): per move not among `best`, its reason codes (moves without one are left out).
 * Normal play only: under misère a wrong move is told by its loss alone.
 *   control        it takes nothing and hands the opponent control: when the safe lines run
 *                  out, the mover must open the first long chain (the best moves keep it)
 *   opens-long     no safe line is left, it takes nothing and opens a long chain or a loop,
 *                  where the answer hands out a short chain
 *   takes-all      it takes a cell where the answer takes none and deals the cells back: the
 *                  mover then has to open the next chain
 *   misses-capture it takes nothing where every best move takes a cell
 * Same arguments as themes().
 */
export function reasons(pos, info, best, board) {
  if (pos.misere) return {};
  const bestInfo = info.filter((m) => best.includes(m.move));
  const out = {};
  for (const m of info) {
    if (best.includes(m.move)) continue;
    const why = [];
    if (pos.safe > 0 && m.closed === 0 && m.control === 0 && bestInfo.every((b) => b.control === 1))
      why.push('control');
    const opensLong = board(m).some((x) => pos.cells[x] >= 3 || pos.cells[x] < 0);
    const shortOut = (b) => b.closed === 0 && board(b).every((x) => pos.cells[x] >= 0 && pos.cells[x] <= 2);
    if (pos.safe === 0 && pos.capturable === 0 && m.closed === 0 && opensLong && bestInfo.every(shortOut))
      why.push('opens-long');
    if (m.closed > 0 && bestInfo.every((b) => b.closed === 0)) why.push('takes-all');
    if (m.closed === 0 && pos.capturable > 0 && bestInfo.every((b) => b.closed > 0)) why.push('misses-capture');
    if (why.length) out[m.move] = why;
  }
  return out;
}

// Difficulty lives with the site's puzzles (a player's own puzzles are rated by it too).
export { difficulty } from '../site/src/puzzles/difficulty.js';
