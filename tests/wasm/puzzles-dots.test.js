// puzzles-dots.test.js — the shipped Dots puzzles (site/src/puzzles/dots-*.jsonl, made by
// `make puzzles`, docs/puzzles.md "Dots") are proved again by the real WASM engine's horizon
// search: the smallest depth that makes the position a puzzle is the stored one, every legal
// move's value is the stored proof's (or `rest`; Polish: each point's "x-y!" that captures too), the answer is exactly the best moves and they
// are one move in effect, the tempting moves are the bots' again and proved worse, and the
// themes, the difficulty, the line and the reasons come out the same. All puzzles with
// PD_LONG_TEST=1 (`make test-long`), else every SAMPLE-th of each file. A hand-made position with
// two best moves of different effect is refused.
import { describe, expect, it } from 'vitest';
import { botMoves, judge, KINDS } from '../../bench/puzzles-dots.mjs';
import { engine, reproveShipped, shippedPuzzles } from './helpers.js';

const SAMPLE = 10;
const files = Object.keys(KINDS).map((k) => `dots-${k}.jsonl`);

// A 10×10 position (a level-mixed bot game) whose two best points at 3 plies, 9-4 and 9-5 (both
// +6), are not the same move in effect: neither captures now.
const TWO_BEST = {
  setup: 'game=dots&size=10x10',
  moves:
    '5-4.4-5.5-3.4-4.6-7.7-6.6-4.5-7.4-6.7-7.6-8.4-3.4-7.5-8.3-2.7-5.3-3.2-3.4-2.4-8.8-8.3-4.7-4.6-3.7-8.3-6.3-7.3-5.8-7.7-2.5-2.2-6.4-9.8-6.2-2.5-1.3-8.5-9.2-9.2-4.9-6.8-5.9-7.7-3.8-3.6-2',
};

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** What is wrong with a stored puzzle, re-proved: [] when nothing. */
function reprove(e, p) {
  const moves = p.moves ? p.moves.split('.') : [];
  const g = e.newGame(p.moves ? `${p.setup}&moves=${p.moves}` : p.setup);
  const legal = g.state().legal;
  const bots = botMoves(g, p.seed, moves.length);
  g.free();
  const q = judge(e, p.setup, moves, bots);
  if (!q) return ['not a position to move in'];
  if (q.unknown) return ['the search did not finish'];
  if (!q.ok) return [`no puzzle at depths up to ${p.depth} (best ${q.best})`];
  const bad = [];
  if (q.depth !== p.depth) bad.push(`depth ${q.depth}, stored ${p.depth}`);
  // every legal move: its stored value, or `rest`
  // (Polish rules: the proof lists each point and, where it captures, its "x-y!" too)
  const stored = (m) => (m in p.proof ? p.proof[m] : p.rest);
  const proved = Object.keys(q.all);
  const off = proved.filter((m) => q.all[m] !== stored(m));
  if (off.length) bad.push(`values differ at ${off.slice(0, 5).join(', ')}`);
  if (legal.some((m) => !(m in q.all)) || proved.length !== p.free) bad.push('free moves differ');
  if (q.rest !== p.rest) bad.push(`rest ${q.rest}, stored ${p.rest}`);
  if (!same(q.proof, p.proof)) bad.push('the proof differs');
  if (q.value !== p.value) bad.push(`value ${q.value}, stored ${p.value}`);
  if (!same(q.best, p.best)) bad.push(`best ${q.best}, stored answer ${p.best}`);
  if (!q.equivalent) bad.push(`the best moves ${q.best} are not one move in effect`);
  if (!q.temptingWorse) bad.push('no tempting move is proved worse');
  if (!same(q.tempting, p.tempting)) bad.push('the tempting moves differ');
  if (q.minLoss !== p.minLoss) bad.push(`minLoss ${q.minLoss}, stored ${p.minLoss}`);
  if (!same(q.themes, p.themes)) bad.push(`themes ${q.themes}, stored ${p.themes}`);
  if (q.difficulty !== p.difficulty) bad.push(`difficulty ${q.difficulty}, stored ${p.difficulty}`);
  if (!same(q.line, p.line)) bad.push(`line ${q.line}, stored ${p.line}`);
  if (!same(q.reasons, p.reasons))
    bad.push(`reasons ${JSON.stringify(q.reasons)}, stored ${JSON.stringify(p.reasons)}`);
  return bad;
}

describe('the shipped Dots puzzles are proved again', () => {
  reproveShipped('dots', KINDS, reprove, { sample: SAMPLE });
  it('keeps every puzzle small and its answer in its line', () => {
    for (const f of files)
      for (const p of shippedPuzzles(f)) {
        expect(JSON.stringify(p).length).toBeLessThan(1024);
        expect(p.line[0]).toBe(p.best[0]);
        expect(p.line.length).toBeLessThanOrEqual(p.depth);
        expect(p.difficulty).toBeGreaterThanOrEqual(1);
        expect(p.difficulty).toBeLessThanOrEqual(5);
      }
  });
  it('refuses a position whose two best moves are not the same move in effect', async () => {
    const e = await engine();
    const p = judge(e, TWO_BEST.setup, TWO_BEST.moves.split('.'), [], { depths: [3, 3] });
    expect(p.best).toEqual(['9-4', '9-5']);
    expect(p.equivalent).toBe(false);
    expect(p.ok).toBe(false);
  });
});
