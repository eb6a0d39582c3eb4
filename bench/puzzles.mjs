// puzzles.mjs — `make puzzles`: boxes puzzles from bot games, each proved by the exact solver
// (docs/puzzles.md). Deterministic from the seed: game k of a board kind plays a few random
// opening lines from seed k, then bots of mixed levels with node budgets (the same moves on
// every run), and the positions late enough for the solver are kept when exactly one move, or
// one set of equivalent moves, is best and a tempting move is proved worse. Resumable: each game's
// puzzles are appended to site/src/puzzles/boxes-<kind>.jsonl as one write, and a run goes on
// from the seed after the last one in the file.
//
//   node bench/puzzles.mjs [--kinds sq3,sq4,...] [--count N] [--seconds T] [--out DIR]
//   --count: puzzles wanted per kind (a kind that has them is skipped); --seconds: the whole
//   run's cap (a game in progress is finished, then the run stops).
import { fileURLToPath } from 'node:url';
import { playOn, rng, runGenerator } from './puzzle-run.mjs';
import { boardOf, difficulty, effect, reasons, themes } from './puzzle-themes.mjs';

/** Board kinds: setup, and the most free lines a puzzle position may have (the exact solver
 * proves every move of such a position within SOLVE_NODES). */
export const KINDS = {
  sq3: { setup: 'game=boxes&size=3x3', free: 18 },
  sq4: { setup: 'game=boxes&size=4x4', free: 22 },
  sq5: { setup: 'game=boxes&size=5x5', free: 22 },
  hex: { setup: 'game=boxes&grid=hex', free: 22 },
  tri: { setup: 'game=boxes&grid=tri', free: 20 },
  swedish: { setup: 'game=boxes&border=swedish', free: 22 },
  misere: { setup: 'game=boxes&misere=1', free: 16 },
};
const SOLVE_NODES = 4_000_000;
const BOT_NODES = 3000;

/** The tempting bot moves of a position: what levels 1 and 2 play there (ply: moves played). */
export function botMoves(g, seed, ply) {
  return [1, 2].map((level) => ({
    move: g.botMove({ level, nodes: BOT_NODES, seed: seed * 1000 + ply }),
    by: `level${level}`,
  }));
}
const PER_GAME = 2;

/**
 * Judge a position: null when it is no puzzle, else the puzzle. Used by the test too, so a
 * shipped puzzle is re-proved exactly as it was made.
 * @param {import('../wasm/engine.js').Engine} engine
 */
export function judge(engine, setup, moves, tempting = []) {
  const g = engine.newGame(moves.length ? `${setup}&moves=${moves.join('.')}` : setup);
  try {
    const board = boardOf(g.geometry());
    const state = g.state();
    if (state.over) return null;
    const mover = state.toMove;
    const proof = g.solveMoves({ nodes: SOLVE_NODES });
    if (!proof.known || proof.moves.some((m) => !m.known)) return { unknown: true };
    const pos = g.structure();
    pos.misere = /misere=1/.test(g.canonicalSetup());
    pos.midTurn = state.movers.length > 0 && state.movers[state.movers.length - 1] === mover;
    const beforeSafe = pos.safe > 0;
    const info = proof.moves.map(({ move, value }) => {
      const after = g.play(move);
      const closed = after.captured[after.captured.length - 1];
      const sameMover = after.toMove === mover ? 1 : 0;
      const s = g.structure();
      let control = null;
      if (beforeSafe && !after.over) {
        // whoever must move when the safe lines run out opens the first chain; the other has control
        const atEnd = s.safeRun % 2 === 0 ? after.toMove : 3 - after.toMove;
        control = atEnd === mover ? 0 : 1;
      }
      g.undo();
      return { move, value, closed, sameMover, after: s, control, eff: effect(pos, s, closed, sameMover) };
    });
    const best = info.filter((m) => m.value === proof.value);
    const bestMoves = best.map((m) => m.move);
    const equivalent = best.every((m) => m.eff === best[0].eff);
    const tempt = [...tempting];
    for (const m of info) if (m.closed > 0) tempt.push({ move: m.move, by: 'capture' });
    const wrongTempting = tempt.filter((t) => !bestMoves.includes(t.move));
    const losses = info.filter((m) => m.value !== proof.value).map((m) => Math.abs(proof.value - m.value) / 2);
    const p = {
      setup,
      moves: moves.join('.'),
      free: info.length,
      value: proof.value,
      best: bestMoves,
      proof: Object.fromEntries(info.map((m) => [m.move, m.value])),
      tempting: tempt.filter((t, i) => tempt.findIndex((u) => u.move === t.move && u.by === t.by) === i),
      minLoss: losses.length ? Math.min(...losses) : 0,
    };
    const cellsOf = (m) => board.lineCells[Number(m.move)];
    p.themes = themes(pos, info, bestMoves, cellsOf);
    p.reasons = reasons(pos, info, bestMoves, cellsOf);
    p.difficulty = difficulty(p);
    p.ok = equivalent && losses.length > 0 && wrongTempting.length > 0 && info.length >= 2;
    p.equivalent = equivalent;
    p.temptingWorse = wrongTempting.length > 0;
    return p;
  } finally {
    g.free?.();
  }
}

