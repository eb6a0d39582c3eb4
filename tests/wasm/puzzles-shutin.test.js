// puzzles-shutin.test.js — the shipped Shut In puzzles (site/src/puzzles/shutin-*.jsonl, made by
// `make puzzles`, docs/puzzles.md "Shut In") are proved again by the real WASM engine's exact
// solver: each legal move's value is the stored proof's, the answer is exactly the winning moves,
// the winning moves leave one game, the tempting moves are the bots' and the territory move again
// and one is proved to lose, the themes, the reasons and the difficulty come out the same, and
// each move of the best line is best where it is played. A hand-made position with two winning
// moves that leave different games is refused.
//
// Every puzzle is re-proved under PD_LONG_TEST=1 (make test-long); otherwise every 10th of each
// file (the first, the 11th, ...), which keeps the suite near a few seconds.
import { describe, expect, it } from 'vitest';
import { botMoves } from '../../bench/puzzles.mjs';
import { judge, KINDS, proofOf } from '../../bench/puzzles-shutin.mjs';
import { engine, reproveShipped } from './helpers.js';

// 5×4 without gravity after the crosses' b3 (crosses a2, a3, b3; circles e2, e3): the circles win
// with d2 or d3 only, and the two are not the same move (b3 breaks the board's up-down mirror),
// so the position has two answers and is no puzzle.
const TWO_BEST = { setup: 'game=shutin&size=5x4&gravity=0', moves: ['b3'] };

/** What is wrong with a stored puzzle, re-proved: [] when nothing. */
function reprove(e, p) {
  const moves = p.moves ? p.moves.split('.') : [];
  const kind = Object.keys(KINDS).find((k) => KINDS[k].setup === p.setup);
  const g = e.newGame(p.moves ? `${p.setup}&moves=${p.moves}` : p.setup);
  const bots = botMoves(g, p.seed, moves.length);
  const legal = g.state().legal;
  g.free();
  const q = judge(e, p.setup, moves, bots, kind);
  if (!q) return ['not a position to move in'];
  if (q.unknown) return ['the solver did not finish'];
  const bad = [];
  if (JSON.stringify(proofOf(q, legal)) !== JSON.stringify(proofOf(p, legal))) bad.push('the proof differs');
  if (q.value !== p.value) bad.push(`value ${q.value}, stored ${p.value}`);
  if (JSON.stringify(q.best) !== JSON.stringify(p.best)) bad.push(`best ${q.best}, stored answer ${p.best}`);
  if (!q.equivalent) bad.push(`the winning moves ${q.best} leave different games`);
  if (!q.temptingWorse) bad.push('no tempting move is proved to lose');
  if (!q.ok) bad.push(`no puzzle: ${q.why ?? 'refused'}`);
  if (JSON.stringify(q.tempting) !== JSON.stringify(p.tempting)) bad.push('the tempting moves differ');
  if (JSON.stringify(q.themes) !== JSON.stringify(p.themes)) bad.push(`themes ${q.themes}, stored ${p.themes}`);
  if (JSON.stringify(q.reasons) !== JSON.stringify(p.reasons)) bad.push('the reasons differ');
  if (q.difficulty !== p.difficulty) bad.push(`difficulty ${q.difficulty}, stored ${p.difficulty}`);
  if (JSON.stringify(q.line) !== JSON.stringify(p.line)) bad.push('the line differs');
  // each move of the line is best where it is played, by proofs of its own: the winner's moves
  // (even plies) leave the other side lost; the loser's moves are then made in a lost position,
  // where every legal move is best
  const h = e.newGame(p.moves ? `${p.setup}&moves=${p.moves}` : p.setup);
  try {
    for (const [i, m] of p.line.entries()) {
      const after = h.play(m);
      if (i % 2 === 1 || after.over) continue;
      const r = h.solve({ nodes: 4_000_000 });
      if (!r.known || r.value !== -1) {
        bad.push(`line move ${i + 1} (${m}) is not best`);
        break;
      }
    }
  } finally {
    h.free();
  }
  return bad;
}

describe('the shipped Shut In puzzles are proved again', () => {
  reproveShipped('shutin', KINDS, reprove, { sample: 10 });
  it('refuses a position whose two winning moves leave different games', async () => {
    const e = await engine();
    const p = judge(e, TWO_BEST.setup, TWO_BEST.moves);
    expect(p.value).toBe(1);
    expect(p.best).toEqual(['d2', 'd3']);
    expect(p.equivalent).toBe(false);
    expect(p.ok).toBe(false);
  });
});
