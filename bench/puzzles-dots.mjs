// puzzles-dots.mjs — `make puzzles`: Dots puzzles from bot games, each proved by the horizon
// search (core/dots/horizon.c, docs/puzzles.md "Dots"). Deterministic from the seed: game k of a
// kind plays a few random opening points from seed k, then bots of mixed levels with node
// budgets, and a position is kept when the search to a horizon of D plies (the smallest D from
// MIN_DEPTH to MAX_DEPTH that makes it one) proves every move, one move (or one set of moves that
// take the same dots now) is best, and a tempting move is proved worse by at least one dot.
// Resumable exactly like bench/puzzles.mjs: each game's puzzles are appended to
// site/src/puzzles/dots-<kind>.jsonl as one write, and a run goes on from the seed after the
// file's last one.
//
//   node bench/puzzles-dots.mjs [--kinds ru10,ru12,ru15,ru20,pl10,pl12,pl15,pl20] [--count N] [--seconds T] [--out DIR]
import { fileURLToPath } from 'node:url';
import { playOn, rng, runGenerator } from './puzzle-run.mjs';
import { judge } from '../wasm/workers/dots-puzzle.js';

export { asProved, difficulty, judge } from '../wasm/workers/dots-puzzle.js';

/** Field kinds, the default start figure: Russian rules and Polish rules, each on 10×10, 12×12,
 * 15×15 and 20×20. The horizon search takes fields of at most 400 points (20×20 works too, but a 3-ply
 * proof of every move there takes about 8 times a 15×15 one: docs/puzzles.md). */
export const KINDS = {
  ru10: { setup: 'game=dots&size=10x10' },
  ru12: { setup: 'game=dots&size=12x12' },
  ru15: { setup: 'game=dots&size=15x15' },
  ru20: { setup: 'game=dots&size=20x20' },
  pl10: { setup: 'game=dots&size=10x10&rules=polish' },
  pl12: { setup: 'game=dots&size=12x12&rules=polish' },
  pl15: { setup: 'game=dots&size=15x15&rules=polish' },
  pl20: { setup: 'game=dots&size=20x20&rules=polish' },
};
const BOT_NODES = 2000;
const PER_GAME = 3;
const GAP = 4; // plies between two puzzles of one game
const MAX_PLIES = 90;

/** The tempting bot moves of a position: what levels 1 and 2 play there (ply: moves played). */
export function botMoves(g, seed, ply) {
  return [1, 2].map((level) => ({
    move: g.botMove({ level, nodes: BOT_NODES, seed: seed * 1000 + ply }),
    by: `level${level}`,
  }));
}

/** The stored form of a judged puzzle (field order as in docs/puzzles.md). */
function stored(kind, seed, setup, moves, p) {
  return {
    id: `${kind}-${seed}-${moves.length}`,
    seed,
    setup,
    moves: moves.join('.'),
    free: p.free,
    depth: p.depth,
    value: p.value,
    best: p.best,
    proof: p.proof,
    rest: p.rest,
    tempting: p.tempting,
    minLoss: p.minLoss,
    themes: p.themes,
    difficulty: p.difficulty,
    line: p.line,
    reasons: p.reasons,
  };
}

/** Play game `seed` of a kind and return its puzzles (at most PER_GAME). */
function game(engine, kind, seed) {
  const { setup } = KINDS[kind];
  const r = rng(seed * 7919 + 53);
  const g = engine.newGame(setup);
  const out = [];
  try {
    const levels = [1 + Math.floor(r() * 3), 1 + Math.floor(r() * 3)];
    const opening = 2 + Math.floor(r() * 5);
    let last = -Infinity;
    for (let ply = 0; out.length < PER_GAME && ply < MAX_PLIES; ply++) {
      const st = g.state();
      if (st.over || st.legal.length < 2) break;
      if (ply >= opening && ply - last >= GAP) {
        const p = judge(engine, setup, st.moves, botMoves(g, seed, ply));
        if (p && p.ok && !out.some((q) => q.best.join() === p.best.join())) {
          out.push(stored(kind, seed, setup, st.moves, p));
          last = ply;
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
  await runGenerator({ family: 'dots', kinds: KINDS, game, defaults: { count: 250, seconds: 600 } });
