// puzzles.test.js — every shipped boxes puzzle (site/src/puzzles/boxes-*.jsonl, made by
// `make puzzles`, docs/puzzles.md) is proved again by the real WASM engine's exact solver: each
// legal move's value is the stored proof's, the answer is exactly the best moves, the best moves
// are one move in effect, the tempting moves are the bots' again and one is proved worse, and the
// themes, the reasons and the difficulty come out the same, and every move of the stored best
// line is best where it is played. A hand-made puzzle with two best moves that are
// not the same move fails.
import { describe, expect, it } from 'vitest';
import { botMoves, judge, KINDS, turnSteps } from '../../bench/puzzles.mjs';
import { engine, reproveShipped } from './helpers.js';

// A 3×3 position with two best lines (5 and 7, both worth +5) that leave different positions.
const TWO_BEST = { setup: 'game=boxes&size=3x3', moves: '6.15.4.14.16.8.22.0.1.2.3' };

/** What is wrong with a stored puzzle, re-proved: [] when nothing. */
function reprove(e, p) {
  const moves = p.moves ? p.moves.split('.') : [];
  // the tempting bot moves are played again: the same seed and budget give the same moves
  const g = e.newGame(p.moves ? `${p.setup}&moves=${p.moves}` : p.setup);
  const bots = botMoves(g, p.seed, moves.length);
  g.free();
  const q = judge(e, p.setup, moves, bots);
  if (!q) return ['not a position to move in'];
  if (q.unknown) return ['the solver did not finish'];
  const bad = [];
  if (JSON.stringify(q.proof) !== JSON.stringify(p.proof)) bad.push('the proof differs');
  if (q.value !== p.value) bad.push(`value ${q.value}, stored ${p.value}`);
  if (JSON.stringify(q.best) !== JSON.stringify(p.best)) bad.push(`best ${q.best}, stored answer ${p.best}`);
  if (!q.equivalent) bad.push(`the best moves ${q.best} are not one move in effect`);
  if (!q.temptingWorse) bad.push('no tempting move is proved worse');
  if (JSON.stringify(q.tempting) !== JSON.stringify(p.tempting)) bad.push('the tempting moves differ');
  if (JSON.stringify(q.themes) !== JSON.stringify(p.themes)) bad.push(`themes ${q.themes}, stored ${p.themes}`);
  if (q.difficulty !== p.difficulty) bad.push(`difficulty ${q.difficulty}, stored ${p.difficulty}`);
  if (JSON.stringify(q.reasons) !== JSON.stringify(p.reasons))
    bad.push(`reasons ${JSON.stringify(q.reasons)}, stored ${JSON.stringify(p.reasons)}`);
  bad.push(...lineFaults(e, p));
  // the rest of a longer answer: the same steps again, each the line's next move
  const steps = p.best.length === 1 ? turnSteps(e, p.setup, moves, p.best[0]) : [];
  if (JSON.stringify(steps) !== JSON.stringify(p.steps || [])) bad.push('the steps of the answer differ');
  (p.steps || []).forEach((step, i) => {
    if (step.proof[p.line[i + 1]] !== step.value) bad.push(`step ${i + 2} is not the line's move`);
  });
  return bad;
}

/** What is wrong with a puzzle's best line: it must start with an answer, every move of it must
 * be best where it is played, and it must end the game. */
function lineFaults(e, p) {
  if (!Array.isArray(p.line) || !p.best.includes(p.line[0])) return ['the line does not start with an answer'];
  const g = e.newGame(p.moves ? `${p.setup}&moves=${p.moves}` : p.setup);
  try {
    for (const [i, move] of p.line.entries()) {
      const proof = g.solveMoves({ nodes: 4_000_000 });
      const m = proof.moves.find((x) => x.move === move);
      if (!m || !m.known || m.value !== proof.value) return [`line move ${i + 1} (${move}) is not best there`];
      g.play(move);
    }
    return g.state().over ? [] : ['the line stops before the end of the game'];
  } finally {
    g.free();
  }
}

describe('the shipped boxes puzzles are proved again', () => {
  reproveShipped('boxes', KINDS, reprove);
  it('refuses a position whose two best moves are not the same move in effect', async () => {
    const e = await engine();
    const p = judge(e, TWO_BEST.setup, TWO_BEST.moves.split('.'));
    expect(p.best.length).toBeGreaterThan(1);
    expect(p.equivalent).toBe(false);
    expect(p.ok).toBe(false);
  });
});