/**
 * The best line from a puzzle's position: its first answer, then at each position after it the
 * first best move (in line order) of whoever moves, to the end of the game. Every move of it is
 * proved best where it is played, so the page can replay it as the solver's line.
 */
export function bestLine(engine, setup, moves, first) {
  const g = engine.newGame(moves.length ? `${setup}&moves=${moves.join('.')}` : setup);
  try {
    const line = [first];
    let st = g.play(first);
    while (!st.over) {
      const proof = g.solveMoves({ nodes: SOLVE_NODES });
      if (!proof.known) throw new Error(`the solver did not finish on the best line of ${setup} ${moves.join('.')}`);
      const next = proof.moves.find((m) => m.known && m.value === proof.value).move;
      line.push(next);
      st = g.play(next);
    }
    return line;
  } finally {
    g.free?.();
  }
}

/**
 * The rest of the answer when it is more than one move: after the answer the mover may move again
 * (a boxes move that closes a cell), and each such position where exactly one move is best and
 * some move is worse is one more step of the answer, in order, until the turn passes, the game
 * ends, or a position has several best moves or none worse (no longer one forced line). Each
 * step: {value, proof} (every legal move's value). [] when the answer is one move.
 */
export function turnSteps(engine, setup, moves, first) {
  const g = engine.newGame(moves.length ? `${setup}&moves=${moves.join('.')}` : setup);
  try {
    const mover = g.state().toMove;
    const steps = [];
    let st = g.play(first);
    while (!st.over && st.toMove === mover) {
      const proof = g.solveMoves({ nodes: SOLVE_NODES });
      if (!proof.known || proof.moves.some((m) => !m.known)) break;
      const best = proof.moves.filter((m) => m.value === proof.value);
      if (best.length !== 1 || best.length === proof.moves.length) break;
      steps.push({ value: proof.value, proof: Object.fromEntries(proof.moves.map((m) => [m.move, m.value])) });
      st = g.play(best[0].move);
    }
    return steps;
  } finally {
    g.free?.();
  }
}

/** Play game `seed` of a kind and return its puzzles (at most PER_GAME). */
function game(engine, kind, seed) {
  const { setup, free } = KINDS[kind];
  const r = rng(seed * 7919 + 17);
  const g = engine.newGame(setup);
  const out = [];
  try {
    const levels = [1 + Math.floor(r() * 4), 1 + Math.floor(r() * 4)];
    const opening = 2 + Math.floor(r() * 5);
    let lastFree = Infinity;
    for (let ply = 0; out.length < PER_GAME; ply++) {
      const st = g.state();
      if (st.over) break;
      const legal = st.legal;
      if (legal.length <= free && legal.length >= 3 && lastFree - legal.length >= 3) {
        const p = judge(engine, setup, st.moves, botMoves(g, seed, ply));
        if (p && p.ok) {
          delete p.ok;
          delete p.equivalent;
          delete p.temptingWorse;
          p.line = bestLine(engine, setup, st.moves, p.best[0]);
          // a one-move answer among equivalent ones cannot go on: their positions differ
          const steps = p.best.length === 1 ? turnSteps(engine, setup, st.moves, p.best[0]) : [];
          if (steps.length) p.steps = steps;
          out.push({ id: `${kind}-${seed}-${st.moves.length}`, seed, ...p });
          lastFree = legal.length;
        }
      }
      playOn(g, st, { r, ply, opening, levels, seed, nodes: BOT_NODES });
    }
  } finally {
    g.free?.();
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await runGenerator({ family: 'boxes', kinds: KINDS, game, defaults: { count: 50, seconds: 600 } });
