// puzzle-themes.mjs — what a boxes puzzle is (docs/puzzles.md): the position's chains and loops
// read from the engine's geometry and state JSON, the equivalence of two moves, the tempting
// moves, the themes and the difficulty. Shared by the generator (bench/puzzles.mjs) and the
// test that re-proves every shipped puzzle (tests/wasm/puzzles.test.js), so both judge alike.

/** The board as lines and cells: per line the cells it bounds (0..2), per cell its lines. */
export function boardOf(geometry) {
  const key = (a, b) => (a < b ? `${a}.${b}` : `${b}.${a}`);
  const lineOf = new Map(geometry.lines.map(([a, b], i) => [key(a, b), i]));
  const cellLines = geometry.cells.map((c) => c.map((d, i) => lineOf.get(key(d, c[(i + 1) % c.length]))));
  const lineCells = geometry.lines.map(() => []);
  cellLines.forEach((ls, x) => ls.forEach((l) => lineCells[l].push(x)));
  return { cellLines, lineCells, nlines: geometry.lines.length };
}

/**
 * The structure of a position (state JSON of docs/state-json.md): per open cell how many sides
 * are still free; the cells one side short (capturable now); the chains and loops of cells two
 * sides short; the safe lines (giving no cell its third-to-last side); the double-cross lines
 * (one line that closes two cells).
 */
export function structure(board, state) {
  const free = (l) => state.lines[l] === -1;
  const missing = board.cellLines.map((ls, x) => (state.cells[x] ? 0 : ls.filter(free).length));
  const capturable = [];
  missing.forEach((m, x) => m === 1 && capturable.push(x));
  const safe = [];
  const doubleCross = [];
  for (let l = 0; l < board.nlines; l++) {
    if (!free(l)) continue;
    const cs = board.lineCells[l];
    if (cs.every((x) => missing[x] >= 3)) safe.push(l);
    if (cs.length === 2 && cs.every((x) => missing[x] === 1)) doubleCross.push(l);
  }
  const seen = new Set();
  const chains = [];
  const loops = [];
  const compOf = missing.map(() => 0); // per cell two short: its chain's length, or -length for a loop
  for (let x = 0; x < missing.length; x++) {
    if (missing[x] !== 2 || seen.has(x)) continue;
    // walk the cells two short joined through free lines; a loop when the walk closes
    const comp = [x];
    seen.add(x);
    let edges = 0;
    for (let i = 0; i < comp.length; i++) {
      for (const l of board.cellLines[comp[i]]) {
        if (!free(l)) continue;
        const y = board.lineCells[l].find((c) => c !== comp[i]);
        if (y !== undefined && missing[y] === 2) {
          edges++;
          if (!seen.has(y)) {
            seen.add(y);
            comp.push(y);
          }
        }
      }
    }
    // each joining line is counted from both of its cells; a ring has as many as cells
    const loop = edges / 2 === comp.length && comp.length >= 3;
    if (loop) loops.push(comp.length);
    else chains.push(comp.length);
    comp.forEach((c) => (compOf[c] = loop ? -comp.length : comp.length));
  }
  chains.sort((a, b) => b - a);
  loops.sort((a, b) => b - a);
  return { missing, capturable, safe, doubleCross, chains, loops, compOf };
}

/** How many safe lines can still be drawn one after another, greedily in line order (the
 * solver's parity leaf, core/boxes/endgame.c parity_eval, counts the same way), and the state
 * when they have run out (`end`). */
export function safeRun(board, state) {
  const lines = state.lines.slice();
  const missing = board.cellLines.map((ls, x) => (state.cells[x] ? 0 : ls.filter((l) => lines[l] === -1).length));
  let k = 0;
  for (let l = 0; l < board.nlines; l++) {
    if (lines[l] !== -1) continue;
    const cs = board.lineCells[l];
    if (!cs.every((x) => missing[x] >= 3)) continue;
    lines[l] = 1;
    cs.forEach((x) => missing[x]--);
    k++;
  }
  return { k, end: { ...state, lines } };
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
    a.capturable.length,
    a.doubleCross.length,
    a.safe.length,
    before.safe.length - a.safe.length,
  ]);
}

/**
 * The themes of a puzzle, from the position's structure and the proof. info: per legal move
 * {move, value, closed, sameMover, after (structure), control (1: the mover keeps control by the
 * safe-line parity, 0: the opponent gets it, null: no safe line left before the move)}; pos: the
 * position's structure with endLong (a long chain or loop once the safe lines run out) and misere
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
    board(m).every((x) => pos.missing[x] !== 2 || (pos.compOf[x] > 0 && pos.compOf[x] <= 2)) &&
    board(m).some((x) => pos.missing[x] === 2);
  if (
    !pos.misere && pos.safe.length > 0
      ? pos.endLong && bestInfo.every((m) => m.control === 1) && worse.some((m) => m.control === 0 && m.closed === 0)
      : !pos.misere && pos.capturable.length === 0 && longIn(pos) && bestInfo.every(shortHandout)
  )
    out.push('chain-parity');
  const newCrosses = (m) => m.after.doubleCross.length - pos.doubleCross.length;
  // (b) all but two: the mover has been taking cells this turn (the last move was its own) and
  // the answer takes nothing but leaves the opponent a double cross (two cells closed by one
  // line): the mover hands back the last two cells to keep control
  const dealing = bestInfo.some((m) => m.closed === 0 && newCrosses(m) > 0);
  if (pos.capturable.length > 0 && pos.midTurn && dealing) out.push('all-but-two');
  // (c) declining a sacrifice: at the start of the mover's turn (the opponent moved last) a
  // capture is on offer, and the answer takes none of it (in normal play by dealing the offered
  // cells back, under misère also by leaving them), so taking was proved worse
  if (pos.capturable.length > 0 && !pos.midTurn && bestInfo.every((m) => m.closed === 0)) out.push('decline');
  // (d) counting loops: a loop is on the board and no safe line is left (the choice is which
  // chain or loop to open, or whether to keep control at a loop's price of four cells), or the
  // answer deals back the last four cells of a loop (two double crosses)
  if ((pos.loops.length > 0 && pos.safe.length === 0) || bestInfo.some((m) => m.closed === 0 && newCrosses(m) >= 2))
    out.push('loops');
  return out;
}

/** Difficulty 1..5 from the proof: how few moves are best, how little the nearest wrong move
 * loses, whether the level-2 bot misses it, how many lines are free (the depth of the proof). */
export function difficulty(p) {
  let d = 1;
  if (p.best.length * 4 <= p.free) d++;
  if (p.minLoss <= 1) d++;
  if (p.tempting.some((t) => t.by === 'level2' && !p.best.includes(t.move))) d++;
  if (p.free >= 14) d++;
  return Math.min(d, 5);
}
